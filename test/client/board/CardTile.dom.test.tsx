/**
 * The card tile (spec/board.md §4 Inline title edit, Done; §8 'Error saving', 449 delete confirm).
 */
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure } from '../ui/renderUi';
import { BASE, aCard, aColumn, ok, renderBoard, serveBoard } from './boardFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const card = aCard({ id: 5, name: 'Write the spec', counter: 12 });

function recordPuts() {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.put(`${BASE}/editor/card/5`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return HttpResponse.json(ok({ ...card, ...(body.name ? { name: body.name } : {}) }));
    }),
  );
  return bodies;
}

describe('inline title edit', () => {
  test('Enter saves the trimmed name; Shift+Enter adds a line; the tile shows the new name', async () => {
    const user = userEvent.setup();
    serveBoard(server, [aColumn({ id: 1, cards: [card] })]);
    const bodies = recordPuts();
    renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Edit title' }));
    const input = screen.getByRole('textbox', { name: 'Card name' });
    await user.clear(input);
    await user.type(input, '  Write the{Shift>}{Enter}{/Shift}spec v2  {Enter}');
    expect(await screen.findByText(/spec v2/)).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'Write the\nspec v2' }]);
  });

  test('an empty or unchanged name is not sent; blur saves a changed one', async () => {
    const user = userEvent.setup();
    serveBoard(server, [aColumn({ id: 1, cards: [card] })]);
    const bodies = recordPuts();
    renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Edit title' }));
    await user.clear(screen.getByRole('textbox', { name: 'Card name' }));
    await user.type(screen.getByRole('textbox', { name: 'Card name' }), '   {Enter}');
    expect(screen.getByText('Write the spec')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit title' }));
    await user.type(screen.getByRole('textbox', { name: 'Card name' }), '{Enter}'); // unchanged
    await user.click(screen.getByRole('button', { name: 'Edit title' }));
    await user.type(screen.getByRole('textbox', { name: 'Card name' }), ' now');
    fireEvent.blur(screen.getByRole('textbox', { name: 'Card name' }));
    expect(await screen.findByText('Write the spec now')).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'Write the spec now' }]);
  });

  test("a refused rename goes back to the old name with 'Error saving'", async () => {
    const user = userEvent.setup();
    serveBoard(server, [aColumn({ id: 1, cards: [card] })]);
    server.use(
      http.put(`${BASE}/editor/card/5`, async () => {
        await delay(300);
        return HttpResponse.json(failure('Invalid', 'VALIDATION_FAILED'), { status: 400 });
      }),
    );
    renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Edit title' }));
    await user.type(screen.getByRole('textbox', { name: 'Card name' }), ' again{Enter}');
    expect(await screen.findByText('Write the spec again')).toBeInTheDocument(); // optimistic
    expect(await screen.findByText('Error saving')).toBeInTheDocument();
    expect(await screen.findByText('Write the spec')).toBeInTheDocument();
  });
});

describe('done circle', () => {
  test('marks the card done at once and sends done: true', async () => {
    const user = userEvent.setup();
    serveBoard(server, [aColumn({ id: 1, cards: [card] })]);
    let body: unknown;
    server.use(
      http.put(`${BASE}/editor/card/5`, async ({ request }) => {
        body = await request.json();
        await delay(100);
        return HttpResponse.json(ok({ ...card, doneAt: '2026-01-05T00:00:00.000Z' }));
      }),
    );
    renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Mark as done' }));
    expect(await screen.findByRole('button', { name: 'Mark as not done' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(body).toEqual({ done: true }));
  });

  test("is undone when the server refuses, with 'Error saving' (Russian: 'Ошибка сохранения')", async () => {
    const user = userEvent.setup();
    serveBoard(server, [aColumn({ id: 1, cards: [card] })]);
    server.use(
      http.put(`${BASE}/editor/card/5`, async () => {
        await delay(100);
        return HttpResponse.json(failure('Boom', 'INTERNAL'), { status: 500 });
      }),
    );
    localStorage.setItem('lang', 'ru');
    renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Отметить выполненной' }));
    expect(await screen.findByRole('button', { name: 'Снять отметку о выполнении' })).toBeInTheDocument();
    expect(await screen.findByText('Ошибка сохранения')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Отметить выполненной' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});

describe('card menu delete', () => {
  test('a 449 answer asks with the server text (Cancel/Delete) and Delete repeats with force=1', async () => {
    const user = userEvent.setup();
    serveBoard(server, [aColumn({ id: 1, cards: [card, aCard({ id: 6, name: 'Other card', sort: -1 })] })]);
    const forces: (string | null)[] = [];
    server.use(
      http.delete(`${BASE}/editor/card/5`, ({ request }) => {
        const force = new URL(request.url).searchParams.get('force');
        forces.push(force);
        if (force !== '1')
          return HttpResponse.json(failure('The card has 2 sub-cards. Delete them too?', 'NEEDS_CONFIRMATION'), {
            status: 449,
          });
        return HttpResponse.json(ok(null));
      }),
    );
    renderBoard();
    const tile = (await screen.findByText('Write the spec')).closest('[data-card-id]') as HTMLElement;
    await user.click(within(tile).getByRole('button', { name: 'Card actions' }));
    expect(screen.getByRole('menuitem', { name: 'Copy card' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Archive' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The card has 2 sub-cards. Delete them too?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Write the spec')).not.toBeInTheDocument());
    expect(forces).toEqual([null, '1']);
    expect(screen.getByText('Other card')).toBeInTheDocument();
  });

  test("Cancel keeps the card; another failure shows 'Error deleting'", async () => {
    const user = userEvent.setup();
    serveBoard(server, [aColumn({ id: 1, cards: [card] })]);
    let calls = 0;
    server.use(
      http.delete(`${BASE}/editor/card/5`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(failure('Has sub-cards', 'NEEDS_CONFIRMATION'), { status: 449 })
          : HttpResponse.json(failure('Nope', 'FORBIDDEN'), { status: 500 });
      }),
    );
    renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Card actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Write the spec')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Card actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting')).toBeInTheDocument();
    expect(screen.getByText('Write the spec')).toBeInTheDocument();
  });
});
