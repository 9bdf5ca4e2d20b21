/**
 * The server ends a session (DESIGN §3 Auth; spec/shell.md §4 Session): the client hears
 * `session:revoked {reason}` and the server's disconnect on a real socket.io connection, and goes
 * through its normal sign-in path — token cleared, sign-in page, no reconnect loop. A token
 * rotated by another tab is followed instead (the user stays signed in).
 */
import { act, screen } from '@testing-library/react';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Route, Routes } from 'react-router';
import { Server, type Socket } from 'socket.io';
import { makeStore } from '../../src/client/app/store';
import { RouteGuard } from '../../src/client/app/routeGuard';
import { renderUi } from './ui/renderUi';
import { createConnectionService } from '../../src/client/features/connection/connectionService';
import { LocationDisplay, renderWithProviders } from './renderWithProviders';
import { testUser } from './userFixture';

const user = testUser;

let http: ReturnType<typeof createServer>;
let ioServer: Server;
let url: string;
let handshakes: string[];
let liveTokens: Set<string>;
const socketsByToken = new Map<string, Socket[]>();

beforeAll(async () => {
  http = createServer();
  ioServer = new Server(http);
  ioServer.use((socket, next) => {
    const token = String(socket.handshake.query.token);
    handshakes.push(token);
    if (liveTokens.has(token)) next();
    else next(new Error('AUTH_FAILED'));
  });
  ioServer.on('connection', (socket) => {
    const token = String(socket.handshake.query.token);
    socketsByToken.set(token, [...(socketsByToken.get(token) ?? []), socket]);
    socket.on('api', (req: { requestId: string }) =>
      socket.emit('api', {
        requestId: req.requestId,
        status: 200,
        data: { success: true, status: 'success', data: user },
        headers: {},
      }),
    );
    socket.on('ping', (ack: () => void) => ack());
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
beforeEach(() => {
  handshakes = [];
  liveTokens = new Set(['good', 'successor']);
  socketsByToken.clear();
});
afterAll(async () => {
  ioServer.close();
  await new Promise((resolve) => http.close(resolve));
});

/** What the server does when a session ends: the token dies, its sockets are told and dropped. */
function endSession(token: string, reason: string) {
  liveTokens.delete(token);
  for (const socket of socketsByToken.get(token) ?? []) {
    socket.emit('session:revoked', { reason });
    socket.disconnect(true);
  }
}

function App() {
  return (
    <>
      <LocationDisplay />
      <Routes>
        <Route path="/login" element={<div>login page</div>} />
        <Route
          path="*"
          element={
            <RouteGuard>
              <div>main view</div>
            </RouteGuard>
          }
        />
      </Routes>
    </>
  );
}

/** Signed in with `good`, on the main view over a real socket. */
async function signedInOnMainView() {
  localStorage.setItem('auth_token_default', 'good');
  // random 0.5: the first retry after a server disconnect comes after exactly 1 s.
  const connection = createConnectionService({ url, random: () => 0.5 });
  const store = makeStore({ connection });
  renderWithProviders(<App />, { store, route: '/cabinet' });
  expect(await screen.findByText('main view')).toBeInTheDocument();
  return { store, connection };
}

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

test('a session ended by the server signs out at once: token cleared, sign-in page, no reconnection', async () => {
  const { store, connection } = await signedInOnMainView();
  act(() => endSession('good', 'logout'));

  expect(await screen.findByText('login page')).toBeInTheDocument();
  expect(screen.getByTestId('location').textContent).toMatch(/^\/login/);
  expect(localStorage.getItem('auth_token_default')).toBeNull();
  expect(store.getState().session).toMatchObject({ token: null, isAuthenticated: false });
  await wait(2500); // longer than the first reconnection back-off
  expect(handshakes).toEqual(['good']);
  connection.stop();
});

test('a token rotated by another tab is followed: the socket reconnects with the stored successor', async () => {
  const { store, connection } = await signedInOnMainView();
  // Another tab refreshed: the new token is stored, the old one's socket is cut.
  localStorage.setItem('auth_token_default', 'successor');
  act(() => endSession('good', 'refreshed'));

  await wait(1500);
  expect(handshakes).toEqual(['good', 'successor']);
  expect(store.getState().session.token).toBe('successor');
  expect(store.getState().connection.connected).toBe(true);
  expect(screen.getByText('main view')).toBeInTheDocument();
  connection.stop();
});

test('a rotated token without a stored successor ends on the sign-in page after one refused retry', async () => {
  const { store, connection } = await signedInOnMainView();
  act(() => endSession('good', 'refreshed'));

  expect(await screen.findByText('login page')).toBeInTheDocument();
  expect(store.getState().session.token).toBeNull();
  await wait(2500);
  expect(handshakes).toEqual(['good', 'good']);
  connection.stop();
});

test('a session ended by an administrator’s block signs out at once and sign-in is told why (auth=blocked)', async () => {
  localStorage.setItem('auth_token_default', 'good');
  const connection = createConnectionService({ url, random: () => 0.5 });
  const store = makeStore({ connection });
  renderUi(
    <>
      <LocationDisplay />
      <Routes>
        <Route path="/login" element={<div>login page</div>} />
        <Route
          path="*"
          element={
            <RouteGuard>
              <div>main view</div>
            </RouteGuard>
          }
        />
      </Routes>
    </>,
    { store, route: '/cabinet' },
  );
  expect(await screen.findByText('main view')).toBeInTheDocument();
  act(() => endSession('good', 'blocked'));

  expect(await screen.findByText('login page')).toBeInTheDocument();
  // The light sign-in page shows the block's line for auth=blocked (SignInPage.dom.test.tsx).
  expect(screen.getByTestId('location').textContent).toBe(
    `/login?${new URLSearchParams({ auth: 'blocked', returnUrl: '/cabinet' })}`,
  );
  expect(store.getState().session.token).toBeNull();
  await wait(1500);
  expect(handshakes).toEqual(['good']);
  connection.stop();
});
