/**
 * Session (spec/shell.md §4 "Session", §7 Authentication, §8 texts): login and its token header,
 * remembered e-mail, shared refresh, logout, initialisation after connecting, preferences storage.
 */
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { notificationSettingsHandler } from './notifications/settingsHandler';
import { makeStore } from '../../src/client/app/store';
import { createConnectionService } from '../../src/client/features/connection/connectionService';
import {
  languageChosen,
  stickerMenuHoverChosen,
  selectLanguage,
  selectThemeMode,
  themeModeChosen,
} from '../../src/client/features/preferences/preferencesSlice';
import { authApi } from '../../src/client/features/session/authApi';
import {
  rememberEmailToggled,
  selectSession,
  sessionInitRequested,
} from '../../src/client/features/session/sessionSlice';
import { refreshToken } from '../../src/client/features/session/tokenRefresh';
import { stubIo } from './stubSocket';
import { testUser } from './userFixture';

const server = setupServer(notificationSettingsHandler);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const user = { ...testUser, isSystemAdmin: true };
const ok = (data: unknown) => ({ success: true, status: 'success', data });

function storeWithStubSocket() {
  const sockets = stubIo();
  const connection = createConnectionService({ io: sockets.io });
  return { store: makeStore({ connection }), sockets, connection };
}

describe('login', () => {
  test("an answer without an Authorization header fails with 'No token received' and signs nobody in", async () => {
    server.use(http.post('http://localhost/auth/login', () => HttpResponse.json(ok({ user }))));
    const { store } = storeWithStubSocket();
    const result = await store.dispatch(authApi.endpoints.login.initiate({ email: user.email, password: 'secret123' }));
    expect(result.error).toMatchObject({ message: 'No token received' });
    expect(selectSession(store.getState())).toMatchObject({
      isAuthenticated: false,
      token: null,
      loginError: 'No token received',
    });
    expect(localStorage.getItem('auth_token_default')).toBeNull();
  });

  test('a Bearer token signs in, is stored, and the e-mail is remembered when asked', async () => {
    let body: unknown = null;
    server.use(
      http.post('http://localhost/auth/login', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(ok({ user }), { headers: { Authorization: 'Bearer tok-login' } });
      }),
    );
    const { store } = storeWithStubSocket();
    store.dispatch(rememberEmailToggled(true));
    const result = await store.dispatch(
      authApi.endpoints.login.initiate({ email: user.email, password: 'secret123', remember: true }),
    );
    expect(result.data).toEqual(user);
    expect(body).toEqual({ email: user.email, password: 'secret123', remember: true });
    expect(selectSession(store.getState())).toMatchObject({
      isAuthenticated: true,
      token: 'tok-login',
      user,
      savedEmail: user.email,
    });
    expect(localStorage.getItem('auth_token_default')).toBe('tok-login');
    expect(localStorage.getItem('remembered_email')).toBe(user.email);
  });

  test('without "remember e-mail" a previously remembered e-mail is cleared', async () => {
    localStorage.setItem('remembered_email', 'old@example.com');
    server.use(
      http.post('http://localhost/auth/login', () =>
        HttpResponse.json(ok({ user }), { headers: { Authorization: 'Bearer t' } }),
      ),
    );
    const { store } = storeWithStubSocket();
    expect(selectSession(store.getState())).toMatchObject({ savedEmail: 'old@example.com', rememberEmail: true });
    store.dispatch(rememberEmailToggled(false));
    await store.dispatch(authApi.endpoints.login.initiate({ email: user.email, password: 'secret123' }));
    expect(localStorage.getItem('remembered_email')).toBeNull();
  });

  test("wrong credentials show the server's message", async () => {
    server.use(
      http.post('http://localhost/auth/login', () =>
        HttpResponse.json(
          { success: false, status: 'error', error: 'Wrong e-mail or password', code: 'INVALID_CREDENTIALS' },
          { status: 401 },
        ),
      ),
    );
    const { store } = storeWithStubSocket();
    const result = await store.dispatch(authApi.endpoints.login.initiate({ email: user.email, password: 'nope' }));
    expect(result.error).toMatchObject({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Wrong e-mail or password',
    });
  });
});

