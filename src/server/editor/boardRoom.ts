/**
 * Joining and leaving a board's live room (DESIGN §3 "Joining live rooms"): the client emits
 * `board:join {boardId}` / `board:leave {boardId}` with an acknowledgement; the server checks the
 * board with requireBoard and answers `{ok: true}` or `{ok: false, error: <ErrorCode>}`
 * (NOT_FOUND, FORBIDDEN, VALIDATION_FAILED for a payload without a positive integer boardId).
 * Access is checked before and again after joining (plugins/liveRooms.ts), so a removal racing
 * the join leaves no socket in the room.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ROOM_EVENTS } from '../../shared/board/board.events';
import { idParam } from '../../shared/company/company.schemas';
import { requireBoard } from '../access/access.service';
import { registerLiveRoom } from '../plugins/liveRooms';
import { boardRoom } from './editor.events';

/** Registers `board:join` / `board:leave` on every authenticated socket. */
export function registerBoardRoom(app: FastifyInstance): void {
  registerLiveRoom(app, {
    join: ROOM_EVENTS.boardJoin,
    leave: ROOM_EVENTS.boardLeave,
    payload: z.object({ boardId: idParam }),
    roomOf: ({ boardId }) => boardRoom(boardId),
    check: (actor, { boardId }) => requireBoard(app.db, actor, boardId),
  });
}
