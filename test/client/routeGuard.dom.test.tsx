/**
 * The route guard of spec/shell.md §2 with a real store, a stub socket and a MemoryRouter:
 * each redirect, the public paths, the withheld main view, the rebuild after a reconnect, the admin
 * guard and the /403 redirect of an HTTP 403 answer.
 */
import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { api } from '../../src/client/api/api';
import { makeStore } from '../../src/client/app/store';
import { RouteGuard, isPublicPath } from '../../src/client/app/routeGuard';
import { AdminGuard } from '../../src/client/features/admin/adminRoute';
import { createConnectionService } from '../../src/client/features/connection/connectionService';
import { LocationDisplay, renderWithProviders } from './renderWithProviders';
import { stubIo } from './stubSocket';
import type { StubSocket } from './stubSocket';
import { testUser } from './userFixture';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const user = testUser;
const ok = (data: unknown) => ({ success: true, status: 'success', data });

let mounts = 0;
function MainView() {
  useEffect(() => {
    mounts += 1;
  }, []);
  return <div>main view</div>;
}

function App() {
  return (
    <>
      <LocationDisplay />
      <Routes>
        <Route path="/login" element={<div>login page</div>} />
        <Route path="/register" element={<RouteGuard>register page</RouteGuard>} />
        <Route path="/forgot-password" element={<RouteGuard>restore page</RouteGuard>} />
        <Route path="/board/shared/:token" element={<RouteGuard>guest board</RouteGuard>} />
        <Route path="/404" element={<div>not found</div>} />
        <Route path="/403" element={<div>forbidden page</div>} />
        <Route
          path="/admin"
          element={
            <RouteGuard>
              <AdminGuard>admin panel</AdminGuard>
            </RouteGuard>
          }
        />
        <Route
          path="*"
          element={
            <RouteGuard>
              <MainView />
            </RouteGuard>
          }
        />
      </Routes>
    </>
  );
}

/** Token stored, fake timers, a stub socket answering GET /auth/user with `answer` (or never). */
function signedInSetup(
  answer: ((requestId: string, socket: StubSocket) => void) | null = (requestId, socket) =>
    socket.serverReplies({ requestId, status: 200, data: ok(user) }),
) {
  jest.useFakeTimers();
  // No server answers HTTP: GET /auth/user, asked at once, falls back to the socket once it is ready.
  server.use(http.get('http://localhost/auth/user', () => HttpResponse.error()));
  localStorage.setItem('auth_token_default', 'tok-1');
  const sockets = stubIo();
  const connection = createConnectionService({ io: sockets.io });
  const store = makeStore({ connection });
  const wire = () => {
    const socket = sockets.latest();
    socket.onEmit = (event, req) => {
      if (event === 'api' && answer) answer((req as { requestId: string }).requestId, socket);
    };
  };
  return { store, sockets, connection, wire };
}

const location = () => screen.getByTestId('location').textContent;
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  mounts = 0;
});

test('public paths are recognised', () => {
  expect(['/login', '/register', '/forgot-password', '/board/shared/abc', '/login/'].every(isPublicPath)).toBe(true);
  expect(['/', '/cabinet', '/board/1', '/loginx', '/admin'].some(isPublicPath)).toBe(false);
});

test('without a stored token a protected path goes to /login with auth=required and the full returnUrl', () => {
  renderWithProviders(<App />, { route: '/cabinet/calendar?day=2025-01-02' });
  expect(location()).toBe(`/login?auth=required&returnUrl=${encodeURIComponent('/cabinet/calendar?day=2025-01-02')}`);
  expect(screen.getByText('login page')).toBeInTheDocument();
});

test.each(['/register', '/forgot-password', '/board/shared/tok123'])('%s passes without a token', (route) => {
  renderWithProviders(<App />, { route });
  expect(location()).toBe(route);
  expect(screen.queryByText(/page|guest board/)).toBeInTheDocument();
});

test('public paths pass even while a token is stored and the connection says wait', () => {
  const { store } = signedInSetup(null);
  renderWithProviders(<App />, { store, route: '/board/shared/tok123' });
  expect(screen.getByText('guest board')).toBeInTheDocument();
});

test('with a token and no user at hand the main view is withheld until connected and loaded, then shown', async () => {
  const { store, sockets, wire } = signedInSetup();
  renderWithProviders(<App />, { store, route: '/cabinet' });
  expect(screen.queryByText('main view')).not.toBeInTheDocument();
  expect(screen.getByRole('progressbar')).toBeInTheDocument();
  wire();
  act(() => sockets.latest().serverConnects());
  await advance(499);
  expect(screen.queryByText('main view')).not.toBeInTheDocument();
  await advance(1);
  expect(screen.getByText('main view')).toBeInTheDocument();
  expect(location()).toBe('/cabinet');
  expect(store.getState().session.isAuthenticated).toBe(true);
});

