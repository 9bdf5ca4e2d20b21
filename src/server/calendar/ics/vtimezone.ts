/**
 * VTIMEZONE components (RFC 5545 §3.6.5) built from the runtime's time-zone database (`Intl`, via
 * @date-fns/tz `tzScan`), so the feed can write `DTSTART;TZID=Europe/Berlin:…` and a recurring
 * 10:00 meeting stays at 10:00 across daylight-saving changes in every client (icsFeed.ts).
 *
 * Shape: one STANDARD/DAYLIGHT sub-component per offset change between 1 January of `fromYear` and
 * the end of `toYear` (exact, whatever the zone's history), then the rule of the following year as
 * open-ended yearly RRULEs ("last Sunday of March") when that rule also predicts the year after;
 * otherwise the explicit changes continue for TAIL_YEARS more years. Changes are found to the hour
 * (tzScan); zones without changes get one STANDARD block.
 */
import { tzOffset, tzScan } from '@date-fns/tz';
import { WEEKDAY_CODES } from '../../../shared/calendar/calendar.schemas';

const TAIL_YEARS = 20;
const MINUTE_MS = 60_000;

interface Change {
  /** The instant the new offset starts. */
  at: Date;
  /** Offsets before and after, minutes east of UTC. */
  from: number;
  to: number;
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');
const offsetText = (minutes: number) =>
  `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;
/** Wall-clock fields of `at` under `offset` minutes, as UTC getters of a shifted Date. */
const wall = (at: Date, offset: number) => new Date(at.getTime() + offset * MINUTE_MS);
const localText = (d: Date) =>
  `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;

function changesIn(zone: string, fromYear: number, toYear: number): Change[] {
  const scanned = tzScan(zone, {
    start: new Date(Date.UTC(fromYear, 0, 1)),
    end: new Date(Date.UTC(toYear + 1, 0, 1)),
  });
  return scanned.map((change) => ({ at: change.date, from: change.offset - change.change, to: change.offset }));
}

/** "BYMONTH=3;BYDAY=-1SU" for a change, read from its local date. */
function yearlyRule(change: Change): string {
  const local = wall(change.at, change.from);
  const day = local.getUTCDate();
  const daysInMonth = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 0)).getUTCDate();
  const nth = day + 7 > daysInMonth ? -1 : Math.ceil(day / 7);
  const weekday = WEEKDAY_CODES[(local.getUTCDay() + 6) % 7];
  return `BYMONTH=${local.getUTCMonth() + 1};BYDAY=${nth}${weekday}`;
}

/** The n-th (or last, -1) weekday of a month at a wall time, as a UTC-shifted Date (for checking a rule). */
function ruleDate(year: number, rule: string, template: Date): Date {
  const [, month, nth, code] = /BYMONTH=(\d+);BYDAY=(-?\d)(\w\w)/.exec(rule)!;
  const weekday = (WEEKDAY_CODES.indexOf(code as (typeof WEEKDAY_CODES)[number]) + 1) % 7;
  const time = [template.getUTCHours(), template.getUTCMinutes(), template.getUTCSeconds()] as const;
  if (Number(nth) > 0) {
    const first = new Date(Date.UTC(year, Number(month) - 1, 1, ...time));
    first.setUTCDate(1 + ((weekday - first.getUTCDay() + 7) % 7) + (Number(nth) - 1) * 7);
    return first;
  }
  const last = new Date(Date.UTC(year, Number(month), 0, ...time));
  last.setUTCDate(last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7));
  return last;
}

function block(change: Change, standard: number, rrule?: string): string[] {
  const kind = change.to > standard ? 'DAYLIGHT' : 'STANDARD';
  return [
    `BEGIN:${kind}`,
    `TZOFFSETFROM:${offsetText(change.from)}`,
    `TZOFFSETTO:${offsetText(change.to)}`,
    `DTSTART:${localText(wall(change.at, change.from))}`,
    ...(rrule ? [`RRULE:FREQ=YEARLY;${rrule}`] : []),
    `END:${kind}`,
  ];
}

/**
 * The VTIMEZONE of IANA `zone` for events between `fromYear` and `toYear` (and, by its RRULEs or
 * TAIL_YEARS of explicit changes, after). Lines joined with CRLF, unfolded.
 */
export function vtimezone(zone: string, fromYear: number, toYear: number): string {
  const explicit = changesIn(zone, fromYear, toYear);
  const next = changesIn(zone, toYear + 1, toYear + 1);
  const after = changesIn(zone, toYear + 2, toYear + 2);
  const initial = tzOffset(zone, new Date(Date.UTC(fromYear, 0, 1)));
  const offsets = [initial, ...explicit.map((c) => c.to), ...next.map((c) => c.to)];
  const standard = Math.min(...offsets);

  const rules = next.map(yearlyRule);
  const predicts =
    next.length > 0 &&
    after.length === next.length &&
    after.every((change, i) => {
      const local = wall(change.at, change.from);
      return change.to === next[i].to && ruleDate(toYear + 2, rules[i], local).getTime() === local.getTime();
    });
  const tail = predicts
    ? next.flatMap((change, i) => block(change, standard, rules[i]))
    : changesIn(zone, toYear + 1, toYear + TAIL_YEARS).flatMap((change) => block(change, standard));

  const base: Change = { at: new Date(Date.UTC(fromYear, 0, 1)), from: initial, to: initial };
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    `X-LIC-LOCATION:${zone}`,
    ...block(base, standard),
    ...explicit.flatMap((change) => block(change, standard)),
    ...tail,
    'END:VTIMEZONE',
  ].join('\r\n');
}
