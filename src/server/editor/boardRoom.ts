/**
 * Joining and leaving a board's live room (DESIGN §3 "Joining live rooms"): the client emits
 * `board:join {boardId}` / `board:leave {boardId}` with an acknowledgement; the server checks the
 * board with requireBoard and answers `{ok: true}` or `{ok: false, error: <ErrorCode>}`
 * (NOT_FOUND, FORBIDDEN, VALIDATION_FAILED for a payload without a positive integer boardId).
 * Access is checked before and again after joining, so a removal racing the join leaves no socket
 * in the room.
 */
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import { z } from 'zod';
import { ROOM_EVENTS, type RoomAck } from '../../shared/board/board.events';
import { idParam } from '../../shared/company/company.schemas';
import { requireBoard } from '../access/access.service';
import { isAppError } from '../http/appError';
import { boardRoom } from './editor.events';

const roomPayload = z.object({ boardId: idParam });

type Ack = (answer: RoomAck) => void;

/** The acknowledgement callback of a socket event (its last argument), if any. */
const ackOf = (args: unknown[]): Ack => {
  const last = args[args.length - 1];
  return typeof last === 'function' ? (last as Ack) : () => {};
};

/** Registers `board:join` / `board:leave` on every authenticated socket. */
export function registerBoardRoom(app: FastifyInstance): void {
  app.realtime.onConnection((socket: Socket, userId: number) => {
    socket.on(ROOM_EVENTS.boardJoin, async (...args: unknown[]) => {
      const ack = ackOf(args);
      const payload = roomPayload.safeParse(args[0]);
      if (!payload.success) return ack({ ok: false, error: 'VALIDATION_FAILED' });
      try {
        const user = await app.db
          .selectFrom('users')
          .select('isSystemAdmin')
          .where('id', '=', userId)
          .executeTakeFirst();
        if (!user) return ack({ ok: false, error: 'UNAUTHORIZED' });
        const actor = { id: userId, isSystemAdmin: Boolean(user.isSystemAdmin) };
        const { board } = await requireBoard(app.db, actor, payload.data.boardId);
        await socket.join(boardRoom(board.id));
        // A removal from the company between the check and the join could not take this socket
        // out of the room; checking again after joining closes that window.
        try {
          await requireBoard(app.db, actor, board.id);
        } catch (error) {
          await socket.leave(boardRoom(board.id));
          throw error;
        }
        ack({ ok: true });
      } catch (error) {
        if (!isAppError(error)) app.log.error({ err: error }, 'board:join failed');
        ack({ ok: false, error: isAppError(error) ? error.code : 'INTERNAL' });
      }
    });

    socket.on(ROOM_EVENTS.boardLeave, async (...args: unknown[]) => {
      const ack = ackOf(args);
      const payload = roomPayload.safeParse(args[0]);
      if (!payload.success) return ack({ ok: false, error: 'VALIDATION_FAILED' });
      await socket.leave(boardRoom(payload.data.boardId));
      ack({ ok: true });
    });
  });
}
