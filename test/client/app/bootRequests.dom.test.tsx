/**
 * The first URL's data before the app's modules (issue 13 item 4, src/client/app/bootRequests.ts):
 * with a stored token on a board route, GET /auth/user, the project and its last board's data go
 * out before any store exists; the store's own start then asks for nothing twice, and the
 * session's and the screens' queries take the answers. Public paths and a missing token start
 * nothing.
 */
import { waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { BOARD_ROUTE_PATHS, boardRouteAnswers, recordedAnswer } from '../boardRouteAnswers';
import { notificationSettingsHandler } from '../notifications/settingsHandler';
import { startBootRequests } from '../../../src/client/app/bootRequests';
import { primeRouteRequests } from '../../../src/client/app/routeRequests';
import { makeStore } from '../../../src/client/app/store';
import { boardApi } from '../../../src/client/features/board/boardApi';
import { createConnectionService } from '../../../src/client/features/connection/connectionService';
import { authApi } from '../../../src/client/features/session/authApi';
import { stubIo } from '../stubSocket';
import { testUser } from '../userFixture';

const asked: string[] = [];
const server = setupServer(
  notificationSettingsHandler,
  recordedAnswer(asked, '/auth/user', testUser),
  ...boardRouteAnswers(asked),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  asked.length = 0;
  localStorage.clear();
});
afterAll(() => server.close());

test('a board route with a token: the user, the project and its board go out at once, each once', async () => {
  localStorage.setItem('auth_token_default', 'tok-1');
  startBootRequests('/cabinet/project/3/board');
  // The board is not known before the project answers: the user and the project go first…
  await waitFor(() => expect(asked.length).toBeGreaterThanOrEqual(2));
  expect(asked.slice(0, 2).sort()).toEqual(['/auth/user', '/project/3']);
  // …then the board's and the company's calls follow the project's answer.
  await waitFor(() => expect(asked).toHaveLength(7));
  // The store's start (app/router.tsx startRouting) asks for nothing already asked for.
  const store = makeStore({ connection: createConnectionService({ io: stubIo().io }) });
  primeRouteRequests(store.getState, '/cabinet/project/3/board', true);
  const user = await store.dispatch(authApi.endpoints.getUser.initiate(undefined, { subscribe: false }));
  expect(user.data?.id).toBe(testUser.id);
  const info = await store.dispatch(boardApi.endpoints.boardInfo.initiate(7));
  expect(info.data?.companyId).toBe(5);
  expect([...asked].sort()).toEqual(['/auth/user', ...BOARD_ROUTE_PATHS].sort());
});

test('nothing starts on a public path or without a token', async () => {
  startBootRequests('/cabinet/project/3/board');
  localStorage.setItem('auth_token_default', 'tok-1');
  startBootRequests('/login');
  startBootRequests('/board/shared/abc');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(asked).toEqual([]);
});
