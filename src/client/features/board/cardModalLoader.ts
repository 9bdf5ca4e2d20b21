/**
 * The card dialog's code (spec/board.md §2 Card modal): its own chunk (CardModal + CardDetails +
 * the tabs + markdown), fetched when the browser is next idle after the board painted and rendered
 * once hidden, so a click on a card renders the dialog in the click's own frame. Opened before that (a deep link
 * `?card=`), the dialog appears as soon as the chunk arrives.
 *
 * Not React.lazy: a lazy component suspends on its first render even when its chunk is already
 * here, and React holds a revealed Suspense boundary back for a while; the loaded component is kept
 * here and rendered directly instead.
 */
import { useEffect, useState } from 'react';
import type * as CardModalChunk from './CardModal';

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

/** How long an idle callback may wait before running anyway (ms). */
const IDLE_TIMEOUT_MS = 2000;
/** Whether the dialog was rendered once hidden (its styles stay for the page's life). */
let warmedUp = false;

/**
 * Once `painted` (the board's columns are on screen): loads the card dialog's chunk when the
 * browser is next idle, then reports `true` for one render so the host renders the hidden
 * warm-up dialog (CardModal.tsx CardModalWarmup), and `false` again on the next tick. Without
 * requestIdleCallback the chunk loads after 200 ms and there is no warm-up (the first opening
 * inserts the dialog's styles itself). Once per page.
 */
export function useCardModalWarmup(painted: boolean): boolean {
  const [warming, setWarming] = useState(false);
  useEffect(() => {
    if (!painted || warmedUp) return;
    let cancelled = false;
    const idle = typeof window.requestIdleCallback === 'function';
    const load = () =>
      void loadCardModal().then(
        () => !cancelled && idle && !warmedUp && setWarming(true),
        () => undefined, // tried again when the dialog opens
      );
    if (!idle) {
      const timer = window.setTimeout(load, 200);
      return () => window.clearTimeout(timer);
    }
    const id = window.requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS });
    return () => {
      cancelled = true;
      window.cancelIdleCallback(id);
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
