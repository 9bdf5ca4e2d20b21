/**
 * The socket side of the live connection's policy (spec/shell.md §4, §7): what a socket must offer,
 * the socket.io options (token in the query, websocket then polling, reconnect 1 s → 60 s,
 * randomisation 0.5, unlimited attempts) and the back-off the service applies itself.
 */
import { RECONNECT_DELAY_MAX_MS, RECONNECT_DELAY_MS, RECONNECT_RANDOMIZATION } from '../../../shared/constants';

export type Listener = (...args: any[]) => void; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What the service needs of a socket.io client socket (tests pass a stub with the same members). */
export interface SocketLike {
  id?: string;
  connected: boolean;
  /** socket.io-client: false after a middleware error (it will not retry by itself). */
  active?: boolean;
  on(event: string, listener: Listener): unknown;
  off(event?: string, listener?: Listener): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  connect(): unknown;
  disconnect(): unknown;
}

/** The socket.io options of spec/shell.md §4 and §7 (token in the query, websocket then polling). */
export function socketOptions(token: string) {
  return {
    path: '/socket.io',
    query: { token },
    transports: ['websocket', 'polling'],
    reconnection: true,
    reconnectionAttempts: Infinity,
    reconnectionDelay: RECONNECT_DELAY_MS,
    reconnectionDelayMax: RECONNECT_DELAY_MAX_MS,
    randomizationFactor: RECONNECT_RANDOMIZATION,
    forceNew: true,
  };
}
export type SocketOptions = ReturnType<typeof socketOptions>;
export type SocketFactory = (url: string | undefined, options: SocketOptions) => SocketLike;

/**
 * Delay before retry number `attempt` (0-based) after an error socket.io does not retry itself
 * (a middleware error other than AUTH_FAILED): 1 s doubling up to 60 s, ±50 % randomisation — the
 * same policy socket.io applies to transport errors (spec/shell.md §4).
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_DELAY_MS * 2 ** Math.min(attempt, 30), RECONNECT_DELAY_MAX_MS);
  const deviation = base * RECONNECT_RANDOMIZATION * (random() * 2 - 1);
  return Math.round(Math.min(RECONNECT_DELAY_MAX_MS, Math.max(0, base + deviation)));
}
