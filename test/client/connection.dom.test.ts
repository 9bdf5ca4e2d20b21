/**
 * The live connection (spec/shell.md §4 "Live connection", §7): options, readiness, reconnection
 * policy, AUTH_FAILED, token watching, forced reconnect and the latency probe.
 */
import { makeStore } from '../../src/client/app/store';
import { createConnectionService, reconnectDelay } from '../../src/client/features/connection/connectionService';
import { selectMustWait, selectProgress } from '../../src/client/features/connection/connectionSlice';
import { signedOut } from '../../src/client/features/session/sessionSlice';
import { stubIo } from './stubSocket';

function setup({ token = 'tok-1' as string | null } = {}) {
  jest.useFakeTimers();
  if (token) localStorage.setItem('auth_token_default', token);
  const sockets = stubIo();
  const connection = createConnectionService({ io: sockets.io, random: () => 0.5 });
  const store = makeStore({ connection });
  return { store, sockets, connection, state: () => store.getState().connection };
}

describe('live connection', () => {
  test('opens the socket with the token in the query, websocket first, and the spec reconnect policy', () => {
    const { connection, sockets } = setup();
    connection.start();
    expect(sockets.sockets).toHaveLength(1);
    expect(sockets.latest().options).toMatchObject({
      query: { token: 'tok-1' },
      transports: ['websocket', 'polling'],
      reconnection: true,
      reconnectionAttempts: Infinity,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 60000,
      randomizationFactor: 0.5,
    });
  });

  test('does not connect without a stored token', () => {
    const { connection, sockets, state } = setup({ token: null });
    connection.start();
    expect(sockets.sockets).toHaveLength(0);
    expect(state().status).toBe('idle');
  });

  test('becomes ready 0.5 s after connecting, with progress 75 then 100', async () => {
    const { connection, sockets, store, state } = setup();
    connection.start();
    expect(selectMustWait(store.getState())).toBe(true);
    sockets.latest().serverConnects();
    expect(state()).toMatchObject({ connected: true, ready: false, status: 'initializing', socketId: 'sock-1' });
    expect(selectProgress(store.getState())).toBe(75);
    await jest.advanceTimersByTimeAsync(499);
    expect(state().ready).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(state()).toMatchObject({ ready: true, status: 'established' });
    expect(selectProgress(store.getState())).toBe(100);
    expect(selectMustWait(store.getState())).toBe(false);
    expect(connection.isReady()).toBe(true);
  });

  test('is not ready after a disconnect or a connection error', async () => {
    const { connection, sockets, state } = setup();
    connection.start();
    const socket = sockets.latest();
    socket.serverConnects();
    await jest.advanceTimersByTimeAsync(500);
    socket.serverDrops('transport close');
    expect(state()).toMatchObject({ connected: false, ready: false, socketId: null });
    socket.failsWith('xhr poll error', { active: true });
    expect(state()).toMatchObject({ ready: false, status: 'error', error: 'xhr poll error', authFailed: false });
  });

  test('AUTH_FAILED stops reconnecting for good and signs the session out', async () => {
    const { connection, sockets, store, state } = setup();
    connection.start();
    const socket = sockets.latest();
    socket.failsWith('AUTH_FAILED');
    // Signed out → no token → no socket at all; the reason stays readable.
    expect(state()).toMatchObject({ authFailed: true, status: 'idle', error: 'AUTH_FAILED', connected: false });
    expect(store.getState().session.token).toBeNull();
    expect(localStorage.getItem('auth_token_default')).toBeNull();
    await jest.advanceTimersByTimeAsync(10 * 60_000);
    expect(socket.connectCalls).toBe(0);
    expect(sockets.sockets).toHaveLength(1);
    expect(socket.disconnectCalls).toBeGreaterThan(0);
  });

  test('AUTH_FAILED after another tab stored a new token follows that token instead of signing out', () => {
    const { connection, sockets, store } = setup();
    connection.start();
    localStorage.setItem('auth_token_default', 'tok-2'); // another tab refreshed
    sockets.latest().failsWith('AUTH_FAILED');
    expect(sockets.sockets).toHaveLength(2);
    expect(sockets.latest().options.query).toEqual({ token: 'tok-2' });
    expect(store.getState().session.token).toBe('tok-2');
    expect(localStorage.getItem('auth_token_default')).toBe('tok-2');
  });

  test('a session ended by the server (session:revoked) signs out without reconnecting', async () => {
    const { connection, sockets, store, state } = setup();
    connection.start();
    const socket = sockets.latest();
    socket.serverConnects();
    await jest.advanceTimersByTimeAsync(500);
    socket.fire('session:revoked', { reason: 'restore' });
    socket.serverDrops('io server disconnect');
    expect(state()).toMatchObject({ authFailed: true, status: 'idle', connected: false });
    expect(store.getState().session.token).toBeNull();
    await jest.advanceTimersByTimeAsync(10 * 60_000);
    expect(socket.connectCalls).toBe(0);
    expect(sockets.sockets).toHaveLength(1);
  });

  test('other handshake errors are retried with the growing back-off (socket.io does not retry them itself)', async () => {
    const { connection, sockets } = setup();
    connection.start();
    const socket = sockets.latest();
    socket.failsWith('SERVER_BUSY');
    await jest.advanceTimersByTimeAsync(999);
    expect(socket.connectCalls).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(socket.connectCalls).toBe(1);
    socket.failsWith('SERVER_BUSY');
    await jest.advanceTimersByTimeAsync(1999);
    expect(socket.connectCalls).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(socket.connectCalls).toBe(2);
  });

  test('transport errors are left to socket.io, which is still reconnecting (active)', async () => {
    const { connection, sockets } = setup();
    connection.start();
    sockets.latest().failsWith('websocket error', { active: true });
    await jest.advanceTimersByTimeAsync(120_000);
    expect(sockets.latest().connectCalls).toBe(0);
  });

  test('reconnect delay starts at 1 s, doubles up to 60 s, randomised by ±50 %', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6, 7, 20].map((n) => reconnectDelay(n, middle))).toEqual([
      1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000,
    ]);
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(0, () => 1)).toBe(1500);
    expect(reconnectDelay(10, () => 1)).toBe(60000);
  });

  test('connects when a token appears (checked every 5 s) and disconnects when it is removed', async () => {
    const { connection, sockets, store, state } = setup({ token: null });
    connection.start();
    localStorage.setItem('auth_token_default', 'tok-2');
    await jest.advanceTimersByTimeAsync(4_999);
    expect(sockets.sockets).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(sockets.sockets).toHaveLength(1);
    expect(sockets.latest().options.query.token).toBe('tok-2');
    expect(store.getState().session.token).toBe('tok-2');
    sockets.latest().serverConnects();
    localStorage.removeItem('auth_token_default');
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth_token_default' }));
    expect(sockets.latest().disconnectCalls).toBe(1);
    expect(state()).toMatchObject({ connected: false, status: 'idle' });
    expect(store.getState().session.token).toBeNull();
  });

  test('reconnects with the new token when the stored token changes', () => {
    const { connection, sockets } = setup();
    connection.start();
    const first = sockets.latest();
    first.serverConnects();
    localStorage.setItem('auth_token_default', 'tok-rotated');
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth_token_default' }));
    expect(first.disconnectCalls).toBe(1);
    expect(sockets.sockets).toHaveLength(2);
    expect(sockets.latest().options.query.token).toBe('tok-rotated');
  });

  test('signing out in this tab closes the socket at once', () => {
    const { connection, sockets, store } = setup();
    connection.start();
    sockets.latest().serverConnects();
    store.dispatch(signedOut());
    expect(sockets.latest().disconnectCalls).toBe(1);
    expect(store.getState().connection.status).toBe('idle');
  });

  test('a forced reconnect closes the socket and opens a new one after 0.5 s; a second connect counts as a reconnect', async () => {
    const { connection, sockets, state } = setup();
    connection.start();
    sockets.latest().serverConnects();
    connection.forceReconnect();
    expect(sockets.sockets[0].disconnectCalls).toBe(1);
    expect(state().status).toBe('connecting');
    await jest.advanceTimersByTimeAsync(499);
    expect(sockets.sockets).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(sockets.sockets).toHaveLength(2);
    expect(state().reconnectCount).toBe(0);
    sockets.latest().serverConnects();
    expect(state().reconnectCount).toBe(1);
  });

  test('measures latency with a ping acknowledged within 5 s, every 30 s', async () => {
    const { connection, sockets, state } = setup();
    connection.start();
    const socket = sockets.latest();
    let answer: (() => void) | null = null;
    socket.onEmit = (event, ack) => {
      if (event === 'ping') answer = ack as () => void;
    };
    socket.serverConnects();
    await jest.advanceTimersByTimeAsync(500);
    expect(answer).not.toBeNull();
    await jest.advanceTimersByTimeAsync(42);
    answer!();
    expect(state().latency).toBe(42);
    answer = null;
    await jest.advanceTimersByTimeAsync(30_000 - 42);
    expect(answer).not.toBeNull();
    await jest.advanceTimersByTimeAsync(5_000);
    expect(state().latency).toBeNull();
    const pings = socket.emitted.filter((e) => e.event === 'ping').length;
    await jest.advanceTimersByTimeAsync(30_000);
    expect(socket.emitted.filter((e) => e.event === 'ping').length).toBe(pings + 1);
  });

  test('live event listeners follow the socket across reconnects', async () => {
    const { connection, sockets } = setup();
    connection.start();
    const seen: unknown[] = [];
    const off = connection.on('board:card:created', (payload) => seen.push(payload));
    sockets.latest().fire('board:card:created', { id: 1 });
    connection.forceReconnect();
    await jest.advanceTimersByTimeAsync(500);
    sockets.latest().fire('board:card:created', { id: 2 });
    off();
    sockets.latest().fire('board:card:created', { id: 3 });
    expect(seen).toEqual([{ id: 1 }, { id: 2 }]);
  });
});
