/**
 * RRULE (RFC 5545 §3.3.10) → our recurrence rule (spec/shell.md §3 Calendar event `recurrenceRule`,
 * §5 recurring). Our rule has a type (daily | weekly | monthly | yearly), `interval`, `until` (last
 * start, inclusive), `count` and, for weekly rules, plain `byWeekday` codes. An RRULE maps when it
 * means exactly that set of starts:
 * - FREQ=DAILY/WEEKLY/MONTHLY/YEARLY with INTERVAL (1–999), UNTIL, COUNT (≤ 1,000, more is cut);
 * - BYDAY with plain day codes on a WEEKLY rule; on a DAILY rule with INTERVAL=1 it is the same set
 *   as a WEEKLY rule on those days;
 * - BYMONTHDAY / BYMONTH that only repeat DTSTART's day and month (Apple writes them) are dropped;
 * - WKST other than MO only matters for a multi-day weekly rule every N > 1 weeks whose days lie on
 *   both sides of the week start; that one is refused.
 * Anything else (HOURLY and finer, BYSETPOS, BYDAY=2TU in a monthly rule, a real BYMONTHDAY, …)
 * is refused with a reason in plain English; the importer then keeps the first occurrence only.
 */
import ICAL from 'ical.js';
import { WEEKDAY_CODES, type RecurrenceRule, type WeekdayCode } from '../../../shared/calendar/calendar.schemas';
import { instantOf, midnightIn } from './icsTime';

type Recur = InstanceType<typeof ICAL.Recur>;

/** The most occurrences a rule may count (recurrenceRuleSchema `count`). */
export const MAX_IMPORTED_COUNT = 1_000;
const MAX_INTERVAL = 999;

/** What the series starts with: its first start (epoch ms), zone, and whether it is all-day. */
export interface SeriesStart {
  startMs: number;
  zone: string;
  isAllDay: boolean;
  /** DTSTART's calendar fields in its zone (month 1–12). */
  month: number;
  day: number;
  weekday: WeekdayCode;
}

export type RuleMapping =
  { ok: true; rule: Omit<RecurrenceRule, 'exceptions'>; note?: string } | { ok: false; reason: string };

const TYPES = { DAILY: 'daily', WEEKLY: 'weekly', MONTHLY: 'monthly', YEARLY: 'yearly' } as const;
const FIRST_ONLY = 'imported as its first occurrence only';
const KNOWN_PARTS = new Set(['BYDAY', 'BYMONTHDAY', 'BYMONTH']);

const refuse = (what: string): RuleMapping => ({ ok: false, reason: `${what} is not supported: ${FIRST_ONLY}` });

/** UNTIL → the last allowed start (ISO). A DATE means "through that day" in the series' zone. */
function untilIso(until: InstanceType<typeof ICAL.Time>, series: SeriesStart): string {
  if (!until.isDate) return new Date(instantOf(until, null, series.zone)).toISOString();
  const midnight = midnightIn(until.year, until.month, until.day, series.zone);
  // An all-day series starts at midnight, so midnight of the last day is its last start.
  const ms = series.isAllDay ? midnight : midnightIn(until.year, until.month, until.day + 1, series.zone) - 1000;
  return new Date(ms).toISOString();
}

/** True when Monday-based weeks group `days` the way weeks starting on `wkst` do. */
function sameWeeks(days: WeekdayCode[], wkst: WeekdayCode): boolean {
  const split = WEEKDAY_CODES.indexOf(wkst);
  const sides = new Set(days.map((code) => WEEKDAY_CODES.indexOf(code) >= split));
  return split === 0 || sides.size <= 1;
}

/** Maps one RRULE value to our rule, or says in plain English why it cannot be. */
export function mapRecurrence(recur: Recur, series: SeriesStart): RuleMapping {
  const freq = String(recur.freq ?? '').toUpperCase();
  if (!(freq in TYPES)) return refuse(`RRULE FREQ=${freq || '(none)'}`);
  let type: RecurrenceRule['type'] = TYPES[freq as keyof typeof TYPES];
  const interval = recur.interval ?? 1;
  if (!Number.isInteger(interval) || interval < 1 || interval > MAX_INTERVAL) {
    return refuse(`RRULE INTERVAL=${interval}`);
  }

  const parts = recur.parts as Record<string, unknown[] | undefined>;
  // Parts we never map are named first: they say best why a rule was refused.
  const foreign = Object.keys(parts).find((name) => parts[name]?.length && !KNOWN_PARTS.has(name));
  if (foreign) return refuse(`RRULE with ${foreign}`);
  let byWeekday: WeekdayCode[] | undefined;
  for (const [name, values] of Object.entries(parts)) {
    if (!values || values.length === 0) continue;
    const list = values.map((value) => String(value).toUpperCase());
    if (name === 'BYDAY') {
      if (!list.every((code) => (WEEKDAY_CODES as readonly string[]).includes(code))) {
        return refuse(`RRULE with BYDAY=${list.join(',')} (a numbered weekday)`);
      }
      if (type === 'daily' && interval === 1) type = 'weekly';
      else if (type !== 'weekly') return refuse(`RRULE FREQ=${freq} with BYDAY`);
      byWeekday = [...new Set(list as WeekdayCode[])];
    } else if (name === 'BYMONTHDAY' && (type === 'monthly' || type === 'yearly') && list.join() === `${series.day}`) {
      continue; // only repeats DTSTART's day
    } else if (name === 'BYMONTH' && type === 'yearly' && list.join() === `${series.month}`) {
      continue; // only repeats DTSTART's month
    } else {
      return refuse(`RRULE with ${name}`);
    }
  }
  const wkst = String(recur.wkst ? ICAL.Recur.numericDayToIcalDay(Number(recur.wkst)) : 'MO') as WeekdayCode;
  if (byWeekday && interval > 1 && !sameWeeks(byWeekday, wkst)) {
    return refuse(`RRULE with WKST=${wkst} every ${interval} weeks on ${byWeekday.join(',')}`);
  }

  const rule: Omit<RecurrenceRule, 'exceptions'> = { type, interval };
  if (byWeekday) rule.byWeekday = WEEKDAY_CODES.filter((code) => byWeekday.includes(code));
  if (recur.until) rule.until = untilIso(recur.until, series);
  let note: string | undefined;
  if (byWeekday && !byWeekday.includes(series.weekday)) {
    // RFC 5545 counts DTSTART as the first occurrence even off the rule's days; we start on them.
    note = `DTSTART is not on one of the days of BYDAY=${byWeekday.join(',')}: that first occurrence was left out`;
  }
  if (recur.count) {
    rule.count = Math.min(recur.count, MAX_IMPORTED_COUNT);
    if (recur.count > MAX_IMPORTED_COUNT) {
      note = `${note ? `${note}; ` : ''}RRULE COUNT=${recur.count} is more than ${MAX_IMPORTED_COUNT}: the series ends after ${MAX_IMPORTED_COUNT} occurrences`;
    }
  }
  return note ? { ok: true, rule, note } : { ok: true, rule };
}
