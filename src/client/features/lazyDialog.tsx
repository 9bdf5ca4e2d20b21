/**
 * Dialogs and forms kept out of a screen's first paint (issue 13 item 6: "what the first paint does
 * not need … lazy"). The code of such a component is its own chunk: it is fetched when the browser
 * is first idle after the screen painted its content (`markScreenPainted`, else SCREEN_WAIT_MS
 * after the chunk that uses it loaded), so by the time a user clicks it renders at once; opened
 * before that, it appears as soon as its chunk arrives (nothing is shown meanwhile). A failed
 * fetch is retried while the component stays mounted (after 1 s, doubling up to 30 s) and on the
 * next opening (app/screenChunk.tsx `chunkLoader` and `useChunkModule`, shared with the screens). Before the paint the browser is idle too — waiting for the
 * screen's data — and the prefetches then took the six connections the data needed (issue 13).
 *
 * `lazyDialog(() => import('./X').then((m) => m.X))` → a component with X's props, and its
 * `preload()` (the chunk now; once it has arrived the component renders synchronously).
 */
import type { ComponentType } from 'react';
import { chunkLoader, useChunkModule } from '../app/screenChunk';

/** Longest wait for an idle moment before fetching anyway (ms). */
const IDLE_TIMEOUT_MS = 3000;
/** Longest wait for a screen to say it painted (screens that never do: their dialogs load after it, ms). */
const SCREEN_WAIT_MS = 2000;

let markPainted: () => void = () => undefined;
const screenPainted = new Promise<void>((resolve) => {
  markPainted = resolve;
});

/** Tells the prefetches waiting in `whenIdle` that the screen's content is on screen (BoardView). */
export function markScreenPainted(): void {
  markPainted();
}

/**
 * Runs `task` when the browser is idle after the screen painted (`markScreenPainted`, or
 * SCREEN_WAIT_MS); on the next tick where requestIdleCallback is missing (tests).
 */
export function whenIdle(task: () => void): void {
  if (typeof window === 'undefined' || typeof window.requestIdleCallback !== 'function') {
    setTimeout(task, 0);
    return;
  }
  const idle = () => window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
  const timer = setTimeout(markPainted, SCREEN_WAIT_MS);
  void screenPainted.then(() => {
    clearTimeout(timer);
    idle();
  });
}

export function lazyDialog<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> & { preload(): Promise<unknown> } {
  const loader = chunkLoader(load);
  whenIdle(() => void loader().catch(() => undefined));

  function LazyDialog(props: Props) {
    const Loaded = useChunkModule(loader, true);
    return Loaded ? <Loaded {...props} /> : null;
  }
  return Object.assign(LazyDialog, { preload: loader });
}