describe('token refresh', () => {
  test('concurrent refreshToken() calls share one GET /auth/refresh', async () => {
    localStorage.setItem('auth_token_default', 'tok-old');
    let calls = 0;
    server.use(
      http.get('http://localhost/auth/refresh', async () => {
        calls += 1;
        await new Promise((r) => setTimeout(r, 20));
        return HttpResponse.json(ok(null), { headers: { Authorization: `Bearer tok-new-${calls}` } });
      }),
    );
    const { store } = storeWithStubSocket();
    const tokens = await Promise.all([
      store.dispatch(refreshToken()),
      store.dispatch(refreshToken()),
      store.dispatch(refreshToken()),
    ]);
    expect(calls).toBe(1);
    expect(tokens).toEqual(['tok-new-1', 'tok-new-1', 'tok-new-1']);
    expect(store.getState().session.token).toBe('tok-new-1');
    expect(localStorage.getItem('auth_token_default')).toBe('tok-new-1');
    await store.dispatch(refreshToken());
    expect(calls).toBe(2);
  });

  test("a failed refresh rejects with 'Refresh failed'", async () => {
    localStorage.setItem('auth_token_default', 'tok-old');
    server.use(
      http.get('http://localhost/auth/refresh', () =>
        HttpResponse.json({ success: false, status: 'error', error: 'x', code: 'UNAUTHORIZED' }, { status: 401 }),
      ),
    );
    const { store } = storeWithStubSocket();
    await expect(store.dispatch(refreshToken())).rejects.toMatchObject({ message: 'Refresh failed' });
    expect(store.getState().session.token).toBe('tok-old');
  });
});

describe('logout', () => {
  test('clears the local session even when the call fails', async () => {
    localStorage.setItem('auth_token_default', 'tok-1');
    server.use(http.post('http://localhost/auth/logout', () => HttpResponse.error()));
    const { store } = storeWithStubSocket();
    const result = await store.dispatch(authApi.endpoints.logout.initiate());
    expect(result.error).toBeUndefined();
    expect(selectSession(store.getState())).toMatchObject({ token: null, user: null, isAuthenticated: false });
    expect(localStorage.getItem('auth_token_default')).toBeNull();
  });

  test('an expired or unknown token (401 from POST /auth/logout) still ends the local session', async () => {
    localStorage.setItem('auth_token_default', 'tok-expired');
    server.use(
      http.post('http://localhost/auth/logout', () =>
        HttpResponse.json(
          { success: false, status: 'error', error: 'Your session has expired, sign in again', code: 'TOKEN_EXPIRED' },
          { status: 401 },
        ),
      ),
    );
    const { store } = storeWithStubSocket();
    await store.dispatch(authApi.endpoints.logout.initiate());
    expect(selectSession(store.getState())).toMatchObject({ token: null, isAuthenticated: false });
    expect(localStorage.getItem('auth_token_default')).toBeNull();
  });
});

