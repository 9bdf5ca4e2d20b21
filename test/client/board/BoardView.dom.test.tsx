/**
 * The board's lists (spec/board.md §2, §4 Archive; §7 keyset pages of 20) and its filters (§3
 * "Filters are stored per board", §9 `board-filters`).
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../src/client/api/api';
import { BASE, aCard, aColumn, cardsOf, page, renderBoard, serveBoard } from './boardFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** No query of the store is waiting for an answer. */
const noneFetching = (queries: Record<string, { status?: string } | undefined>) =>
  Object.values(queries).every((q) => q?.status !== 'pending');

const column = () => screen.getByRole('region', { name: 'Column 1' });

test("'Show more N' names the cards not loaded and loads the next keyset page below the last card", async () => {
  const user = userEvent.setup();
  const all = cardsOf(1, 25); // sorts 24 … 0
  serveBoard(server, [aColumn({ id: 1, cards: all.slice(0, 20), cardsCount: 25 })]);
  const lastSorts: string[] = [];
  const afterIds: (string | null)[] = [];
  server.use(
    http.get(`${BASE}/editor/column/1/cards/:lastSort`, ({ params, request }) => {
      lastSorts.push(String(params.lastSort));
      afterIds.push(new URL(request.url).searchParams.get('after'));
      return HttpResponse.json(
        page(
          all.filter((c) => c.sort < Number(params.lastSort)),
          false,
        ),
      );
    }),
  );
  renderBoard();
  expect(await screen.findByText('Task 24')).toBeInTheDocument();
  expect(screen.queryByText('Task 4')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Show more 5' }));
  expect(await screen.findByText('Task 4')).toBeInTheDocument();
  expect(lastSorts).toEqual(['5']);
  // …and names that card, so the page stays exact if a move shifts sorts meanwhile.
  expect(afterIds).toEqual([String(all[19].id)]);
  expect(within(column()).getByText('Task 0')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
});

test('the archive is collapsed at first, loads on expand with its own Show more, and collapsing clears it', async () => {
  const user = userEvent.setup();
  const archived = Array.from({ length: 22 }, (_, i) =>
    aCard({ id: 500 + i, sort: 21 - i, name: `Old ${21 - i}`, archivedAt: '2026-01-02T00:00:00.000Z' }),
  );
  serveBoard(server, [aColumn({ id: 1, cards: cardsOf(1, 2), archiveCount: 22 })]);
  const requests: string[] = [];
  server.use(
    http.get(`${BASE}/editor/column/1/archive-cards`, () => {
      requests.push('first');
      return HttpResponse.json(page(archived.slice(0, 20), true));
    }),
    http.get(`${BASE}/editor/column/1/archive-cards/:lastSort`, ({ params }) => {
      requests.push(String(params.lastSort));
      return HttpResponse.json(page(archived.slice(20), false));
    }),
  );
  renderBoard();
  const toggle = await screen.findByRole('button', { name: 'Archive (22)' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(requests).toEqual([]);
  await user.click(toggle);
  expect(await screen.findByText('Old 21')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Show more 2' }));
  expect(await screen.findByText('Old 0')).toBeInTheDocument();
  expect(requests).toEqual(['first', '2']);

  await user.click(screen.getByRole('button', { name: 'Archive (22)' }));
  await waitFor(() => expect(screen.queryByText('Old 21')).not.toBeInTheDocument());
  expect(screen.queryByText('Old 0')).not.toBeInTheDocument();
  // Expanding again loads the first page afresh.
  await user.click(screen.getByRole('button', { name: 'Archive (22)' }));
  expect(await screen.findByText('Old 21')).toBeInTheDocument();
  expect(screen.queryByText('Old 0')).not.toBeInTheDocument();
  expect(requests).toEqual(['first', '2', 'first']);
});

test('a refetch of the board keeps an opened archive open and shows its cards again (reload revalidation, reconnect)', async () => {
  const user = userEvent.setup();
  const archived = [aCard({ id: 600, sort: 1, name: 'Shelved', archivedAt: '2026-01-02T00:00:00.000Z' })];
  const { filtersSent } = serveBoard(server, [aColumn({ id: 1, cards: cardsOf(1, 2), archiveCount: 1 })]);
  let archiveCalls = 0;
  server.use(
    http.get(`${BASE}/editor/column/1/archive-cards`, () => {
      archiveCalls += 1;
      return HttpResponse.json(page(archived, false));
    }),
  );
  const { store } = renderBoard();
  await user.click(await screen.findByRole('button', { name: 'Archive (1)' }));
  expect(await screen.findByText('Shelved')).toBeInTheDocument();
  const tileBefore = screen.getByText('Task 1');

  store.dispatch(api.util.invalidateTags([{ type: 'Board', id: 1 }]));
  await waitFor(() => expect(filtersSent).toHaveLength(2));
  await waitFor(() => expect(archiveCalls).toBe(2));
  expect(screen.getByRole('button', { name: 'Archive (1)' })).toHaveAttribute('aria-expanded', 'true');
  expect(await screen.findByText('Shelved')).toBeInTheDocument();
  // An unchanged card keeps its tile (the refetch is structurally shared, not a new board).
  expect(screen.getByText('Task 1')).toBe(tileBefore);
});

test('a refetch of the board (reconnect, guest polling) keeps the cards loaded with Show more', async () => {
  const user = userEvent.setup();
  const all = cardsOf(1, 25); // sorts 24 … 0
  const { filtersSent } = serveBoard(server, [aColumn({ id: 1, cards: all.slice(0, 20), cardsCount: 25 })]);
  server.use(
    http.get(`${BASE}/editor/column/1/cards/:lastSort`, ({ params }) =>
      HttpResponse.json(
        page(
          all.filter((c) => c.sort < Number(params.lastSort)),
          false,
        ),
      ),
    ),
  );
  const { store } = renderBoard();
  await user.click(await screen.findByRole('button', { name: 'Show more 5' }));
  expect(await screen.findByText('Task 0')).toBeInTheDocument();

  store.dispatch(api.util.invalidateTags([{ type: 'Board', id: 1 }]));
  await waitFor(() => expect(filtersSent).toHaveLength(2));
  await waitFor(() => expect(noneFetching(store.getState().api.queries)).toBe(true));
  expect(within(column()).getByText('Task 0')).toBeInTheDocument();
  expect(within(column()).getByText('Task 24')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
});

test('filters are sent as JSON, stored per board under board-filters, and restored for that board only', async () => {
  const user = userEvent.setup();
  const { filtersSent } = serveBoard(server, (filters) => [
    aColumn({ id: 1, cards: filters ? [aCard({ name: 'Finished task', doneAt: '2026-01-03T00:00:00.000Z' })] : [] }),
  ]);
  const first = renderBoard(1);
  await screen.findByRole('region', { name: 'Column 1' });
  await user.click(screen.getByRole('combobox', { name: 'State' }));
  await user.click(await screen.findByRole('option', { name: 'Done' }));
  expect(await screen.findByText('Finished task')).toBeInTheDocument();
  expect(filtersSent).toEqual([null, JSON.stringify({ done: 'done' })]);
  expect(JSON.parse(localStorage.getItem('board-filters')!)).toEqual({ 1: { done: 'done' } });
  first.unmount();

  renderBoard(2).unmount();
  await waitFor(() => expect(filtersSent).toHaveLength(3));
  expect(filtersSent[2]).toBeNull();

  renderBoard(1);
  expect(await screen.findByText('Finished task')).toBeInTheDocument();
  expect(filtersSent[3]).toBe(JSON.stringify({ done: 'done' }));
});

test("'Add card' saves a trimmed name with Enter; an empty name keeps Save disabled with 'Card name is required'", async () => {
  const user = userEvent.setup();
  serveBoard(server, [aColumn({ id: 1 })]);
  const bodies: unknown[] = [];
  server.use(
    http.post(`${BASE}/editor/card/1`, async ({ request }) => {
      const body = (await request.json()) as { name: string };
      bodies.push(body);
      return HttpResponse.json(
        { success: true, status: 'success', data: aCard({ id: 9, name: body.name, counter: 41 }) },
        { status: 201 },
      );
    }),
  );
  renderBoard();
  await user.click(await screen.findByRole('button', { name: 'Add card' }));
  const name = screen.getByRole('textbox', { name: 'Task name' });
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  await user.type(name, '   {Enter}');
  expect(screen.getByText('Card name is required')).toBeInTheDocument();
  expect(bodies).toEqual([]);
  await user.type(name, 'Line one{Shift>}{Enter}{/Shift}line two  {Enter}');
  expect(await screen.findByText('Card created successfully')).toBeInTheDocument();
  expect(bodies).toEqual([{ name: 'Line one\nline two', desc: null, stickers: [], members: [] }]);
  expect(await within(column()).findByText(/Line one/)).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Task name' })).not.toBeInTheDocument();
});
