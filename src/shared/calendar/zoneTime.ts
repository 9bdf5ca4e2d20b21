/**
 * Wall-clock time in an IANA zone, fast enough to step thousands of occurrences (issue 15 "Speed":
 * a month of a 5,000-event calendar in < 300 ms). A "wall" number is the zone's local date and time
 * written as if it were UTC milliseconds, so calendar arithmetic (add a day, a month) is plain UTC
 * arithmetic on it; `toInstant` turns it back into a real instant with the zone's offset.
 * Offsets come from one cached `Intl.DateTimeFormat` per zone and are cached per UTC day: a day whose
 * start and end share an offset has it throughout (zones change at most once a day); a day with a
 * change is computed exactly for each instant. (@date-fns/tz's TZDate costs ~100 µs per object.)
 */

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();
/** `zone|utcDay` → offset (ms) when constant through that day, else NaN. */
const dayOffsets = new Map<string, number>();
const MAX_CACHED_DAYS = 200_000;

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The zone's offset from UTC at `instantMs`, exactly (one Intl call). */
function exactOffsetMs(zone: string, instantMs: number): number {
  const whole = Math.floor(instantMs / 1000) * 1000;
  const parts: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(new Date(whole))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - whole;
}

/** The zone's offset from UTC (ms, east positive) at an instant. 'UTC' and unknown zones give 0. */
export function offsetMs(zone: string, instantMs: number): number {
  if (zone === 'UTC' || !Number.isFinite(instantMs)) return 0;
  const day = Math.floor(instantMs / DAY_MS);
  const key = `${zone}|${day}`;
  let cached = dayOffsets.get(key);
  if (cached === undefined) {
    try {
      const atStart = exactOffsetMs(zone, day * DAY_MS);
      const atEnd = exactOffsetMs(zone, (day + 1) * DAY_MS - 1000);
      cached = atStart === atEnd ? atStart : Number.NaN;
    } catch {
      cached = 0; // an unknown zone: UTC
    }
    if (dayOffsets.size >= MAX_CACHED_DAYS) dayOffsets.clear();
    dayOffsets.set(key, cached);
  }
  return Number.isNaN(cached) ? exactOffsetMs(zone, instantMs) : cached;
}

/** The wall number of an instant in `zone`. */
export const toWall = (zone: string, instantMs: number): number => instantMs + offsetMs(zone, instantMs);

/**
 * The instant of a wall time in `zone`. A repeated wall time (autumn) takes its first, earlier
 * instant; one skipped by a spring-forward change is read with the offset before the gap, so it lands
 * after it (02:30 → 03:30), as RFC 5545 §3.3.5 says.
 */
export function toInstant(zone: string, wallMs: number): number {
  const before = wallMs - offsetMs(zone, wallMs - 43_200_000);
  const after = wallMs - offsetMs(zone, wallMs + 43_200_000);
  if (before === after) return before;
  const valid = [before, after].filter((instant) => toWall(zone, instant) === wallMs);
  return valid.length > 0 ? Math.min(...valid) : before;
}
