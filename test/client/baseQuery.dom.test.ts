/**
 * The base query (spec/shell.md §7, §8; DESIGN §3): socket when ready, HTTP fallback, guest mode,
 * headers, timeout, cancel, error texts, field errors, envelope unwrapping and compressed bodies.
 */
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { api } from '../../src/client/api/api';
import { baseQuery } from '../../src/client/api/baseQuery';
import { setGuestToken } from '../../src/client/api/httpTransport';
import type { ApiRequest } from '../../src/client/api/baseQuery';
import type { ApiError } from '../../src/client/api/httpTransport';
import { getConnectionService, makeStore } from '../../src/client/app/store';
import type { AppStore } from '../../src/client/app/store';
import { createConnectionService } from '../../src/client/features/connection/connectionService';
import type { ConnectionService } from '../../src/client/features/connection/connectionService';
import { compressBody } from '../../src/shared/compression';
import { stubIo } from './stubSocket';

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    call: build.mutation<unknown, ApiRequest>({ query: (req) => req }),
  }),
});

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  setGuestToken(null);
});
afterAll(() => server.close());

/** What RTK Query passes to a base query, for calling it directly with our own abort signal. */
const queryApi = (store: AppStore, connection: ConnectionService, signal: AbortSignal) => ({
  signal,
  abort: () => undefined,
  dispatch: store.dispatch,
  getState: store.getState,
  extra: { connection },
  endpoint: 'call',
  type: 'query' as const,
});

const ok = (data: unknown) => ({ success: true, status: 'success', data });

/** A store whose socket is connected and ready (stub socket; the test answers its requests). */
async function readySocketStore() {
  jest.useFakeTimers();
  localStorage.setItem('auth_token_default', 'tok-1');
  const sockets = stubIo();
  const connection = createConnectionService({ io: sockets.io });
  const store = makeStore({ connection });
  connection.start();
  sockets.latest().serverConnects();
  await jest.advanceTimersByTimeAsync(500);
  expect(connection.isReady()).toBe(true);
  return { store, socket: sockets.latest(), connection };
}

function httpStore(token: string | null = 'tok-http') {
  if (token) localStorage.setItem('auth_token_default', token);
  const connection = createConnectionService({ io: stubIo().io });
  return makeStore({ connection });
}

