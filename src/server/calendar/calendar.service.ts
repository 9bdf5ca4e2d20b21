/**
 * Calendar events (spec/shell.md §3 Calendar event, §5 Event visibility, §7 Calendar calls;
 * DESIGN §3 Envelope, §5): list and read what the caller may see, create with invitees, change the
 * fields given (PUT "same body"; `invitedUsers` is then the full invitee list), delete (a series
 * with its overrides). Only the creator changes an event. Occurrence edits live in
 * ./calendarOccurrences.ts. Every write computes the event's next reminder due time
 * (./calendarReminders.ts) and announces the change live after its transaction (./calendar.events.ts).
 */
import type { Insertable } from 'kysely';
import type { z } from 'zod';
import {
  DEFAULT_EVENT_REMINDERS_S,
  DEFAULT_EVENT_TYPE,
  MAX_EVENT_DURATION_MS,
  type CalendarEvent,
  type createEventBody,
  type eventsQuery,
  type updateEventBody,
} from '../../shared/calendar/calendar.schemas';
import { occurrencesIn } from '../../shared/calendar/recurrence';
import type { CalendarEventsTable } from '../db/database';
import { fieldError } from '../editor/editor.context';
import { inTransaction, rethrowVanished } from '../editor/transactions';
import { AppError } from '../http/appError';
import {
  audienceOf,
  eventJsonOf,
  eventsJson,
  insertInvitations,
  listVisibleEvents,
  visibleEventById,
  type EventRow,
  type InvitationRow,
} from './calendar.repository';
import { invitationJson, seriesOf } from './calendar.wire';
import {
  checkInvitees,
  checkSpan,
  defaultMessage,
  dueAfter,
  iso,
  normalizeRule,
  ownEvent,
  placeOf,
  remindersOf,
  type CalendarContext,
} from './calendar.context';
import type { Db } from '../editor/cards.repository';

export type CreateBody = z.output<typeof createEventBody>;
export type UpdateBody = z.output<typeof updateEventBody>;
type Query = z.output<typeof eventsQuery>;

/** Bounds of an open window side (dates every engine reads). */
const EARLIEST = '0001-01-01T00:00:00.000Z';
const LATEST = '9999-12-31T23:59:59.999Z';

/** GET /api/calendar/events: visible events touching the window (a series when one of its occurrences does). */
export async function listEvents(ctx: CalendarContext, query: Query): Promise<CalendarEvent[]> {
  if (query.projectId !== undefined) await placeOf(ctx, query.projectId);
  const from = query.from ? iso(query.from) : undefined;
  const to = query.to ? iso(query.to) : undefined;
  const rows = await listVisibleEvents(ctx.db, ctx.actor.id, {
    from,
    to,
    projectId: query.projectId,
    type: query.type,
  });
  if (!from && !to) return eventsJson(ctx.db, rows);
  // A series is listed while one of its occurrences (exceptions left out) touches the window.
  const window = { from: new Date(from ?? EARLIEST), to: new Date(to ?? LATEST), limit: 1 };
  const touching = rows.filter((row) => row.isRecurring !== 1 || occurrencesIn(seriesOf(row), window).length > 0);
  return eventsJson(ctx.db, touching);
}

/** GET /api/calendar/events/{id}: 404 unless the caller may see it. */
export async function getEvent(ctx: CalendarContext, id: number): Promise<CalendarEvent> {
  const row = await visibleEventById(ctx.db, id, ctx.actor.id);
  if (!row) throw new AppError('NOT_FOUND');
  return eventJsonOf(ctx.db, row);
}

/** Sends `invitation:created` for new invitation rows of `event`. */
export function announceInvitations(ctx: CalendarContext, event: CalendarEvent, rows: readonly InvitationRow[]): void {
  const creator = { ...event.creator, id: event.creator.userId };
  for (const row of rows) ctx.emit.invitationCreated(invitationJson(row, event, creator));
}

