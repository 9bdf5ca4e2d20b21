/**
 * How live events land in a held events window (calendarEvents.ts) and how "All events" shifts a
 * series when one of its occurrences is moved (useCalendarWrites.ts).
 */
import { applyEventChange } from '../../../src/client/features/calendar/calendarEvents';
import { expandEvents } from '../../../src/client/features/calendar/expandEvents';
import { shiftedSeriesBody } from '../../../src/client/features/calendar/useCalendarWrites';
import { CALENDAR_EVENTS } from '../../../src/shared/calendar/calendar.events';
import { anEvent } from './calendarFixtures';

const bob = { userId: 2, name: 'Bob', email: 'bob@example.com', avatar: null };

test('a created or updated event is upserted into the window of its project, when visible', () => {
  const list = [anEvent({ id: 1, title: 'Old' })];
  const updated = applyEventChange(list, CALENDAR_EVENTS.eventUpdated, anEvent({ id: 1, title: 'New' }), { myId: 1 });
  expect(updated.map((event) => event.title)).toEqual(['New']);
  const created = applyEventChange(list, CALENDAR_EVENTS.eventCreated, anEvent({ id: 2, projectId: 8 }), {
    myId: 1,
    projectId: 7,
  });
  expect(created.map((event) => event.id)).toEqual([1]); // another project's calendar
  expect(applyEventChange(list, CALENDAR_EVENTS.eventCreated, anEvent({ id: 2 }), { myId: 1 })).toHaveLength(2);
});

test("an event I may no longer see leaves the window (declined; someone's personal event)", () => {
  const declined = anEvent({
    id: 3,
    type: 'meeting',
    creator: bob,
    invitations: [{ id: 9, userId: 1, status: 'declined', isOptional: false, displayName: 'Ann', avatar: null }],
  });
  const list = [anEvent({ id: 3, type: 'meeting', creator: bob })];
  expect(applyEventChange(list, CALENDAR_EVENTS.eventUpdated, declined, { myId: 1 })).toEqual([]);
  expect(applyEventChange([], CALENDAR_EVENTS.eventCreated, anEvent({ id: 4, creator: bob }), { myId: 1 })).toEqual([]);
});

test('a deleted event leaves with its override events; an ill-formed payload changes nothing', () => {
  const list = [anEvent({ id: 1 }), anEvent({ id: 5, recurrenceOfId: 1 }), anEvent({ id: 6 })];
  expect(applyEventChange(list, CALENDAR_EVENTS.eventDeleted, { id: 1 }, { myId: 1 }).map((e) => e.id)).toEqual([6]);
  expect(applyEventChange(list, CALENDAR_EVENTS.eventUpdated, { id: 6, startDate: 'x' }, { myId: 1 })).toBe(list);
});

test('moving one occurrence of a series for "all events" shifts the series start by the same amount', () => {
  const series = anEvent({
    id: 1,
    startDate: '2026-03-02T09:00:00.000Z',
    endDate: '2026-03-02T10:00:00.000Z',
    isRecurring: true,
    recurrenceRule: { type: 'weekly' },
  });
  const window = { from: new Date('2026-03-08T00:00:00.000Z'), to: new Date('2026-03-15T00:00:00.000Z') };
  const occurrence = expandEvents([series], window).find((event) => event.startDate.startsWith('2026-03-09'))!;
  expect(occurrence.isRecurringInstance).toBe(true);
  const body = shiftedSeriesBody(series, occurrence, {
    startDate: '2026-03-09T11:00:00.000Z',
    endDate: '2026-03-09T12:30:00.000Z',
  });
  expect(body).toEqual({ startDate: '2026-03-02T11:00:00.000Z', endDate: '2026-03-02T12:30:00.000Z' });
});
