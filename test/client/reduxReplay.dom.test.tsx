/**
 * DESIGN §6: "Actions and state stay serialisable so a recorded Redux DevTools session replays to
 * the same state". A board session runs on the app's real store (makeStore, over a stub socket
 * that answers like the server's socket `api` through msw): the board loads, a card is created in
 * the UI, a card is moved, a sticker value is set, and live events arrive. A DevTools monitor
 * (reduxDevToolsMonitor.ts) records every action. The recording goes through JSON, as a DevTools
 * export does, and is replayed in order into a fresh store of the app's reducer with no middleware,
 * loaded as on a new page (a fresh module registry) — DevTools' "import": no thunks, listeners or
 * RTK Query fetching run again. It reaches the same state. Every action and the state pass RTK's
 * serialisability check (`findNonSerializableValue`).
 */
import './reduxDevToolsMonitor';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tuple, configureStore, findNonSerializableValue } from '@reduxjs/toolkit';
import type { Action, Reducer } from '@reduxjs/toolkit';
import { BOARD_EVENTS, ROOM_EVENTS } from '../../src/shared/board/board.events';
import type { BoardSticker, CardSticker } from '../../src/shared/stickers/stickerWire';
import type * as StoreModule from '../../src/client/app/store';
import { BoardView } from '../../src/client/features/board/BoardView';
import { cardApi } from '../../src/client/features/board/cardApi';
import { cardStickerApi } from '../../src/client/features/stickers/cardStickerApi';
import { BASE, aCard, aColumn, ok, serveBoard } from './board/boardFixtures';
import { devToolsSessions } from './reduxDevToolsMonitor';
import { makeTestStore } from './renderWithProviders';
import type { StubSocket } from './stubSocket';
import { renderUi } from './ui/renderUi';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const customer: BoardSticker = {
  id: 10,
  boardId: 1,
  type: 'textField',
  name: 'Customer',
  icon: null,
  isActive: true,
  configs: {},
  sort: 1,
};
const customerOn = (cardId: number, value: unknown, updatedAt: string): CardSticker => ({
  id: 70,
  cardId,
  boardStickerId: customer.id,
  boardSticker: { id: 10, type: 'textField', name: 'Customer', isActive: true, configs: {} },
  value,
  updatedAt,
});

const draft = aCard({ id: 11, columnId: 1, sort: 1, name: 'Draft the plan' });
const review = aCard({
  id: 12,
  columnId: 1,
  sort: 0,
  name: 'Review the plan',
  stickers: [customerOn(12, { value: 'Acme' }, '2026-01-01T10:00:00.000Z')],
});
const moved = { ...review, columnId: 2, sort: 0, movedAt: '2026-01-02T09:00:00.000Z' };
const renamedCustomer = customerOn(12, { value: 'Northwind' }, '2026-01-02T09:05:00.000Z');

/** The server side of the session: msw routes, reached over HTTP or through the socket below. */
function serveSession() {
  serveBoard(server, [aColumn({ id: 1, name: 'To do', cards: [draft, review] }), aColumn({ id: 2, name: 'Done' })]);
  server.use(
    http.get(`${BASE}/board/1/stickers`, () => HttpResponse.json(ok([customer]))),
    http.post(`${BASE}/editor/card/1`, async ({ request }) => {
      const { name } = (await request.json()) as { name: string };
      return HttpResponse.json(ok(aCard({ id: 13, columnId: 1, sort: 2, counter: 13, name })), { status: 201 });
    }),
    http.put(`${BASE}/editor/card/12`, () => HttpResponse.json(ok(moved))),
    http.put(`${BASE}/editor/card/12/sticker/70`, () => HttpResponse.json(ok(renamedCustomer))),
  );
}

/**
 * Plays the server's socket gateway (DESIGN §3 Socket API): `api` requests run the same routes
 * (msw) and come back as `api` replies; `board:join` and `ping` are acknowledged.
 */
function answerLikeTheServer(socket: StubSocket) {
  socket.onEmit = (event, ...args) => {
    const ack = args.find((arg) => typeof arg === 'function') as ((answer?: unknown) => void) | undefined;
    if (event === ROOM_EVENTS.boardJoin || event === ROOM_EVENTS.boardLeave) return ack?.({ ok: true });
    if (event !== 'api') return ack?.();
    const request = args[0] as { requestId: string; method: string; url: string; body?: unknown };
    void fetch(`${BASE}${request.url}`, {
      method: request.method,
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    }).then(async (res) => {
      socket.serverReplies({ requestId: request.requestId, status: res.status, data: await res.json() });
    });
  };
}

/** The first value in `value` that is not plain serialisable data, as RTK's check reports it. */
const nonSerializable = (value: unknown) => findNonSerializableValue(value);

