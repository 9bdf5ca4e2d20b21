/**
 * Live collaboration (issue 3 Deliver 6, DESIGN §3 Live events): the board joins its room with
 * an acknowledged `board:join`, re-joins on a new socket, leaves on unmount, and applies other
 * people's changes to the shown board without reloading it.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act, screen, waitFor, within } from '@testing-library/react';
import { BOARD_EVENTS } from '../../../src/shared/board/board.events';
import { connectionReady, socketConnected } from '../../../src/client/features/connection/connectionSlice';
import { companyApi } from '../../../src/client/features/company/companyApi';
import { BASE, aCard, aColumn, cardsOf, renderBoard, serveBoard } from './boardFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const namesIn = (columnName: string) =>
  within(screen.getByRole('region', { name: columnName }))
    .queryAllByRole('button', { name: /^#\d+ / })
    .map((el) => el.getAttribute('aria-label')!.replace(/^#\d+ /, ''));

async function liveBoard() {
  serveBoard(server, [
    aColumn({ id: 1, cards: cardsOf(1, 3), name: 'To do' }),
    aColumn({ id: 2, cards: cardsOf(2, 2), name: 'Done' }),
  ]);
  const view = renderBoard(1, { connected: true });
  await screen.findByText('Task 2');
  await waitFor(() => expect(view.connection.listenerCount(BOARD_EVENTS.cardMoved)).toBe(1));
  return view;
}

test('joins board:<id> with an acknowledged board:join, joins again after a reconnect and leaves on unmount', async () => {
  const { connection, store, unmount } = await liveBoard();
  await waitFor(() => expect(connection.emitted).toEqual([{ event: 'board:join', payload: { boardId: 1 } }]));
  act(() => {
    store.dispatch(socketConnected({ socketId: 'sock-2', reconnect: true }));
    store.dispatch(connectionReady());
  });
  await waitFor(() => expect(connection.emitted.filter((e) => e.event === 'board:join')).toHaveLength(2));
  unmount();
  expect(connection.emitted.at(-1)).toEqual({ event: 'board:leave', payload: { boardId: 1 } });
});

test('a card created by someone else appears on top of its column and the count grows', async () => {
  const { connection } = await liveBoard();
  act(() =>
    connection.fire(BOARD_EVENTS.cardCreated, {
      ...aCard({ id: 77, columnId: 2, sort: 2, name: 'New from Bob' }),
      actorId: 2,
    }),
  );
  expect(await screen.findByText('New from Bob')).toBeInTheDocument();
  expect(namesIn('Done')).toEqual(['New from Bob', 'Task 1', 'Task 0']);
});

test('a move applies the shifted sorts and puts the card where the other person dropped it', async () => {
  const { connection } = await liveBoard();
  // Task 0 of "To do" (id 1000) moves above Task 1 of "Done" (sort 1 → it takes 2, shifting Task 1? no: 1+1=2 free).
  act(() =>
    connection.fire(BOARD_EVENTS.cardMoved, {
      card: aCard({ id: 1000, columnId: 2, sort: 1, name: 'Task 0' }),
      shifted: [{ id: 2001, sort: 2 }],
      fromColumnId: 1,
      fromParentCardId: null,
      actorId: 2,
    }),
  );
  await waitFor(() => expect(namesIn('Done')).toEqual(['Task 1', 'Task 0', 'Task 0']));
  expect(namesIn('To do')).toEqual(['Task 2', 'Task 1']);
});

test('a deleted card disappears; a column event renames the column', async () => {
  const { connection } = await liveBoard();
  act(() => connection.fire(BOARD_EVENTS.cardDeleted, { id: 1001, columnId: 1, parentCardId: null, actorId: 2 }));
  await waitFor(() => expect(namesIn('To do')).toEqual(['Task 2', 'Task 0']));
  act(() =>
    connection.fire(BOARD_EVENTS.columnUpdated, {
      id: 2,
      boardId: 1,
      name: 'Shipped',
      color: null,
      sort: 2,
      actorId: 2,
    }),
  );
  expect(await screen.findByRole('region', { name: 'Shipped' })).toBeInTheDocument();
  expect(namesIn('Shipped')).toEqual(['Task 1', 'Task 0']);
});

test('a column archived by someone else leaves the board; restored, the board is read again with its cards', async () => {
  let archived = false;
  serveBoard(server, () => [
    aColumn({ id: 1, cards: cardsOf(1, 3), name: 'To do' }),
    ...(archived ? [] : [aColumn({ id: 2, cards: cardsOf(2, 2), name: 'Done' })]),
  ]);
  const { connection } = renderBoard(1, { connected: true });
  await screen.findByRole('region', { name: 'Done' });
  await waitFor(() => expect(connection.listenerCount(BOARD_EVENTS.columnUpdated)).toBe(1));
  const column = { id: 2, boardId: 1, name: 'Done', color: null, sort: 1, actorId: 2 };

  archived = true;
  act(() => connection.fire(BOARD_EVENTS.columnUpdated, { ...column, archivedAt: '2026-01-01T00:00:00.000Z' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Done' })).not.toBeInTheDocument());
  expect(namesIn('To do')).toEqual(['Task 2', 'Task 1', 'Task 0']);

  archived = false;
  act(() => connection.fire(BOARD_EVENTS.columnUpdated, { ...column, archivedAt: null }));
  await waitFor(() => expect(namesIn('Done')).toEqual(['Task 1', 'Task 0']));
});

test('events of another board are ignored', async () => {
  const { connection } = await liveBoard();
  act(() =>
    connection.fire(BOARD_EVENTS.cardCreated, {
      ...aCard({ id: 78, boardId: 9, columnId: 1, sort: 50, name: 'Elsewhere' }),
      actorId: 2,
    }),
  );
  await new Promise((r) => setTimeout(r, 50));
  expect(screen.queryByText('Elsewhere')).not.toBeInTheDocument();
});

test('after a reconnect the board is fetched again', async () => {
  let loads = 0;
  serveBoard(server, () => {
    loads += 1;
    return [aColumn({ id: 1, cards: loads > 1 ? [aCard({ name: 'Made while offline' })] : [] })];
  });
  server.use(
    http.get(`${BASE}/board/:id`, () =>
      HttpResponse.json({ success: true, status: 'success', data: { id: 1, name: 'B', projectId: 3, companyId: 7 } }),
    ),
  );
  const { store } = renderBoard(1, { connected: true });
  await screen.findByRole('region', { name: 'Column 1' });
  act(() => {
    store.dispatch(socketConnected({ socketId: 'sock-2', reconnect: true }));
    store.dispatch(connectionReady());
  });
  expect(await screen.findByText('Made while offline')).toBeInTheDocument();
});

test('a board shown before the socket was ready is read again after its first join, the project listing it is not', async () => {
  let loads = 0;
  let projectLoads = 0;
  serveBoard(server, () => {
    loads += 1;
    return [aColumn({ id: 1, cards: loads > 1 ? [aCard({ name: 'Made before the join' })] : [] })];
  });
  server.use(
    http.get(`${BASE}/project/3`, () => {
      projectLoads += 1;
      return HttpResponse.json({
        success: true,
        status: 'success',
        data: { id: 3, companyId: 7, name: 'P', boards: [{ id: 1, name: 'Board' }] },
      });
    }),
  );
  const { store, connection } = renderBoard(1);
  const project = store.dispatch(companyApi.endpoints.getProject.initiate(3));
  await screen.findByRole('region', { name: 'Column 1' });
  await waitFor(() => expect(projectLoads).toBe(1));
  act(() => {
    store.dispatch(socketConnected({ socketId: 'sock-1', reconnect: false }));
    store.dispatch(connectionReady());
  });
  await waitFor(() => expect(connection.emitted).toEqual([{ event: 'board:join', payload: { boardId: 1 } }]));
  expect(await screen.findByText('Made before the join')).toBeInTheDocument();
  await new Promise((r) => setTimeout(r, 50));
  expect(projectLoads).toBe(1);
  project.unsubscribe();
});