describe('over the socket', () => {
  test('sends an `api` message with requestId, method, url with query, body and headers, and unwraps the envelope', async () => {
    localStorage.setItem('lang', 'ru');
    const { store, socket } = await readySocketStore();
    const pending = store.dispatch(
      testApi.endpoints.call.initiate({
        url: '/company',
        method: 'POST',
        body: { name: 'Acme' },
        params: { force: 1 },
      }),
    );
    const [sent] = socket.apiRequests();
    expect(sent).toMatchObject({ method: 'POST', url: '/company?force=1', body: { name: 'Acme' } });
    expect(sent.requestId).toEqual(expect.any(String));
    expect(sent.headers).toMatchObject({
      'accept-language': 'ru-RU',
      'socket-id': 'sock-1',
      'x-compress': 'normalizr',
      accept: 'application/json',
    });
    socket.serverReplies({ requestId: sent.requestId, status: 201, data: ok({ id: 7, name: 'Acme' }) });
    await expect(pending.unwrap()).resolves.toEqual({ id: 7, name: 'Acme' });
  });

  test('a request unanswered for 30000 ms fails with TIMEOUT', async () => {
    const { store } = await readySocketStore();
    const pending = store.dispatch(testApi.endpoints.call.initiate({ url: '/auth/user' }));
    await jest.advanceTimersByTimeAsync(29_999);
    let settled = false;
    void pending.finally(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    const result = await pending;
    expect(result.error).toEqual({ status: 'TIMEOUT', code: 'TIMEOUT', message: 'Request timeout after 30000ms' });
  });

  test("RTK's abort signal cancels the request with CANCELLED", async () => {
    const { store, connection, socket } = await readySocketStore();
    const controller = new AbortController();
    const pending = baseQuery({ url: '/auth/user' }, queryApi(store, connection, controller.signal), {});
    expect(socket.apiRequests()).toHaveLength(1);
    controller.abort();
    expect(await pending).toEqual({ error: { status: 'CANCELLED', code: 'CANCELLED', message: 'Request cancelled' } });
  });

  test('pending requests are cancelled when the socket disconnects', async () => {
    const { store, socket } = await readySocketStore();
    const pending = store.dispatch(testApi.endpoints.call.initiate({ url: '/auth/user' }));
    socket.serverDrops();
    const result = await pending;
    expect(result.error).toMatchObject({ code: 'CANCELLED' });
  });

  test("a reply with status ≥ 400 and no error text fails with 'Request failed with status {n}'", async () => {
    const { store, socket } = await readySocketStore();
    const pending = store.dispatch(testApi.endpoints.call.initiate({ url: '/teapot' }));
    socket.serverReplies({ requestId: socket.apiRequests()[0].requestId, status: 418, data: null });
    expect((await pending).error).toMatchObject({ status: 418, message: 'Request failed with status 418' });
  });

  test('a reply carrying an error is a failure even with a 2xx status', async () => {
    const { store, socket } = await readySocketStore();
    const pending = store.dispatch(testApi.endpoints.call.initiate({ url: '/x' }));
    socket.serverReplies({
      requestId: socket.apiRequests()[0].requestId,
      status: 200,
      data: null,
      error: 'Route exploded',
    });
    expect((await pending).error).toMatchObject({ status: 200, message: 'Route exploded' });
  });

  test('the connection service refuses requests while the socket is not ready', async () => {
    jest.useFakeTimers();
    localStorage.setItem('auth_token_default', 'tok-1');
    const sockets = stubIo();
    const connection = createConnectionService({ io: sockets.io });
    makeStore({ connection });
    connection.start();
    await expect(connection.request({ method: 'GET', url: '/auth/user' })).rejects.toMatchObject({
      code: 'WEBSOCKET_DISCONNECTED',
      message: 'WebSocket not connected',
    });
    sockets.latest().serverConnects();
    await expect(connection.request({ method: 'GET', url: '/auth/user' })).rejects.toMatchObject({
      code: 'WEBSOCKET_NOT_READY',
      message: 'WebSocket not connected',
    });
  });
});

describe('over HTTP', () => {
  test('is the fallback while the socket is not ready, with Bearer token, Accept and Accept-Language', async () => {
    let seen: Headers | null = null;
    server.use(
      http.get('http://localhost/auth/user', ({ request }) => {
        seen = request.headers;
        return HttpResponse.json(ok({ id: 1, email: 'a@b.c' }));
      }),
    );
    const store = httpStore();
    const result = await store.dispatch(testApi.endpoints.call.initiate({ url: '/auth/user' }));
    expect(result.data).toEqual({ id: 1, email: 'a@b.c' });
    expect(seen!.get('authorization')).toBe('Bearer tok-http');
    expect(seen!.get('accept')).toBe('application/json');
    expect(seen!.get('accept-language')).toMatch(/^(en|ru)/);
    expect(seen!.get('x-compress')).toBe('normalizr');
  });

  test('guest mode always uses HTTP with X-Guest-Token and no Bearer token', async () => {
    const { store, socket } = await readySocketStore();
    jest.useRealTimers();
    let seen: Headers | null = null;
    server.use(
      http.get('http://localhost/board/shared/abc', ({ request }) => {
        seen = request.headers;
        return HttpResponse.json(ok({ board: { id: 3 } }));
      }),
    );
    setGuestToken('guest-1');
    const result = await store.dispatch(testApi.endpoints.call.initiate({ url: '/board/shared/abc' }));
    expect(result.data).toEqual({ board: { id: 3 } });
    expect(socket.apiRequests()).toHaveLength(0);
    expect(seen!.get('x-guest-token')).toBe('guest-1');
    expect(seen!.get('authorization')).toBeNull();
    expect(seen!.get('socket-id')).toBe('sock-1');
  });

  test("a failure without error text says 'Request failed with status 418'", async () => {
    server.use(http.get('http://localhost/teapot', () => new HttpResponse(null, { status: 418 })));
    const result = await httpStore().dispatch(testApi.endpoints.call.initiate({ url: '/teapot' }));
    expect(result.error).toEqual({ status: 418, code: 'HTTP_ERROR', message: 'Request failed with status 418' });
  });

  test("field errors from the body's data reach ApiError.fieldErrors with the server's message and code", async () => {
    server.use(
      http.post('http://localhost/auth/register', () =>
        HttpResponse.json(
          {
            success: false,
            status: 'error',
            error: 'Check the highlighted fields',
            code: 'VALIDATION_FAILED',
            data: { email: 'Enter a valid e-mail', profile: { name: 'Required' } },
          },
          { status: 400 },
        ),
      ),
    );
    const result = await httpStore(null).dispatch(
      testApi.endpoints.call.initiate({ url: '/auth/register', method: 'POST', body: {} }),
    );
    expect(result.error).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Check the highlighted fields',
      fieldErrors: { email: 'Enter a valid e-mail', profile: { name: 'Required' } },
    } satisfies ApiError);
  });

  test('a network failure is a NETWORK error, not a throw', async () => {
    server.use(http.get('http://localhost/down', () => HttpResponse.error()));
    const result = await httpStore().dispatch(testApi.endpoints.call.initiate({ url: '/down' }));
    expect(result.error).toMatchObject({ status: 'NETWORK', code: 'NETWORK' });
  });

  test('RTK abort cancels an HTTP request with CANCELLED', async () => {
    server.use(
      http.get('http://localhost/slow', async () => {
        await delay('infinite');
        return HttpResponse.json(ok(null));
      }),
    );
    const store = httpStore();
    const controller = new AbortController();
    const pending = baseQuery({ url: '/slow' }, queryApi(store, getConnectionService(store), controller.signal), {});
    await new Promise((r) => setTimeout(r, 20));
    controller.abort();
    expect(await pending).toEqual({ error: { status: 'CANCELLED', code: 'CANCELLED', message: 'Request cancelled' } });
  });

  test('a request unanswered for 30000 ms fails with TIMEOUT over HTTP too', async () => {
    server.use(
      http.get('http://localhost/slow', async () => {
        await delay('infinite');
        return HttpResponse.json(ok(null));
      }),
    );
    const store = httpStore();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const pending = store.dispatch(testApi.endpoints.call.initiate({ url: '/slow' }));
    await jest.advanceTimersByTimeAsync(29_999);
    let settled = false;
    void pending.finally(() => (settled = true));
    await jest.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect((await pending).error).toEqual({
      status: 'TIMEOUT',
      code: 'TIMEOUT',
      message: 'Request timeout after 30000ms',
    });
  });

  test('card pages keep their body whole (cards and hasMore at the top)', async () => {
    const page = { success: true, status: 'success', cards: [{ id: 1 }], hasMore: false };
    server.use(http.get('http://localhost/editor/cards', () => HttpResponse.json(page)));
    const result = await httpStore().dispatch(testApi.endpoints.call.initiate({ url: '/editor/cards' }));
    expect(result.data).toEqual(page);
  });

  test('a refreshed Authorization header replaces the stored token', async () => {
    server.use(
      http.get('http://localhost/company', () =>
        HttpResponse.json(ok([]), { headers: { Authorization: 'Bearer tok-new' } }),
      ),
    );
    const store = httpStore('tok-old');
    await store.dispatch(testApi.endpoints.call.initiate({ url: '/company' }));
    expect(store.getState().session.token).toBe('tok-new');
    expect(localStorage.getItem('auth_token_default')).toBe('tok-new');
  });
});

