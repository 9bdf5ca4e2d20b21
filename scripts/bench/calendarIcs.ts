/**
 * A generated .ics for scripts/bench/calendar.ts: `count` VEVENTs over a year, `recurring` of them
 * with an RRULE (weekly on two days, daily with COUNT, monthly) and an EXDATE, in Europe/Berlin with
 * its VTIMEZONE, as Google Calendar exports them.
 */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Berlin',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const local = (date: Date): string =>
  `${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, '0')}${String(date.getUTCDate()).padStart(2, '0')}` +
  `T${String(date.getUTCHours()).padStart(2, '0')}${String(date.getUTCMinutes()).padStart(2, '0')}00`;

/** The .ics text; times are wall-clock times in Europe/Berlin. */
export function icsOfEvents(count: number, recurring: number, nowMs: number): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Teamspace//bench//EN', ...VTIMEZONE];
  const every = Math.max(1, Math.floor(count / recurring));
  const rules = ['FREQ=WEEKLY;BYDAY=MO,TH', 'FREQ=DAILY;COUNT=30', 'FREQ=MONTHLY;INTERVAL=1'];
  for (let i = 0; i < count; i += 1) {
    const start = new Date(nowMs - 180 * 86_400_000 + Math.floor((i * 365 * 86_400_000) / count));
    start.setUTCHours(9 + (i % 8), 0, 0, 0);
    const end = new Date(start.getTime() + 3_600_000);
    lines.push(
      'BEGIN:VEVENT',
      `UID:bench-${i}@example.com`,
      `DTSTAMP:${local(new Date(nowMs))}Z`,
      `DTSTART;TZID=Europe/Berlin:${local(start)}`,
      `DTEND;TZID=Europe/Berlin:${local(end)}`,
      `SUMMARY:Imported ${i}`,
      `DESCRIPTION:Line one\\nline two of event ${i}`,
      'LOCATION:Room 1',
    );
    if (i % every === 0) {
      lines.push(`RRULE:${rules[i % 3]}`);
      const skipped = new Date(start.getTime() + 7 * 86_400_000);
      if (i % 3 === 1) lines.push(`EXDATE;TZID=Europe/Berlin:${local(skipped)}`);
    }
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}
