/**
 * Occurrences of a recurring event (spec/shell.md §5 "Recurring events are expanded locally"; issue
 * 15): one function for the client's views and the server's reminder scheduler, so both see the same
 * starts. Steps are taken in the event's own zone (@date-fns/tz `TZDate`), so a weekly 10:00 meeting
 * stays at 10:00 there across daylight-saving changes. Semantics follow iCalendar RRULE (RFC 5545):
 * - `interval` N: every N days / weeks / months / years (default 1);
 * - monthly and yearly steps that land on a day the month lacks (31st, 29 February) are skipped,
 *   not clamped, and do not count;
 * - `byWeekday` (weekly only): the listed days of every N-th week, weeks starting on Monday;
 * - `count` counts occurrences from the series start, left-out ones (`exceptions`) included;
 *   `until` is the last allowed start (inclusive);
 * - an unknown type yields only what was produced before it: the series' own first occurrence.
 */
import { TZDate } from '@date-fns/tz';
import {
  addDays,
  addMonths,
  addWeeks,
  addYears,
  differenceInCalendarDays,
  differenceInCalendarMonths,
  differenceInCalendarWeeks,
  differenceInCalendarYears,
  startOfWeek,
} from 'date-fns';
import { WEEKDAY_CODES, type RecurrenceRule } from './calendar.schemas';

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

type Stepper = (n: number) => TZDate | null;

/** The start of the n-th step (n ≥ 0) of a plain rule, or null when that step does not exist (31 Feb). */
function plainStepper(start: TZDate, type: string, interval: number): Stepper | null {
  const day = start.getDate();
  switch (type) {
    case 'daily':
      return (n) => addDays(start, n * interval);
    case 'weekly':
      return (n) => addWeeks(start, n * interval);
    case 'monthly':
      return (n) => {
        const next = addMonths(start, n * interval);
        return next.getDate() === day ? next : null;
      };
    case 'yearly':
      return (n) => {
        const next = addYears(start, n * interval);
        return next.getDate() === day && next.getMonth() === start.getMonth() ? next : null;
      };
    default:
      return null;
  }
}

/** How many whole steps lie between the series start and `instant` (a lower bound, for skipping ahead). */
function stepsBefore(start: TZDate, type: string, interval: number, instant: Date): number {
  const at = new TZDate(instant.getTime(), start.timeZone ?? 'UTC');
  const units =
    type === 'daily'
      ? differenceInCalendarDays(at, start)
      : type === 'weekly'
        ? differenceInCalendarWeeks(at, start, { weekStartsOn: 1 })
        : type === 'monthly'
          ? differenceInCalendarMonths(at, start)
          : differenceInCalendarYears(at, start);
  return Math.max(0, Math.floor(units / interval) - 1);
}

/** Starts of a weekly rule with `byWeekday`, week by week from the series' week (index = week number). */
function* weekdayStarts(start: TZDate, interval: number, days: readonly string[], firstWeek: number) {
  const offsets = [...new Set(days.map((code) => WEEKDAY_CODES.indexOf(code as (typeof WEEKDAY_CODES)[number])))]
    .filter((offset) => offset >= 0)
    .sort((a, b) => a - b);
  const monday = startOfWeek(start, { weekStartsOn: 1 });
  for (let week = firstWeek; week < MAX_STEPS; week += 1) {
    const weekStart = addWeeks(monday, week * interval);
    for (const offset of offsets) {
      const day = addDays(weekStart, offset);
      day.setHours(start.getHours(), start.getMinutes(), start.getSeconds(), start.getMilliseconds());
      if (day.getTime() >= start.getTime()) yield day;
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

  const start = new TZDate(startMs, series.timeZone ?? 'UTC');
  const interval = Math.max(1, rule.interval ?? 1);
  const untilMs = rule.until ? Date.parse(rule.until) : Infinity;
  const count = rule.count ?? Infinity;
  const excluded = new Set((rule.exceptions ?? []).map((iso) => Date.parse(iso)));
  const withWeekdays = rule.type === 'weekly' && (rule.byWeekday?.length ?? 0) > 0;
  const stepper = withWeekdays ? null : plainStepper(start, rule.type, interval);
  // With a count every occurrence from the start must be counted; otherwise skip ahead to the window.
  const skip =
    Number.isFinite(count) || (!stepper && !withWeekdays)
      ? 0
      : stepsBefore(start, rule.type, interval, new Date(fromMs - durationMs));

  let produced = skip; // occurrences before the window (for `count`; exact only when skip is 0)
  const take = (ms: number): boolean => {
    if (ms > untilMs || ms >= toMs || produced >= count) return false;
    produced += 1;
    if (!excluded.has(ms) && overlaps(ms)) result.push({ start: new Date(ms), end: new Date(ms + durationMs) });
    return result.length < window.limit;
  };

  if (withWeekdays) {
    for (const day of weekdayStarts(start, interval, rule.byWeekday ?? [], skip)) if (!take(day.getTime())) break;
    return result;
  }
  if (!stepper) {
    take(startMs);
    return result;
  }
  for (let n = skip; n < skip + MAX_STEPS; n += 1) {
    const next = stepper(n);
    if (next && !take(next.getTime())) break;
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
