/**
 * Joining and leaving a chat room's live room `room:<id>` (CHAT_SOCKET_EVENTS; DESIGN §3 "Joining
 * live rooms"), like `board:join`: the client emits `room:join {roomId}` / `room:leave {roomId}`
 * with an acknowledgement; the server checks the room with requireRoom (readers may join: a company
 * member watches a public room without joining it) and answers `{ok: true}` or `{ok: false, error}`
 * (NOT_FOUND, FORBIDDEN, VALIDATION_FAILED for a payload without a positive integer roomId).
 * Access is checked before and again after joining, so a removal racing the join leaves no socket
 * in the room.
 */
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import { z } from 'zod';
import type { RoomAck } from '../../shared/board/board.events';
import { CHAT_SOCKET_EVENTS, chatRoom } from '../../shared/chat/chat.types';
import { idParam } from '../../shared/company/company.schemas';
import { isAppError } from '../http/appError';
import { requireRoom } from './chatAccess';

const roomPayload = z.object({ roomId: idParam });

type Ack = (answer: RoomAck) => void;

const ackOf = (args: unknown[]): Ack => {
  const last = args[args.length - 1];
  return typeof last === 'function' ? (last as Ack) : () => {};
};

/** Registers `room:join` / `room:leave` on every authenticated socket. */
export function registerChatRoomSocket(app: FastifyInstance): void {
  app.realtime.onConnection((socket: Socket, userId: number) => {
    socket.on(CHAT_SOCKET_EVENTS.roomJoin, async (...args: unknown[]) => {
      const ack = ackOf(args);
      const payload = roomPayload.safeParse(args[0]);
      if (!payload.success) return ack({ ok: false, error: 'VALIDATION_FAILED' });
      const room = chatRoom(payload.data.roomId);
      try {
        const user = await app.db
          .selectFrom('users')
          .select('isSystemAdmin')
          .where('id', '=', userId)
          .executeTakeFirst();
        if (!user) return ack({ ok: false, error: 'UNAUTHORIZED' });
        const actor = { id: userId, isSystemAdmin: Boolean(user.isSystemAdmin) };
        await requireRoom(app.db, actor, payload.data.roomId);
        await socket.join(room);
        // A removal between the check and the join could not take this socket out of the room.
        try {
          await requireRoom(app.db, actor, payload.data.roomId);
        } catch (error) {
          await socket.leave(room);
          throw error;
        }
        ack({ ok: true });
      } catch (error) {
        if (!isAppError(error)) app.log.error({ err: error }, 'room:join failed');
        ack({ ok: false, error: isAppError(error) ? error.code : 'INTERNAL' });
      }
    });

    socket.on(CHAT_SOCKET_EVENTS.roomLeave, async (...args: unknown[]) => {
      const ack = ackOf(args);
      const payload = roomPayload.safeParse(args[0]);
      if (!payload.success) return ack({ ok: false, error: 'VALIDATION_FAILED' });
      await socket.leave(chatRoom(payload.data.roomId));
      ack({ ok: true });
    });
  });
}
