/**
 * Local expansion and visibility of spec/shell.md §5: each recurrence type, the 6-month horizon and
 * the 100-instance cap, an unknown type, `originalEventId`/`isRecurringInstance` on repeats only,
 * ill-formed events dropped, and who sees which event.
 */
import { expandEvents, visibleEvents } from '../../../src/client/features/calendar/expandEvents';
import type { CalendarEvent, RecurrenceRule } from '../../../src/shared/calendar/calendar.schemas';
import { anEvent } from './calendarFixtures';

const window = { from: new Date('2026-03-01T00:00:00.000Z'), to: new Date('2026-04-01T00:00:00.000Z') };
/** A year-long view: the 6-month horizon and the 100-instance cap are what stop a series there. */
const wide = { from: window.from, to: new Date('2027-03-01T00:00:00.000Z') };
const series = (type: string, over: Partial<CalendarEvent> = {}) =>
  anEvent({
    startDate: '2026-03-02T09:00:00.000Z',
    endDate: '2026-03-02T10:00:00.000Z',
    isRecurring: true,
    recurrenceRule: { type } as RecurrenceRule,
    ...over,
  });
const starts = (events: CalendarEvent[]) => events.map((event) => event.startDate);

test('a daily series steps by a day, the first occurrence being the event itself', () => {
  const shown = expandEvents([series('daily', { recurrenceRule: { type: 'daily', count: 3 } })], window);
  expect(starts(shown)).toEqual(['2026-03-02T09:00:00.000Z', '2026-03-03T09:00:00.000Z', '2026-03-04T09:00:00.000Z']);
  expect(shown[0]).not.toHaveProperty('originalEventId');
  expect(shown[0]!.isRecurringInstance).toBeUndefined();
  expect(shown.slice(1).every((event) => event.originalEventId === 1 && event.isRecurringInstance === true)).toBe(true);
  expect(shown[1]!.endDate).toBe('2026-03-03T10:00:00.000Z');
  expect(new Set(shown.map((event) => event.key)).size).toBe(3);
});

test('weekly, monthly and yearly series step by a week, a month and a year', () => {
  const within = (type: string) =>
    starts(expandEvents([series(type, { recurrenceRule: { type: type as 'daily', count: 3 } })], wide));
  expect(within('weekly')).toEqual([
    '2026-03-02T09:00:00.000Z',
    '2026-03-09T09:00:00.000Z',
    '2026-03-16T09:00:00.000Z',
  ]);
  expect(within('monthly')).toEqual([
    '2026-03-02T09:00:00.000Z',
    '2026-04-02T09:00:00.000Z',
    '2026-05-02T09:00:00.000Z',
  ]);
  expect(within('yearly')).toEqual(['2026-03-02T09:00:00.000Z']); // the next one is beyond 6 months
});

test('expansion reaches 6 months past the window start and no further', () => {
  const shown = expandEvents([series('weekly')], wide);
  const last = shown[shown.length - 1]!;
  expect(Date.parse(last.startDate)).toBeLessThan(Date.parse('2026-09-01T00:00:00.000Z'));
  expect(last.startDate).toBe('2026-08-31T09:00:00.000Z');
  expect(shown).toHaveLength(27);
});

test('a series yields at most 100 instances', () => {
  expect(expandEvents([series('daily')], wide)).toHaveLength(100);
});

test('a view expands only what it shows: a month view of a daily series holds that month', () => {
  const shown = expandEvents([series('daily')], window);
  expect(shown).toHaveLength(30); // 2 to 31 March
  expect(shown[shown.length - 1]!.startDate).toBe('2026-03-31T09:00:00.000Z');
});

test('an unknown recurrence type yields only what was produced: the first occurrence', () => {
  const shown = expandEvents([series('fortnightly')], window);
  expect(starts(shown)).toEqual(['2026-03-02T09:00:00.000Z']);
  expect(shown[0]!.isRecurringInstance).toBeUndefined();
});

test('repeats in a later window all carry originalEventId', () => {
  const later = { from: new Date('2026-05-01T00:00:00.000Z'), to: new Date('2026-06-01T00:00:00.000Z') };
  const shown = expandEvents([series('weekly', { id: 7 })], later);
  expect(shown[0]!.startDate).toBe('2026-05-04T09:00:00.000Z');
  expect(shown.every((event) => event.originalEventId === 7 && event.isRecurringInstance)).toBe(true);
});

test('events with an invalid start or end, or without id, are dropped; single events outside the window too', () => {
  const shown = expandEvents(
    [
      anEvent({ id: 1 }),
      anEvent({ id: 2, startDate: 'not a date' }),
      anEvent({ id: 3, endDate: '' }),
      { ...anEvent(), id: undefined } as unknown as CalendarEvent,
      anEvent({ id: 4, startDate: '2026-05-01T09:00:00.000Z', endDate: '2026-05-01T10:00:00.000Z' }),
    ],
    window,
  );
  expect(shown.map((event) => event.id)).toEqual([1]);
});

test('the creator sees own events; others only meeting or corporate events with a live invitation', () => {
  const bob = { userId: 2, name: 'Bob', email: 'bob@example.com', avatar: null };
  const invite = (status: 'pending' | 'accepted' | 'declined') => [
    { id: 9, userId: 1, status, isOptional: false, displayName: 'Ann', avatar: null },
  ];
  const events = [
    anEvent({ id: 1 }),
    anEvent({ id: 2, creator: bob, type: 'personal', invitations: invite('accepted') }),
    anEvent({ id: 3, creator: bob, type: 'meeting', invitations: invite('pending') }),
    anEvent({ id: 4, creator: bob, type: 'corporate', invitations: invite('accepted') }),
    anEvent({ id: 5, creator: bob, type: 'meeting', invitations: invite('declined') }),
    anEvent({ id: 6, creator: bob, type: 'meeting' }),
    anEvent({ id: 7, startDate: 'bad' }),
  ];
  expect(visibleEvents(events, 1).map((event) => event.id)).toEqual([1, 3, 4]);
  expect(visibleEvents(events, 2).map((event) => event.id)).toEqual([2, 3, 4, 5, 6]);
});
