/**
 * The feed's VTIMEZONEs (built from Intl) make ical.js read every wall time as the same instant as
 * the runtime's tz database does (so, the same UTC offset), hour by hour around every change (but the repeated wall hour) and at noon of every day,
 * over the exact years and the RRULE tail after them.
 */
import { TZDate, tzOffset } from '@date-fns/tz';
import ICAL from 'ical.js';
import { vtimezone } from '../../../../src/server/calendar/ics/vtimezone';

function icalZone(zone: string, fromYear: number, toYear: number) {
  const text = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//t//EN\r\n${vtimezone(zone, fromYear, toYear)}\r\nEND:VCALENDAR`;
  const component = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vtimezone')!;
  return new ICAL.Timezone(component);
}

describe.each([
  ['Europe/Berlin', 2024, 2027],
  ['America/New_York', 2025, 2026],
  ['Australia/Sydney', 2026, 2026],
  ['Europe/Moscow', 2010, 2016], // permanent summer time in 2011, back to +3 in 2014
  ['Australia/Lord_Howe', 2026, 2026], // half-hour daylight saving
  ['Asia/Kolkata', 2026, 2026],
  ['America/Sao_Paulo', 2017, 2020], // daylight saving abolished in 2019
])('vtimezone(%s, %i, %i)', (zone, fromYear, toYear) => {
  const timezone = icalZone(zone, fromYear, toYear);
  /** The instant ical.js reads the Intl wall time of `ms` as (the way DTSTART;TZID=… is read), ISO. */
  const icalInstant = (ms: number) => {
    const wall = new TZDate(ms, zone);
    const time = new ICAL.Time(
      {
        year: wall.getFullYear(),
        month: wall.getMonth() + 1,
        day: wall.getDate(),
        hour: wall.getHours(),
        minute: wall.getMinutes(),
        second: 0,
        isDate: false,
      },
      timezone,
    );
    return new Date(time.toUnixTime() * 1000).toISOString();
  };

  it('matches Intl at noon UTC of every day, through five years past the exact range', () => {
    const mismatches: string[] = [];
    for (let ms = Date.UTC(fromYear, 0, 1, 12); ms < Date.UTC(toYear + 6, 0, 1); ms += 86_400_000) {
      const iso = new Date(ms).toISOString();
      if (icalInstant(ms) !== iso) mismatches.push(`${iso} read back as ${icalInstant(ms)}`);
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('matches Intl in the hours around each change', () => {
    for (let ms = Date.UTC(fromYear, 0, 1); ms < Date.UTC(toYear + 1, 0, 1); ms += 86_400_000) {
      if (tzOffset(zone, new Date(ms)) === tzOffset(zone, new Date(ms + 86_400_000))) continue;
      for (let hour = ms; hour <= ms + 86_400_000; hour += 3_600_000) {
        // The wall hour before a change back occurs twice; ical.js reads it as the later one.
        if (tzOffset(zone, new Date(hour + 3_600_000)) < tzOffset(zone, new Date(hour))) continue;
        expect(icalInstant(hour)).toBe(new Date(hour).toISOString());
      }
    }
  });
});
