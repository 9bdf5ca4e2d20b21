/**
 * First paint without waiting (spec/shell.md §2 route guard, §4 Session and "HTTP is the
 * fallback"; DESIGN §6 redux-persist): the user and the last board kept from the last visit come
 * back into the session and the RTK Query cache, the guard renders the main view at once with a
 * kept user while GET /auth/user revalidates over HTTP, signing out clears the kept copy, and a
 * board route's GETs start together over HTTP before any screen asks for them.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { boardRouteAnswers } from './boardRouteAnswers';
import { notificationSettingsHandler } from './notifications/settingsHandler';
import { RouteGuard } from '../../src/client/app/routeGuard';
import { makeStore, whenKeptRestored, whenRehydrated } from '../../src/client/app/store';
import type { AppStore } from '../../src/client/app/store';
import { firstPagesOf, lastBoardSnapshot } from '../../src/client/app/lastBoardSnapshot';
import { primeRouteRequests } from '../../src/client/app/routeRequests';
import { boardApi } from '../../src/client/features/board/boardApi';
import { boardDataFromColumns } from '../../src/client/features/board/boardCache';
import { createConnectionService } from '../../src/client/features/connection/connectionService';
import { signedOut } from '../../src/client/features/session/sessionSlice';
import { markScreenPainted } from '../../src/client/features/lazyDialog';
import { LocationDisplay, renderWithProviders } from './renderWithProviders';
import { stubIo } from './stubSocket';
import { testUser } from './userFixture';

const server = setupServer(notificationSettingsHandler);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const user = testUser;
const ok = (data: unknown) => ({ success: true, status: 'success', data });

const card = (id: number, columnId: number, sort: number) => ({
  id,
  boardId: 7,
  columnId,
  parentCardId: null,
  counter: id,
  name: `Card ${id}`,
  sort,
  stickers: [],
  cardsMembers: [],
});
const boardArg = { boardId: 7, filters: '' };
const boardData = boardDataFromColumns(7, [
  {
    id: 1,
    boardId: 7,
    name: 'To do',
    color: null,
    sort: 0,
    cardsCount: 25,
    archiveCount: 0,
    cards: Array.from({ length: 25 }, (_, i) => card(i + 1, 1, 25 - i)),
  },
] as never);

/** localStorage as redux-persist writes it: each key's value JSON-encoded once more. */
function keep(session: unknown, entries: unknown[]) {
  localStorage.setItem(
    'persist:teamspace',
    JSON.stringify({
      session: JSON.stringify(session),
      api: JSON.stringify({ entries }),
      _persist: JSON.stringify({ version: -1, rehydrated: true }),
    }),
  );
}

async function persistedStore(): Promise<AppStore> {
  const sockets = stubIo();
  const store = makeStore({ connection: createConnectionService({ io: sockets.io }), persist: true });
  await whenRehydrated(store);
  await whenKeptRestored(store);
  return store;
}

test('the last board keeps the first page of each column only', () => {
  const kept = firstPagesOf(boardData);
  expect(kept.lists.c1).toEqual({ ids: boardData.lists.c1.ids.slice(0, 20), hasMore: true });
  expect(kept.cards.ids).toHaveLength(20);
  const state = {
    queries: {
      a: {
        status: 'fulfilled',
        endpointName: 'boardColumns',
        originalArgs: boardArg,
        data: boardData,
        fulfilledTimeStamp: 2,
      },
      b: {
        status: 'fulfilled',
        endpointName: 'boardInfo',
        originalArgs: 7,
        data: { id: 7, projectId: 3, companyId: 5 },
      },
      c: { status: 'fulfilled', endpointName: 'boardMembers', originalArgs: 5, data: [] },
      d: { status: 'fulfilled', endpointName: 'boardMembers', originalArgs: 6, data: [] },
      e: { status: 'pending', endpointName: 'getProject', originalArgs: 3 },
    },
  };
  expect(lastBoardSnapshot(state).map((e) => [e.endpointName, e.arg])).toEqual([
    ['boardColumns', boardArg],
    ['boardInfo', 7],
    ['boardMembers', 5],
  ]);
});

test('with a token, the kept user and board come back into the session and the cache, then are fetched again once the screen painted and the page had a quiet moment', async () => {
  localStorage.setItem('auth_token_default', 'tok-1');
  const asked: string[] = [];
  server.use(
    http.get('http://localhost/editor/columns/7', () => {
      asked.push('columns');
      return HttpResponse.json(ok([]));
    }),
    http.get('http://localhost/board/7', () => {
      asked.push('info');
      return HttpResponse.json(ok({ id: 7, projectId: 3, companyId: 5, name: 'B' }));
    }),
  );
  keep({ user }, [
    { endpointName: 'boardColumns', arg: boardArg, value: firstPagesOf(boardData) },
    { endpointName: 'boardInfo', arg: 7, value: { id: 7, projectId: 3, companyId: 5, name: 'B' } },
  ]);
  const store = await persistedStore();
  expect(store.getState().session.user).toEqual(user);
  expect(store.getState().session.isAuthenticated).toBe(false); // until GET /auth/user confirms it
  expect(boardApi.endpoints.boardColumns.select(boardArg)(store.getState()).data?.cards.ids).toHaveLength(20);
  expect(boardApi.endpoints.boardInfo.select(7)(store.getState()).data?.companyId).toBe(5);
  // The refetches wait for the screen's paint: their answers would make React draw it twice.
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(asked).toEqual([]);
  markScreenPainted();
  // Nor right after it: a first click on the fresh screen gets the main thread (1 s without input).
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(asked).toEqual([]);
  await waitFor(() => expect(asked.sort()).toEqual(['columns', 'info']), { timeout: 3000 });
  await waitFor(() =>
    expect(boardApi.endpoints.boardColumns.select(boardArg)(store.getState()).data?.cards.ids).toHaveLength(0),
  );
});