/** POST /api/calendar/events → 201 CalendarEvent (invitees get `invitation:created`). */
export async function createEvent(ctx: CalendarContext, body: CreateBody): Promise<CalendarEvent> {
  const type = body.type ?? DEFAULT_EVENT_TYPE;
  const invitees = body.invitedUsers ?? [];
  await checkInvitees(ctx, type, invitees, 'invitedUsers');
  const place = await placeOf(ctx, body.projectId ?? null);
  const rule = normalizeRule(body.recurrenceRule);
  const isRecurring = body.isRecurring ?? rule !== null;
  if (isRecurring && !rule) throw fieldError('recurrenceRule', 'validation:required');
  const now = iso(ctx.nowMs);
  const values: Insertable<CalendarEventsTable> = {
    creatorId: ctx.actor.id,
    title: body.title ?? '',
    description: body.description ?? '',
    startDate: iso(body.startDate),
    endDate: iso(body.endDate),
    type,
    color: body.color ?? null,
    isAllDay: body.isAllDay ? 1 : 0,
    location: body.location ?? '',
    isRecurring: isRecurring ? 1 : 0,
    recurrenceRule: rule ? JSON.stringify(rule) : null,
    reminders: JSON.stringify(remindersOf(body.reminders ?? DEFAULT_EVENT_REMINDERS_S)),
    timeZone: body.timeZone ?? 'UTC',
    ...place,
    recurrenceOfId: null,
    recurrenceId: null,
    // Reminders due before the event existed are not sent.
    remindedUntil: now,
    createdAt: now,
    updatedAt: now,
  };
  values.reminderDueAt = dueAfter(seriesOf(values as EventRow), now, ctx.nowMs);
  const message = body.message || defaultMessage(ctx.t, values.title ?? '');
  const { row, invitations } = await inTransaction(ctx.db, async (trx) => {
    const inserted = await trx.insertInto('calendarEvents').values(values).returningAll().executeTakeFirstOrThrow();
    const invited = await insertInvitations(
      trx,
      invitees.map((userId) => ({
        eventId: inserted.id,
        userId,
        message,
        isOptional: body.isOptional ? 1 : 0,
        invitedBy: ctx.actor.id,
      })),
      now,
    );
    return { row: inserted, invitations: invited };
  }).catch(rethrowVanished);
  const event = await eventJsonOf(ctx.db, row);
  ctx.emit.announce(row.id, event, [], await audienceOf(ctx.db, row));
  announceInvitations(ctx, event, invitations);
  return event;
}

/** What a PUT writes: the row's new columns and the invitation changes, checked before any write. */
export interface UpdatePlan {
  set: Partial<Insertable<CalendarEventsTable>>;
  removed: InvitationRow[];
  added: number[];
  message: string;
  isOptional: number;
}

/**
 * Checks a PUT body against the stored event `row` (with its invitations `current`) and plans the
 * write: fields left out keep their value; an override never recurs; 400 at the field at fault.
 */
