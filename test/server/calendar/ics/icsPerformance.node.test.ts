/**
 * A 2,000-event file (500 recurring, with EXDATEs and overrides) imports completely; the time is
 * printed for the note (the < 5 s budget of the whole import is checked by the benchmark).
 */
import { parseIcs } from '../../../../src/server/calendar/ics/icsImport';

const pad = (n: number) => String(n).padStart(2, '0');
const stamp = (day: number, hour: number) => {
  const d = new Date(Date.UTC(2026, 0, 1 + day, hour));
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}0000`;
};

function bigCalendar(events: number, recurring: number): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//bench//bench//EN', 'X-WR-TIMEZONE:Europe/Berlin'];
  for (let i = 0; i < events; i += 1) {
    const day = i % 365;
    const hour = 8 + (i % 9);
    lines.push(
      'BEGIN:VEVENT',
      `UID:event-${i}@bench`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART;TZID=Europe/Berlin:${stamp(day, hour)}`,
      `DTEND;TZID=Europe/Berlin:${stamp(day, hour + 1)}`,
      `SUMMARY:Event number ${i}`,
      `DESCRIPTION:A description long enough to look like a real one\\, with an escaped comma (${i}).`,
    );
    if (i < recurring) {
      lines.push(`RRULE:FREQ=${['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'][i % 4]};COUNT=${10 + (i % 50)}`);
      lines.push(`EXDATE;TZID=Europe/Berlin:${stamp(day + 7, hour)}`);
    }
    lines.push('END:VEVENT');
    if (i < recurring && i % 5 === 0) {
      lines.push(
        'BEGIN:VEVENT',
        `UID:event-${i}@bench`,
        'DTSTAMP:20260101T000000Z',
        `RECURRENCE-ID;TZID=Europe/Berlin:${stamp(day + 1, hour)}`,
        `DTSTART;TZID=Europe/Berlin:${stamp(day + 1, hour + 2)}`,
        `DTEND;TZID=Europe/Berlin:${stamp(day + 1, hour + 3)}`,
        `SUMMARY:Event number ${i} (moved)`,
        'END:VEVENT',
      );
    }
  }
  lines.push('END:VCALENDAR');
  return lines.join('\r\n');
}

it('imports a 2,000-event file with 500 recurring series', () => {
  const text = bigCalendar(2_000, 500);
  const started = performance.now();
  const result = parseIcs(text, { defaultTimeZone: 'UTC' });
  const ms = performance.now() - started;
  console.log(`parseIcs: 2,000 events (500 recurring, ${(text.length / 1024).toFixed(0)} KiB) in ${ms.toFixed(0)} ms`);
  expect(result.events).toHaveLength(2_000);
  expect(result.events.filter((event) => event.body.isRecurring)).toHaveLength(500);
  expect(result.events.reduce((n, event) => n + event.overrides.length, 0)).toBe(100);
  expect(result.skipped).toEqual([]);
});
