/**
 * The board's guest-link settings (issue 6 item 1; shared/board/share.ts): the switches send only
 * their field, the link `<origin>/board/shared/{token}` is shown with Copy, and Regenerate asks
 * first (the old link stops working) before it PUTs {regenerate: true}.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BoardShare } from '../../../src/shared/board/share';
import { ShareDialog } from '../../../src/client/features/share/ShareDialog';
import { BASE, ok } from '../board/boardFixtures';
import { renderUi } from '../ui/renderUi';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Serves board 4's share (starting from `initial`) and records the PUT bodies. */
function serveShare(initial: Partial<BoardShare> = {}) {
  let share: BoardShare = {
    token: 'tok-old',
    enabled: false,
    guestSettings: { allowCreateTasks: false, showExecutorsAndResponsible: true },
    ...initial,
  };
  const puts: Record<string, boolean>[] = [];
  server.use(
    http.get(`${BASE}/board/4/share`, () => HttpResponse.json(ok(share))),
    http.put(`${BASE}/board/4/share`, async ({ request }) => {
      const body = (await request.json()) as Record<string, boolean>;
      puts.push(body);
      const { regenerate, enabled, ...settings } = body;
      share = {
        token: regenerate ? 'tok-new' : share.token,
        enabled: enabled ?? share.enabled,
        guestSettings: { ...share.guestSettings, ...settings },
      };
      return HttpResponse.json(ok(share));
    }),
  );
  return { puts };
}

const linkField = () => screen.getByRole('textbox', { name: 'Guest link' });

test('enabling the link sends PUT {enabled: true} and shows the guest link to copy', async () => {
  const user = userEvent.setup();
  const { puts } = serveShare();
  renderUi(<ShareDialog boardId={4} onClose={() => undefined} />);
  const toggle = await screen.findByRole('switch', { name: 'Guest link on' });
  expect(toggle).not.toBeChecked();
  expect(linkField()).toHaveValue('http://localhost/board/shared/tok-old');
  expect(screen.getByRole('button', { name: 'Copy' })).toBeDisabled();

  await user.click(toggle);
  await waitFor(() => expect(puts).toEqual([{ enabled: true }]));
  await waitFor(() => expect(screen.getByRole('switch', { name: 'Guest link on' })).toBeChecked());
  expect(screen.getByRole('button', { name: 'Copy' })).toBeEnabled();
  expect(screen.getByText('Anyone with the link can view the board without an account.')).toBeInTheDocument();
});

test('Copy puts the link on the clipboard', async () => {
  const user = userEvent.setup();
  // user-event installs its own clipboard at setup; ours goes in after it.
  const writeText = jest.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  serveShare({ enabled: true });
  renderUi(<ShareDialog boardId={4} onClose={() => undefined} />);
  await user.click(await screen.findByRole('button', { name: 'Copy' }));
  expect(await screen.findByText('Link copied')).toBeInTheDocument();
  expect(writeText).toHaveBeenCalledWith('http://localhost/board/shared/tok-old');
});

test('Regenerate asks first; confirming PUTs {regenerate: true} and shows the new link', async () => {
  const user = userEvent.setup();
  const { puts } = serveShare({ enabled: true });
  renderUi(<ShareDialog boardId={4} onClose={() => undefined} />);
  await user.click(await screen.findByRole('button', { name: 'Regenerate' }));
  expect(await screen.findByText('Regenerate the link?')).toBeInTheDocument();
  expect(screen.getByText('The old link stops working at once; anyone who has it loses access.')).toBeInTheDocument();
  // Cancel leaves the link alone.
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByText('Regenerate the link?')).not.toBeInTheDocument());
  expect(puts).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Regenerate' }));
  const dialogs = await screen.findAllByRole('dialog');
  const confirm = dialogs[dialogs.length - 1];
  await user.click(within(confirm).getByRole('button', { name: 'Regenerate' }));
  await waitFor(() => expect(puts).toEqual([{ regenerate: true }]));
  await waitFor(() => expect(linkField()).toHaveValue('http://localhost/board/shared/tok-new'));
});

test('the guest settings switches send only their own field', async () => {
  const user = userEvent.setup();
  const { puts } = serveShare({ enabled: true });
  renderUi(<ShareDialog boardId={4} onClose={() => undefined} />);
  await user.click(await screen.findByRole('switch', { name: 'Guests can create tasks' }));
  await waitFor(() => expect(screen.getByRole('switch', { name: 'Guests can create tasks' })).toBeChecked());
  await user.click(screen.getByRole('switch', { name: 'Show executors and responsible' }));
  await waitFor(() => expect(puts).toHaveLength(2));
  expect(puts).toEqual([{ allowCreateTasks: true }, { showExecutorsAndResponsible: false }]);
  await waitFor(() => expect(screen.getByRole('switch', { name: 'Show executors and responsible' })).not.toBeChecked());
});

test("a refused change shows 'Error saving' and keeps the switch as it was", async () => {
  const user = userEvent.setup();
  serveShare();
  server.use(
    http.put(`${BASE}/board/4/share`, () =>
      HttpResponse.json({ success: false, status: 'error', error: 'No', code: 'FORBIDDEN' }, { status: 400 }),
    ),
  );
  renderUi(<ShareDialog boardId={4} onClose={() => undefined} />);
  await user.click(await screen.findByRole('switch', { name: 'Guest link on' }));
  expect(await screen.findByText('Error saving')).toBeInTheDocument();
  expect(screen.getByRole('switch', { name: 'Guest link on' })).not.toBeChecked();
});
