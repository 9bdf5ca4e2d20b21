/**
 * Time helpers of the card tile (spec/board.md §4 "Time in column refreshes every 1 s"). One
 * shared 1 s ticker serves every tile, so a board of many cards runs one interval, not one per
 * card, and a tile redraws only when its text changes. The time in column as text is
 * app/durationFormat.ts `timeInColumnText`.
 */
import { useSyncExternalStore } from 'react';

/** Refresh period of the time-in-column sticker (spec §9), ms. */
export const TIME_IN_COLUMN_REFRESH_MS = 1_000;

const subscribers = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
let now = Date.now();

function subscribe(listener: () => void): () => void {
  subscribers.add(listener);
  if (!timer) {
    // `now` is not moved here: the tiles drew with it (nowSnapshot), and a change would draw them
    // all again right after they mounted.
    timer = setInterval(() => {
      now = Date.now();
      subscribers.forEach((fn) => fn());
    }, TIME_IN_COLUMN_REFRESH_MS);
  }
  return () => {
    subscribers.delete(listener);
    if (!subscribers.size) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * `read(now)` (now in ms) read again every 1 s while mounted; the component renders again only when
 * the value changed (`Object.is`), so a text of minutes or days ('3 h 5 min') redraws once a minute
 * or an hour, not every second: a board of old cards stays still. `read` returns a primitive.
 */
export function useEverySecond<T>(read: (now: number) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => read(nowSnapshot()),
    () => read(Date.now()),
  );
}

/**
 * The shared time: while no ticker runs it catches up when a second or more behind, so the first
 * tiles of a board do not draw a stale time; within a render it stays the same.
 */
function nowSnapshot(): number {
  if (!timer) {
    const current = Date.now();
    if (current - now >= TIME_IN_COLUMN_REFRESH_MS) now = current;
  }
  return now;
}

/** Sub-task progress in percent, clamped 0–100 (spec §5). */
export function progressPercent(done: number, total: number): number {
  if (!total) return 0;
  return Math.min(100, Math.max(0, Math.round((done / total) * 100)));
}
