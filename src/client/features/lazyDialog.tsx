/**
 * Dialogs and forms kept out of a screen's first paint (issue 13 item 6: "what the first paint does
 * not need … lazy"). The code of such a component is its own chunk: it is prefetched by the idle
 * queue (`whenIdle`: after the screen painted its content and the user then left the page a second
 * without input, one chunk per idle callback), so by the time a user clicks it renders at once; opened
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

/** Longest wait for an idle moment before running anyway (ms). */
const IDLE_TIMEOUT_MS = 3000;
/** Longest wait for a screen to say it painted (screens that never do: their dialogs load after it, ms). */
const SCREEN_WAIT_MS = 2000;
/**
 * Quiet stretch the prefetches wait for after the screen painted, started again by each key,
 * pointer press or wheel turn (ms): a user's first moves on a fresh screen (a hover, a click on a
 * card's menu) then find the main thread free, where the prefetches' chunk evaluations (20–60 ms
 * each, ~0.4 s together on a 2-core machine) used to delay them (issue 13 "usable").
 */
const QUIET_MS = 1000;
/** Longest the prefetches wait for a quiet stretch: a user who keeps working gets them then (ms). */
const QUIET_LIMIT_MS = 8000;
/** Longest one prefetch may take before the next one starts anyway (ms). */
const TASK_LIMIT_MS = 5000;
const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel'] as const;

let markPainted: () => void = () => undefined;
const screenPainted = new Promise<void>((resolve) => {
  markPainted = resolve;
});

/** Tells the prefetches waiting in `whenIdle` that the screen's content is on screen (BoardView). */
export function markScreenPainted(): void {
  markPainted();
}

/**
 * Resolves once the screen's content is on screen (`markScreenPainted`), or SCREEN_WAIT_MS after
 * this call on screens that never say so (`quietAfterPaint` starts from it).
 */
function afterScreenPainted(): Promise<void> {
  const timer = setTimeout(markPainted, SCREEN_WAIT_MS);
  return screenPainted.then(() => clearTimeout(timer));
}

let quiet: Promise<void> | undefined;

/**
 * Resolves once the screen painted (`afterScreenPainted`) and the page then had QUIET_MS without a
 * key, pointer press or wheel turn (at most QUIET_LIMIT_MS): the prefetches below wait for it, and so
 * does other work that may wait (the revalidation of the kept entries, app/routeData.ts), so that a
 * user's first click on a fresh screen finds the main thread free.
 */
export function quietAfterPaint(): Promise<void> {
  quiet ??= afterScreenPainted().then(
    () =>
      new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          clearTimeout(limit);
          INPUT_EVENTS.forEach((type) => window.removeEventListener(type, restart, true));
          resolve();
        };
        const restart = () => {
          clearTimeout(timer);
          timer = setTimeout(done, QUIET_MS);
        };
        let timer = setTimeout(done, QUIET_MS);
        const limit = setTimeout(done, QUIET_LIMIT_MS);
        INPUT_EVENTS.forEach((type) => window.addEventListener(type, restart, { capture: true, passive: true }));
      }),
  );
  return quiet;
}

const queue: (() => unknown)[] = [];
let draining = false;

/** Waits for `result` when it is a promise (its outcome ignored), at most TASK_LIMIT_MS. */
function settled(result: unknown): Promise<unknown> {
  if (!(result instanceof Promise)) return Promise.resolve();
  const ignore = () => undefined;
  return Promise.race([result.then(ignore, ignore), new Promise((resolve) => setTimeout(resolve, TASK_LIMIT_MS))]);
}

/** Runs the queued prefetches one per idle callback, each after the previous one's promise settled. */
function drain(): void {
  if (draining) return;
  draining = true;
  const next = (): void => {
    const task = queue.shift();
    if (!task) {
      draining = false;
      return;
    }
    window.requestIdleCallback(
      () => {
        let result: unknown;
        try {
          result = task();
        } catch {
          // a prefetch that throws is a prefetch not made; the first use loads it
        }
        void settled(result).then(next);
      },
      { timeout: IDLE_TIMEOUT_MS },
    );
  };
  void quietAfterPaint().then(next);
}

/**
 * Queues a prefetch (`task`, typically a chunk's loader; a returned promise is awaited before the
 * next task, at most TASK_LIMIT_MS): the queue starts once the screen painted
 * (`markScreenPainted`, else SCREEN_WAIT_MS) and the page then had QUIET_MS without a key, pointer
 * press or wheel turn (at most QUIET_LIMIT_MS), and runs one task per idle callback, in the order
 * queued (`first`: ahead of the others — what a user most likely opens next). On the next tick
 * where requestIdleCallback is missing (tests).
 */
export function whenIdle(task: () => unknown, options: { first?: boolean } = {}): void {
  if (typeof window === 'undefined' || typeof window.requestIdleCallback !== 'function') {
    setTimeout(task, 0);
    return;
  }
  if (options.first) queue.unshift(task);
  else queue.push(task);
  drain();
}

export function lazyDialog<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> & { preload(): Promise<unknown> } {
  const loader = chunkLoader(load);
  whenIdle(() => loader());

  function LazyDialog(props: Props) {
    const Loaded = useChunkModule(loader, true);
    return Loaded ? <Loaded {...props} /> : null;
  }
  return Object.assign(LazyDialog, { preload: loader });
}
