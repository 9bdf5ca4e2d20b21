/**
 * The shared calendar's wire contract (spec/shell.md §3 Calendar event / Invitation / Company, §7
 * Calendar calls; issue 15). Bodies are validated with these schemas on the server (and declared in
 * the OpenAPI document) and checked with them in the client's forms. Every answer is the envelope of
 * DESIGN §3 (`success` flag). Times are ISO-8601 strings; reminder offsets are seconds before the
 * event's start (as spec/board.md §5 counts them).
 *
 * Recurrence beyond the spec: `interval` (every N units), `until` (last start, inclusive), `count`
 * (occurrences in all), `byWeekday` (weekly only; iCalendar day codes) and `exceptions` (starts of
 * occurrences left out, ISO). One occurrence edited on its own becomes an override event: a
 * non-recurring event with `recurrenceOfId` (the series) and `recurrenceId` (the occurrence's
 * original start), and the series gets that start in its `exceptions` (iCalendar RECURRENCE-ID).
 * Removing one occurrence (`DELETE …?occurrence=`) adds the exception and deletes its override, if any.
 */
import { z } from 'zod';
import { idParam } from '../company/company.schemas';
import { storable } from '../storableText';
import { REMINDER_OPTIONS_S } from '../stickers/stickerTypes';
import { V } from '../validation';

export const CALENDAR_EVENT_TYPES = ['personal', 'meeting', 'corporate'] as const;
export type CalendarEventType = (typeof CALENDAR_EVENT_TYPES)[number];
/** spec/shell.md §9: default type personal. */
export const DEFAULT_EVENT_TYPE: CalendarEventType = 'personal';

export const RECURRENCE_TYPES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type RecurrenceType = (typeof RECURRENCE_TYPES)[number];

/** iCalendar BYDAY codes, Monday first (RFC 5545 §3.3.10). */
export const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

/** Invitation statuses: the spec's pending / declined / accepted, plus tentative. */
export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'tentative'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
/** The answers a user may give (PUT /api/calendar/invitations/{id}/respond). */
export const INVITATION_ANSWERS = ['accepted', 'declined', 'tentative'] as const;

/** Reminder offsets an event may carry: "at start" (0) and the board's option list (seconds). */
export const EVENT_REMINDER_OPTIONS_S = [0, ...REMINDER_OPTIONS_S] as const;
/** A new event's reminders when the form sets none: 15 minutes before (spec/board.md §5 default). */
export const DEFAULT_EVENT_REMINDERS_S = [900] as const;
export const MAX_EVENT_REMINDERS = 5;

export const EVENT_TITLE_MAX = 200;
export const EVENT_DESCRIPTION_MAX = 10_000;
export const EVENT_LOCATION_MAX = 500;
export const INVITATION_MESSAGE_MAX = 1_000;
/** At most this many users in one invitation call or in `invitedUsers`. */
export const MAX_INVITEES = 200;
export const MAX_RECURRENCE_EXCEPTIONS = 1_000;
/** Longest event: 366 days (an all-day event spanning a year at most). */
export const MAX_EVENT_DURATION_MS = 366 * 24 * 3_600_000;

/** True for a zone name the runtime knows (`Intl`). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const isoInstant = z.iso.datetime({ offset: true, error: V.invalidFormat });
const optionalText = (max: number) =>
  storable(z.string({ error: V.invalidFormat }).trim().max(max, { error: V.maxLength })).optional();
/** A CSS colour the picker or an import may give: `#rgb`, `#rrggbb` or `#rrggbbaa`. */
const colour = z
  .string({ error: V.invalidFormat })
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, { error: V.invalidFormat });
const userIds = z
  .array(idParam, { error: V.invalidFormat })
  .max(MAX_INVITEES, { error: V.tooBig })
  .transform((ids) => [...new Set(ids)]);

