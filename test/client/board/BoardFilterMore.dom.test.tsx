/**
 * The filter bar's further filters (spec/board.md §3 "Filters are stored per board", §7 `filters`;
 * client/features/board/BoardFilterMore.tsx): 'More filters' mounts the sticker value and deadline
 * selects; a label chosen once is sent for every label sticker offering it; 'Due this week' is sent
 * with the user's week (Sunday to Saturday in English, Monday to Sunday in Russian) and stored
 * without it; stored choices show their selects at once on the next visit.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BoardSticker } from '../../../src/shared/stickers/stickerWire';
import { currentWeek } from '../../../src/client/features/board/boardFilters';
import { BASE, aCard, aColumn, ok, renderBoard, serveBoard } from './boardFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const states = [
  { name: 'Bug', color: 'red' as const },
  { name: 'Design', color: 'purple' as const },
];
const definition = (over: Partial<BoardSticker> & Pick<BoardSticker, 'id' | 'type'>): BoardSticker => ({
  boardId: 1,
  name: null,
  icon: null,
  isActive: true,
  configs: {},
  sort: over.id,
  ...over,
});
/** A Trello board's two label stickers (same states), a priority and a deadline sticker. */
const definitions = [
  definition({ id: 11, type: 'state', name: 'Labels', configs: { states } }),
  definition({ id: 12, type: 'state', name: 'Labels 2', configs: { states } }),
  definition({ id: 13, type: 'priority' }),
  definition({ id: 14, type: 'deadline' }),
];

const bug = [11, 12].map((stickerId) => ({ stickerId, value: 'Bug', color: 'red' }));
const high = { stickerId: 13, value: 'high' };

/** The board answering 'Crash on save' to any filter, 'Everything' without; the stickers above. */
function serveFilteredBoard() {
  const { filtersSent } = serveBoard(server, (filters) => [
    aColumn({ id: 1, cards: filters ? [aCard({ name: 'Crash on save' })] : [aCard({ name: 'Everything' })] }),
  ]);
  server.use(http.get(`${BASE}/board/:id/stickers`, () => HttpResponse.json(ok(definitions))));
  return { lastSent: () => JSON.parse(filtersSent.at(-1) ?? 'null'), filtersSent };
}

test("'More filters' mounts the sticker select; a label chosen once is sent for each label sticker", async () => {
  const user = userEvent.setup();
  const { lastSent } = serveFilteredBoard();
  renderBoard(1);
  expect(await screen.findByText('Everything')).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Stickers' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'More filters' }));
  await user.click(await screen.findByRole('combobox', { name: 'Stickers' }));
  const menu = await screen.findByRole('listbox');
  // The two label stickers offer the same labels: one group, named after the first.
  expect(within(menu).getAllByText('Labels')).toHaveLength(1);
  expect(within(menu).queryByText('Labels 2')).not.toBeInTheDocument();
  expect(within(menu).getByText('Priority')).toBeInTheDocument();
  await user.click(within(menu).getByRole('option', { name: 'Bug' }));
  await user.click(within(menu).getByRole('option', { name: 'High' }));
  expect(await screen.findByText('Crash on save')).toBeInTheDocument();
  await waitFor(() => expect(lastSent()).toEqual({ stickers: [...bug, high] }));
});

test("'Due this week' is sent with the user's week and stored without it", async () => {
  const user = userEvent.setup();
  const { lastSent } = serveFilteredBoard();
  renderBoard(1);
  await user.click(await screen.findByRole('button', { name: 'More filters' }));
  await user.click(await screen.findByRole('combobox', { name: 'Deadline' }));
  await user.click(await screen.findByRole('option', { name: 'Due this week' }));
  expect(await screen.findByText('Crash on save')).toBeInTheDocument();
  await waitFor(() => expect(lastSent()).toMatchObject({ deadline: 'thisWeek' }));
  const [start, end] = [new Date(lastSent().week.start), new Date(lastSent().week.end)];
  // English weeks run Sunday 00:00 to Saturday 23:59:59.999 in the user's time zone, holding now.
  expect([start.getDay(), start.getHours(), start.getMinutes()]).toEqual([0, 0, 0]);
  expect([end.getDay(), end.getHours(), end.getMinutes(), end.getMilliseconds()]).toEqual([6, 23, 59, 999]);
  expect(start.getTime()).toBeLessThanOrEqual(Date.now());
  expect(end.getTime()).toBeGreaterThan(Date.now());
  expect(JSON.parse(localStorage.getItem('board-filters')!)).toEqual({ 1: { deadline: 'thisWeek' } });
});

test('stored sticker and deadline filters show their selects at once and are sent on the first load', async () => {
  const user = userEvent.setup();
  const { lastSent, filtersSent } = serveFilteredBoard();
  localStorage.setItem('board-filters', JSON.stringify({ 1: { stickers: [...bug, high], deadline: 'overdue' } }));
  renderBoard(1);
  expect(await screen.findByText('Crash on save')).toBeInTheDocument();
  expect(JSON.parse(filtersSent[0]!)).toEqual({ stickers: [...bug, high], deadline: 'overdue' });
  expect(await screen.findByRole('combobox', { name: 'Deadline' })).toHaveTextContent('Overdue');
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Stickers' })).toHaveTextContent('Bug, High'));
  expect(screen.queryByRole('button', { name: 'More filters' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(lastSent()).toBeNull());
  expect(await screen.findByText('Everything')).toBeInTheDocument();
});

test('a Russian week starts on Monday', () => {
  const wednesday = new Date(2026, 4, 6, 15, 30);
  expect(currentWeek('ru', wednesday)).toEqual({
    start: new Date(2026, 4, 4).toISOString(),
    end: new Date(2026, 4, 10, 23, 59, 59, 999).toISOString(),
  });
  expect(currentWeek('en', wednesday).start).toBe(new Date(2026, 4, 3).toISOString());
});