describe('initialisation', () => {
  /** No server answers HTTP (a network failure): initialisation falls back to the socket. */
  const httpUnreachable = () => server.use(http.get('http://localhost/auth/user', () => HttpResponse.error()));

  test('with a token: GET /auth/user goes over HTTP at once, before the socket is ready', async () => {
    localStorage.setItem('auth_token_default', 'tok-1');
    let authorization: string | null = null;
    server.use(
      http.get('http://localhost/auth/user', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json(ok(user));
      }),
    );
    const { store, sockets } = storeWithStubSocket();
    store.dispatch(sessionInitRequested());
    await waitFor(() => expect(selectSession(store.getState()).initialized).toBe(true));
    expect(selectSession(store.getState())).toMatchObject({ isAuthenticated: true, user });
    expect(authorization).toBe('Bearer tok-1');
    expect(sockets.latest().connected).toBe(false);
  });

  test('when HTTP gets no answer: waits for the socket, fetches GET /auth/user over it, and is authenticated', async () => {
    jest.useFakeTimers();
    httpUnreachable();
    localStorage.setItem('auth_token_default', 'tok-1');
    const { store, sockets } = storeWithStubSocket();
    store.dispatch(sessionInitRequested());
    const socket = sockets.latest();
    socket.onEmit = (event, req) => {
      const { requestId, url } = req as { requestId: string; url: string };
      if (event === 'api' && url === '/auth/user') socket.serverReplies({ requestId, status: 200, data: ok(user) });
    };
    await jest.advanceTimersByTimeAsync(1_000);
    expect(selectSession(store.getState()).initialized).toBe(false);
    socket.serverConnects();
    await jest.advanceTimersByTimeAsync(500);
    expect(selectSession(store.getState())).toMatchObject({ initialized: true, isAuthenticated: true, user });
  });

  test('a rejected token (401) signs out', async () => {
    jest.useFakeTimers();
    httpUnreachable();
    localStorage.setItem('auth_token_default', 'tok-1');
    const { store, sockets } = storeWithStubSocket();
    store.dispatch(sessionInitRequested());
    const socket = sockets.latest();
    socket.onEmit = (event, req) => {
      if (event === 'api')
        socket.serverReplies({
          requestId: (req as { requestId: string }).requestId,
          status: 401,
          data: { success: false, status: 'error', error: 'Sign in to continue', code: 'UNAUTHORIZED' },
        });
    };
    socket.serverConnects();
    await jest.advanceTimersByTimeAsync(500);
    expect(selectSession(store.getState())).toMatchObject({
      initialized: true,
      isAuthenticated: false,
      token: null,
      fetchError: 'Sign in to continue',
    });
    expect(localStorage.getItem('auth_token_default')).toBeNull();
  });

  test('no connection within 30 s leaves the session unauthenticated', async () => {
    jest.useFakeTimers();
    httpUnreachable();
    localStorage.setItem('auth_token_default', 'tok-1');
    const { store } = storeWithStubSocket();
    store.dispatch(sessionInitRequested());
    await jest.advanceTimersByTimeAsync(29_999);
    expect(selectSession(store.getState()).initialized).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(selectSession(store.getState())).toMatchObject({
      initialized: true,
      isAuthenticated: false,
      fetchError: 'WebSocket connection timeout',
    });
  });

  test('without a token it is initialised at once, unauthenticated, and opens no socket', async () => {
    const { store, sockets } = storeWithStubSocket();
    store.dispatch(sessionInitRequested());
    await Promise.resolve();
    expect(selectSession(store.getState())).toMatchObject({ initialized: true, isAuthenticated: false });
    expect(sockets.sockets).toHaveLength(0);
  });
});

describe('preferences', () => {
  test('theme defaults to system, language to the browser, sticker menus on click; choices are stored', () => {
    const { store } = storeWithStubSocket();
    expect(selectThemeMode(store.getState())).toBe('system');
    expect(selectLanguage(store.getState())).toBe(navigator.language.startsWith('ru') ? 'ru' : 'en');
    store.dispatch(themeModeChosen('dark'));
    expect(store.getState().preferences.stickerMenuHover).toBe(false);
    store.dispatch(languageChosen('ru'));
    store.dispatch(stickerMenuHoverChosen(true));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(localStorage.getItem('lang')).toBe('ru');
    expect(localStorage.getItem('sticker-menu-hover')).toBe('1');
    const reloaded = storeWithStubSocket().store.getState().preferences;
    expect(reloaded).toEqual({ themeMode: 'dark', language: 'ru', stickerMenuHover: true });
  });
});