test('a recorded board session replays into a fresh store to the same state', async () => {
  const user = userEvent.setup();
  serveSession();
  localStorage.setItem('auth_token_default', 'tok-1');
  const { store, sockets, connection } = makeTestStore();
  const session = devToolsSessions.at(-1)!;
  expect(session.initialState).toEqual(expect.objectContaining({ session: expect.anything() }));

  // The connection opens as the route guard would open it; the socket becomes ready after 0.5 s.
  act(() => connection.start());
  const socket = sockets.latest();
  answerLikeTheServer(socket);
  act(() => socket.serverConnects());
  await waitFor(() => expect(store.getState().connection.ready).toBe(true));

  // Load the board.
  renderUi(<BoardView boardId={1} />, { store, route: '/cabinet/project/3/board' });
  const todo = await screen.findByRole('region', { name: 'To do' });
  expect(await within(todo).findByText('Review the plan')).toBeInTheDocument();
  await waitFor(() => expect(socket.emitted.some((e) => e.event === ROOM_EVENTS.boardJoin)).toBe(true));

  // Create a card in the UI.
  await user.click(within(todo).getByRole('button', { name: 'Add card' }));
  await user.type(screen.getByRole('textbox', { name: 'Task name' }), 'Write the summary{Enter}');
  expect(await within(todo).findByText('Write the summary')).toBeInTheDocument();

  // Move a card to "Done" (the drop's call, BoardDnd.tsx) and set its sticker value (the widget's call).
  const done = screen.getByRole('region', { name: 'Done' });
  await act(() =>
    store.dispatch(cardApi.endpoints.updateCard.initiate({ card: review, change: { columnId: 2, sort: 0 } })),
  );
  expect(await within(done).findByText('Review the plan')).toBeInTheDocument();
  await act(() =>
    store.dispatch(
      cardStickerApi.endpoints.updateCardSticker.initiate({ cardId: 12, stickerId: 70, value: { value: 'Northwind' } }),
    ),
  );
  expect(await within(done).findByText('Northwind')).toBeInTheDocument();

  // Live events from another member: a card created in "Done", then moved above the other one.
  const bobs = aCard({ id: 14, columnId: 2, sort: 1, counter: 14, name: 'Tell the customer' });
  act(() => socket.fire(BOARD_EVENTS.cardCreated, { ...bobs, actorId: 2 }));
  expect(await within(done).findByText('Tell the customer')).toBeInTheDocument();
  act(() =>
    socket.fire(BOARD_EVENTS.cardMoved, {
      card: { ...draft, columnId: 2, sort: 2 },
      shifted: [],
      fromColumnId: 1,
      fromParentCardId: null,
      actorId: 2,
    }),
  );
  expect(await within(done).findByText('Draft the plan')).toBeInTheDocument();
  // RTK Query reports its subscriptions to the store in a throttled action (500 ms): let it land.
  await act(() => new Promise((resolve) => setTimeout(resolve, 600)));

  const original = store.getState();
  const recorded = session.actions.slice();
  const types = new Set(recorded.map((a) => a.type));
  for (const type of [
    'connection/socketConnected',
    'api/executeQuery/fulfilled',
    'api/executeMutation/fulfilled',
    'api/queries/queryResultPatched',
  ])
    expect(types).toContain(type);

  // Everything DevTools records is plain data.
  const offending = recorded
    .map((action) => ({ type: action.type, found: nonSerializable(action) }))
    .filter((entry) => entry.found);
  expect(offending).toEqual([]);
  expect(nonSerializable(original)).toBe(false);

  // Export (JSON) and import on a new page: the app's reducer, no middleware, the actions in order.
  const exported = JSON.parse(JSON.stringify({ initialState: session.initialState, actions: recorded })) as {
    initialState: typeof original;
    actions: Action[];
  };
  let freshReducer: Reducer | undefined;
  jest.isolateModules(() => {
    freshReducer = (require('../../src/client/app/store') as typeof StoreModule).rootReducer;
    // The board screen's chunk injects the endpoints its cache entries need (RTK Query's reducer
    // reads their definitions): replay where the recording was made, with that screen loaded.
    require('../../src/client/features/board/BoardView');
  });
  const replay = configureStore({
    reducer: freshReducer!,
    preloadedState: exported.initialState,
    middleware: () => new Tuple(),
    devTools: false,
  });
  exported.actions.forEach((action) => replay.dispatch(action));
  // One key is stripped: RTK Query's development check `api.config.middlewareRegistered` compares the
  // recorded `middlewareRegistered` action with a random id drawn per page load (createApi's
  // apiUid), so on another page it reads 'conflict' (only a console warning in development).
  // Every slice, the RTK Query cache and its subscriptions replay as they were.
  const comparable = (state: typeof original) => ({
    ...state,
    api: { ...state.api, config: { ...state.api.config, middlewareRegistered: 'per page load' } },
  });
  expect(comparable(replay.getState() as typeof original)).toEqual(comparable(original));

  connection.stop();
});
