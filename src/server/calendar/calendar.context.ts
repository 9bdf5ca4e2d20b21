/**
 * What every calendar service needs for one request, and the checks they share (spec/shell.md §5,
 * §6 Calendar; DESIGN §5): the creator-only guard (a hidden event answers 404 like a missing one,
 * a visible one 403), the invitee rules (co-members of a company, never oneself, never on a
 * personal event: 400 at the named field), the default invitation text and the reminder schedule.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TFunction } from 'i18next';
import type { RecurrenceRule } from '../../shared/calendar/calendar.schemas';
import { actorOf, requireProject, type Actor } from '../access/access.service';
import type { Db } from '../editor/cards.repository';
import { fieldError } from '../editor/editor.context';
import { AppError } from '../http/appError';
import { callerOf } from '../plugins/auth';
import { calendarEmitter, type CalendarEmitter } from './calendar.events';
import { eventById, notCoMembers, visibleEventById, type EventRow } from './calendar.repository';
import { nextReminderDue, type ReminderSeries } from './calendarReminders';

export interface CalendarContext {
  db: Db;
  actor: Actor;
  emit: CalendarEmitter;
  /** Translator of the request's Accept-Language. */
  t: TFunction;
  /** Epoch ms of the request. */
  nowMs: number;
}

export function calendarContext(app: FastifyInstance, request: FastifyRequest): CalendarContext {
  const actor = actorOf(callerOf(request));
  return {
    db: app.db,
    actor,
    emit: calendarEmitter(app.realtime, actor.id, request.socketId),
    t: request.t,
    nowMs: Date.now(),
  };
}

/** i18n keys of the calendar's field errors (i18n/<locale>/errors.json `calendar.*`). */
export const CALENDAR_ERRORS = {
  notCoMember: 'errors:calendar.notCoMember',
  inviteSelf: 'errors:calendar.inviteSelf',
  personalNoInvitations: 'errors:calendar.personalNoInvitations',
  notAnOccurrence: 'errors:calendar.notAnOccurrence',
  tooLong: 'errors:calendar.tooLong',
} as const;

export const iso = (value: string | number): string => new Date(value).toISOString();

/** The event if the caller created it; 404 when he cannot see it (or it does not exist), else 403. */
export async function ownEvent(ctx: CalendarContext, id: number): Promise<EventRow> {
  const row = await eventById(ctx.db, id);
  if (row && row.creatorId === ctx.actor.id) return row;
  if (row && (await visibleEventById(ctx.db, id, ctx.actor.id))) throw new AppError('FORBIDDEN');
  throw new AppError('NOT_FOUND');
}

/**
 * Throws 400 at `field` unless `userIds` may be invited by the caller to an event of `type`:
 * not himself, not on a personal event, and each one sharing a company with him.
 */
export async function checkInvitees(ctx: CalendarContext, type: string, userIds: readonly number[], field: string) {
  if (userIds.length === 0) return;
  if (userIds.includes(ctx.actor.id)) throw fieldError(field, CALENDAR_ERRORS.inviteSelf);
  if (type === 'personal') throw fieldError(field, CALENDAR_ERRORS.personalNoInvitations);
  if ((await notCoMembers(ctx.db, ctx.actor.id, userIds)).length > 0)
    throw fieldError(field, CALENDAR_ERRORS.notCoMember);
}

/**
 * The invitation text when the inviter gives none: 'Приглашение на событие: {title}' (spec §9) in
 * the invitee's language. No user language is stored yet, so the inviter's Accept-Language stands in.
 */
export const defaultMessage = (t: TFunction, title: string): string =>
  t('errors:calendar.invitationMessage', { title: title || t('errors:calendar.untitled') });

/** The project and its company for `projectId` (403/404 unless the caller is a member; null: none). */
export async function placeOf(ctx: CalendarContext, projectId: number | null) {
  if (projectId === null) return { projectId: null, companyId: null };
  const { project, companyId } = await requireProject(ctx.db, ctx.actor, projectId);
  return { projectId: project.id, companyId };
}

/** A rule as stored: instants in UTC, exceptions sorted without duplicates. */
export function normalizeRule(rule: RecurrenceRule | null | undefined): RecurrenceRule | null {
  if (!rule) return null;
  return {
    ...rule,
    ...(rule.until ? { until: iso(rule.until) } : {}),
    ...(rule.exceptions ? { exceptions: [...new Set(rule.exceptions.map(iso))].sort() } : {}),
  };
}

/** Reminder offsets as stored: each once, largest (earliest) first. */
export const remindersOf = (offsets: readonly number[]): number[] => [...new Set(offsets)].sort((a, b) => b - a);

/** `reminder_due_at` for an event: the next due after `afterIso` (src/server/calendar/calendarReminders.ts). */
export function dueAfter(series: ReminderSeries, afterIso: string, nowMs: number): string | null {
  const due = nextReminderDue(series, Date.parse(afterIso), nowMs);
  return due === null ? null : iso(due);
}

/** Throws 400 at `endDate` unless the event ends after it starts and lasts at most MAX_EVENT_DURATION_MS. */
export function checkSpan(startDate: string, endDate: string, maxMs: number): void {
  const span = Date.parse(endDate) - Date.parse(startDate);
  if (span < 0) throw fieldError('endDate', 'validation:endBeforeStart');
  if (span > maxMs) throw fieldError('endDate', CALENDAR_ERRORS.tooLong);
}
