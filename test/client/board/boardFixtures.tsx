/**
 * Shared pieces of the board tests: wire-shaped cards and columns (board.types), an msw server
 * answering a board's first load, a fake connection service whose live events the test fires,
 * and `renderBoard` (real store, real providers, the board at `/cabinet/project/1/board`).
 */
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import type { Card, Column } from '../../../src/shared/board/board.types';
import { makeStore } from '../../../src/client/app/store';
import { connectionReady, socketConnected } from '../../../src/client/features/connection/connectionSlice';
import type { ConnectionService } from '../../../src/client/features/connection/connectionService';
import { BoardView } from '../../../src/client/features/board/BoardView';
import { renderUi } from '../ui/renderUi';

export const BASE = 'http://localhost';
export const ok = (data: unknown) => ({ success: true, status: 'success', data });
export const page = (cards: Card[], hasMore: boolean) => ({ success: true, status: 'success', cards, hasMore });

let nextId = 100;
/** A card as the API sends it; `over` wins. */
export function aCard(over: Partial<Card> = {}): Card {
  const id = over.id ?? nextId++;
  return {
    id,
    boardId: 1,
    columnId: 1,
    parentCardId: null,
    counter: id,
    name: `Card ${id}`,
    desc: null,
    color: null,
    sort: 0,
    createdAt: '2026-01-01T10:00:00.000Z',
    movedAt: '2026-01-01T10:00:00.000Z',
    doneAt: null,
    archivedAt: null,
    creator: { userId: 1, name: 'Ada Lovelace', surname: null, avatar: null },
    stickers: [],
    cardsMembers: [],
    childCount: 0,
    childDoneCount: 0,
    historyCount: 1,
    messageCount: 0,
    ...over,
  };
}

/** `count` cards of a column, sorts count-1 … 0 (highest first), names "Task <sort>". */
export function cardsOf(columnId: number, count: number, from = count - 1): Card[] {
  return Array.from({ length: count }, (_, i) =>
    aCard({ id: columnId * 1000 + from - i, columnId, sort: from - i, name: `Task ${from - i}` }),
  );
}

export function aColumn(over: Partial<Column> & { id: number }): Column {
  const cards = over.cards ?? [];
  return {
    boardId: 1,
    name: `Column ${over.id}`,
    color: null,
    sort: over.id,
    cardsCount: cards.length,
    archiveCount: 0,
    archiveCards: [],
    ...over,
    cards,
  };
}

/** Answers GET /board/{id}, its stickers (none), company members and GET /editor/columns/{id}; records the filters sent. */
export function serveBoard(server: SetupServer, columns: Column[] | ((filters: string | null) => Column[])) {
  const filtersSent: (string | null)[] = [];
  server.use(
    http.get(`${BASE}/board/:id`, ({ params }) =>
      HttpResponse.json(ok({ id: Number(params.id), name: 'Board', projectId: 3, companyId: 7 })),
    ),
    http.get(`${BASE}/company/7/members`, () =>
      HttpResponse.json(
        ok([{ userId: 1, role: 'owner', user: { id: 1, name: 'Ada Lovelace', email: 'a@x.io', avatar: null } }]),
      ),
    ),
    http.get(`${BASE}/board/:id/stickers`, () => HttpResponse.json(ok([]))),
    http.get(`${BASE}/editor/columns/:boardId`, ({ request }) => {
      const filters = new URL(request.url).searchParams.get('filters');
      filtersSent.push(filters);
      return HttpResponse.json(ok(typeof columns === 'function' ? columns(filters) : columns));
    }),
  );
  return { filtersSent };
}

/** A connection service that never opens a socket: the test fires live events with `fire`. */
export function fakeConnection() {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const emitted: { event: string; payload: unknown }[] = [];
  const service = {
    bind: jest.fn(),
    start: jest.fn(),
    stop: jest.fn(),
    checkToken: jest.fn(),
    forceReconnect: jest.fn(),
    isStarted: () => true,
    isReady: () => false, // requests go over HTTP (msw)
    socketId: () => null,
    request: jest.fn(),
    on(event: string, listener: (payload: unknown) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return () => listeners.get(event)?.delete(listener);
    },
    emitWithAck: jest.fn(async (event: string, payload: unknown) => {
      emitted.push({ event, payload });
      return { ok: true };
    }),
  } as unknown as ConnectionService;
  const fire = (event: string, payload: unknown) => listeners.get(event)?.forEach((fn) => fn(payload));
  return { service, fire, emitted, listenerCount: (event: string) => listeners.get(event)?.size ?? 0 };
}

/** Renders <BoardView boardId> with a real store over a fake connection. */
export function renderBoard(boardId = 1, options: { connected?: boolean } = {}) {
  localStorage.setItem('auth_token_default', 'tok-1');
  const connection = fakeConnection();
  const store = makeStore({ connection: connection.service });
  if (options.connected) {
    store.dispatch(socketConnected({ socketId: 'sock-1', reconnect: false }));
    store.dispatch(connectionReady());
  }
  const result = renderUi(<BoardView boardId={boardId} />, { store, route: '/cabinet/project/3/board' });
  return { ...result, store, connection };
}
