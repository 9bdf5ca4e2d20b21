/**
 * eventsToIcs: the feed parses back with ical.js to the same summaries, starts, RRULE, EXDATE,
 * RECURRENCE-ID and PARTSTATs, its VTIMEZONEs hold the real offsets, and eventsToIcs → parseIcs
 * gives the same occurrences over a year as the stored events.
 */
import ICAL from 'ical.js';
import type { CalendarEvent } from '../../../../src/shared/calendar/calendar.schemas';
import { occurrencesIn } from '../../../../src/shared/calendar/recurrence';
import { eventsToIcs } from '../../../../src/server/calendar/ics/icsFeed';
import { parseIcs } from '../../../../src/server/calendar/ics/icsImport';
import { icalOccurrences, ourOccurrences } from './icalReference';

const YEAR = { from: new Date('2026-01-01T00:00:00Z'), to: new Date('2027-01-01T00:00:00Z') };

function event(id: number, fields: Partial<CalendarEvent>): CalendarEvent {
  return {
    id,
    title: `Event ${id}`,
    description: '',
    startDate: '2026-05-04T08:00:00.000Z',
    endDate: '2026-05-04T09:00:00.000Z',
    type: 'meeting',
    color: null,
    isAllDay: false,
    location: '',
    isRecurring: false,
    recurrenceRule: null,
    reminders: [],
    timeZone: 'Europe/Berlin',
    projectId: null,
    creator: { userId: 1, name: 'Alice Admin', email: 'alice@example.com', avatar: null },
    invitations: [],
    recurrenceOfId: null,
    recurrenceId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    ...fields,
  };
}

const weekly = event(1, {
  title: 'Team sync',
  description: 'Agenda in the wiki',
  location: 'Room 4',
  color: '#3366ff',
  startDate: '2026-01-05T09:00:00.000Z', // 10:00 Berlin (CET)
  endDate: '2026-01-05T10:00:00.000Z',
  isRecurring: true,
  recurrenceRule: {
    type: 'weekly',
    interval: 1,
    byWeekday: ['MO', 'WE'],
    until: '2026-12-21T09:00:00.000Z',
    exceptions: ['2026-03-30T08:00:00.000Z', '2026-04-08T08:00:00.000Z'],
  },
  reminders: [900, 3600],
  invitations: [
    { id: 1, userId: 2, status: 'accepted', isOptional: false, displayName: 'Bob', avatar: null },
    { id: 2, userId: 3, status: 'pending', isOptional: true, displayName: 'Carol', avatar: null },
    { id: 3, userId: 4, status: 'declined', isOptional: false, displayName: 'Dan', avatar: null },
    { id: 4, userId: 5, status: 'tentative', isOptional: false, displayName: 'Eve', avatar: null },
  ],
});
const moved = event(2, {
  title: 'Team sync (moved)',
  startDate: '2026-03-30T10:00:00.000Z',
  endDate: '2026-03-30T11:00:00.000Z',
  recurrenceOfId: 1,
  recurrenceId: '2026-03-30T08:00:00.000Z',
});
const birthday = event(3, {
  title: 'Anna',
  type: 'personal',
  isAllDay: true,
  startDate: '2025-06-13T22:00:00.000Z',
  endDate: '2025-06-14T22:00:00.000Z',
  isRecurring: true,
  recurrenceRule: { type: 'yearly', interval: 1, exceptions: [] },
});
const untitled = event(4, {
  title: '  ',
  timeZone: 'UTC',
  startDate: '2026-07-01T12:00:00.000Z',
  endDate: '2026-07-01T12:30:00.000Z',
});
const nyDaily = event(5, {
  title: 'Stand-up NY',
  timeZone: 'America/New_York',
  startDate: '2026-03-02T14:00:00.000Z', // 09:00 EST
  endDate: '2026-03-02T14:15:00.000Z',
  isRecurring: true,
  recurrenceRule: { type: 'daily', interval: 2, count: 40, exceptions: ['2026-03-10T13:00:00.000Z'] },
});
const allDayMoved = event(6, {
  title: 'Anna (party)',
  isAllDay: true,
  startDate: '2026-06-19T22:00:00.000Z',
  endDate: '2026-06-20T22:00:00.000Z',
  recurrenceOfId: 3,
  recurrenceId: '2026-06-13T22:00:00.000Z',
});
const events = [weekly, moved, birthday, untitled, nyDaily, allDayMoved];
// The store keeps an override's start in its series' exceptions (spec/shell.md §3).
birthday.recurrenceRule!.exceptions = ['2026-06-13T22:00:00.000Z'];
const text = eventsToIcs(events, {
  name: 'Alice — Teamspace',
  url: 'https://teamspace.example.com/api/calendar/feed/s3cret.ics',
  prodId: '//Teamspace//Calendar//EN',
  emails: new Map([[2, 'bob@example.com']]),
  now: new Date('2026-11-26T00:00:00Z'),
});

