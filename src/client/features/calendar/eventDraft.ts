/**
 * The event form's draft and its request bodies (spec/shell.md §3 Calendar event, §7 POST/PUT
 * /api/calendar/events). Times are typed in the browser's zone (`datetime-local`, or `date` for an
 * all-day event: midnight to the midnight after its last day) and sent as ISO instants with the
 * browser's zone name as `timeZone`, so a series keeps its wall-clock time there.
 */
import { addDays, format, startOfDay, subMilliseconds } from 'date-fns';
import {
  DEFAULT_EVENT_REMINDERS_S,
  DEFAULT_EVENT_TYPE,
  type CalendarEvent,
  type CalendarEventType,
  type CreateEventBody,
  type RecurrenceType,
  type WeekdayCode,
} from '../../../shared/calendar/calendar.schemas';

export type RecurrenceChoice = 'none' | RecurrenceType;
export type RecurrenceEnd = 'never' | 'until' | 'count';

export interface EventDraft {
  title: string;
  description: string;
  /** `yyyy-MM-ddTHH:mm` (or `yyyy-MM-dd` when all-day), local time. */
  start: string;
  end: string;
  isAllDay: boolean;
  location: string;
  type: CalendarEventType;
  /** '' = the type's colour. */
  color: string;
  reminders: number[];
  recurrence: RecurrenceChoice;
  interval: number;
  byWeekday: WeekdayCode[];
  ends: RecurrenceEnd;
  /** `yyyy-MM-dd`: the last day a repeat may start on. */
  until: string;
  count: number;
  invitees: number[];
  isOptional: boolean;
  message: string;
}

const LOCAL_TIME = "yyyy-MM-dd'T'HH:mm";
const LOCAL_DAY = 'yyyy-MM-dd';

/** The browser's zone name (Intl), 'UTC' when it has none. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The input value of `date` for an all-day or a timed field. */
export const inputValue = (date: Date, allDay: boolean) => format(date, allDay ? LOCAL_DAY : LOCAL_TIME);

/** A draft for a new event over a selected slot (a month-view day slot is all-day). */
export function newDraft(start: Date, end: Date, allDay: boolean): EventDraft {
  const shownEnd = allDay ? subMilliseconds(end, 1) : end;
  return {
    title: '',
    description: '',
    start: inputValue(start, allDay),
    end: inputValue(shownEnd < start ? start : shownEnd, allDay),
    isAllDay: allDay,
    location: '',
    type: DEFAULT_EVENT_TYPE,
    color: '',
    reminders: [...DEFAULT_EVENT_REMINDERS_S],
    recurrence: 'none',
    interval: 1,
    byWeekday: [],
    ends: 'never',
    until: '',
    count: 10,
    invitees: [],
    isOptional: false,
    message: '',
  };
}

/** The draft of an event (or one occurrence of it: `startDate`/`endDate` are the occurrence's). */
export function draftOf(event: CalendarEvent): EventDraft {
  const start = new Date(event.startDate);
  const end = new Date(event.endDate);
  const base = newDraft(start, end, event.isAllDay);
  const rule = event.isRecurring ? event.recurrenceRule : null;
  return {
    ...base,
    title: event.title,
    description: event.description,
    location: event.location,
    type: event.type,
    color: event.color ?? '',
    reminders: [...event.reminders],
    recurrence: rule?.type ?? 'none',
    interval: rule?.interval ?? 1,
    byWeekday: [...(rule?.byWeekday ?? [])],
    ends: rule?.until ? 'until' : rule?.count ? 'count' : 'never',
    until: rule?.until ? format(new Date(rule.until), LOCAL_DAY) : '',
    count: rule?.count ?? 10,
    invitees: event.invitations.map((invitation) => invitation.userId),
  };
}

/** A local input value as an instant; '' or garbage gives an invalid string the schema rejects. */
function instant(value: string, allDay: boolean, nextDay = false): string {
  if (!value) return '';
  const parsed = new Date(allDay ? `${value.slice(0, 10)}T00:00` : value);
  if (!Number.isFinite(parsed.getTime())) return value;
  return (allDay && nextDay ? addDays(startOfDay(parsed), 1) : parsed).toISOString();
}

/** The POST body of a draft (also the PUT body; `invitedUsers` is the full list). */
export function bodyOf(
  draft: EventDraft,
  extra: { projectId?: number | null; withInvitation: boolean },
): CreateEventBody {
  const recurring = draft.recurrence !== 'none';
  return {
    title: draft.title,
    description: draft.description,
    startDate: instant(draft.start, draft.isAllDay),
    endDate: instant(draft.end, draft.isAllDay, /* nextDay */ true),
    isAllDay: draft.isAllDay,
    location: draft.location,
    type: draft.type,
    color: draft.color || null,
    reminders: draft.reminders,
    timeZone: browserTimeZone(),
    isRecurring: recurring,
    recurrenceRule: recurring
      ? {
          type: draft.recurrence as RecurrenceType,
          interval: draft.interval,
          ...(draft.recurrence === 'weekly' && draft.byWeekday.length > 0 ? { byWeekday: draft.byWeekday } : {}),
          until: draft.ends === 'until' && draft.until ? new Date(`${draft.until}T23:59:59`).toISOString() : null,
          count: draft.ends === 'count' ? draft.count : null,
        }
      : null,
    ...(extra.projectId !== undefined ? { projectId: extra.projectId } : {}),
    invitedUsers: draft.invitees,
    ...(extra.withInvitation
      ? { isOptional: draft.isOptional, ...(draft.message.trim() ? { message: draft.message } : {}) }
      : {}),
  };
}
