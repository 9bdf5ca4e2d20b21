/**
 * Joining and leaving a feature's live room over the socket (DESIGN §3 "Joining live rooms"): the
 * client emits `<join> {…id}` / `<leave> {…id}` with an acknowledgement and the server answers
 * `{ok: true}` or `{ok: false, error: <ErrorCode>}` — VALIDATION_FAILED for a payload the schema
 * refuses, UNAUTHORIZED for a user that is gone, the check's own code (NOT_FOUND, FORBIDDEN) or
 * INTERNAL. Access is checked before and again after joining, so a removal racing the join leaves
 * no socket in the room. Used by `board:join` (editor/boardRoom.ts) and `room:join`
 * (chat/chatRoomSocket.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import type { z } from 'zod';
import type { RoomAck } from '../../shared/board/board.events';
import type { Actor } from '../access/access.service';
import { isAppError } from '../http/appError';

type Ack = (answer: RoomAck) => void;

/** The acknowledgement callback of a socket event (its last argument), if any. */
export const ackOf = (args: unknown[]): Ack => {
  const last = args[args.length - 1];
  return typeof last === 'function' ? (last as Ack) : () => {};
};

export interface LiveRoomOptions<P> {
  /** Socket event names, e.g. `board:join` / `board:leave`. */
  join: string;
  leave: string;
  /** The payload's schema (e.g. `{boardId}`). */
  payload: z.ZodType<P>;
  /** The socket.io room of a payload, e.g. `board:<id>`. */
  roomOf: (payload: P) => string;
  /** Throws an AppError when `actor` may not watch the room. */
  check: (actor: Actor, payload: P) => Promise<unknown>;
}

/** Registers the join/leave pair of one kind of live room on every authenticated socket. */
export function registerLiveRoom<P>(app: FastifyInstance, options: LiveRoomOptions<P>): void {
  app.realtime.onConnection((socket: Socket, userId: number) => {
    socket.on(options.join, async (...args: unknown[]) => {
      const ack = ackOf(args);
      const payload = options.payload.safeParse(args[0]);
      if (!payload.success) return ack({ ok: false, error: 'VALIDATION_FAILED' });
      const room = options.roomOf(payload.data);
      try {
        const user = await app.db
          .selectFrom('users')
          .select('isSystemAdmin')
          .where('id', '=', userId)
          .executeTakeFirst();
        if (!user) return ack({ ok: false, error: 'UNAUTHORIZED' });
        const actor = { id: userId, isSystemAdmin: Boolean(user.isSystemAdmin) };
        await options.check(actor, payload.data);
        await socket.join(room);
        // A removal between the check and the join could not take this socket out of the room.
        try {
          await options.check(actor, payload.data);
        } catch (error) {
          await socket.leave(room);
          throw error;
        }
        ack({ ok: true });
      } catch (error) {
        if (!isAppError(error)) app.log.error({ err: error }, `${options.join} failed`);
        ack({ ok: false, error: isAppError(error) ? error.code : 'INTERNAL' });
      }
    });

    socket.on(options.leave, async (...args: unknown[]) => {
      const ack = ackOf(args);
      const payload = options.payload.safeParse(args[0]);
      if (!payload.success) return ack({ ok: false, error: 'VALIDATION_FAILED' });
      await socket.leave(options.roomOf(payload.data));
      ack({ ok: true });
    });
  });
}