describe('eventsToIcs', () => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevents = calendar.getAllSubcomponents('vevent');
  const find = (summary: string) => vevents.find((v) => v.getFirstPropertyValue('summary') === summary)!;

  it('writes one VEVENT per stored event with series UIDs and the calendar header', () => {
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Teamspace//Calendar//EN');
    expect(vevents).toHaveLength(6);
    expect(find('Team sync').getFirstPropertyValue('uid')).toBe('teamspace-1@teamspace.example.com');
    expect(find('Team sync (moved)').getFirstPropertyValue('uid')).toBe('teamspace-1@teamspace.example.com');
    expect(find('Untitled Event').getFirstPropertyValue('uid')).toBe('teamspace-4@teamspace.example.com');
    expect(
      calendar
        .getAllSubcomponents('vtimezone')
        .map((z) => z.getFirstPropertyValue('tzid'))
        .sort(),
    ).toEqual(['America/New_York', 'Europe/Berlin']);
  });

  it('writes starts in the event zone, RRULE, EXDATE and RECURRENCE-ID that ical.js reads back', () => {
    const sync = find('Team sync');
    const start = sync.getFirstProperty('dtstart')!;
    expect(start.getParameter('tzid')).toBe('Europe/Berlin');
    expect((start.getFirstValue() as InstanceType<typeof ICAL.Time>).toUnixTime() * 1000).toBe(
      Date.parse(weekly.startDate),
    );
    expect(String(sync.getFirstPropertyValue('rrule'))).toBe('FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20261221T090000Z');
    const exdates = sync.getAllProperties('exdate').flatMap((p) => p.getValues() as InstanceType<typeof ICAL.Time>[]);
    // The start the moved occurrence replaces is its RECURRENCE-ID, not an EXDATE.
    expect(exdates.map((t) => t.toUnixTime() * 1000)).toEqual([Date.parse('2026-04-08T08:00:00.000Z')]);
    const rid = find('Team sync (moved)').getFirstPropertyValue('recurrence-id') as InstanceType<typeof ICAL.Time>;
    expect(rid.toUnixTime() * 1000).toBe(Date.parse(moved.recurrenceId!));
    const partyRid = find('Anna (party)').getFirstProperty('recurrence-id')!;
    expect(partyRid.toICALString()).toBe('RECURRENCE-ID;VALUE=DATE:20260614');
    expect(find('Anna').getFirstProperty('dtstart')!.toICALString()).toBe('DTSTART;VALUE=DATE:20250614');
    expect(String(find('Stand-up NY').getFirstPropertyValue('rrule'))).toBe('FREQ=DAILY;COUNT=40;INTERVAL=2');
    expect(find('Untitled Event').getFirstProperty('dtstart')!.toICALString()).toBe('DTSTART:20260701T120000Z');
  });

  it('writes organizer, attendees with PARTSTAT and role, categories, colour and alarms', () => {
    const sync = find('Team sync');
    expect(sync.getFirstPropertyValue('organizer')).toBe('mailto:alice@example.com');
    const attendees = sync
      .getAllProperties('attendee')
      .map((p) => [p.getParameter('cn'), p.getParameter('partstat'), p.getParameter('role')]);
    expect(attendees).toEqual([
      ['Bob', 'ACCEPTED', 'REQ-PARTICIPANT'],
      ['Carol', 'NEEDS-ACTION', 'OPT-PARTICIPANT'],
      ['Dan', 'DECLINED', 'REQ-PARTICIPANT'],
      ['Eve', 'TENTATIVE', 'REQ-PARTICIPANT'],
    ]);
    expect(String(sync.getAllProperties('attendee')[0].getFirstValue()).toLowerCase()).toBe('mailto:bob@example.com');
    expect(sync.getFirstPropertyValue('categories')).toBe('meeting');
    expect(sync.getFirstPropertyValue('x-apple-calendar-color')).toBe('#3366ff');
    expect(sync.getFirstPropertyValue('description')).toBe('Agenda in the wiki');
    expect(sync.getFirstPropertyValue('location')).toBe('Room 4');
    const triggers = sync.getAllSubcomponents('valarm').map((a) => {
      expect(a.getFirstPropertyValue('action')).toBe('DISPLAY');
      return (a.getFirstPropertyValue('trigger') as InstanceType<typeof ICAL.Duration>).toSeconds();
    });
    expect(triggers).toEqual([-900, -3600]);
  });

  it("gives ical.js the stored events' occurrences over a year (VTIMEZONE offsets across DST)", () => {
    const reference = icalOccurrences(text, YEAR, 'Europe/Berlin');
    const stored = (series: CalendarEvent, overrides: CalendarEvent[]) =>
      [
        ...occurrencesIn(series, { ...YEAR, limit: 10_000 }).map((o) => [o.start.getTime(), o.end.getTime()]),
        ...overrides.map((o) => [Date.parse(o.startDate), Date.parse(o.endDate)]),
      ]
        .sort((a, b) => a[0] - b[0])
        .map(([s, e]) => `${new Date(s).toISOString()}/${new Date(e).toISOString()}`);
    expect(reference.get('teamspace-1@teamspace.example.com')).toEqual(stored(weekly, [moved]));
    expect(reference.get('teamspace-3@teamspace.example.com')).toEqual(stored(birthday, [allDayMoved]));
    expect(reference.get('teamspace-5@teamspace.example.com')).toEqual(stored(nyDaily, []));
  });

  it('round-trips: eventsToIcs → parseIcs gives the same occurrences over a year', () => {
    const result = parseIcs(text, { defaultTimeZone: 'Europe/Berlin' });
    expect(result.skipped).toEqual([]);
    const ours = ourOccurrences(result, YEAR);
    const reference = icalOccurrences(text, YEAR, 'Europe/Berlin');
    for (const uid of reference.keys()) expect({ uid, o: ours.get(uid) }).toEqual({ uid, o: reference.get(uid) });
    const sync = result.events.find((e) => e.uid === 'teamspace-1@teamspace.example.com')!;
    expect(sync.body).toMatchObject({ title: 'Team sync', timeZone: 'Europe/Berlin', reminders: [900, 3600] });
    expect(sync.body.recurrenceRule).toMatchObject({
      type: 'weekly',
      byWeekday: ['MO', 'WE'],
      until: weekly.recurrenceRule!.until,
    });
  });
});