test('without a token nothing kept is restored', async () => {
  keep({ user }, [{ endpointName: 'boardColumns', arg: boardArg, value: firstPagesOf(boardData) }]);
  const store = await persistedStore();
  expect(store.getState().session.user).toBeNull();
  expect(boardApi.endpoints.boardColumns.select(boardArg)(store.getState()).data).toBeUndefined();
});

test('with a kept user the main view renders before the socket connects; GET /auth/user revalidates over HTTP', async () => {
  localStorage.setItem('auth_token_default', 'tok-1');
  keep({ user }, []);
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    http.get('http://localhost/auth/user', async () => {
      await answered;
      return HttpResponse.json(ok(user));
    }),
  );
  const store = await persistedStore();
  renderWithProviders(
    <Routes>
      <Route path="*" element={<RouteGuard>main view</RouteGuard>} />
    </Routes>,
    { store, route: '/cabinet' },
  );
  expect(screen.getByText('main view')).toBeInTheDocument();
  expect(store.getState().connection.ready).toBe(false);
  act(() => answer());
  await waitFor(() => expect(store.getState().session.isAuthenticated).toBe(true));
  expect(screen.getByText('main view')).toBeInTheDocument();
});

test('a kept user whose token is refused (401) goes to /login, and the kept copy is cleared', async () => {
  localStorage.setItem('auth_token_default', 'tok-1');
  keep({ user }, [{ endpointName: 'boardColumns', arg: boardArg, value: firstPagesOf(boardData) }]);
  server.use(
    http.get('http://localhost/editor/columns/7', () => HttpResponse.json(ok([]), { status: 401 })),
    http.get('http://localhost/auth/user', () =>
      HttpResponse.json(
        { success: false, status: 'error', error: 'Sign in to continue', code: 'UNAUTHORIZED' },
        { status: 401 },
      ),
    ),
  );
  const store = await persistedStore();
  renderWithProviders(
    <>
      <LocationDisplay />
      <Routes>
        <Route path="/login" element={<div>login page</div>} />
        <Route path="*" element={<RouteGuard>main view</RouteGuard>} />
      </Routes>
    </>,
    { store, route: '/cabinet' },
  );
  expect(await screen.findByText('login page')).toBeInTheDocument();
  await waitFor(() => expect(boardApi.endpoints.boardColumns.select(boardArg)(store.getState()).data).toBeUndefined());
  await waitFor(() => expect(localStorage.getItem('persist:teamspace') ?? '').not.toContain('Ann'));
  expect(store.getState().session.user).toBeNull();
});

test('signing out empties the cache', async () => {
  localStorage.setItem('auth_token_default', 'tok-1');
  server.use(http.get('http://localhost/editor/columns/7', () => HttpResponse.json(ok([]))));
  keep({ user }, [{ endpointName: 'boardColumns', arg: boardArg, value: firstPagesOf(boardData) }]);
  const store = await persistedStore();
  act(() => void store.dispatch(signedOut()));
  await waitFor(() => expect(Object.keys(store.getState().api.queries)).toHaveLength(0));
});

test("a project's board route asks for the project and its last board's data at once; the screens take the answers", async () => {
  localStorage.setItem('auth_token_default', 'tok-1');
  localStorage.setItem('last-selected-boards', JSON.stringify({ 3: 7 }));
  const asked: string[] = [];
  server.use(...boardRouteAnswers(asked));
  const store = await persistedStore();
  primeRouteRequests(store.getState, '/cabinet/project/3/board', true);
  // Sent together, before anything rendered; the company's follow the project's answer.
  expect(asked).toEqual([]);
  await waitFor(() => expect(asked).toHaveLength(6));
  expect(asked.slice(0, 4).sort()).toEqual(['/board/7', '/board/7/stickers', '/editor/columns/7', '/project/3']);
  await store.dispatch(boardApi.endpoints.boardInfo.initiate(7));
  await store.dispatch(boardApi.endpoints.boardColumns.initiate(boardArg));
  expect(boardApi.endpoints.boardInfo.select(7)(store.getState()).data?.companyId).toBe(5);
  expect(asked).toHaveLength(6); // no second request
});
