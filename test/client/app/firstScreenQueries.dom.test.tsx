/**
 * The first screen's data in the cache before the first render (issue 13 "usable",
 * src/client/app/firstScreenQueries.ts): on a cold open of a board route the project, its board's
 * columns, info and sticker definitions, and the company with its members are fulfilled queries
 * before React renders, from the GETs already started (each asked for once); a reopen with a kept
 * board, a board with stored filters (its columns) and a signed-out visitor start nothing more.
 */
import { setupServer } from 'msw/node';
import { BOARD_ROUTE_PATHS, boardRouteAnswers } from '../boardRouteAnswers';
import { notificationSettingsHandler } from '../notifications/settingsHandler';
import { cacheFirstScreen } from '../../../src/client/app/firstScreenQueries';
import { primeRouteRequests } from '../../../src/client/app/routeRequests';
import { makeStore } from '../../../src/client/app/store';
import type { AppStore } from '../../../src/client/app/store';
import { boardApi } from '../../../src/client/features/board/boardApi';
import { companyApi } from '../../../src/client/features/company/companyApi';
import { boardStickerApi } from '../../../src/client/features/stickers/boardStickerApi';
import { createConnectionService } from '../../../src/client/features/connection/connectionService';
import { stubIo } from '../stubSocket';

const asked: string[] = [];
const server = setupServer(notificationSettingsHandler, ...boardRouteAnswers(asked));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  asked.length = 0;
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());

const BOARD_PATH = '/cabinet/project/3/board';

/** A store after the entry's start on `pathname` with a stored token (app/router.tsx startRouting's requests). */
function startedStore(pathname = BOARD_PATH): AppStore {
  localStorage.setItem('auth_token_default', 'tok-1');
  const store = makeStore({ connection: createConnectionService({ io: stubIo().io }) });
  primeRouteRequests(store.getState, pathname, true);
  return store;
}

/** Which of the board page's queries the cache holds answered. */
function cached(store: AppStore) {
  const state = store.getState();
  return {
    project: companyApi.endpoints.getProject.select(3)(state).isSuccess,
    columns: boardApi.endpoints.boardColumns.select({ boardId: 7, filters: '' })(state).isSuccess,
    info: boardApi.endpoints.boardInfo.select(7)(state).isSuccess,
    stickers: boardStickerApi.endpoints.boardStickers.select(7)(state).isSuccess,
    company: companyApi.endpoints.getCompany.select(5)(state).isSuccess,
    members: boardApi.endpoints.boardMembers.select(5)(state).isSuccess,
  };
}

const ALL = { project: true, columns: true, info: true, stickers: true, company: true, members: true };
const NONE = { project: false, columns: false, info: false, stickers: false, company: false, members: false };

test('a cold open of a board route: every query the page renders is answered before the render, each GET once', async () => {
  const store = startedStore();
  await cacheFirstScreen(store, BOARD_PATH);
  expect(cached(store)).toEqual(ALL);
  // The board's info names the same company the project does: the page's own queries hit the cache.
  expect(boardApi.endpoints.boardInfo.select(7)(store.getState()).data?.companyId).toBe(5);
  expect([...asked].sort()).toEqual(BOARD_ROUTE_PATHS);
});

test('stored filters for the board: its columns are left to the board, which builds their query', async () => {
  localStorage.setItem('board-filters', JSON.stringify({ 7: { text: 'bug' } }));
  const store = startedStore();
  await cacheFirstScreen(store, BOARD_PATH);
  expect(cached(store)).toEqual({ ...ALL, columns: false });
  expect(asked).not.toContain('/editor/columns/7');
});

test('a reopen with a kept board, another path or no token: nothing is queried', async () => {
  const kept = [{ endpointName: 'getProject', arg: 3, value: { id: 3, companyId: 5, name: 'P', boards: [] } }];
  localStorage.setItem('persist:teamspace', JSON.stringify({ api: JSON.stringify({ entries: kept }) }));
  const reopened = startedStore();
  await cacheFirstScreen(reopened, BOARD_PATH);
  expect(cached(reopened)).toEqual(NONE);

  localStorage.clear();
  const calendar = startedStore('/cabinet/project/3/calendar');
  await cacheFirstScreen(calendar, '/cabinet/project/3/calendar');
  expect(cached(calendar)).toEqual(NONE);

  localStorage.clear();
  const signedOut = makeStore({ connection: createConnectionService({ io: stubIo().io }) });
  await cacheFirstScreen(signedOut, BOARD_PATH);
  expect(cached(signedOut)).toEqual(NONE);
});
