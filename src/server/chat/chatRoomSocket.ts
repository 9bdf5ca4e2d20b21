/**
 * Joining and leaving a chat room's live room `room:<id>` (CHAT_SOCKET_EVENTS; DESIGN §3 "Joining
 * live rooms"), like `board:join` (plugins/liveRooms.ts): the server checks the room with
 * requireRoom — readers may join, so a company member watches a public room without joining it —
 * and answers `{ok: true}` or `{ok: false, error}` (NOT_FOUND, FORBIDDEN, VALIDATION_FAILED for a
 * payload without a positive integer roomId).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CHAT_SOCKET_EVENTS, chatRoom } from '../../shared/chat/chat.types';
import { idParam } from '../../shared/company/company.schemas';
import { registerLiveRoom } from '../plugins/liveRooms';
import { requireRoom } from './chatAccess';

/** Registers `room:join` / `room:leave` on every authenticated socket. */
export function registerChatRoomSocket(app: FastifyInstance): void {
  registerLiveRoom(app, {
    join: CHAT_SOCKET_EVENTS.roomJoin,
    leave: CHAT_SOCKET_EVENTS.roomLeave,
    payload: z.object({ roomId: idParam }),
    roomOf: ({ roomId }) => chatRoom(roomId),
    check: (actor, { roomId }) => requireRoom(app.db, actor, roomId),
  });
}