export const recurrenceRuleSchema = z.object({
  type: z.enum(RECURRENCE_TYPES, { error: V.chooseOne }),
  interval: z
    .number({ error: V.integer })
    .int({ error: V.integer })
    .min(1, { error: V.tooSmall })
    .max(999, { error: V.tooBig })
    .optional(),
  until: isoInstant.nullable().optional(),
  count: z
    .number({ error: V.integer })
    .int({ error: V.integer })
    .min(1, { error: V.tooSmall })
    .max(1_000, { error: V.tooBig })
    .nullable()
    .optional(),
  byWeekday: z
    .array(z.enum(WEEKDAY_CODES, { error: V.chooseOne }))
    .max(7, { error: V.tooBig })
    .optional(),
  exceptions: z.array(isoInstant).max(MAX_RECURRENCE_EXCEPTIONS, { error: V.tooBig }).optional(),
});
export type RecurrenceRule = z.infer<typeof recurrenceRuleSchema>;

const eventFields = {
  title: optionalText(EVENT_TITLE_MAX),
  description: optionalText(EVENT_DESCRIPTION_MAX),
  startDate: isoInstant,
  endDate: isoInstant,
  type: z.enum(CALENDAR_EVENT_TYPES, { error: V.chooseOne }).optional(),
  color: colour.nullable().optional(),
  isAllDay: z.boolean({ error: V.invalidFormat }).optional(),
  location: optionalText(EVENT_LOCATION_MAX),
  isRecurring: z.boolean({ error: V.invalidFormat }).optional(),
  recurrenceRule: recurrenceRuleSchema.nullable().optional(),
  /** Seconds before the start; each one of EVENT_REMINDER_OPTIONS_S. */
  reminders: z
    .array(
      z
        .number({ error: V.integer })
        .int({ error: V.integer })
        .refine((s) => (EVENT_REMINDER_OPTIONS_S as readonly number[]).includes(s), { error: V.chooseOne }),
    )
    .max(MAX_EVENT_REMINDERS, { error: V.tooBig })
    .optional(),
  /**
   * IANA zone the event's wall-clock times and recurrence are kept in ('Europe/Moscow'): a weekly
   * 10:00 meeting stays at 10:00 there across daylight-saving changes. Default 'UTC'.
   */
  timeZone: z
    .string({ error: V.invalidFormat })
    .max(64, { error: V.maxLength })
    .refine(isTimeZone, { error: V.invalidFormat })
    .optional(),
  /** The project whose calendar shows the event (/cabinet/project/{id}/calendar); null: none. */
  projectId: idParam.nullable().optional(),
};

const endAfterStart = (event: { startDate?: string; endDate?: string }) =>
  !event.startDate || !event.endDate || Date.parse(event.endDate) >= Date.parse(event.startDate);
const notTooLong = (event: { startDate?: string; endDate?: string }) =>
  !event.startDate ||
  !event.endDate ||
  Date.parse(event.endDate) - Date.parse(event.startDate) <= MAX_EVENT_DURATION_MS;

/** POST /api/calendar/events — the event, its invitees (`invitedUsers`, spec §7) and their message. */
export const createEventBody = z
  .object({
    ...eventFields,
    invitedUsers: userIds.optional(),
    /** The invitation text; default 'Приглашение на событие: {title}' in each invitee's language. */
    message: optionalText(INVITATION_MESSAGE_MAX),
    isOptional: z.boolean({ error: V.invalidFormat }).optional(),
  })
  .refine(endAfterStart, { error: V.endBeforeStart, path: ['endDate'] })
  .refine(notTooLong, { error: V.tooBig, path: ['endDate'] });
export type CreateEventBody = z.input<typeof createEventBody>;

/**
 * PUT /api/calendar/events/{id} — "same body" (spec §7); fields left out keep their value. With
 * `?occurrence=<ISO start>` on a recurring event only that occurrence changes (an override event).
 * `invitedUsers`, when given, is the full invitee list: new users are invited, missing ones removed.
 */
