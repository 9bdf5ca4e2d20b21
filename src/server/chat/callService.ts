/**
 * Joining, leaving and media of conference calls (issue 17; routes in call.routes.ts, model in
 * src/shared/chat/call.types.ts). Every call needs a signed-in reader of the room (requireRoom).
 * - join: the `Socket-Id` must name a live socket of the caller on any instance (else 400); the
 *   room must not be archived (409); a public room is joined first (chat's joinRoom). Starts the
 *   call when none runs (one insert decides a race: the loser joins the winner's call; the flag
 *   turns on and a `callStarted` message is posted). More than CALL_MAX_PARTICIPANTS − 1 others
 *   already in it: 409 CONFLICT (`CONFLICT_callFull`; two joins racing for the last place may both
 *   get in). Joining again from another socket moves the participation there (`call:replaced` to
 *   the old one). A ringing invitation of the caller is accepted (`call:invitation:ended`
 *   'accepted' to the caller's other tabs).
 * - leave: idempotent; the call ends when empty (callLifecycle.ts).
 * - media: participants only (403).
 * Each change emits `call:updated` with the whole participant list.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CALL_MAX_PARTICIPANTS,
  callRoom,
  type CallJoinAnswer,
  type CallMedia,
  type ChatCall,
} from '../../shared/chat/call.types';
import { actorOf, type Actor } from '../access/access.service';
import { fieldError } from '../editor/editor.context';
import { AppError } from '../http/appError';
import { callerOf } from '../plugins/auth';
import { requireRoom } from './chatAccess';
import { setConferenceActive } from './chatConference';
import { chatContext as roomsContext, joinRoom } from './chatRooms.service';
import { emitCallUpdated, emitInvitationEnded, replaceSocket } from './callEvents';
import { iceServersFor } from './callIceServers';
import { removeParticipant } from './callLifecycle';
import { postCallMessage } from './callMessages';
import {
  DEFAULT_MEDIA,
  callById,
  callJson,
  insertCall,
  participantCount,
  participantOf,
  runningCall,
  type CallRow,
} from './callRepository';

/** i18n keys of the call errors (i18n/<locale>/errors.json `calls.*`, `CONFLICT_callFull`). */
export const CALL_ERRORS = {
  socketRequired: 'errors:calls.socketRequired',
  notRoomMember: 'errors:calls.notRoomMember',
  full: { context: 'callFull', max: CALL_MAX_PARTICIPANTS },
  ended: { context: 'callEnded' },
} as const;

/** What a call service needs for one request. */
export interface CallContext {
  app: FastifyInstance;
  actor: Actor;
  socketId?: string;
  request: FastifyRequest;
}

export const callContext = (app: FastifyInstance, request: FastifyRequest): CallContext => ({
  app,
  actor: actorOf(callerOf(request)),
  socketId: request.socketId,
  request,
});

/** 400 unless `socketId` names a connected socket of `userId` (on any instance). */
async function requireOwnSocket(app: FastifyInstance, userId: number, socketId: string | undefined): Promise<string> {
  if (!socketId) throw fieldError('socketId', CALL_ERRORS.socketRequired);
  // This instance's sockets first (no round trip); then every instance through the adapter.
  const local = app.realtime.io.sockets.sockets.get(socketId);
  if (local) {
    if ((local.data as { userId?: number }).userId === userId) return socketId;
    throw fieldError('socketId', CALL_ERRORS.socketRequired);
  }
  const sockets = await app.realtime.io.in(socketId).fetchSockets();
  if (!sockets.some((socket) => socket.id === socketId && (socket.data as { userId?: number }).userId === userId)) {
    throw fieldError('socketId', CALL_ERRORS.socketRequired);
  }
  return socketId;
}

/** GET /chat/rooms/{roomId}/call: the running call, or null. */
export async function getCall(ctx: CallContext, roomId: number): Promise<ChatCall | null> {
  const { room } = await requireRoom(ctx.app.db, ctx.actor, roomId);
  const call = await runningCall(ctx.app.db, roomId);
  return call ? callJson(ctx.app.db, call, room.companyId) : null;
}

/** The running call of the room, started by the caller when none runs (`started` true then). */
async function runningOrStarted(ctx: CallContext, roomId: number): Promise<{ call: CallRow; started: boolean }> {
  const existing = await runningCall(ctx.app.db, roomId);
  if (existing) return { call: existing, started: false };
  const inserted = await insertCall(ctx.app.db, roomId, ctx.actor.id, new Date().toISOString());
  if (inserted) return { call: inserted, started: true };
  const winner = await runningCall(ctx.app.db, roomId);
  if (!winner) throw new AppError('CONFLICT');
  return { call: winner, started: false };
}

/**
 * Puts the caller into `call` on `socketId`: answers the socket the participation had before
 * (null when new or unchanged). 409 when the call is full.
 */
