/**
 * Occurrences of a recurring event (spec/shell.md §5 "Recurring events are expanded locally"; issue
 * 15): one function for the client's views and the server's reminder scheduler, so both see the same
 * starts. Steps are taken in the event's own zone (./zoneTime.ts wall times), so a weekly 10:00 meeting
 * stays at 10:00 there across daylight-saving changes. Semantics follow iCalendar RRULE (RFC 5545):
 * - `interval` N: every N days / weeks / months / years (default 1);
 * - monthly and yearly steps that land on a day the month lacks (31st, 29 February) are skipped,
 *   not clamped, and do not count;
 * - `byWeekday` (weekly only): the listed days of every N-th week, weeks starting on Monday;
 * - `count` counts occurrences from the series start, left-out ones (`exceptions`) included;
 *   `until` is the last allowed start (inclusive);
 * - an unknown type yields only what was produced before it: the series' own first occurrence.
 */
import { WEEKDAY_CODES, type RecurrenceRule } from './calendar.schemas';
import { toInstant, toWall } from './zoneTime';

/** spec/shell.md §5 and §9: local expansion reaches 6 months ahead and yields at most 100 instances. */
export const RECURRENCE_HORIZON_MONTHS = 6;
export const MAX_RECURRENCE_INSTANCES = 100;
/** A guard against endless loops on odd rules (e.g. monthly on the 31st, yearly on 29 February). */
const MAX_STEPS = 20_000;

/** What the expansion needs of an event. */
export interface RecurringSeries {
  startDate: string;
  endDate: string;
  timeZone?: string;
  isRecurring?: boolean;
  recurrenceRule: RecurrenceRule | null;
}

/** One occurrence: its start and end (the series' duration after the start). */
export interface OccurrenceTimes {
  start: Date;
  end: Date;
}

export interface OccurrenceWindow {
  /** Occurrences that end after this instant… */
  from: Date;
  /** …and start before this one. */
  to: Date;
  /** At most this many occurrences are returned. */
  limit: number;
}

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** The wall time `months` calendar months after `wall`, or null when that month lacks its day (31 Feb). */
function addMonthsExact(wall: number, months: number): number | null {
  const date = new Date(wall);
  const day = date.getUTCDate();
  const next = Date.UTC(
    date.getUTCFullYear(),
    date.getUTCMonth() + months,
    day,
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
    date.getUTCMilliseconds(),
  );
  return new Date(next).getUTCDate() === day ? next : null;
}

/** Wall start of the n-th step (n ≥ 0) of a plain rule, or null when that step does not exist; undefined: unknown type. */
function plainStepper(start: number, type: string, interval: number): ((n: number) => number | null) | undefined {
  switch (type) {
    case 'daily':
      return (n) => start + n * interval * DAY_MS;
    case 'weekly':
      return (n) => start + n * interval * WEEK_MS;
    case 'monthly':
      return (n) => addMonthsExact(start, n * interval);
    case 'yearly':
      return (n) => addMonthsExact(start, 12 * n * interval);
    default:
      return undefined;
  }
}

