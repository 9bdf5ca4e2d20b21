/**
 * The import keeps every occurrence: for each imported series, our expansion (occurrencesIn with
 * the imported rule, exceptions and overrides) over a year equals ical.js's own expansion of the
 * file (RRULE, EXDATE, RECURRENCE-ID, STATUS:CANCELLED), across both daylight-saving changes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseIcs } from '../../../../src/server/calendar/ics/icsImport';
import { icalOccurrences, ourOccurrences } from './icalReference';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
const YEAR_2026 = { from: new Date('2026-01-01T00:00:00Z'), to: new Date('2027-01-01T00:00:00Z') };
/** Series the importer says it kept only in part (`pattern` narrows the kind). */
const partial = (result: ReturnType<typeof parseIcs>, pattern = /is not supported/) =>
  new Set(result.skipped.filter((s) => pattern.test(s.reason)).map((s) => s.uid));

describe.each([
  ['google-berlin.ics', 'Europe/Berlin'],
  ['nextcloud.ics', 'Europe/Berlin'],
  ['nextcloud.ics', 'America/New_York'],
  ['edge-cases.ics', 'Asia/Tokyo'],
])('importing %s (default zone %s)', (file, defaultZone) => {
  const text = fixture(file);
  const result = parseIcs(text, { defaultTimeZone: defaultZone });
  const dateZone = /X-WR-TIMEZONE:(\S+)/.exec(text)?.[1] ?? defaultZone;

  it('gives the same occurrences as ical.js for every fully imported series', () => {
    const reference = icalOccurrences(text, YEAR_2026, dateZone);
    const ours = ourOccurrences(result, YEAR_2026);
    const skip = partial(result);
    const compared = [...ours.keys()].filter((uid) => !skip.has(uid) && reference.has(uid));
    expect(compared.length).toBeGreaterThanOrEqual(2);
    for (const uid of compared) {
      expect({ uid, occurrences: ours.get(uid) }).toEqual({ uid, occurrences: reference.get(uid) });
    }
  });

  it('keeps the first occurrence of a series it could import only in part', () => {
    const reference = icalOccurrences(text, { from: new Date('2000-01-01T00:00:00Z'), to: YEAR_2026.to }, dateZone);
    for (const uid of partial(result, /first occurrence only/)) {
      const series = result.events.find((event) => event.uid === uid)!;
      expect(series.body.isRecurring).toBe(false);
      expect(`${series.body.startDate}/${series.body.endDate}`).toBe(reference.get(uid)![0]);
    }
  });
});

describe('the occurrences of the Google fixture', () => {
  const result = parseIcs(fixture('google-berlin.ics'), { defaultTimeZone: 'UTC' });
  const ours = ourOccurrences(result, YEAR_2026);

  it('keep 10:00 Berlin time on both sides of the DST change and leave out EXDATEs', () => {
    const standup = ours.get('weekly-standup@google.com')!;
    expect(standup).toContain('2026-03-25T09:00:00.000Z/2026-03-25T10:00:00.000Z'); // CET
    expect(standup).toContain('2026-04-06T08:00:00.000Z/2026-04-06T09:00:00.000Z'); // CEST
    expect(standup).not.toContain('2026-03-30T08:00:00.000Z/2026-03-30T09:00:00.000Z'); // EXDATE
    expect(standup).not.toContain('2026-06-17T08:00:00.000Z/2026-06-17T09:00:00.000Z'); // cancelled
    expect(standup).toContain('2026-03-04T11:00:00.000Z/2026-03-04T12:00:00.000Z'); // moved by 2 hours
    expect(standup).not.toContain('2026-03-04T09:00:00.000Z/2026-03-04T10:00:00.000Z');
  });

  it('stop a COUNT=10 series after ten days and skip months without a 31st', () => {
    expect(ours.get('daily-count@google.com')).toHaveLength(10);
    const monthEnd = ours.get('month-end@google.com')!.map((pair) => pair.slice(0, 10));
    expect(monthEnd).toEqual([
      '2026-01-31',
      '2026-03-31',
      '2026-05-31',
      '2026-07-31',
      '2026-08-31',
      '2026-10-31',
      '2026-12-31',
    ]);
  });

  it('repeat an all-day birthday on its day, midnight to midnight in the calendar zone', () => {
    expect(ours.get('birthday-anna@google.com')).toEqual(['2026-06-13T22:00:00.000Z/2026-06-14T22:00:00.000Z']);
  });
});