describe('eventsToIcs with part of a series', () => {
  it('writes an override whose series is not in the feed as a plain event', () => {
    const alone = new ICAL.Component(ICAL.parse(eventsToIcs([moved], { name: 'x', prodId: '//T//C//EN' })));
    const [vevent] = alone.getAllSubcomponents('vevent');
    expect(vevent.getFirstPropertyValue('uid')).toBe('teamspace-2@teamspace');
    expect(vevent.hasProperty('recurrence-id')).toBe(false);
  });

  it('writes a valid empty calendar', () => {
    const empty = new ICAL.Component(ICAL.parse(eventsToIcs([], { name: 'Empty', prodId: '//T//C//EN' })));
    expect(empty.getAllSubcomponents('vevent')).toEqual([]);
    expect(empty.getFirstPropertyValue('x-wr-calname')).toBe('Empty');
  });
});

describe('eventsToIcs for RFC clients', () => {
  it('starts a weekly series stored off its weekdays at its first occurrence, as our expansion does', () => {
    const offDay = event(7, {
      title: 'Off-day start',
      startDate: '2026-03-01T09:00:00.000Z', // a Sunday
      endDate: '2026-03-01T09:30:00.000Z',
      isRecurring: true,
      recurrenceRule: { type: 'weekly', interval: 1, byWeekday: ['MO', 'TH'], count: 6, exceptions: [] },
    });
    const feed = eventsToIcs([offDay], { name: 'x', prodId: '//T//C//EN', now: new Date('2026-11-26T00:00:00Z') });
    const reference = icalOccurrences(feed, YEAR, 'UTC').get('teamspace-7@teamspace');
    const ours = occurrencesIn(offDay, { ...YEAR, limit: 100 }).map(
      (o) => `${o.start.toISOString()}/${o.end.toISOString()}`,
    );
    expect(ours[0]).toBe('2026-03-02T09:00:00.000Z/2026-03-02T09:30:00.000Z');
    expect(reference).toEqual(ours);
  });

  it('folds long lines to 75 octets without breaking multi-byte characters', () => {
    const long = event(8, { description: 'Привет, команда! 👋 '.repeat(20).trim(), timeZone: 'UTC' });
    const feed = eventsToIcs([long], { name: 'x', prodId: '//T//C//EN' });
    expect(feed.split('\r\n').every((line) => Buffer.byteLength(line, 'utf8') <= 75)).toBe(true);
    const parsed = new ICAL.Component(ICAL.parse(feed)).getFirstSubcomponent('vevent')!;
    expect(parsed.getFirstPropertyValue('description')).toBe(long.description);
  });
});
