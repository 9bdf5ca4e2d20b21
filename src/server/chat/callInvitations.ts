/**
 * Call invitations (issue 17; spec/shell.md §3 Conference invitation, §4): ringing rows of
 * `chat_call_invitations`, one per call and invitee (inviting again re-rings: a new expiry).
 * - invite: participants only (403); no userIds: every member of the room not in the call (in a
 *   dialog: the other person); named users must be members of the room — of the company for a
 *   public room — else 400 at `userIds`. Each invitee gets `call:invitation` (CallInvitation, the
 *   room named as they see it) in `user:<id>`.
 * - decline: the caller's ringing invitation of the room's running call (404 without one) →
 *   'declined', `call:invitation:ended` to the caller's tabs, `call:declined` to the call and a
 *   `callMissed` message (reason 'declined', author the inviter).
 * - list: the caller's ringing invitations (a reload while ringing rings again).
 * - expire (the sweeper): ringing past `expires_at` → 'missed' by compare-and-set (one instance
 *   wins), `call:invitation:ended` 'missed' and a `callMissed` message (reason 'missed').
 */
import type { FastifyInstance } from 'fastify';
import { CALL_EVENTS, type CallInvitation } from '../../shared/chat/call.types';
import type { ChatRoom } from '../../shared/chat/chat.types';
import { fieldError } from '../editor/editor.context';
import { AppError } from '../http/appError';
import { userRoom } from '../plugins/realtime';
import { requireRoom, type ChatRoomRow } from './chatAccess';
import { chatPersonOf } from './chatMessages.repository';
import { memberIdsOf, notCompanyMembers, roomById } from './chatRooms.repository';
import { emitDeclined, emitInvitationEnded } from './callEvents';
import { postCallMessage } from './callMessages';
import { participantOf, runningCall } from './callRepository';
import { CALL_ERRORS, type CallContext } from './callService';

/** Whom `body.userIds` names, checked (see the file header); none named: the room's members. */
async function inviteesOf(ctx: CallContext, room: ChatRoomRow, userIds: number[] | undefined): Promise<number[]> {
  const { db } = ctx.app;
  const members = await memberIdsOf(db, room.id);
  if (userIds === undefined) return members;
  const outside =
    room.type === 'public'
      ? await notCompanyMembers(db, room.companyId, userIds)
      : userIds.filter((id) => !members.includes(id));
  if (outside.length > 0) throw fieldError('userIds', CALL_ERRORS.notRoomMember);
  return userIds;
}

/** POST /chat/rooms/{roomId}/call/invitations → {invited} (see the file header). */
export async function inviteToCall(
  ctx: CallContext,
  roomId: number,
  body: { userIds?: number[] } | null | undefined,
): Promise<{ invited: number[] }> {
  const { app } = ctx;
  const { db } = app;
  const { room } = await requireRoom(db, ctx.actor, roomId, { member: true, writable: true });
  const call = await runningCall(db, roomId);
  if (!call || !(await participantOf(db, call.id, ctx.actor.id))) throw new AppError('FORBIDDEN');
  const candidates = await inviteesOf(ctx, room, body?.userIds);
  const inCall = new Set(
    (await db.selectFrom('chatCallParticipants').select('userId').where('callId', '=', call.id).execute()).map(
      (row) => row.userId,
    ),
  );
  const invited = candidates.filter((id) => id !== ctx.actor.id && !inCall.has(id));
  if (invited.length === 0) return { invited };
  const now = new Date();
  const createdAt = now.toISOString();
  const expiresAt = new Date(now.getTime() + app.config.calls.ringMs).toISOString();
  for (const userId of invited) {
    await db
      .insertInto('chatCallInvitations')
      .values({ callId: call.id, userId, invitedBy: ctx.actor.id, status: 'ringing', createdAt, expiresAt })
      .onConflict((oc) =>
        oc.columns(['callId', 'userId']).doUpdateSet({ status: 'ringing', invitedBy: ctx.actor.id, expiresAt }),
      )
      .execute();
  }
  const inviter = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'avatar'])
    .where('id', '=', ctx.actor.id)
    .executeTakeFirstOrThrow();
  const from = chatPersonOf(inviter);
  const invitation: CallInvitation = {
    roomId,
    companyId: room.companyId,
    callId: call.id,
    roomType: room.type as ChatRoom['type'],
    roomName: room.type === 'dialog' ? from.name : room.name,
    from: { id: from.id, name: from.name, avatar: from.avatar },
    expiresAt,
  };
  app.realtime.io.to(invited.map(userRoom)).emit(CALL_EVENTS.invitation, invitation);
  return { invited };
}

