/**
 * socket.io-client on demand (DESIGN §7: the sign-in page does not download the live connection;
 * spec/shell.md §4: the connection opens only while a token is stored). The first `open` of the
 * connection service waits for this chunk; app/routeChunks.ts starts it together with the chunks of
 * a signed-in screen, so it is usually there by then.
 */
import type { SocketFactory, SocketLike } from './socketPolicy';

let factory: SocketFactory | null = null;
let loading: Promise<SocketFactory> | null = null;

/** socket.io-client's `io` as a SocketFactory; loads its chunk once (rejects when that fails). */
export function loadSocketFactory(): Promise<SocketFactory> {
  loading ??= import(/* webpackChunkName: "socket" */ 'socket.io-client').then(({ io }) => {
    factory = (url, options) => (url ? io(url, options) : io(options)) as unknown as SocketLike;
    return factory;
  });
  loading.catch(() => {
    loading = null; // a later open tries again
  });
  return loading;
}

/** The factory once its chunk is loaded, else null. */
export const loadedSocketFactory = (): SocketFactory | null => factory;
