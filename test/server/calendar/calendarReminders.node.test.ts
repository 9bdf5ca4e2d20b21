/**
 * When reminders are due (src/server/calendar/calendarReminders.ts): one per occurrence and
 * offset, in the event's zone across daylight-saving changes, never before `after`, and not for
 * occurrences that started more than LATE_MS ago.
 */
import {
  LATE_MS,
  nextReminderDue,
  remindersAt,
  stillTimely,
  type ReminderSeries,
} from '../../../src/server/calendar/calendarReminders';

const ms = (iso: string) => Date.parse(iso);
const weekly: ReminderSeries = {
  // Mondays 10:00 in Berlin: 09:00 UTC in winter, 08:00 UTC in summer.
  startDate: '2026-03-16T09:00:00.000Z',
  endDate: '2026-03-16T10:00:00.000Z',
  timeZone: 'Europe/Berlin',
  isRecurring: true,
  recurrenceRule: { type: 'weekly', exceptions: ['2026-03-23T09:00:00.000Z'] },
  reminders: [900, 3600],
};

test('the earliest offset of the next occurrence comes first, then the later one', () => {
  const now = ms('2026-03-16T07:00:00.000Z');
  expect(nextReminderDue(weekly, now, now)).toBe(ms('2026-03-16T08:00:00.000Z'));
  expect(nextReminderDue(weekly, ms('2026-03-16T08:00:00.000Z'), now)).toBe(ms('2026-03-16T08:45:00.000Z'));
});

test('an excepted occurrence is skipped; after the change to summer time the reminder follows the wall clock', () => {
  const afterFirst = ms('2026-03-16T08:45:00.000Z');
  // 23 March is an exception; 30 March is after the change (10:00 Berlin = 08:00 UTC).
  expect(nextReminderDue(weekly, afterFirst, afterFirst)).toBe(ms('2026-03-30T07:00:00.000Z'));
  expect(remindersAt(weekly, ms('2026-03-30T07:45:00.000Z'))).toEqual([
    { occurrenceStart: new Date('2026-03-30T08:00:00.000Z'), offsetS: 900 },
  ]);
});

test('offsets that fall on one instant are due together', () => {
  const series: ReminderSeries = { ...weekly, recurrenceRule: { type: 'daily' }, reminders: [0, 86400] };
  const due = ms('2026-03-17T09:00:00.000Z');
  expect(remindersAt(series, due).map((r) => [r.occurrenceStart.toISOString(), r.offsetS])).toEqual([
    ['2026-03-18T09:00:00.000Z', 86400],
    ['2026-03-17T09:00:00.000Z', 0],
  ]);
});

test('long missed reminders are jumped over; a late one is still timely for a minute after the start', () => {
  const single: ReminderSeries = { ...weekly, isRecurring: false, recurrenceRule: null };
  const start = ms('2026-03-16T09:00:00.000Z');
  expect(nextReminderDue(single, 0, start + LATE_MS + 1)).toBeNull();
  expect(nextReminderDue(single, 0, start - 3_600_000)).toBe(start - 3_600_000);
  expect(nextReminderDue(single, start - 3_600_000, start)).toBe(start - 900_000);
  expect(stillTimely(start, start + LATE_MS)).toBe(true);
  expect(stillTimely(start, start + LATE_MS + 1)).toBe(false);
  expect(nextReminderDue({ ...single, reminders: [] }, 0, 0)).toBeNull();
});