test('the connection and the session initialisation start once', async () => {
  const { store, sockets, wire } = signedInSetup();
  const first = renderWithProviders(<App />, { store, route: '/cabinet' });
  first.unmount();
  renderWithProviders(<App />, { store, route: '/cabinet' });
  expect(sockets.sockets).toHaveLength(1);
  wire();
  act(() => sockets.latest().serverConnects());
  await advance(500);
  expect(
    sockets
      .latest()
      .apiRequests()
      .filter((r) => r.url === '/auth/user'),
  ).toHaveLength(1);
});

test('with the user known the main view stays while the socket is down and is rebuilt after the reconnect', async () => {
  const { store, sockets, wire } = signedInSetup();
  renderWithProviders(<App />, { store, route: '/cabinet' });
  wire();
  act(() => sockets.latest().serverConnects());
  await advance(500);
  expect(screen.getByText('main view')).toBeInTheDocument();
  expect(mounts).toBe(1);
  act(() => sockets.latest().serverDrops());
  expect(screen.getByText('main view')).toBeInTheDocument();
  act(() => sockets.latest().serverConnects());
  await advance(500);
  expect(screen.getByText('main view')).toBeInTheDocument();
  expect(store.getState().connection.reconnectCount).toBe(1);
  expect(mounts).toBe(2);
});

test('loading that takes longer than 35 s goes to /login with auth=timeout', async () => {
  const { store, sockets, wire } = signedInSetup(null); // the server never answers GET /auth/user
  renderWithProviders(<App />, { store, route: '/card/42' });
  await advance(6_000);
  wire();
  act(() => sockets.latest().serverConnects());
  await advance(28_999); // 34.999 s
  expect(location()).toBe('/card/42');
  await advance(1);
  expect(location()).toBe(`/login?auth=timeout&returnUrl=${encodeURIComponent('/card/42')}`);
});

test('loaded but not authenticated goes to /login with auth=required', async () => {
  const { store, sockets, wire } = signedInSetup((requestId, socket) =>
    socket.serverReplies({
      requestId,
      status: 500,
      data: { success: false, status: 'error', error: 'Something went wrong', code: 'INTERNAL' },
    }),
  );
  renderWithProviders(<App />, { store, route: '/cabinet/company/3' });
  wire();
  act(() => sockets.latest().serverConnects());
  await advance(500);
  expect(location()).toBe(`/login?auth=required&returnUrl=${encodeURIComponent('/cabinet/company/3')}`);
});

test('an exception in the guard goes to /login with auth=error and the message', () => {
  localStorage.setItem('auth_token_default', 'tok-1');
  const connection = createConnectionService({
    io: () => {
      throw new Error('socket factory broke');
    },
  });
  renderWithProviders(<App />, { store: makeStore({ connection }), route: '/cabinet' });
  expect(location()).toBe(`/login?auth=error&error=${encodeURIComponent('socket factory broke').replace(/%20/g, '+')}`);
});

test('the admin panel sends non-admins to /403 and lets system admins in', async () => {
  const { store, sockets, wire } = signedInSetup();
  renderWithProviders(<App />, { store, route: '/admin' });
  wire();
  act(() => sockets.latest().serverConnects());
  await advance(500);
  expect(location()).toBe('/403?redirect=%2Fadmin');

  const admin = signedInSetup((requestId, socket) =>
    socket.serverReplies({ requestId, status: 200, data: ok({ ...user, isSystemAdmin: true }) }),
  );
  renderWithProviders(<App />, { store: admin.store, route: '/admin' });
  admin.wire();
  act(() => admin.sockets.latest().serverConnects());
  await advance(500);
  expect(screen.getByText('admin panel')).toBeInTheDocument();
});

test('an HTTP 403 answer navigates to /403 with the current path in redirect', async () => {
  const forbiddenApi = api.injectEndpoints({
    endpoints: (build) => ({ company: build.query<unknown, number>({ query: (id) => ({ url: `/company/${id}` }) }) }),
  });
  server.use(
    http.get('http://localhost/company/9', () =>
      HttpResponse.json(
        { success: false, status: 'error', error: 'You do not have access to this', code: 'FORBIDDEN' },
        { status: 403 },
      ),
    ),
  );
  function Company() {
    forbiddenApi.useCompanyQuery(9);
    return <div>company</div>;
  }
  renderWithProviders(
    <>
      <LocationDisplay />
      <Routes>
        <Route path="/cabinet/company/:id" element={<Company />} />
        <Route path="/403" element={<div>forbidden page</div>} />
      </Routes>
    </>,
    { route: '/cabinet/company/9?tab=people' },
  );
  expect(await screen.findByText('forbidden page')).toBeInTheDocument();
  expect(location()).toBe(`/403?redirect=${encodeURIComponent('/cabinet/company/9?tab=people')}`);
});