describe('compressed responses', () => {
  const ann = { id: 1, name: 'Ann', profile: { avatar: null } };
  const bob = { id: 2, name: 'Bob', profile: { avatar: null } };
  const columns = [
    {
      id: 10,
      name: 'To do',
      cards: Array.from({ length: 12 }, (_, i) => ({
        id: 100 + i,
        name: `Card ${i}`,
        creator: i % 2 ? ann : bob,
        stickers: [{ id: 500 + i, value: 'x', boardSticker: { id: 9, type: 'text' } }],
        cardsMembers: [{ user: ann, role: 'executor' }],
      })),
    },
  ];

  test('are requested with X-Compress and decoded back to the plain payload', async () => {
    const compressed = compressBody({ success: true, status: 'success', data: columns });
    expect(compressed).not.toBeNull();
    expect(compressed!.metadata.totalEntities).toBeGreaterThan(0);
    server.use(
      http.get('http://localhost/editor/columns/1', ({ request }) =>
        HttpResponse.json(request.headers.get('x-compress') ? compressed : ok(columns)),
      ),
    );
    const result = await httpStore().dispatch(testApi.endpoints.call.initiate({ url: '/editor/columns/1' }));
    expect(result.data).toEqual(columns);
  });

  test('a body that does not decode comes back raw with decompressionFailed', async () => {
    const broken = {
      success: true,
      status: 'success',
      data: [{ id: 10, cards: [100, 101] }],
      entities: { cards: { 100: { id: 100 } } },
      metadata: { totalEntities: 1, dedupedAt: '2025-01-01T00:00:00.000Z' },
      compressed: true,
    };
    server.use(http.get('http://localhost/editor/columns/2', () => HttpResponse.json(broken)));
    const result = await httpStore().dispatch(testApi.endpoints.call.initiate({ url: '/editor/columns/2' }));
    expect(result.data).toEqual({ ...broken, decompressionFailed: true });
  });

  test('small bodies are not worth compressing (under 10 % saving)', () => {
    expect(compressBody({ success: true, status: 'success', data: { id: 1, name: 'x' } })).toBeNull();
  });
});
