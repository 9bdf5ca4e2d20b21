/**
 * What conference calls emit (issue 17; CALL_EVENTS in src/shared/chat/call.types.ts). Emit only
 * after the change committed; every emit reaches the sockets on every instance (Redis adapter).
 */
import type { FastifyInstance } from 'fastify';
import {
  CALL_EVENTS,
  callRoom,
  type CallDeclined,
  type CallInvitationEnded,
  type ChatCall,
  type ChatCallUpdate,
} from '../../shared/chat/call.types';
import { chatRoom } from '../../shared/chat/chat.types';
import { userRoom } from '../plugins/realtime';

/** `call:updated` ChatCallUpdate to `room:<id>` (its watchers) and `call:<roomId>` (its participants). */
export function emitCallUpdated(app: FastifyInstance, roomId: number, companyId: number, call: ChatCall | null): void {
  const update: ChatCallUpdate = { roomId, companyId, call };
  app.realtime.io.to([chatRoom(roomId), callRoom(roomId)]).emit(CALL_EVENTS.updated, update);
}

/** `call:invitation:ended` to each invitee's `user:<id>` (all their tabs). */
export function emitInvitationEnded(
  app: FastifyInstance,
  userIds: readonly number[],
  ended: CallInvitationEnded,
): void {
  if (userIds.length === 0) return;
  app.realtime.io.to(userIds.map(userRoom)).emit(CALL_EVENTS.invitationEnded, ended);
}

/** `call:declined` to the call's participants. */
export function emitDeclined(app: FastifyInstance, declined: CallDeclined): void {
  app.realtime.io.to(callRoom(declined.roomId)).emit(CALL_EVENTS.declined, declined);
}

/** `call:replaced {roomId}` to the socket whose participation moved, which then leaves `call:<roomId>`. */
export function replaceSocket(app: FastifyInstance, oldSocketId: string, roomId: number): void {
  app.realtime.io.to(oldSocketId).emit(CALL_EVENTS.replaced, { roomId });
  app.realtime.leaveRoom(oldSocketId, callRoom(roomId));
}
