/**
 * The remaining-time text of a calendar popup (spec/shell.md §9 "Remaining-time text uses Russian
 * plural forms for hours and minutes"): "in 15 minutes" / "через 15 минут", "in 2 hours" /
 * "через 2 часа", "now" once the start has come. Under an hour it counts whole minutes (rounded
 * up, so a reminder 14 min 30 s before says 15); from an hour on, whole hours (rounded down).
 * The words come from i18next plurals (`_one/_few/_many/_other` in Russian).
 */
import type { TFunction } from 'i18next';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The key and count of the text for an event starting at `startIso`, seen at `nowMs`. */
export function remainingTimeOf(
  startIso: string,
  nowMs: number,
): { key: 'popups.startsNow' } | { key: 'popups.inMinutes' | 'popups.inHours'; count: number } {
  const left = Date.parse(startIso) - nowMs;
  if (!Number.isFinite(left) || left <= 0) return { key: 'popups.startsNow' };
  if (left < HOUR_MS) return { key: 'popups.inMinutes', count: Math.max(1, Math.ceil(left / MINUTE_MS)) };
  return { key: 'popups.inHours', count: Math.floor(left / HOUR_MS) };
}

/** The text itself, with `t` of the `notifications` namespace. */
export function remainingTimeText(t: TFunction<'notifications'>, startIso: string, nowMs: number): string {
  const remaining = remainingTimeOf(startIso, nowMs);
  return 'count' in remaining ? t(remaining.key, { count: remaining.count }) : t(remaining.key);
}
