/**
 * A stand-in for a socket.io client socket that the connection service accepts (its `io` option).
 * The test plays the server: `serverConnects()`, `serverReplies()`, `failsWith()`…; `onEmit` answers
 * what the client emits (e.g. `api` requests, `ping` acknowledgements).
 */
import type { SocketFactory, SocketLike, SocketOptions } from '../../src/client/features/connection/connectionService';

type Listener = (...args: any[]) => void; // eslint-disable-line @typescript-eslint/no-explicit-any

export class StubSocket implements SocketLike {
  id: string;
  connected = false;
  active = true;
  connectCalls = 0;
  disconnectCalls = 0;
  readonly emitted: { event: string; args: unknown[] }[] = [];
  onEmit: ((event: string, ...args: unknown[]) => void) | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(
    readonly url: string | undefined,
    readonly options: SocketOptions,
    id: string,
  ) {
    this.id = id;
  }

  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }
  off(event?: string, listener?: Listener) {
    if (!event) this.listeners.clear();
    else if (!listener) this.listeners.delete(event);
    else this.listeners.get(event)?.delete(listener);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    this.emitted.push({ event, args });
    this.onEmit?.(event, ...args);
    return this;
  }
  connect() {
    this.connectCalls += 1;
    return this;
  }
  disconnect() {
    this.disconnectCalls += 1;
    this.connected = false;
    this.active = false;
    return this;
  }

  // --- the test's "server" side ---
  fire(event: string, ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }
  serverConnects() {
    this.connected = true;
    this.active = true;
    this.fire('connect');
  }
  serverDrops(reason = 'transport close') {
    this.connected = false;
    this.fire('disconnect', reason);
  }
  /** connect_error; `active: false` is what socket.io sets for middleware errors (no auto retry). */
  failsWith(message: string, { active = false } = {}) {
    this.connected = false;
    this.active = active;
    this.fire('connect_error', new Error(message));
  }
  /** The `api` requests the client sent. */
  apiRequests() {
    return this.emitted
      .filter((e) => e.event === 'api')
      .map(
        (e) =>
          e.args[0] as {
            requestId: string;
            method: string;
            url: string;
            body?: unknown;
            headers: Record<string, string>;
          },
      );
  }
  serverReplies(reply: {
    requestId: string;
    status: number;
    data: unknown;
    error?: string;
    headers?: Record<string, string>;
  }) {
    this.fire('api', { headers: {}, ...reply });
  }
}

/** A socket factory recording every socket it makes. */
export function stubIo() {
  const sockets: StubSocket[] = [];
  const io: SocketFactory = (url, options) => {
    const socket = new StubSocket(url, options, `sock-${sockets.length + 1}`);
    sockets.push(socket);
    return socket;
  };
  return { io, sockets, latest: (): StubSocket => sockets[sockets.length - 1] };
}
