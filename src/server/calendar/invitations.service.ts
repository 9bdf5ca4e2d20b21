/**
 * Invitations to calendar events (spec/shell.md §3 Invitation, §4 Invitation, §6 Calendar, §7
 * Calendar calls): the invitee's list, inviting (creator only), answering (the invitee only; any
 * answer leaves the pending list; declined hides the event from him and sends him
 * `calendar:event:deleted`), removing (the creator, or the invitee leaving) and reinviting (the
 * creator: back to pending with the new message). An invitation the caller may not touch answers
 * 404 like a missing one, or 403 to the creator who may see it but not answer it.
 */
import type { z } from 'zod';
import type {
  CalendarInvitation,
  inviteBody,
  InvitationStatus,
  reinviteBody,
} from '../../shared/calendar/calendar.schemas';
import { inTransaction, rethrowVanished } from '../editor/transactions';
import { AppError } from '../http/appError';
import {
  audienceOf,
  eventById,
  eventJsonOf,
  eventsJson,
  insertInvitations,
  invitationById,
  invitationsOfUser,
  usersByIds,
  type EventRow,
  type InvitationRow,
} from './calendar.repository';
import { invitationJson } from './calendar.wire';
import { checkInvitees, defaultMessage, iso, ownEvent, type CalendarContext } from './calendar.context';
import { announceInvitations } from './calendar.service';

/** Wire invitations of rows (their events and inviters read in batches), in the rows' order. */
async function invitationsJson(ctx: CalendarContext, rows: readonly InvitationRow[]): Promise<CalendarInvitation[]> {
  if (rows.length === 0) return [];
  const events = await ctx.db
    .selectFrom('calendarEvents')
    .selectAll()
    .where('id', 'in', [...new Set(rows.map((row) => row.eventId))])
    .execute();
  const wire = new Map((await eventsJson(ctx.db, events)).map((event) => [event.id, event]));
  const inviters = await usersByIds(
    ctx.db,
    events.map((event) => event.creatorId),
  );
  return rows.flatMap((row) => {
    const event = wire.get(row.eventId);
    if (!event) return [];
    // The inviter is the event's creator (only the creator invites).
    const inviter = inviters.get(event.creator.userId) ?? { ...event.creator, id: event.creator.userId };
    return [invitationJson(row, event, inviter)];
  });
}

/** GET /api/calendar/invitations?status= — the caller's invitations, newest first. */
export async function listInvitations(ctx: CalendarContext, status?: InvitationStatus) {
  return invitationsJson(ctx, await invitationsOfUser(ctx.db, ctx.actor.id, status));
}

/** Announces an event whose invitations changed; `before` is who saw it before the change. */
async function announceEvent(ctx: CalendarContext, row: EventRow, before: readonly number[]) {
  const fresh = await eventById(ctx.db, row.id);
  if (!fresh) return null;
  const event = await eventJsonOf(ctx.db, fresh);
  ctx.emit.announce(fresh.id, event, before, await audienceOf(ctx.db, fresh));
  return event;
}

/**
 * POST /api/calendar/events/{id}/invitations (creator only) → the invitations of `userIds`
 * (those already invited are left as they are). 400 at `userIds` (calendar.context checkInvitees).
 */
export async function invite(ctx: CalendarContext, eventId: number, body: z.output<typeof inviteBody>) {
  const row = await ownEvent(ctx, eventId);
  await checkInvitees(ctx, row.type, body.userIds, 'userIds');
  const before = await audienceOf(ctx.db, row);
  const message = body.message || defaultMessage(ctx.t, row.title);
  const added = await insertInvitations(
    ctx.db,
    body.userIds.map((userId) => ({
      eventId,
      userId,
      message,
      isOptional: body.isOptional ? 1 : 0,
      invitedBy: ctx.actor.id,
    })),
    iso(ctx.nowMs),
  ).catch(rethrowVanished);
  const event = await announceEvent(ctx, row, before);
  if (!event) throw new AppError('NOT_FOUND');
  announceInvitations(ctx, event, added);
  const rows = await ctx.db
    .selectFrom('calendarInvitations')
    .selectAll()
    .where('eventId', '=', eventId)
    .where('userId', 'in', body.userIds)
    .orderBy('id')
    .execute();
  return invitationsJson(ctx, rows);
}

/** The invitation and its event when the caller is its invitee (or, with `creatorToo`, the event's creator). */
async function reachable(ctx: CalendarContext, id: number, creatorToo: boolean) {
  const invitation = await invitationById(ctx.db, id);
  const event = invitation && (await eventById(ctx.db, invitation.eventId));
  if (!invitation || !event) throw new AppError('NOT_FOUND');
  const isCreator = event.creatorId === ctx.actor.id;
  if (invitation.userId === ctx.actor.id || (creatorToo && isCreator)) return { invitation, event };
  throw new AppError(isCreator ? 'FORBIDDEN' : 'NOT_FOUND');
}

/** Sends `invitation:updated` to the creator and the invitee; returns the wire invitation. */
async function announceInvitation(ctx: CalendarContext, id: number, event: EventRow) {
  const row = await invitationById(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  const [invitation] = await invitationsJson(ctx, [row]);
  if (!invitation) throw new AppError('NOT_FOUND');
  ctx.emit.invitationUpdated(invitation, [event.creatorId, row.userId]);
  return invitation;
}

/** PUT /api/calendar/invitations/{id}/respond (the invitee) → CalendarInvitation. */
export async function respond(ctx: CalendarContext, id: number, status: InvitationStatus) {
  const { invitation, event } = await reachable(ctx, id, false);
  const before = await audienceOf(ctx.db, event);
  await ctx.db
    .updateTable('calendarInvitations')
    .set({ status, respondedAt: iso(ctx.nowMs) })
    .where('id', '=', invitation.id)
    .execute();
  await announceEvent(ctx, event, before);
  return announceInvitation(ctx, invitation.id, event);
}

/** DELETE /api/calendar/invitations/{id} (the creator, or the invitee leaving) → {id}. */
export async function deleteInvitation(ctx: CalendarContext, id: number) {
  const { invitation, event } = await reachable(ctx, id, true);
  const before = await audienceOf(ctx.db, event);
  const result = await ctx.db.deleteFrom('calendarInvitations').where('id', '=', invitation.id).executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) throw new AppError('NOT_FOUND');
  await announceEvent(ctx, event, before);
  ctx.emit.invitationDeleted({ id, eventId: event.id, userId: invitation.userId }, [
    event.creatorId,
    invitation.userId,
  ]);
  return { id };
}

/** POST /api/calendar/events/{id}/reinvite/{userId} (creator only) → the invitation, pending again. */
export async function reinvite(
  ctx: CalendarContext,
  eventId: number,
  userId: number,
  body: z.output<typeof reinviteBody>,
) {
  const row = await ownEvent(ctx, eventId);
  const before = await audienceOf(ctx.db, row);
  const updated = await inTransaction(ctx.db, async (trx) =>
    trx
      .updateTable('calendarInvitations')
      .set({
        status: 'pending',
        message: body.message || defaultMessage(ctx.t, row.title),
        respondedAt: null,
        invitedBy: ctx.actor.id,
      })
      .where('eventId', '=', eventId)
      .where('userId', '=', userId)
      .returning('id')
      .executeTakeFirst(),
  );
  if (!updated) throw new AppError('NOT_FOUND');
  await announceEvent(ctx, row, before);
  return announceInvitation(ctx, updated.id, row);
}
