/**
 * The live connection (spec/shell.md §4 "Live connection", §7 "Transport over the live connection",
 * DESIGN §3 Transports). Owns the socket.io socket — never put in the store — and reports what
 * happens with serialisable connection actions. One service per store (app/store.ts binds it).
 *
 * When the server ends the session (`session:revoked {reason}` before it disconnects, DESIGN §3
 * Auth), the token is treated like an AUTH_FAILED handshake — no reconnection, the session signs
 * out — unless another tab has stored a different token, which the connection then follows. A
 * rotated token (`refreshed`) may have a successor still on its way from the tab that refreshed:
 * the server's disconnect is retried as usual, with the stored token if it changed by then.
 */
import {
  FORCED_RECONNECT_DELAY_MS,
  PING_INTERVAL_MS,
  PING_TIMEOUT_MS,
  READY_DELAY_MS,
  REQUEST_TIMEOUT_MS,
  STORAGE_KEYS,
  TOKEN_CHECK_INTERVAL_MS,
} from '../../../shared/constants';
import { SOCKET_EVENTS } from '../../../shared/auth/auth.paths';
import type { SessionRevokedPayload, SocketApiReply, SocketApiRequest } from '../../../shared/auth/auth.paths';
import { ErrorCode } from '../../../shared/errors';
import type { SocketTransport } from '../../api/baseQuery';
import { transportErrors } from '../../api/transportError';
import type { TransportError } from '../../api/transportError';
import { storedTokenChanged } from '../session/sessionSlice';
import {
  connectionFailed,
  connectionReady,
  connectionStarted,
  connectionStopped,
  latencyMeasured,
  socketConnected,
  socketDisconnected,
} from './connectionSlice';
import type { Listener, SocketFactory, SocketLike } from './socketPolicy';
import { reconnectDelay, socketOptions } from './socketPolicy';
import { loadSocketFactory, loadedSocketFactory } from './socketIo';

export { reconnectDelay, socketOptions } from './socketPolicy';
export type { SocketFactory, SocketLike, SocketOptions } from './socketPolicy';

export interface ConnectionServiceOptions {
  /** Socket factory; default socket.io-client's `io`, loaded on the first connection (socketIo.ts). */
  io?: SocketFactory;
  /** Server URL; default the page's origin. */
  url?: string;
  /** Where the token is read; default localStorage. */
  storage?: Pick<Storage, 'getItem'>;
  random?: () => number;
}

interface StoreLike {
  dispatch: (action: { type: string }) => unknown;
  getState: () => unknown;
}

/** The app's live connection. Errors of `request`/`emitWithAck` are `TransportError`s (spec/shell.md §8). */
export interface ConnectionService extends SocketTransport {
  /** Attach the store that receives the connection actions (done by makeStore). */
  bind(store: StoreLike): void;
  /** Idempotent: watch the stored token (storage events + every 5 s) and connect while one exists. */
  start(): void;
  /** Stop watching and close the socket. */
  stop(): void;
  /** Re-read the stored token now (called after this tab signs in or out). */
  checkToken(): void;
  /** Close the socket and open a new one after 0.5 s (overlay Retry). */
  forceReconnect(): void;
  isStarted(): boolean;
  /** Current socket id, when connected. */
  socketId(): string | null;
  /** Subscribe to a live event on every socket this service opens; returns the unsubscribe. */
  on(event: string, listener: Listener): () => void;
  /** Emit with acknowledgement (e.g. `board:join`), rejecting after `timeoutMs` (default 30000 ms). */
  emitWithAck(event: string, payload: unknown, timeoutMs?: number): Promise<unknown>;
  request(
    req: Omit<SocketApiRequest, 'requestId'>,
    options?: { signal?: AbortSignal; timeoutMs?: number },
  ): Promise<SocketApiReply>;
}

interface Pending {
  resolve: (reply: SocketApiReply) => void;
  reject: (error: TransportError) => void;
  cleanup: () => void;
}