/** Calendar months between two wall times (by year and month only). */
const monthsBetween = (from: number, to: number): number => {
  const a = new Date(from);
  const b = new Date(to);
  return (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + b.getUTCMonth() - a.getUTCMonth();
};

/** How many whole steps lie between the wall start and the wall instant `at` (a lower bound, for skipping ahead). */
function stepsBefore(start: number, type: string, interval: number, at: number): number {
  const units =
    type === 'daily'
      ? Math.floor((at - start) / DAY_MS)
      : type === 'weekly'
        ? Math.floor((at - start) / WEEK_MS)
        : type === 'monthly'
          ? monthsBetween(start, at)
          : Math.floor(monthsBetween(start, at) / 12);
  return Math.max(0, Math.floor(units / interval) - 1);
}

/** Wall starts of a weekly rule with `byWeekday`, week by week from the series' week (Monday first). */
function* weekdayStarts(start: number, interval: number, days: readonly string[], firstWeek: number) {
  const offsets = [...new Set(days.map((code) => WEEKDAY_CODES.indexOf(code as (typeof WEEKDAY_CODES)[number])))]
    .filter((offset) => offset >= 0)
    .sort((a, b) => a - b);
  const dayStart = Math.floor(start / DAY_MS) * DAY_MS;
  const timeOfDay = start - dayStart;
  const monday = dayStart - ((new Date(dayStart).getUTCDay() + 6) % 7) * DAY_MS;
  for (let week = firstWeek; week < MAX_STEPS; week += 1) {
    const weekStart = monday + week * interval * WEEK_MS;
    for (const offset of offsets) {
      const wall = weekStart + offset * DAY_MS + timeOfDay;
      if (wall >= start) yield wall;
    }
  }
}

/**
 * Occurrence times of `series` that overlap `window`, in order, at most `window.limit`. A series
 * that does not recur yields itself when it overlaps. Exceptions are left out. Never throws on a
 * bad rule: an unknown type gives the first occurrence only.
 */
export function occurrencesIn(series: RecurringSeries, window: OccurrenceWindow): OccurrenceTimes[] {
  const startMs = Date.parse(series.startDate);
  const durationMs = Math.max(0, Date.parse(series.endDate) - startMs);
  if (!Number.isFinite(startMs) || !Number.isFinite(durationMs) || window.limit <= 0) return [];
  const result: OccurrenceTimes[] = [];
  const fromMs = window.from.getTime();
  const toMs = window.to.getTime();
  const overlaps = (ms: number) => ms < toMs && ms + durationMs > fromMs;
  const rule = series.recurrenceRule;
  if (!series.isRecurring || !rule) {
    if (overlaps(startMs)) result.push({ start: new Date(startMs), end: new Date(startMs + durationMs) });
    return result;
  }

  const zone = series.timeZone ?? 'UTC';
  const start = toWall(zone, startMs);
  const interval = Math.max(1, rule.interval ?? 1);
  const untilMs = rule.until ? Date.parse(rule.until) : Infinity;
  const count = rule.count ?? Infinity;
  const excluded = new Set((rule.exceptions ?? []).map((iso) => Date.parse(iso)));
  const withWeekdays = rule.type === 'weekly' && (rule.byWeekday?.length ?? 0) > 0;
  const stepper = withWeekdays ? undefined : plainStepper(start, rule.type, interval);
  // A plain daily or weekly step n is the n-th occurrence, so even with a count the steps before
  // the window can be skipped; monthly/yearly (skipped days) and weekday rules count from the start.
  const countsExactly = rule.type === 'daily' || (rule.type === 'weekly' && !withWeekdays);
  const skip =
    (Number.isFinite(count) && !countsExactly) || (!stepper && !withWeekdays)
      ? 0
      : stepsBefore(start, rule.type, interval, toWall(zone, fromMs - durationMs));

  let produced = stepper && countsExactly ? skip : 0; // occurrences before this one, for `count`
  const take = (ms: number): boolean => {
    if (ms > untilMs || ms >= toMs || produced >= count) return false;
    produced += 1;
    if (!excluded.has(ms) && overlaps(ms)) result.push({ start: new Date(ms), end: new Date(ms + durationMs) });
    return result.length < window.limit;
  };

  if (withWeekdays) {
    for (const wall of weekdayStarts(start, interval, rule.byWeekday ?? [], skip))
      if (!take(toInstant(zone, wall))) break;
    return result;
  }
  if (!stepper) {
    take(startMs);
    return result;
  }
  for (let n = skip; n < skip + MAX_STEPS; n += 1) {
    const next = stepper(n);
    if (next !== null && !take(toInstant(zone, next))) break;
  }
  return result;
}

/** The first occurrence start at or after `instant`, or null when the series has none (for reminders). */
export function nextOccurrenceStart(series: RecurringSeries, instant: Date): Date | null {
  const durationMs = Math.max(0, Date.parse(series.endDate) - Date.parse(series.startDate));
  // Occurrences that overlap [instant, ∞) but start before it are dropped below.
  const found = occurrencesIn(series, {
    from: new Date(instant.getTime()),
    to: new Date(8_640_000_000_000_000),
    limit: 2 + Math.ceil(durationMs / 86_400_000) * 7,
  });
  return found.find((occurrence) => occurrence.start.getTime() >= instant.getTime())?.start ?? null;
}
