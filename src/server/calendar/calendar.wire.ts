/**
 * Route schemas and wire mapping of the calendar (spec/shell.md §3 Calendar event, Invitation,
 * Company; wire types in src/shared/calendar/calendar.schemas.ts): path params, the answer shapes
 * the routes declare (OpenAPI document, serializer check; each tied to its shared type so a drift
 * fails `tsc`), and the pure functions that turn stored rows into wire objects.
 */
import { z } from 'zod';
import {
  CALENDAR_EVENT_TYPES,
  INVITATION_STATUSES,
  RECURRENCE_TYPES,
  WEEKDAY_CODES,
  type CalendarCompany,
  type CalendarEvent,
  type CalendarEventType,
  type CalendarInvitation,
  type CalendarPerson,
  type EventInvitation,
  type InvitationStatus,
  type RecurrenceRule,
} from '../../shared/calendar/calendar.schemas';
import { idParam } from '../../shared/company/company.schemas';
import type { ReminderSeries } from './calendarReminders';
import type { EventRow, InvitationRow, UserBrief } from './calendar.repository';

const id = z.number().int();

export const eventParams = z.object({ id: idParam });
export const reinviteParams = z.object({ id: idParam, userId: idParam });

export const calendarPersonSchema = z.object({
  id,
  displayName: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
}) satisfies z.ZodType<CalendarPerson>;

const recurrenceRuleOut = z.object({
  type: z.enum(RECURRENCE_TYPES),
  interval: z.number().int().optional(),
  until: z.string().nullable().optional(),
  count: z.number().int().nullable().optional(),
  byWeekday: z.array(z.enum(WEEKDAY_CODES)).optional(),
  exceptions: z.array(z.string()).optional(),
});

const eventInvitationSchema = z.object({
  id,
  userId: id,
  status: z.enum(INVITATION_STATUSES),
  isOptional: z.boolean(),
  displayName: z.string(),
  avatar: z.string().nullable(),
}) satisfies z.ZodType<EventInvitation>;

export const calendarEventSchema = z.object({
  id,
  title: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  type: z.enum(CALENDAR_EVENT_TYPES),
  color: z.string().nullable(),
  isAllDay: z.boolean(),
  location: z.string(),
  isRecurring: z.boolean(),
  recurrenceRule: recurrenceRuleOut.nullable(),
  reminders: z.array(z.number().int()),
  timeZone: z.string(),
  projectId: id.nullable(),
  creator: z.object({ userId: id, name: z.string(), email: z.string(), avatar: z.string().nullable() }),
  invitations: z.array(eventInvitationSchema),
  recurrenceOfId: id.nullable(),
  recurrenceId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<CalendarEvent>;

export const calendarInvitationSchema = z.object({
  id,
  status: z.enum(INVITATION_STATUSES),
  message: z.string(),
  isOptional: z.boolean(),
  userId: id,
  invitedBy: calendarPersonSchema,
  event: calendarEventSchema,
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
}) satisfies z.ZodType<CalendarInvitation>;

export const calendarCompanySchema = z.object({
  id,
  name: z.string(),
  members: z.array(calendarPersonSchema),
}) satisfies z.ZodType<CalendarCompany>;

export const calendarDeletedSchema = z.object({ id });

/** JSON text of the store, or `fallback` when it does not parse. */
export function parseJson<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** A user as the calendar shows people: displayName = name, else e-mail (spec §3 Company). */
export const personOf = (user: UserBrief): CalendarPerson => ({
  id: user.id,
  displayName: user.name.trim() || user.email,
  email: user.email,
  avatar: user.avatar,
});

/** What the expansion and the reminder computation read of a stored event. */
export function seriesOf(row: EventRow): ReminderSeries {
  return {
    startDate: row.startDate,
    endDate: row.endDate,
    timeZone: row.timeZone,
    isRecurring: row.isRecurring === 1,
    recurrenceRule: parseJson<RecurrenceRule | null>(row.recurrenceRule, null),
    reminders: parseJson<number[]>(row.reminders, []),
  };
}

/** An invitation row with its invitee's user. */
export type InvitationWithUser = InvitationRow & { user: UserBrief };

/** The wire event of a row, its creator and its invitations (in invitation order). */
export function eventJson(row: EventRow, creator: UserBrief, invitations: InvitationWithUser[]): CalendarEvent {
  const series = seriesOf(row);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    startDate: row.startDate,
    endDate: row.endDate,
    type: row.type as CalendarEventType,
    color: row.color,
    isAllDay: row.isAllDay === 1,
    location: row.location,
    isRecurring: Boolean(series.isRecurring && series.recurrenceRule),
    recurrenceRule: series.recurrenceRule,
    reminders: [...series.reminders],
    timeZone: row.timeZone,
    projectId: row.projectId,
    creator: { userId: creator.id, name: creator.name, email: creator.email, avatar: creator.avatar },
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      userId: invitation.userId,
      status: invitation.status as InvitationStatus,
      isOptional: invitation.isOptional === 1,
      displayName: personOf(invitation.user).displayName,
      avatar: invitation.user.avatar,
    })),
    recurrenceOfId: row.recurrenceOfId,
    recurrenceId: row.recurrenceId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The wire invitation of a row, given its event and inviter. */
export function invitationJson(row: InvitationRow, event: CalendarEvent, invitedBy: UserBrief): CalendarInvitation {
  return {
    id: row.id,
    status: row.status as InvitationStatus,
    message: row.message,
    isOptional: row.isOptional === 1,
    userId: row.userId,
    invitedBy: personOf(invitedBy),
    event,
    createdAt: row.createdAt,
    respondedAt: row.respondedAt,
  };
}