/** Creates the service (spec/shell.md §4). All timings come from src/shared/constants.ts. */
export function createConnectionService(options: ConnectionServiceOptions = {}): ConnectionService {
  const givenFactory: SocketFactory | null = options.io ?? null;
  const random = options.random ?? Math.random;
  let store: StoreLike | null = null;
  let started = false;
  let token: string | null = null;
  let socket: SocketLike | null = null;
  let ready = false;
  let everConnected = false;
  let retryAttempt = 0;
  let watchTimer: ReturnType<typeof setInterval> | undefined;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  const pending = new Map<string, Pending>();
  const listeners = new Map<string, Set<Listener>>();
  let sequence = 0;
  /** Bumped by every open and close: a socket.io chunk arriving for an older open is ignored. */
  let generation = 0;
  const prefix = Math.random().toString(36).slice(2, 8);

  const dispatch = (action: { type: string }) => store?.dispatch(action);
  const readToken = (): string | null => {
    try {
      return (options.storage ?? localStorage).getItem(STORAGE_KEYS.token);
    } catch {
      return null;
    }
  };
  const later = (fn: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  };
  const clearTimers = () => {
    timers.forEach(clearTimeout);
    timers.clear();
    clearInterval(pingTimer);
    pingTimer = undefined;
  };
  const cancelPending = () => {
    for (const entry of pending.values()) entry.reject(transportErrors.cancelled());
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.token) service.checkToken();
  };

  const ping = () => {
    const current = socket;
    if (!current?.connected) return;
    const sentAt = Date.now();
    let answered = false;
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!answered && current === socket) dispatch(latencyMeasured(null));
      answered = true;
    }, PING_TIMEOUT_MS);
    timers.add(timer);
    current.emit(SOCKET_EVENTS.ping, () => {
      if (answered || current !== socket) return;
      answered = true;
      clearTimeout(timer);
      timers.delete(timer);
      dispatch(latencyMeasured(Date.now() - sentAt));
    });
  };

  /** The stored token, when it is not the one the current socket was opened with (another tab changed it). */
  const newerStoredToken = (): boolean => readToken() !== token;

  const scheduleRetry = (current: SocketLike) => {
    later(
      () => {
        if (current !== socket || current.connected) return;
        // Another tab signed in, out or refreshed meanwhile: follow the stored token instead.
        if (newerStoredToken()) service.checkToken();
        else current.connect();
      },
      reconnectDelay(retryAttempt++, random),
    );
  };

  /** The token is dead (AUTH_FAILED handshake, or the server ended its session): never retry with it. */
  const endForToken = (current: SocketLike, message: string) => {
    clearTimers();
    ready = false;
    cancelPending();
    dispatch(connectionFailed({ message, authFailed: true }));
    current.off();
    current.disconnect();
  };

  const close = () => {
    generation += 1;
    clearTimers();
    ready = false;
    cancelPending();
    const current = socket;
    socket = null;
    if (current) {
      current.off();
      current.disconnect();
    }
  };

  const open = (forToken: string) => {
    dispatch(connectionStarted());
    retryAttempt = 0;
    const opening = ++generation;
    const factory = givenFactory ?? loadedSocketFactory();
    if (factory) return attach(factory(options.url, socketOptions(forToken)));
    loadSocketFactory().then(
      (loaded) => {
        if (opening === generation) attach(loaded(options.url, socketOptions(forToken)));
      },
      (error: unknown) => {
        if (opening !== generation) return;
        dispatch(
          connectionFailed({ message: error instanceof Error ? error.message : String(error), authFailed: false }),
        );
        // The chunk did not arrive (server restarting…): try again with the socket's back-off.
        later(
          () => {
            if (opening === generation && token) open(token);
          },
          reconnectDelay(retryAttempt++, random),
        );
      },
    );
  };

  const attach = (current: SocketLike) => {
    socket = current;
    current.on('connect', () => {
      if (current !== socket) return;
      retryAttempt = 0;
      dispatch(socketConnected({ socketId: current.id ?? null, reconnect: everConnected }));
      everConnected = true;
      later(() => {
        if (current !== socket || !current.connected) return;
        ready = true;
        dispatch(connectionReady());
        ping();
      }, READY_DELAY_MS);
      clearInterval(pingTimer);
      pingTimer = setInterval(ping, PING_INTERVAL_MS);
    });
    current.on('disconnect', (reason: string) => {
      if (current !== socket) return;
      clearTimers();
      ready = false;
      cancelPending();
      dispatch(socketDisconnected({ reason: String(reason) }));
      // socket.io reconnects by itself except when the server closed the socket.
      if (reason === 'io server disconnect') scheduleRetry(current);
    });
    current.on('connect_error', (error: unknown) => {
      if (current !== socket) return;
      const message = error instanceof Error ? error.message : String(error);
      if (message === ErrorCode.AUTH_FAILED) {
        // The token is invalid: never retry with it (spec/shell.md §4); the session signs out —
        // unless another tab stored a new token meanwhile (a refresh there): that one is followed.
        if (newerStoredToken()) service.checkToken();
        else endForToken(current, message);
        return;
      }
      clearTimers();
      ready = false;
      dispatch(connectionFailed({ message, authFailed: false }));
      // socket.io does not retry middleware errors (`active` false): retry with the same back-off.
      if (!current.active) scheduleRetry(current);
    });
    current.on(SOCKET_EVENTS.sessionRevoked, (payload: SessionRevokedPayload | undefined) => {
      if (current !== socket) return;
      if (newerStoredToken()) service.checkToken();
      // A block keeps its reason (the sign-in page says so); any other end is an AUTH_FAILED.
      else if (payload?.reason !== 'refreshed')
        endForToken(current, payload?.reason === 'blocked' ? 'blocked' : ErrorCode.AUTH_FAILED);
    });
    current.on(SOCKET_EVENTS.api, (reply: SocketApiReply) => {
      const entry = reply && pending.get(reply.requestId);
      if (entry) {
        entry.cleanup();
        entry.resolve(reply);
      }
    });
    for (const [event, set] of listeners) for (const listener of set) current.on(event, listener);
  };

  const service: ConnectionService = {
    bind(target) {
      store = target;
    },
    start() {
      if (started) return;
      started = true;
      if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      watchTimer = setInterval(() => service.checkToken(), TOKEN_CHECK_INTERVAL_MS);
      token = null;
      service.checkToken();
      if (!token) dispatch(connectionStopped());
    },
    stop() {
      if (!started) return;
      started = false;
      if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      clearInterval(watchTimer);
      close();
      token = null;
      dispatch(connectionStopped());
    },
    checkToken() {
      if (!started) return;
      const stored = readToken();
      const session = (store?.getState() as { session?: { token: string | null } } | undefined)?.session;
      // Another tab signed in, out or refreshed: the session follows the stored token.
      if (session && session.token !== stored) dispatch(storedTokenChanged(stored));
      if (stored === token) return;
      token = stored;
      close();
      if (stored) open(stored);
      else dispatch(connectionStopped());
    },
    forceReconnect() {
      if (!started) {
        service.start();
        return;
      }
      close();
      dispatch(connectionStarted());
      later(() => {
        token = readToken();
        if (token) open(token);
        else dispatch(connectionStopped());
      }, FORCED_RECONNECT_DELAY_MS);
    },
    isStarted: () => started,
    isReady: () => ready && Boolean(socket?.connected),
    socketId: () => (socket?.connected ? (socket.id ?? null) : null),
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(listener);
      socket?.on(event, listener);
      return () => {
        set.delete(listener);
        socket?.off(event, listener);
      };
    },
    emitWithAck(event, payload, timeoutMs = REQUEST_TIMEOUT_MS) {
      return new Promise((resolve, reject) => {
        const current = socket;
        if (!current?.connected) return reject(transportErrors.disconnected());
        const timer = setTimeout(() => reject(transportErrors.timeout(timeoutMs)), timeoutMs);
        current.emit(event, payload, (answer: unknown) => {
          clearTimeout(timer);
          resolve(answer);
        });
      });
    },
    request(req, { signal, timeoutMs = REQUEST_TIMEOUT_MS } = {}) {
      return new Promise<SocketApiReply>((resolve, reject) => {
        const current = socket;
        if (!current?.connected) return reject(transportErrors.disconnected());
        if (!ready) return reject(transportErrors.notReady());
        if (signal?.aborted) return reject(transportErrors.cancelled());
        const requestId = `${prefix}-${++sequence}`;
        const onAbort = () => fail(transportErrors.cancelled());
        const timer = setTimeout(() => fail(transportErrors.timeout(timeoutMs)), timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          pending.delete(requestId);
        };
        const fail = (error: TransportError) => {
          cleanup();
          reject(error);
        };
        pending.set(requestId, { resolve, reject: fail, cleanup });
        signal?.addEventListener('abort', onAbort);
        current.emit(SOCKET_EVENTS.api, { ...req, requestId } satisfies SocketApiRequest);
      });
    },
  };
  return service;
}
