/**
 * Calendar popups (spec/shell.md §3 Calendar notification item, §4 Calendar popups): one item per
 * event and type, updated in place; hide one, hide all; a hidden item comes back on a new notice.
 */
import type { CalendarReminder } from '../../../src/shared/calendar/calendar.events';
import type { CalendarEvent, CalendarInvitation } from '../../../src/shared/calendar/calendar.schemas';
import {
  allPopupsHidden,
  calendarPopupsSlice,
  popupHidden,
  popupReceived,
  popupsCleared,
  type CalendarPopupsState,
} from '../../../src/client/features/calendarPopups/calendarPopupsSlice';
import { requireCalendarUser } from '../../../src/client/features/calendarPopups/calendarPopupsListeners';
import { anEvent, anInvitation } from './calendarFixtures';

const reduce = (
  state: CalendarPopupsState | undefined,
  ...actions: Parameters<typeof calendarPopupsSlice.reducer>[1][]
) => actions.reduce((s, action) => calendarPopupsSlice.reducer(s, action), state ?? { items: [] });

const reminder = (event: CalendarEvent, offsetS = 900): CalendarReminder => ({
  id: `${event.id}:${event.startDate}:${offsetS}`,
  event,
  occurrenceStart: event.startDate,
  offsetS,
});

test('a second reminder for the same event updates its item in place instead of adding one', () => {
  const event = anEvent({ id: 7, title: 'Standup' });
  const state = reduce(
    undefined,
    popupReceived({ type: 'reminder', data: reminder(event, 900) }),
    popupReceived({ type: 'reminder', data: reminder(anEvent({ id: 8 })) }),
    popupReceived({ type: 'reminder', data: reminder({ ...event, title: 'Standup (moved)' }, 300) }),
  );
  expect(state.items.map((item) => item.id)).toEqual(['reminder:7', 'reminder:8']);
  expect(state.items[0]).toMatchObject({ type: 'reminder', show: true, data: { offsetS: 300 } });
  expect(state.items[0].data.event.title).toBe('Standup (moved)');
});

test('an invitation and a reminder of one event are two items; a repeated invitation is one', () => {
  const event = anEvent({ id: 4 });
  const invitation: CalendarInvitation = anInvitation({ id: 40, event });
  const state = reduce(
    undefined,
    popupReceived({ type: 'invitation', data: invitation }),
    popupReceived({ type: 'reminder', data: reminder(event) }),
    popupReceived({ type: 'invitation', data: { ...invitation, message: 'Again' } }),
  );
  expect(state.items.map((item) => item.id)).toEqual(['invitation:4', 'reminder:4']);
  expect(state.items[0].data).toMatchObject({ message: 'Again' });
});

test('hide one hides only that popup; hide all hides the rest; a new notice shows it again', () => {
  const one = anEvent({ id: 1 });
  let state = reduce(
    undefined,
    popupReceived({ type: 'reminder', data: reminder(one) }),
    popupReceived({ type: 'reminder', data: reminder(anEvent({ id: 2 })) }),
    popupReceived({ type: 'invitation', data: anInvitation({ id: 30, event: anEvent({ id: 3 }) }) }),
  );
  state = reduce(state, popupHidden('reminder:2'));
  expect(state.items.map((item) => item.show)).toEqual([true, false, true]);
  state = reduce(state, allPopupsHidden());
  expect(state.items.every((item) => !item.show)).toBe(true);
  state = reduce(state, popupReceived({ type: 'reminder', data: reminder(one, 0) }));
  expect(state.items.map((item) => item.show)).toEqual([true, false, false]);
  expect(state.items).toHaveLength(3);
  expect(reduce(state, popupsCleared()).items).toEqual([]);
});

test("the calendar needs a known user id ('No user ID available', spec §4, §5)", () => {
  expect(() => requireCalendarUser(undefined)).toThrow('No user ID available');
  expect(() => requireCalendarUser(null)).toThrow('No user ID available');
  expect(requireCalendarUser(5)).toBe(5);
});
