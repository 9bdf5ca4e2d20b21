/**
 * The board's sticker settings (issue 4 item 1; spec/board.md §3 "Board sticker (definition)"):
 * named types need a name, state definitions carry their states, server field errors land on
 * their input, the active switch and delete (after a confirmation) reach the server.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BoardSticker } from '../../../../src/shared/stickers/stickerWire';
import { StickerSettingsDialog } from '../../../../src/client/features/stickers/settings/StickerSettingsDialog';
import { failure, renderUi } from '../../ui/renderUi';
import { BASE, ok } from '../../board/boardFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const definition = (over: Partial<BoardSticker> & { id: number }): BoardSticker => ({
  boardId: 1,
  type: 'deadline',
  name: null,
  icon: null,
  isActive: true,
  configs: {},
  sort: over.id,
  ...over,
});

/** Serves the board, its members and `stickers`; records every write. */
function serve(stickers: BoardSticker[]) {
  const writes: { method: string; url: string; body: unknown }[] = [];
  const record = async (request: Request) => {
    const body = request.method === 'DELETE' ? undefined : await request.json();
    writes.push({ method: request.method, url: new URL(request.url).pathname, body });
    return body as Record<string, unknown>;
  };
  server.use(
    http.get(`${BASE}/board/1`, () => HttpResponse.json(ok({ id: 1, name: 'Board', projectId: 3, companyId: 7 }))),
    http.get(`${BASE}/company/7/members`, () =>
      HttpResponse.json(
        ok([{ userId: 2, role: 'member', user: { id: 2, name: 'Bob', email: 'b@x.io', avatar: null } }]),
      ),
    ),
    http.get(`${BASE}/board/1/stickers`, () => HttpResponse.json(ok(stickers))),
    http.post(`${BASE}/board/1/stickers`, async ({ request }) => {
      const body = await record(request);
      return HttpResponse.json(ok(definition({ id: 50, isActive: true, ...(body as Partial<BoardSticker>) })));
    }),
    http.put(`${BASE}/board/1/stickers/:id`, async ({ request, params }) => {
      const body = await record(request);
      const old = stickers.find((s) => s.id === Number(params.id))!;
      return HttpResponse.json(ok({ ...old, ...(body as Partial<BoardSticker>) }));
    }),
    http.delete(`${BASE}/board/1/stickers/:id`, async ({ request, params }) => {
      await record(request);
      return HttpResponse.json(ok({ id: Number(params.id) }));
    }),
  );
  return writes;
}

function renderSettings() {
  localStorage.setItem('auth_token_default', 'tok-1');
  return renderUi(<StickerSettingsDialog boardId={1} onClose={() => undefined} />);
}

async function openCatalogueItem(user: ReturnType<typeof userEvent.setup>, typeName: RegExp) {
  await user.click(await screen.findByRole('button', { name: 'Add sticker' }));
  const catalogue = screen.getByRole('list', { name: 'Sticker catalogue' });
  await user.click(within(catalogue).getByRole('button', { name: typeName }));
}

test('an empty board shows the empty state; the catalogue lists every type with its description', async () => {
  const user = userEvent.setup({ delay: null });
  serve([]);
  renderSettings();
  expect(await screen.findByText(/This board has no stickers yet/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add sticker' }));
  const catalogue = screen.getByRole('list', { name: 'Sticker catalogue' });
  expect(within(catalogue).getAllByRole('button')).toHaveLength(17);
  expect(
    within(catalogue).getByText('Makes the task reappear on the board at a configurable interval.'),
  ).toBeInTheDocument();
  expect(within(catalogue).getByText('A countdown to planned completion.')).toBeInTheDocument();
});

test('a named sticker needs a name: nothing is sent without one', async () => {
  const user = userEvent.setup({ delay: null });
  const writes = serve([]);
  renderSettings();
  await openCatalogueItem(user, /^Text field/);
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('This field is required')).toBeInTheDocument();
  expect(writes).toEqual([]);
  await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Client');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(writes).toHaveLength(1));
  expect(writes[0]).toMatchObject({ method: 'POST', body: { type: 'textField', name: 'Client' } });
});

test('a state sticker with two states sends them in configs.states', async () => {
  const user = userEvent.setup({ delay: null });
  const writes = serve([]);
  renderSettings();
  await openCatalogueItem(user, /^State/);
  await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Stage');
  await user.click(screen.getByRole('button', { name: 'Add state' }));
  await user.click(screen.getByRole('button', { name: 'Add state' }));
  await user.type(screen.getByRole('textbox', { name: 'Name of state 1' }), 'Todo');
  await user.type(screen.getByRole('textbox', { name: 'Name of state 2' }), 'Done');
  const colours = screen.getByRole('radiogroup', { name: 'Colour of state 2' });
  await user.click(within(colours).getByRole('radio', { name: 'Teal' }));
  await user.click(screen.getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(writes).toHaveLength(1));
  expect(writes[0].body).toMatchObject({
    type: 'state',
    name: 'Stage',
    configs: {
      states: [
        { name: 'Todo', color: 'gray' },
        { name: 'Done', color: 'teal' },
      ],
    },
  });
  // Back on the list, the new definition is there.
  expect(await screen.findByRole('list', { name: 'Board stickers' })).toBeInTheDocument();
});

test('a server field error is shown on its input', async () => {
  const user = userEvent.setup({ delay: null });
  serve([]);
  server.use(
    http.post(`${BASE}/board/1/stickers`, () =>
      HttpResponse.json(
        failure('Validation failed', 'VALIDATION_FAILED', { configs: { number: { max: 'Must be at least 10' } } }),
        { status: 400 },
      ),
    ),
  );
  renderSettings();
  await openCatalogueItem(user, /^Number field/);
  await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Estimate');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  const max = await screen.findByRole('textbox', { name: 'Maximum' });
  await waitFor(() => expect(max).toHaveAttribute('aria-invalid', 'true'));
  expect(screen.getByText('Must be at least 10')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Error saving');
});

test('the active switch sends PUT {isActive: false}', async () => {
  const user = userEvent.setup({ delay: null });
  const writes = serve([definition({ id: 4, type: 'deadline' })]);
  renderSettings();
  const toggle = await screen.findByRole('switch', { name: 'Deadline active' });
  expect(toggle).toBeChecked();
  await user.click(toggle);
  await waitFor(() => expect(toggle).not.toBeChecked());
  await waitFor(
    () => expect(writes).toEqual([{ method: 'PUT', url: '/board/1/stickers/4', body: { isActive: false } }]),
    { timeout: 5000 },
  );
});

test('delete asks for confirmation, then sends DELETE and removes the row', async () => {
  const user = userEvent.setup({ delay: null });
  const writes = serve([definition({ id: 4, type: 'textField', name: 'Client' })]);
  renderSettings();
  await user.click(await screen.findByRole('button', { name: 'Delete Client' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete the sticker?' });
  expect(writes).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(writes).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Delete Client' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Delete the sticker?' })).getByRole('button', { name: 'Delete' }),
  );
  await waitFor(() => expect(writes).toEqual([{ method: 'DELETE', url: '/board/1/stickers/4', body: undefined }]));
  expect(await screen.findByText(/This board has no stickers yet/)).toBeInTheDocument();
});
