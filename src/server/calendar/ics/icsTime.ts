/**
 * iCalendar times → instants and zones (RFC 5545 §3.3.4 DATE, §3.3.5 DATE-TIME; spec/shell.md §3
 * Calendar event `timeZone`). The wall-clock fields of a value are read from ical.js and placed in
 * an IANA zone with `Intl` (@date-fns/tz), so an imported series and our expansion
 * (src/shared/calendar/recurrence.ts) agree on every daylight-saving change:
 * - `…Z` (UTC) → that instant, zone 'UTC';
 * - `TZID=<IANA name>` (also Mozilla's `/mozilla.org/…/Europe/Berlin` form) → the wall time there;
 * - `TZID=<other name>` (Outlook's 'W. Europe Standard Time') → the instant the file's own VTIMEZONE
 *   gives (registered with ical.js), zone from its X-LIC-LOCATION when that is IANA, else the default;
 * - floating (no zone) → the wall time in the default zone;
 * - DATE (all-day) → 00:00 of that day in the event's zone, stored as a UTC instant.
 */
import { TZDate } from '@date-fns/tz';
import type ICAL from 'ical.js';
import { isTimeZone } from '../../../shared/calendar/calendar.schemas';

type Time = InstanceType<typeof ICAL.Time>;
type Property = InstanceType<typeof ICAL.Property>;

/** Where a value's wall-clock time lives. */
export interface ValueZone {
  /** IANA zone for our `timeZone` field. */
  zone: string;
  /** True when `zone` is a guess (unknown TZID without an IANA location). */
  guessed: boolean;
  /** The zone named in the file, when it is not IANA (for the report). */
  foreignTzid?: string;
}

/** isTimeZone, remembered: building an Intl formatter per value was most of an import's time. */
const known = new Map<string, boolean>();
export function isZone(name: string): boolean {
  let valid = known.get(name);
  if (valid === undefined) {
    valid = isTimeZone(name);
    if (known.size < 1_000) known.set(name, valid);
  }
  return valid;
}

/** The IANA name inside a TZID, or null ('/mozilla.org/20050126_1/Europe/Berlin' → 'Europe/Berlin'). */
export function ianaOf(tzid: string | null | undefined): string | null {
  if (!tzid) return null;
  const name = tzid.replace(/^"|"$/g, '').trim();
  if (/^(Z|UTC|GMT|Etc\/UTC)$/i.test(name)) return 'UTC';
  if (name.includes('/') && isZone(name)) return name;
  const tail = /([A-Za-z_-]+\/[A-Za-z0-9_+-]+(?:\/[A-Za-z0-9_+-]+)?)$/.exec(name)?.[1];
  return tail && isZone(tail) ? tail : null;
}

/** The zone a property's value is written in (`fallback` for floating values and DATEs). */
export function zoneOfProperty(property: Property, fallback: string): ValueZone {
  const time = property.getFirstValue() as Time;
  const tzid = property.getParameter('tzid') as string | undefined;
  if (!tzid) return { zone: time.zone?.tzid === 'UTC' && !time.isDate ? 'UTC' : fallback, guessed: false };
  const iana = ianaOf(tzid);
  if (iana) return { zone: iana, guessed: false };
  const location = ianaOf(time.zone?.component?.getFirstPropertyValue('x-lic-location') as string | undefined);
  return location ? { zone: location, guessed: false } : { zone: fallback, guessed: true, foreignTzid: tzid };
}

/** 00:00 of a calendar day in `zone`, as epoch ms. */
export function midnightIn(year: number, month: number, day: number, zone: string): number {
  return new TZDate(year, month - 1, day, 0, 0, 0, 0, zone).getTime();
}

/**
 * The instant (epoch ms) of one value. `tzid` is the property's TZID parameter; `zone` the zone
 * DATEs and floating values are read in (the event's zone). `wallTime` gives DATEs a time of day
 * (seconds after midnight) when a DATE stands for a DATE-TIME occurrence (a lenient EXDATE).
 */
export function instantOf(time: Time, tzid: string | null | undefined, zone: string, wallTime?: number): number {
  if (time.isDate) {
    const ms = midnightIn(time.year, time.month, time.day, zone);
    if (wallTime === undefined) return ms;
    const at = new TZDate(ms, zone);
    at.setHours(0, 0, wallTime, 0);
    return at.getTime();
  }
  if (!tzid && time.zone?.tzid === 'UTC') {
    return Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  }
  const iana = tzid ? ianaOf(tzid) : zone;
  if (iana)
    return new TZDate(time.year, time.month - 1, time.day, time.hour, time.minute, time.second, 0, iana).getTime();
  // A TZID ical.js knows from the file's VTIMEZONE; without one it reads the time as floating.
  if (time.zone && time.zone.tzid !== 'floating') return time.toUnixTime() * 1000;
  return new TZDate(time.year, time.month - 1, time.day, time.hour, time.minute, time.second, 0, zone).getTime();
}

/** Seconds after local midnight of an instant in `zone` (the time of day a series keeps). */
export function secondsOfDay(ms: number, zone: string): number {
  const at = new TZDate(ms, zone);
  return at.getHours() * 3600 + at.getMinutes() * 60 + at.getSeconds();
}

/** Every instant of every value of the properties named `name` (EXDATE, RDATE), in order of the file. */
export function instantsOf(
  properties: Property[],
  zone: string,
  timeOfDay: number | undefined,
): { ms: number; isDate: boolean }[] {
  const result: { ms: number; isDate: boolean }[] = [];
  for (const property of properties) {
    const tzid = property.getParameter('tzid') as string | undefined;
    for (const value of property.getValues() as Time[]) {
      if (!value || typeof value !== 'object' || !('isDate' in value)) continue;
      result.push({ ms: instantOf(value, tzid, zone, timeOfDay), isDate: value.isDate });
    }
  }
  return result;
}
