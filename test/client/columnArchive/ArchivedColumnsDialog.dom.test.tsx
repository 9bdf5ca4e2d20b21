/**
 * The board menu's "Archived columns" dialog (spec/board.md §3 Column archive): it lists the
 * board's archived columns with their card counts, Restore sends `{archived: false}` and the
 * restored column leaves the list; an empty archive says so.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ArchivedColumnsDialog } from '../../../src/client/features/columnArchive/ArchivedColumnsDialog';
import { renderUi } from '../ui/renderUi';
import { BASE } from '../board/boardFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ok = (data: unknown) => ({ success: true, status: 'success', data });
const archivedColumn = (id: number, name: string, cardsCount: number) => ({
  id,
  boardId: 4,
  name,
  color: null,
  sort: id,
  archivedAt: '2026-01-01T00:00:00.000Z',
  cardsCount,
  archiveCount: 1,
});

test('lists the archived columns; Restore brings one back and it leaves the list', async () => {
  const user = userEvent.setup();
  let archived = [archivedColumn(1, 'Old stuff', 2), archivedColumn(2, 'Someday', 0)];
  const bodies: unknown[] = [];
  server.use(
    http.get(`${BASE}/editor/columns/4/archived`, () => HttpResponse.json(ok(archived))),
    http.put(`${BASE}/editor/column/1`, async ({ request }) => {
      bodies.push(await request.json());
      archived = archived.filter((c) => c.id !== 1);
      return HttpResponse.json(ok({ ...archivedColumn(1, 'Old stuff', 2), archivedAt: null }));
    }),
  );
  renderUi(<ArchivedColumnsDialog boardId={4} onClose={jest.fn()} />);
  const dialog = screen.getByRole('dialog', { name: 'Archived columns' });
  expect(await within(dialog).findByText('Old stuff')).toBeInTheDocument();
  expect(within(dialog).getByText('3 cards')).toBeInTheDocument();
  expect(within(dialog).getByText('Someday')).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Restore column Old stuff' }));
  expect(await screen.findByText('Column Old stuff is back on the board')).toBeInTheDocument();
  expect(bodies).toEqual([{ archived: false }]);
  await within(dialog).findByText('Someday');
  expect(within(dialog).queryByText('Old stuff')).not.toBeInTheDocument();
});

test('an empty archive says so', async () => {
  server.use(http.get(`${BASE}/editor/columns/4/archived`, () => HttpResponse.json(ok([]))));
  renderUi(<ArchivedColumnsDialog boardId={4} onClose={jest.fn()} />);
  expect(await screen.findByText('No archived columns')).toBeInTheDocument();
});