export async function planUpdate(
  ctx: CalendarContext,
  row: EventRow,
  current: readonly InvitationRow[],
  body: UpdateBody,
): Promise<UpdatePlan> {
  const startDate = body.startDate ? iso(body.startDate) : row.startDate;
  const endDate = body.endDate ? iso(body.endDate) : row.endDate;
  checkSpan(startDate, endDate, MAX_EVENT_DURATION_MS);
  const type = body.type ?? row.type;
  const override = row.recurrenceOfId !== null;
  const rule = override
    ? null
    : body.recurrenceRule !== undefined
      ? normalizeRule(body.recurrenceRule)
      : seriesOf(row).recurrenceRule;
  const isRecurring =
    !override && (body.isRecurring ?? (body.recurrenceRule !== undefined ? rule !== null : row.isRecurring === 1));
  if (isRecurring && !rule) throw fieldError('recurrenceRule', 'validation:required');
  const listed = body.invitedUsers;
  const kept = listed ? current.filter((invitation) => listed.includes(invitation.userId)) : current;
  const added = listed ? listed.filter((userId) => !current.some((invitation) => invitation.userId === userId)) : [];
  if (type === 'personal' && kept.length + added.length > 0) {
    throw fieldError(listed ? 'invitedUsers' : 'type', 'errors:calendar.personalNoInvitations');
  }
  await checkInvitees(ctx, type, added, 'invitedUsers');
  const place = body.projectId !== undefined ? await placeOf(ctx, body.projectId) : {};
  const set: Partial<Insertable<CalendarEventsTable>> = {
    ...(body.title !== undefined ? { title: body.title } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    startDate,
    endDate,
    type,
    ...(body.color !== undefined ? { color: body.color } : {}),
    ...(body.isAllDay !== undefined ? { isAllDay: body.isAllDay ? 1 : 0 } : {}),
    ...(body.location !== undefined ? { location: body.location } : {}),
    isRecurring: isRecurring ? 1 : 0,
    recurrenceRule: rule ? JSON.stringify(rule) : null,
    ...(body.reminders !== undefined ? { reminders: JSON.stringify(remindersOf(body.reminders)) } : {}),
    ...(body.timeZone !== undefined ? { timeZone: body.timeZone } : {}),
    ...place,
    updatedAt: iso(ctx.nowMs),
  };
  const next = { ...row, ...set } as EventRow;
  // From the last due instant handled: an edit never repeats a reminder already sent.
  set.reminderDueAt = dueAfter(seriesOf(next), row.remindedUntil ?? row.createdAt, ctx.nowMs);
  const message = body.message || defaultMessage(ctx.t, next.title);
  const removed = listed ? current.filter((invitation) => !listed.includes(invitation.userId)) : [];
  return { set, removed, added, message, isOptional: body.isOptional ? 1 : 0 };
}

/** Writes a plan to event `eventId` (inside the caller's transaction); returns the new invitation rows. */
export async function writePlan(trx: Db, actorId: number, eventId: number, plan: UpdatePlan, now: string) {
  await trx.updateTable('calendarEvents').set(plan.set).where('id', '=', eventId).execute();
  if (plan.removed.length > 0) {
    await trx
      .deleteFrom('calendarInvitations')
      .where(
        'id',
        'in',
        plan.removed.map((invitation) => invitation.id),
      )
      .execute();
  }
  return insertInvitations(
    trx,
    plan.added.map((userId) => ({
      eventId,
      userId,
      message: plan.message,
      isOptional: plan.isOptional,
      invitedBy: actorId,
    })),
    now,
  );
}

/** Announces a written plan: the event to its audiences, removed and new invitations to their people. */
export async function announcePlan(
  ctx: CalendarContext,
  row: EventRow,
  before: readonly number[],
  plan: UpdatePlan,
  added: readonly InvitationRow[],
): Promise<CalendarEvent> {
  const event = await eventJsonOf(ctx.db, row);
  ctx.emit.announce(row.id, event, before, await audienceOf(ctx.db, row));
  for (const invitation of plan.removed) {
    ctx.emit.invitationDeleted({ id: invitation.id, eventId: row.id, userId: invitation.userId }, [
      row.creatorId,
      invitation.userId,
    ]);
  }
  announceInvitations(ctx, event, added);
  return event;
}

/** PUT /api/calendar/events/{id} on a stored event (creator only) → CalendarEvent. */
export async function updateStoredEvent(ctx: CalendarContext, row: EventRow, body: UpdateBody): Promise<CalendarEvent> {
  const current = await ctx.db.selectFrom('calendarInvitations').selectAll().where('eventId', '=', row.id).execute();
  const plan = await planUpdate(ctx, row, current, body);
  const before = await audienceOf(ctx.db, row);
  const result = await inTransaction(ctx.db, async (trx) => {
    const added = await writePlan(trx, ctx.actor.id, row.id, plan, iso(ctx.nowMs));
    const updated = await trx.selectFrom('calendarEvents').selectAll().where('id', '=', row.id).executeTakeFirst();
    return updated && { updated, added };
  }).catch(rethrowVanished);
  if (!result) throw new AppError('NOT_FOUND');
  return announcePlan(ctx, result.updated, before, plan, result.added);
}

/** DELETE /api/calendar/events/{id} (creator only): the event, and a series' overrides → {id}. */
export async function deleteEvent(ctx: CalendarContext, id: number): Promise<{ id: number }> {
  const row = await ownEvent(ctx, id);
  const overrides = await ctx.db.selectFrom('calendarEvents').selectAll().where('recurrenceOfId', '=', id).execute();
  const audiences = await Promise.all(
    [row, ...overrides].map(async (event) => [event.id, await audienceOf(ctx.db, event)] as const),
  );
  const result = await ctx.db.deleteFrom('calendarEvents').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) throw new AppError('NOT_FOUND');
  for (const [eventId, audience] of audiences) ctx.emit.announce(eventId, null, audience, []);
  return { id };
}
