/**
 * Time helpers of the card tile (spec/board.md §4 "Time in column refreshes every 1 s", §8
 * creator fallback). One shared 1 s ticker serves every tile, so a board of many cards runs one
 * interval, not one per card.
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
    now = Date.now();
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

/** The current time in ms, re-rendering every 1 s while mounted. */
export function useNowEverySecond(): number {
  return useSyncExternalStore(subscribe, () => now, Date.now);
}

/** A compact duration: '2d 3h', '3h 5m', '5m 12s' or '12s' (ms in, negative counts as 0). */
export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3_600);
  const m = Math.floor((s % 3_600) / 60);
  if (d > 0) return `${d}d ${h}h`;
  if (h > 0) return `${h}h ${m}m`;
  if (m > 0) return `${m}m ${s % 60}s`;
  return `${s % 60}s`;
}

/** Sub-task progress in percent, clamped 0–100 (spec §5). */
export function progressPercent(done: number, total: number): number {
  if (!total) return 0;
  return Math.min(100, Math.max(0, Math.round((done / total) * 100)));
}
