/**
 * Toasts (spec/board.md §9: top right, 5 s, collapse 300 ms, at most three) through notistack,
 * whose code (~8 KB gzip with its styling engine) is not part of any route's first scripts
 * (issue 13 item 6: what the first paint does not need is lazy). Screens call `enqueueSnackbar`
 * and `closeSnackbar` — from `useSnackbar()` or directly — with notistack's own signatures; a toast
 * asked for before the host's chunk (app/ToastHost.tsx) arrived waits in a queue and shows as soon
 * as it has (the chunk is also fetched when the browser is idle after the first screen, so that is
 * at once in practice). `enqueueSnackbar` answers the toast's key at once (a given `options.key`, or
 * a new one), so an `action(key)` or a later `closeSnackbar(key)` works either way.
 */
import { useSyncExternalStore } from 'react';
import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';

export type { SnackbarKey } from 'notistack';

/** What notistack's mounted provider offers (set by ToastHost once it is mounted). */
export interface ToastBackend {
  enqueue(message: SnackbarMessage, options: OptionsObject & { key: SnackbarKey }): void;
  close(key?: SnackbarKey): void;
}

let backend: ToastBackend | null = null;
let queue: { message: SnackbarMessage; options: OptionsObject & { key: SnackbarKey } }[] = [];
let hostWanted = false;
let nextKey = 0;
const listeners = new Set<() => void>();

function wantHost(): void {
  if (hostWanted) return;
  hostWanted = true;
  listeners.forEach((listener) => listener());
}

/** Shows a toast (notistack's `enqueueSnackbar(message, options)`); answers its key. */
export function enqueueSnackbar(message: SnackbarMessage, options: OptionsObject = {}): SnackbarKey {
  const withKey = { ...options, key: options.key ?? `toast-${(nextKey += 1)}` };
  if (backend) backend.enqueue(message, withKey);
  else {
    queue.push({ message, options: withKey });
    wantHost();
  }
  return withKey.key;
}

/** Closes the toast `key` (every toast without one), shown or still waiting for the host. */
export function closeSnackbar(key?: SnackbarKey): void {
  if (backend) backend.close(key);
  queue = key === undefined ? [] : queue.filter((waiting) => waiting.options.key !== key);
}

const SNACKBAR = { enqueueSnackbar, closeSnackbar } as const;

/** notistack's `useSnackbar()` shape: `{enqueueSnackbar, closeSnackbar}` (stable functions). */
export function useSnackbar(): typeof SNACKBAR {
  return SNACKBAR;
}

/** ToastHost: the provider is mounted; toasts go to it from now on (the queued ones first). */
export function attachToastBackend(attached: ToastBackend): () => void {
  backend = attached;
  const waiting = queue;
  queue = [];
  waiting.forEach(({ message, options }) => attached.enqueue(message, options));
  return () => {
    if (backend === attached) backend = null;
  };
}

/** Whether the host should be mounted (a toast was asked for), re-rendering when that turns true. */
export function useToastHostWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => hostWanted,
  );
}