/** POST /chat/rooms/{roomId}/call/decline → {roomId} (see the file header). */
export async function declineCall(ctx: CallContext, roomId: number): Promise<{ roomId: number }> {
  const { app } = ctx;
  const { room } = await requireRoom(app.db, ctx.actor, roomId);
  const call = await runningCall(app.db, roomId);
  if (!call) throw new AppError('NOT_FOUND');
  const declined = await app.db
    .updateTable('chatCallInvitations')
    .set({ status: 'declined' })
    .where('callId', '=', call.id)
    .where('userId', '=', ctx.actor.id)
    .where('status', '=', 'ringing')
    .returning(['invitedBy'])
    .executeTakeFirst();
  if (!declined) throw new AppError('NOT_FOUND');
  emitInvitationEnded(app, [ctx.actor.id], { roomId, callId: call.id, reason: 'declined' });
  const me = await app.db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'avatar'])
    .where('id', '=', ctx.actor.id)
    .executeTakeFirstOrThrow();
  emitDeclined(app, { roomId, callId: call.id, userId: ctx.actor.id, name: chatPersonOf(me).name });
  await postCallMessage(app, room, declined.invitedBy, 'callMissed', {
    callId: call.id,
    userId: ctx.actor.id,
    reason: 'declined',
  });
  return { roomId };
}

/** GET /chat/call-invitations: the caller's ringing invitations of running calls, oldest first. */
export async function listInvitations(ctx: CallContext): Promise<CallInvitation[]> {
  const rows = await ctx.app.db
    .selectFrom('chatCallInvitations as inv')
    .innerJoin('chatCalls', 'chatCalls.id', 'inv.callId')
    .innerJoin('chatRooms', 'chatRooms.id', 'chatCalls.roomId')
    .leftJoin('users', 'users.id', 'inv.invitedBy')
    .select([
      'inv.callId',
      'inv.expiresAt',
      'inv.invitedBy',
      'chatRooms.id as roomId',
      'chatRooms.companyId',
      'chatRooms.type',
      'chatRooms.name as roomName',
      'users.name',
      'users.email',
      'users.avatar',
    ])
    .where('inv.userId', '=', ctx.actor.id)
    .where('inv.status', '=', 'ringing')
    .where('chatCalls.endedAt', 'is', null)
    .orderBy('inv.createdAt')
    .execute();
  return rows.map((row) => {
    const from = chatPersonOf({
      id: row.invitedBy ?? 0,
      name: row.name ?? '',
      email: row.email ?? '',
      avatar: row.avatar ?? null,
    });
    return {
      roomId: row.roomId,
      companyId: row.companyId,
      callId: row.callId,
      roomType: row.type as ChatRoom['type'],
      roomName: row.type === 'dialog' ? from.name : row.roomName,
      from: { id: from.id, name: from.name, avatar: from.avatar },
      expiresAt: row.expiresAt,
    };
  });
}

/** The sweeper's part: ringing invitations past their expiry become missed (see the file header). */
export async function expireInvitations(app: FastifyInstance, now: string): Promise<void> {
  const due = await app.db
    .selectFrom('chatCallInvitations')
    .innerJoin('chatCalls', 'chatCalls.id', 'chatCallInvitations.callId')
    .select([
      'chatCallInvitations.id',
      'chatCallInvitations.callId',
      'chatCallInvitations.userId',
      'chatCallInvitations.invitedBy',
      'chatCalls.roomId',
    ])
    .where('chatCallInvitations.status', '=', 'ringing')
    .where('chatCallInvitations.expiresAt', '<=', now)
    .limit(200)
    .execute();
  for (const invitation of due) {
    const claimed = await app.db
      .updateTable('chatCallInvitations')
      .set({ status: 'missed' })
      .where('id', '=', invitation.id)
      .where('status', '=', 'ringing')
      .where('expiresAt', '<=', now)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) continue;
    emitInvitationEnded(app, [invitation.userId], {
      roomId: invitation.roomId,
      callId: invitation.callId,
      reason: 'missed',
    });
    const room = await roomById(app.db, invitation.roomId);
    if (room) {
      await postCallMessage(app, room, invitation.invitedBy, 'callMissed', {
        callId: invitation.callId,
        userId: invitation.userId,
        reason: 'missed',
      });
    }
  }
}
