/**
 * The card dialog's code (issue 13 item 3: "its code is prefetched when the browser is idle after
 * the board paints"). `loadCardModal` is the same `import()` as BoardView's lazy CardModal — same
 * module, same chunk name — so webpack emits one chunk (CardModal + CardDetails + the tabs +
 * markdown) and the browser fetches it once, whichever asks first.
 */
import { useEffect } from 'react';

export const loadCardModal = () => import(/* webpackChunkName: "CardModal" */ './CardModal');

/** How long an idle callback may wait before running anyway (ms). */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Loads the card dialog's chunk when the browser is next idle (requestIdleCallback; a 200 ms timer
 * where it is missing). Returns a cancel function for effects; a failed load is left to
 * React.lazy, which retries when the dialog opens.
 */
export function prefetchCardModal(): () => void {
  const load = () => void loadCardModal().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(load, 200);
  return () => window.clearTimeout(timer);
}

/** Prefetches the card dialog once `painted` (the board's columns are on screen). */
export function usePrefetchCardModal(painted: boolean): void {
  useEffect(() => (painted ? prefetchCardModal() : undefined), [painted]);
}