export const updateEventBody = z
  .object({
    ...eventFields,
    startDate: isoInstant.optional(),
    endDate: isoInstant.optional(),
    invitedUsers: userIds.optional(),
    message: optionalText(INVITATION_MESSAGE_MAX),
    isOptional: z.boolean({ error: V.invalidFormat }).optional(),
  })
  .refine(endAfterStart, { error: V.endBeforeStart, path: ['endDate'] })
  .refine(notTooLong, { error: V.tooBig, path: ['endDate'] });
export type UpdateEventBody = z.input<typeof updateEventBody>;

/** `?occurrence=` of PUT/DELETE /api/calendar/events/{id}: one occurrence of a series. */
export const occurrenceQuery = z.object({ occurrence: isoInstant.optional() });

/** GET /api/calendar/events — the window (starts before `to`, ends after `from`), project, type. */
export const eventsQuery = z.object({
  from: isoInstant.optional(),
  to: isoInstant.optional(),
  projectId: idParam.optional(),
  type: z.enum(CALENDAR_EVENT_TYPES, { error: V.chooseOne }).optional(),
});

/** GET /api/calendar/invitations?status=pending */
export const invitationsQuery = z.object({ status: z.enum(INVITATION_STATUSES, { error: V.chooseOne }).optional() });

/** POST /api/calendar/events/{id}/invitations */
export const inviteBody = z.object({
  userIds: userIds.refine((ids) => ids.length > 0, { error: V.chooseOne }),
  message: optionalText(INVITATION_MESSAGE_MAX),
  isOptional: z.boolean({ error: V.invalidFormat }).optional(),
});

/** PUT /api/calendar/invitations/{id}/respond */
export const respondBody = z.object({ status: z.enum(INVITATION_ANSWERS, { error: V.chooseOne }) });

/** POST /api/calendar/events/{id}/reinvite/{userId} */
export const reinviteBody = z.object({ message: optionalText(INVITATION_MESSAGE_MAX) });

/** A person as the calendar shows them (spec §3 Company members: displayName = name, else e-mail). */
export interface CalendarPerson {
  id: number;
  displayName: string;
  email: string;
  avatar: string | null;
}

/** The creator of an event (spec §3). */
export interface EventCreator {
  userId: number;
  name: string;
  email: string;
  avatar: string | null;
}

/** An invitation as an event lists it. */
export interface EventInvitation {
  id: number;
  userId: number;
  status: InvitationStatus;
  isOptional: boolean;
  displayName: string;
  avatar: string | null;
}

/** A stored event (a series is one event with its rule; occurrences are expanded by the client). */
export interface CalendarEvent {
  id: number;
  /** Stored as given; the client shows 'Untitled Event' for an empty one. */
  title: string;
  description: string;
  startDate: string;
  endDate: string;
  type: CalendarEventType;
  color: string | null;
  isAllDay: boolean;
  location: string;
  isRecurring: boolean;
  recurrenceRule: RecurrenceRule | null;
  /** Seconds before the start. */
  reminders: number[];
  /** IANA zone of the wall-clock times (recurrence steps keep the time of day there). */
  timeZone: string;
  projectId: number | null;
  creator: EventCreator;
  invitations: EventInvitation[];
  /** Set on an override event: the series it replaces one occurrence of, and that occurrence's start. */
  recurrenceOfId: number | null;
  recurrenceId: string | null;
  createdAt: string;
  updatedAt: string;
}

/** An invitation as the invitee's list shows it (GET /api/calendar/invitations). */
export interface CalendarInvitation {
  id: number;
  status: InvitationStatus;
  message: string;
  isOptional: boolean;
  userId: number;
  invitedBy: CalendarPerson;
  event: CalendarEvent;
  createdAt: string;
  respondedAt: string | null;
}

/** GET /api/calendar/companies: the caller's companies with their members (spec §3 Company). */
export interface CalendarCompany {
  id: number;
  name: string;
  members: CalendarPerson[];
}

/** The answer of DELETE calls. */
export interface CalendarDeleted {
  id: number;
}