async function enter(ctx: CallContext, call: CallRow, socketId: string, media: CallMedia): Promise<string | null> {
  const { db } = ctx.app;
  const now = new Date().toISOString();
  const present = await participantOf(db, call.id, ctx.actor.id);
  if (present) {
    await db
      .updateTable('chatCallParticipants')
      .set({ socketId, heartbeatAt: now, media: JSON.stringify(media) })
      .where('id', '=', present.id)
      .execute();
    return present.socketId === socketId ? null : present.socketId;
  }
  if ((await participantCount(db, call.id, ctx.actor.id)) >= CALL_MAX_PARTICIPANTS) {
    throw new AppError('CONFLICT', { params: CALL_ERRORS.full });
  }
  await db
    .insertInto('chatCallParticipants')
    .values({
      callId: call.id,
      userId: ctx.actor.id,
      socketId,
      media: JSON.stringify(media),
      joinedAt: now,
      heartbeatAt: now,
    })
    .onConflict((oc) => oc.columns(['callId', 'userId']).doUpdateSet({ socketId, heartbeatAt: now }))
    .execute();
  return null;
}

/** POST /chat/rooms/{roomId}/call/join (see the file header). */
export async function joinCall(
  ctx: CallContext,
  roomId: number,
  body: { media?: CallMedia; callId?: number } | null | undefined,
): Promise<CallJoinAnswer> {
  const { app } = ctx;
  const access = await requireRoom(app.db, ctx.actor, roomId, { writable: true });
  const socketId = await requireOwnSocket(app, ctx.actor.id, ctx.socketId);
  const { room } = access;
  if (!access.member) await joinRoom(roomsContext(app, ctx.request), roomId);
  const media = body?.media ?? DEFAULT_MEDIA;
  if (body?.callId !== undefined && (await runningCall(app.db, roomId))?.id !== body.callId)
    throw new AppError('CONFLICT', { params: CALL_ERRORS.ended });
  // A join racing the end of an empty call may land in the ended one: then it starts a new call.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const { call, started } = await runningOrStarted(ctx, roomId);
    const previousSocket = await enter(ctx, call, socketId, media);
    await app.db
      .updateTable('chatCalls')
      .set({ emptySince: null })
      .where('id', '=', call.id)
      .where('emptySince', 'is not', null)
      .execute();
    const fresh = await callById(app.db, call.id);
    if (!fresh || fresh.endedAt !== null) {
      await app.db
        .deleteFrom('chatCallParticipants')
        .where('callId', '=', call.id)
        .where('userId', '=', ctx.actor.id)
        .execute();
      continue;
    }
    app.realtime.joinRoom(socketId, callRoom(roomId));
    if (previousSocket) replaceSocket(app, previousSocket, roomId);
    if (started) {
      await setConferenceActive(app, roomId, true);
      await postCallMessage(app, room, ctx.actor.id, 'callStarted', { callId: call.id });
    }
    const accepted = await app.db
      .updateTable('chatCallInvitations')
      .set({ status: 'accepted' })
      .where('callId', '=', call.id)
      .where('userId', '=', ctx.actor.id)
      .where('status', '=', 'ringing')
      .returning('userId')
      .execute();
    if (accepted.length > 0) emitInvitationEnded(app, [ctx.actor.id], { roomId, callId: call.id, reason: 'accepted' });
    const json = await callJson(app.db, fresh, room.companyId);
    emitCallUpdated(app, roomId, room.companyId, json);
    return { call: json, iceServers: iceServersFor(app.config.calls, ctx.actor.id) };
  }
  throw new AppError('CONFLICT');
}

/** POST /chat/rooms/{roomId}/call/leave → {roomId}; not in the call: nothing changes. */
export async function leaveCall(ctx: CallContext, roomId: number): Promise<{ roomId: number }> {
  const { app } = ctx;
  await requireRoom(app.db, ctx.actor, roomId);
  const call = await runningCall(app.db, roomId);
  const row = call ? await participantOf(app.db, call.id, ctx.actor.id) : undefined;
  if (call && row) await removeParticipant(app, call, row);
  return { roomId };
}

/** PUT /chat/rooms/{roomId}/call/media → the call (403 unless the caller is in it). */
export async function setMedia(ctx: CallContext, roomId: number, media: CallMedia): Promise<ChatCall> {
  const { app } = ctx;
  const { room } = await requireRoom(app.db, ctx.actor, roomId);
  const call = await runningCall(app.db, roomId);
  if (!call) throw new AppError('FORBIDDEN');
  const result = await app.db
    .updateTable('chatCallParticipants')
    .set({ media: JSON.stringify(media) })
    .where('callId', '=', call.id)
    .where('userId', '=', ctx.actor.id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new AppError('FORBIDDEN');
  const json = await callJson(app.db, call, room.companyId);
  emitCallUpdated(app, roomId, room.companyId, json);
  return json;
}
