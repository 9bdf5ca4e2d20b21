/**
 * When people leave and calls end (issue 17): a participant gone (left, removed, heartbeat timed
 * out) is announced, and a call left empty ends — at once with CALL_EMPTY_TIMEOUT_MS 0 (the
 * default), otherwise `empty_since` marks it and the sweeper (callSweeper.ts) ends it later.
 * Ending is one compare-and-set (`ended_at` null → now, only while nobody is in it), so of several
 * instances (or a join racing the end) exactly one ends it; that one turns the flag off
 * (`chat:conference:updated`), ends ringing invitations (`call:invitation:ended` reason 'ended'),
 * posts `callEnded` with the duration and emits `call:updated` with call null.
 */
import type { FastifyInstance } from 'fastify';
import { callRoom } from '../../shared/chat/call.types';
import { setConferenceActive } from './chatConference';
import { roomById } from './chatRooms.repository';
import { emitCallUpdated, emitInvitationEnded } from './callEvents';
import { postCallMessage } from './callMessages';
import {
  callById,
  callJson,
  deleteParticipant,
  participantCount,
  type CallRow,
  type ParticipantRow,
} from './callRepository';

/**
 * Ends call `callId` if it still runs and is empty (and, with `emptyBefore`, empty since before
 * that ISO time). True when this call ended it.
 */
export async function endCall(app: FastifyInstance, callId: number, emptyBefore?: string): Promise<boolean> {
  const endedAt = new Date().toISOString();
  let query = app.db
    .updateTable('chatCalls')
    .set({ endedAt })
    .where('id', '=', callId)
    .where('endedAt', 'is', null)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('chatCallParticipants').select('id').whereRef('callId', '=', 'chatCalls.id'))),
    );
  if (emptyBefore !== undefined) query = query.where('emptySince', '<=', emptyBefore);
  const call = await query.returningAll().executeTakeFirst();
  if (!call) return false;
  const room = await roomById(app.db, call.roomId);
  if (!room) return true;
  await setConferenceActive(app, room.id, false);
  const invitees = await app.db
    .updateTable('chatCallInvitations')
    .set({ status: 'ended' })
    .where('callId', '=', call.id)
    .where('status', '=', 'ringing')
    .returning('userId')
    .execute();
  emitInvitationEnded(
    app,
    invitees.map((row) => row.userId),
    { roomId: room.id, callId: call.id, reason: 'ended' },
  );
  const durationMs = Math.max(0, Date.parse(endedAt) - Date.parse(call.startedAt));
  await postCallMessage(app, room, call.startedBy, 'callEnded', { callId: call.id, durationMs });
  // No sweep of `call:<roomId>`: each participant's socket left it when removed, and a join racing
  // this end may already be in the room's next call (same socket.io room name).
  emitCallUpdated(app, room.id, room.companyId, null);
  return true;
}

/**
 * After someone left call `call`: announces the participants (`call:updated`) and, when nobody is
 * left, marks it empty and ends it when the empty timeout is 0.
 */
export async function afterParticipantGone(app: FastifyInstance, call: CallRow): Promise<void> {
  const room = await roomById(app.db, call.roomId);
  if (!room) return;
  if ((await participantCount(app.db, call.id)) > 0) {
    const fresh = await callById(app.db, call.id);
    if (fresh && fresh.endedAt === null)
      emitCallUpdated(app, room.id, room.companyId, await callJson(app.db, fresh, room.companyId));
    return;
  }
  await app.db
    .updateTable('chatCalls')
    .set({ emptySince: new Date().toISOString() })
    .where('id', '=', call.id)
    .where('endedAt', 'is', null)
    .where('emptySince', 'is', null)
    .execute();
  if (app.config.calls.emptyTimeoutMs === 0 && (await endCall(app, call.id))) return;
  // Still running (an empty timeout, or someone joined meanwhile): its participants as they are.
  const fresh = await callById(app.db, call.id);
  if (fresh && fresh.endedAt === null)
    emitCallUpdated(app, room.id, room.companyId, await callJson(app.db, fresh, room.companyId));
}

/**
 * Removes participant `row` of `call` (unless its socket or, with `sameHeartbeat`, its heartbeat
 * changed meanwhile): its socket leaves `call:<roomId>`, then afterParticipantGone. True when removed.
 */
export async function removeParticipant(
  app: FastifyInstance,
  call: CallRow,
  row: ParticipantRow,
  sameHeartbeat = false,
): Promise<boolean> {
  if (!(await deleteParticipant(app.db, row, sameHeartbeat))) return false;
  app.realtime.leaveRoom(row.socketId, callRoom(call.roomId));
  await afterParticipantGone(app, call);
  return true;
}

/**
 * A user removed from rooms (left or removed from a room, or from the company: chatRoomMembers.ts,
 * chatRooms.events.ts) leaves the running calls of `roomIds`.
 */
export async function leaveCallsOfRooms(
  app: FastifyInstance,
  userId: number,
  roomIds: readonly number[],
): Promise<void> {
  if (roomIds.length === 0) return;
  const rows = await app.db
    .selectFrom('chatCallParticipants')
    .innerJoin('chatCalls', 'chatCalls.id', 'chatCallParticipants.callId')
    .selectAll('chatCallParticipants')
    .where('chatCallParticipants.userId', '=', userId)
    .where('chatCalls.roomId', 'in', [...roomIds])
    .where('chatCalls.endedAt', 'is', null)
    .execute();
  for (const row of rows) {
    const call = await callById(app.db, row.callId);
    if (call) await removeParticipant(app, call, row);
  }
}
