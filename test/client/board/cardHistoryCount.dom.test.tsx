/**
 * The History tab's count stays in step with its rows (spec/board.md §2 Card modal tabs; DESIGN §4
 * "Every change … writes a history entry (historyCount)"): a live event that adds an entry bumps
 * the number in the tab's label and shows the new row, and so does one's own comment.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Comment, HistoryEntry } from '../../../src/shared/board/board.types';
import { BOARD_EVENTS } from '../../../src/shared/board/board.events';
import { makeStore } from '../../../src/client/app/store';
import { connectionReady, socketConnected } from '../../../src/client/features/connection/connectionSlice';
import { BoardView } from '../../../src/client/features/board/BoardView';
import { renderUi } from '../ui/renderUi';
import { BASE, aCard, aColumn, fakeConnection, ok, serveBoard } from './boardFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const entry = (id: number, action: string): HistoryEntry => ({
  id,
  cardId: 5,
  action,
  field: null,
  from: null,
  to: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  actor: { userId: 2, name: 'Bob' },
});

/** The board with card 5 open at `tab`; the server's history is `history` (the test adds to it). */
async function openCard(tab: 'history' | 'discussion', history: HistoryEntry[], comments: Comment[] = []) {
  const card = aCard({ id: 5, name: 'Write the spec', historyCount: history.length });
  serveBoard(server, [aColumn({ id: 1, cards: [card] })]);
  server.use(
    http.get(`${BASE}/editor/card/5`, () =>
      HttpResponse.json(ok({ ...card, historyCount: history.length, messageCount: comments.length })),
    ),
    http.get(`${BASE}/editor/card/5/history`, () => HttpResponse.json(ok([...history].reverse()))),
    http.get(`${BASE}/editor/card/5/comments`, () => HttpResponse.json(ok(comments))),
  );
  localStorage.setItem('auth_token_default', 'tok-1');
  const connection = fakeConnection();
  const store = makeStore({ connection: connection.service });
  store.dispatch(socketConnected({ socketId: 'sock-1', reconnect: false }));
  store.dispatch(connectionReady());
  renderUi(<BoardView boardId={1} />, { store, route: `/cabinet/project/3/board?card=5&tab=${tab}` });
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(connection.listenerCount(BOARD_EVENTS.cardUpdated)).toBe(1));
  return { dialog, card, connection };
}

const historyTab = (dialog: HTMLElement) => within(dialog).getByRole('tab', { name: /^History/ });
const rows = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'History' })).getAllByRole('listitem');

test('a live change that adds an entry bumps the tab count and shows the new row', async () => {
  const history = [entry(1, 'created'), entry(2, 'done')];
  const { dialog, card, connection } = await openCard('history', history);
  await waitFor(() => expect(rows(dialog)).toHaveLength(2));
  expect(historyTab(dialog)).toHaveTextContent('History (2)');

  // Bob renames the card: the server wrote a third entry and broadcasts the card with its count.
  history.push({ ...entry(3, 'renamed'), from: 'Write the spec', to: 'Write the whole spec' });
  act(() =>
    connection.fire(BOARD_EVENTS.cardUpdated, { ...card, name: 'Write the whole spec', historyCount: 3, actorId: 2 }),
  );
  await waitFor(() => expect(rows(dialog)).toHaveLength(3));
  expect(historyTab(dialog)).toHaveTextContent('History (3)');
  expect(rows(dialog)[0]).toHaveTextContent('Bob renamed the card from “Write the spec” to “Write the whole spec”');
});

test("one's own comment bumps the History count with the Discussion count", async () => {
  const user = userEvent.setup({ delay: null });
  const history = [entry(1, 'created')];
  const comments: Comment[] = [];
  server.use(
    http.post(`${BASE}/editor/card/5/comments`, async ({ request }) => {
      const { text } = (await request.json()) as { text: string };
      const at = '2026-11-22T11:00:00.000Z';
      const comment = {
        id: 9,
        cardId: 5,
        text,
        createdAt: at,
        updatedAt: at,
        author: { userId: 1, name: 'Ada', avatar: null },
      };
      comments.push(comment);
      history.push({ ...entry(2, 'commented'), actor: { userId: 1, name: 'Ada' } });
      return HttpResponse.json(ok(comment));
    }),
  );
  const { dialog } = await openCard('discussion', history, comments);
  await waitFor(() => expect(historyTab(dialog)).toHaveTextContent('History (1)'));

  await user.type(await within(dialog).findByRole('textbox', { name: 'New comment' }), 'Looks good');
  await user.click(within(dialog).getByRole('button', { name: 'Send' }));
  await waitFor(() =>
    expect(within(dialog).getByRole('tab', { name: /^Discussion/ })).toHaveTextContent('Discussion (1)'),
  );
  expect(historyTab(dialog)).toHaveTextContent('History (2)');

  await user.click(historyTab(dialog));
  await waitFor(() => expect(rows(dialog)).toHaveLength(2));
  expect(historyTab(dialog)).toHaveTextContent('History (2)');
});
