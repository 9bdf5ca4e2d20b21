/**
 * The card dialog's code (spec/board.md §2 Card modal): its own chunk (CardModal + CardDetails +
 * the tabs + markdown), fetched when the browser is next idle after the board painted, so a click
 * on a card renders the dialog in the click's own frame. Opened before that (a deep link
 * `?card=`), the dialog appears as soon as the chunk arrives.
 *
 * Not React.lazy: a lazy component suspends on its first render even when its chunk is already
 * here, and React holds a revealed Suspense boundary back for a while; the loaded component is kept
 * here and rendered directly instead.
 */
import { useEffect, useState } from 'react';
import type { CardModal as CardModalComponent } from './CardModal';

type CardModalType = typeof CardModalComponent;

let loaded: CardModalType | undefined;
let pending: Promise<CardModalType> | undefined;

/** Loads the chunk once (a failed load is tried again on the next call). */
export function loadCardModal(): Promise<CardModalType> {
  pending ??= import(/* webpackChunkName: "CardModal" */ './CardModal').then(
    (m) => (loaded = m.CardModal),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** How long an idle callback may wait before running anyway (ms). */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Loads the card dialog's chunk when the browser is next idle (requestIdleCallback; a 200 ms timer
 * where it is missing). Returns a cancel function for effects; a failed load is tried again when
 * the dialog opens.
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
  useEffect(() => (painted && !loaded ? prefetchCardModal() : undefined), [painted]);
}

/**
 * The dialog component when its chunk is here (at once after a prefetch), else undefined while
 * `wanted` loads it; a failed load is logged (the next opening tries again).
 */
export function useCardModal(wanted: boolean): CardModalType | undefined {
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
