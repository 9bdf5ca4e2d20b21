/**
 * parseIcs: what lands in each body, what is reported in `skipped`, and which files are refused.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createEventBody } from '../../../../src/shared/calendar/calendar.schemas';
import { IcsImportError, MAX_ICS_BYTES, MAX_ICS_EVENTS, parseIcs } from '../../../../src/server/calendar/ics/icsImport';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
const wrap = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//test//EN', ...events, 'END:VCALENDAR'].join('\r\n');
const vevent = (uid: string, ...lines: string[]) =>
  ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20260101T000000Z', ...lines, 'END:VEVENT'].join('\r\n');

describe('parseIcs on a Google Calendar export', () => {
  const result = parseIcs(fixture('google-berlin.ics'), { defaultTimeZone: 'UTC' });
  const byUid = new Map(result.events.map((event) => [event.uid, event]));

  it('gives bodies createEventBody accepts, series and overrides alike', () => {
    for (const series of result.events) {
      expect(createEventBody.safeParse(series.body).error).toBeUndefined();
      for (const override of series.overrides) expect(createEventBody.safeParse(override.body).success).toBe(true);
    }
  });

  it('maps a weekly BYDAY rule with EXDATEs, the moved occurrence and the cancelled one', () => {
    const standup = byUid.get('weekly-standup@google.com')!;
    expect(standup.body).toMatchObject({
      title: 'Standup',
      description: 'Daily sync, bring blockers',
      location: 'Room 4',
      startDate: '2026-01-05T09:00:00.000Z',
      endDate: '2026-01-05T10:00:00.000Z',
      timeZone: 'Europe/Berlin',
      isAllDay: false,
      isRecurring: true,
      reminders: [900],
      type: 'personal',
    });
    expect(standup.body.recurrenceRule).toEqual({
      type: 'weekly',
      interval: 1,
      byWeekday: ['MO', 'WE'],
      exceptions: [
        '2026-03-04T09:00:00.000Z', // moved: the override replaces it
        '2026-03-30T08:00:00.000Z',
        '2026-04-01T08:00:00.000Z',
        '2026-06-17T08:00:00.000Z', // cancelled
        '2026-10-28T09:00:00.000Z',
      ],
    });
    expect(standup.overrides).toEqual([
      {
        recurrenceId: '2026-03-04T09:00:00.000Z',
        body: expect.objectContaining({
          title: 'Standup (moved)',
          startDate: '2026-03-04T11:00:00.000Z',
          isRecurring: false,
          recurrenceRule: null,
        }),
      },
    ]);
  });

  it('keeps COUNT, UNTIL (UTC) and INTERVAL, and Z times in UTC', () => {
    expect(byUid.get('daily-count@google.com')!.body).toMatchObject({
      timeZone: 'UTC',
      recurrenceRule: { type: 'daily', interval: 1, count: 10 },
    });
    expect(byUid.get('biweekly@google.com')!.body.recurrenceRule).toMatchObject({
      type: 'weekly',
      interval: 2,
      byWeekday: ['MO'],
      until: '2026-11-30T15:30:00.000Z',
    });
  });

  it('stores an all-day date as midnight to midnight in the calendar zone (X-WR-TIMEZONE)', () => {
    expect(byUid.get('birthday-anna@google.com')!.body).toMatchObject({
      isAllDay: true,
      timeZone: 'Europe/Berlin',
      startDate: '2025-06-13T22:00:00.000Z',
      endDate: '2025-06-14T22:00:00.000Z',
      recurrenceRule: { type: 'yearly', interval: 1 },
    });
  });

  it('imports a BYMONTHDAY rule as its first occurrence and says so', () => {
    expect(byUid.get('payroll@google.com')!.body).toMatchObject({ isRecurring: false, recurrenceRule: null });
    expect(result.skipped).toEqual([
      {
        uid: 'payroll@google.com',
        summary: 'Payroll check',
        reason: 'RRULE with BYMONTHDAY is not supported: imported as its first occurrence only',
      },
    ]);
  });
});

describe('parseIcs on a Nextcloud export', () => {
  const result = parseIcs(fixture('nextcloud.ics'), { defaultTimeZone: 'Europe/Moscow' });
  const reasons = result.skipped.map((s) => `${s.uid}: ${s.reason}`);

  it('reads all-day dates without a calendar zone in the default zone', () => {
    const holiday = result.events.find((event) => event.uid === '7a1e3c9d-holiday')!;
    expect(holiday.body).toMatchObject({
      isAllDay: true,
      timeZone: 'Europe/Moscow',
      startDate: '2026-08-02T21:00:00.000Z',
      endDate: '2026-08-14T21:00:00.000Z',
    });
  });

  it('reports every part that had no place, in plain English', () => {
    expect(reasons).toEqual(
      expect.arrayContaining([
        'no-start-1: Malformed event skipped: it has no start (DTSTART)',
        ': 2 to-do(s) (VTODO) are not events: ignored',
        'bysetpos-1: RRULE with BYSETPOS is not supported: imported as its first occurrence only',
        'hourly-1: RRULE FREQ=HOURLY is not supported: imported as its first occurrence only',
        'rdate-1: RDATE (extra dates) is not supported: the extra dates were left out',
      ]),
    );
    expect(result.events.map((event) => event.uid)).not.toContain('no-start-1');
  });
});

describe('parseIcs on odd and broken files', () => {
  it('skips a malformed VEVENT and keeps the others', () => {
    const text = wrap(
      vevent('good', 'DTSTART:20260301T100000Z', 'DTEND:20260301T110000Z', 'SUMMARY:Good'),
      vevent('broken', 'DTSTART:20260301T100000Z', 'SUMMARY:Broken', 'this line has no colon'),
      vevent('bad-date', 'DTSTART:2026-99-99', 'SUMMARY:Bad date'),
      'BEGIN:VEVENT\r\nUID:unclosed\r\nSUMMARY:Unclosed\r\nDTSTART:20260301T100000Z',
    );
    const result = parseIcs(text, { defaultTimeZone: 'UTC' });
    expect(result.events.map((event) => event.uid)).toEqual(['good']);
    expect(result.skipped.map((s) => s.uid)).toEqual(['broken', 'bad-date', 'unclosed']);
    for (const skipped of result.skipped) expect(skipped.reason).toMatch(/^Malformed event skipped: /);
  });

  it('refuses a text that is not iCalendar', () => {
    expect(() => parseIcs('Subject,Start Date\nLunch,03/01/2026', { defaultTimeZone: 'UTC' })).toThrow(
      new IcsImportError('Not an iCalendar file'),
    );
    expect(() => parseIcs('', { defaultTimeZone: 'UTC' })).toThrow(IcsImportError);
  });

  it('refuses files that are too big or hold too many events', () => {
    const huge = wrap(`X-FILLER:${'x'.repeat(MAX_ICS_BYTES)}`);
    expect(() => parseIcs(huge, { defaultTimeZone: 'UTC' })).toThrow(/larger than 10 MB/);
    const many = wrap(
      ...Array.from({ length: MAX_ICS_EVENTS + 1 }, (_, i) => `BEGIN:VEVENT\r\nUID:${i}\r\nEND:VEVENT`),
    );
    expect(() => parseIcs(many, { defaultTimeZone: 'UTC' })).toThrow(/more than 20,000 events/);
  });

  it('reads a Windows zone name through the file VTIMEZONE and reports the guessed zone', () => {
    const result = parseIcs(fixture('edge-cases.ics'), { defaultTimeZone: 'Asia/Tokyo' });
    const vendor = result.events.find((event) => event.uid === 'outlook-single')!;
    expect(vendor.body).toMatchObject({ startDate: '2026-07-10T07:00:00.000Z', timeZone: 'Asia/Tokyo' });
    expect(result.skipped).toContainEqual({
      uid: 'outlook-single',
      summary: 'Vendor call',
      reason: 'Time zone "W. Europe Standard Time" is unknown: its repeats follow Asia/Tokyo',
    });
    expect(result.skipped).toContainEqual(
      expect.objectContaining({ uid: 'orphan-override', reason: expect.stringMatching(/imported as a single event/) }),
    );
    expect(result.events.find((event) => event.uid === 'weekdays-ny')!.body.recurrenceRule).toMatchObject({
      type: 'weekly',
      byWeekday: ['MO', 'TU', 'WE', 'TH', 'FR'],
    });
  });

  it('reports a weekly series whose DTSTART is off its BYDAY days', () => {
    const text = wrap(
      vevent('off', 'DTSTART:20260301T100000Z', 'RRULE:FREQ=WEEKLY;BYDAY=MO,WE', 'SUMMARY:Off-day start'),
    );
    const result = parseIcs(text, { defaultTimeZone: 'UTC' });
    expect(result.events[0].body.recurrenceRule).toMatchObject({ type: 'weekly', byWeekday: ['MO', 'WE'] });
    expect(result.skipped.map((s) => s.reason)).toEqual([
      'DTSTART is not on one of the days of BYDAY=MO,WE: that first occurrence was left out',
    ]);
  });

  it('skips a cancelled event, cuts an over-long title, and maps Mozilla zone ids and alarms', () => {
    const text = wrap(
      vevent('cancelled', 'DTSTART:20260301T100000Z', 'STATUS:CANCELLED', 'SUMMARY:Off'),
      vevent(
        'moz',
        'DTSTART;TZID=/mozilla.org/20050126_1/Europe/Berlin:20260301T100000',
        'DURATION:PT45M',
        `SUMMARY:${'a'.repeat(250)}`,
        'BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-PT1H\r\nEND:VALARM',
        'BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-PT7M\r\nEND:VALARM',
      ),
    );
    const result = parseIcs(text, { defaultTimeZone: 'UTC' });
    expect(result.events).toHaveLength(1);
    expect(result.events[0].body).toMatchObject({
      timeZone: 'Europe/Berlin',
      startDate: '2026-03-01T09:00:00.000Z',
      endDate: '2026-03-01T09:45:00.000Z',
      reminders: [3600],
    });
    expect(result.events[0].body.title).toHaveLength(200);
    expect(result.skipped.map((s) => s.reason)).toEqual([
      'Cancelled event (STATUS:CANCELLED) skipped',
      'SUMMARY is longer than 200 characters: cut',
      '1 alarm(s) at times our reminder options do not offer were left out',
    ]);
  });
});
