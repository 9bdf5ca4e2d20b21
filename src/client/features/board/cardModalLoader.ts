/**
 * The card dialog's code (spec/board.md §2 Card modal): its own chunk (CardModal + CardDetails +
 * the tabs + markdown), prefetched by the idle queue after the board painted (lazyDialog.tsx) and rendered
 * once hidden, so a click on a card renders the dialog in the click's own frame. Opened before that (a deep link
 * `?card=`), the dialog appears as soon as the chunk arrives.
 *
 * Not React.lazy: a lazy component suspends on its first render even when its chunk is already
 * here, and React holds a revealed Suspense boundary back for a while; the loaded component is kept
 * here and rendered directly instead.
 */
import { useEffect, useState } from 'react';
import type * as CardModalChunk from './CardModal';
import { whenIdle } from '../lazyDialog';

/** The chunk's module: CardModal and CardModalWarmup. */
type CardModalModule = typeof CardModalChunk;

let loaded: CardModalModule | undefined;
let pending: Promise<CardModalModule> | undefined;

/** Loads the chunk once (a failed load is tried again on the next call). */
export function loadCardModal(): Promise<CardModalModule> {
  pending ??= import(/* webpackChunkName: "CardModal" */ './CardModal').then(
    (m) => (loaded = m),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** Whether the dialog was rendered once hidden (its styles stay for the page's life). */
let warmedUp = false;

/**
 * Once `painted` (the board's columns are on screen): queues the card dialog's chunk in the idle
 * prefetch queue, first (lazyDialog.tsx `whenIdle`: after a quiet second, one chunk per idle callback),
 * then reports `true` for one render so the host renders the hidden warm-up dialog (CardModal.tsx
 * CardModalWarmup), and `false` again on the next tick. Without requestIdleCallback (tests) the
 * chunk loads on the next tick and there is no warm-up (the first opening inserts the dialog's
 * styles itself). Once per page.
 */
export function useCardModalWarmup(painted: boolean): boolean {
  const [warming, setWarming] = useState(false);
  useEffect(() => {
    if (!painted || warmedUp) return;
    let cancelled = false;
    const idle = typeof window.requestIdleCallback === 'function';
    whenIdle(
      () =>
        cancelled
          ? undefined
          : loadCardModal().then(
              () => !cancelled && idle && !warmedUp && setWarming(true),
              () => undefined, // tried again when the dialog opens
            ),
      { first: true },
    );
    return () => {
      cancelled = true;
    };
  }, [painted]);
  useEffect(() => {
    if (!warming) return;
    warmedUp = true;
    const timer = window.setTimeout(() => setWarming(false), 0);
    return () => window.clearTimeout(timer);
  }, [warming]);
  return warming;
}

/**
 * The dialog's module when its chunk is here (at once after a prefetch), else undefined while
 * `wanted` loads it; a failed load is logged (the next opening tries again).
 */
export function useCardModal(wanted: boolean): CardModalModule | undefined {
  const [, setArrived] = useState(0);
  useEffect(() => {
    if (!wanted || loaded) return;
    let mounted = true;
    loadCardModal().then(
      () => mounted && setArrived((n) => n + 1),
      (error: unknown) => console.error('[teamspace] the card dialog failed to load', error),
    );
    return () => {
      mounted = false;
    };
  }, [wanted]);
  return loaded;
}
