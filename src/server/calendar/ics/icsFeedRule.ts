/**
 * Our recurrence rule → RRULE and EXDATE lines (RFC 5545 §3.3.10, §3.8.5.1) for the feed
 * (icsFeed.ts), written here rather than by ical-generator because the value types must follow
 * DTSTART's (§3.8.5.3): an all-day series gets `UNTIL=<DATE>` and `EXDATE;VALUE=DATE`, a series in a
 * zone `EXDATE;TZID=<zone>` with wall times, a UTC series `…Z` values; UNTIL of a timed series is
 * always UTC. ical-generator writes the text as given (its `repeating` string form).
 */
import { TZDate } from '@date-fns/tz';
import type { RecurrenceRule } from '../../../shared/calendar/calendar.schemas';
import { occurrencesIn, type RecurringSeries } from '../../../shared/calendar/recurrence';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYYMMDD` of an instant's calendar day in `zone`. */
export function dateText(ms: number, zone: string): string {
  const d = new TZDate(ms, zone);
  return `${pad(d.getFullYear(), 4)}${pad(d.getMonth() + 1)}${pad(d.getDate())}`;
}

/** `YYYYMMDDTHHMMSS` wall time of an instant in `zone` (with `Z` for UTC). */
export function dateTimeText(ms: number, zone: string): string {
  const d = new TZDate(ms, zone);
  const text = `${dateText(ms, zone)}T${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`;
  return zone === 'UTC' ? `${text}Z` : text;
}

/** How the series' start is written: its zone ('UTC' for `…Z`) and whether it is a DATE. */
export interface StartForm {
  zone: string;
  isAllDay: boolean;
}

/**
 * The last start a rule with both `count` and `until` allows (RFC 5545 allows only one of them): the
 * last occurrence our expansion gives, as an UNTIL.
 */
function lastStart(series: RecurringSeries, rule: RecurrenceRule): number {
  const to = new Date(Date.parse(rule.until!) + 1);
  const all = occurrencesIn(
    { ...series, recurrenceRule: rule },
    { from: new Date(series.startDate), to, limit: 1_000 },
  );
  return all.length > 0 ? all[all.length - 1].start.getTime() : Date.parse(series.startDate);
}

/**
 * The RRULE line and, when the rule leaves starts out, the EXDATE line; LF-joined. `series` is the
 * stored event (its start, for a rule that has both `count` and `until`).
 */
export function ruleLines(rule: RecurrenceRule, form: StartForm, series: RecurringSeries): string {
  const parts = [`FREQ=${rule.type.toUpperCase()}`];
  if (rule.interval && rule.interval > 1) parts.push(`INTERVAL=${rule.interval}`);
  if (rule.count && !rule.until) parts.push(`COUNT=${rule.count}`);
  else if (rule.until) {
    const ms = rule.count ? lastStart(series, rule) : Date.parse(rule.until);
    parts.push(`UNTIL=${form.isAllDay ? dateText(ms, form.zone) : dateTimeText(ms, 'UTC')}`);
  }
  if (rule.type === 'weekly' && rule.byWeekday?.length) parts.push(`BYDAY=${rule.byWeekday.join(',')}`);
  const lines = [`RRULE:${parts.join(';')}`];

  const exceptions = (rule.exceptions ?? []).map((iso) => Date.parse(iso)).filter(Number.isFinite);
  if (exceptions.length > 0) {
    if (form.isAllDay) {
      lines.push(`EXDATE;VALUE=DATE:${exceptions.map((ms) => dateText(ms, form.zone)).join(',')}`);
    } else if (form.zone === 'UTC') {
      lines.push(`EXDATE:${exceptions.map((ms) => dateTimeText(ms, 'UTC')).join(',')}`);
    } else {
      lines.push(`EXDATE;TZID=${form.zone}:${exceptions.map((ms) => dateTimeText(ms, form.zone)).join(',')}`);
    }
  }
  return lines.join('\n');
}

/**
 * The first start of a series (epoch ms). Ours starts on the first of its `byWeekday` days at or
 * after `startDate`, while RFC 5545 counts DTSTART itself as an occurrence, so the feed writes this.
 */
export function firstStart(series: RecurringSeries): number {
  const startMs = Date.parse(series.startDate);
  const rule = series.recurrenceRule;
  if (!rule || rule.type !== 'weekly' || !rule.byWeekday?.length) return startMs;
  const plain = { ...series, recurrenceRule: { ...rule, exceptions: [] } };
  const [first] = occurrencesIn(plain, { from: new Date(startMs - 1), to: new Date(8_640_000_000_000_000), limit: 1 });
  return first ? first.start.getTime() : startMs;
}
