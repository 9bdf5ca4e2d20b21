/**
 * Board routes (DESIGN §3 Route map, §5 Permissions; issue 3 "Projects and boards"): view,
 * rename / background / display type, delete. Any member of the board's company may do this;
 * others get 403, unknown ids 404 (access.service). A board holding cards is deleted only with
 * `?force=1` (449 NEEDS_CONFIRMATION before, message `errors:NEEDS_CONFIRMATION_board` with the
 * card count).
 *
 * Live: `board:board:updated|deleted` to `board:<id>` and `company:board:updated|deleted` to
 * `company:<id>` (../company/company.events.ts), the caller's own socket excluded. After a delete
 * every socket leaves the board's room.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { updateBoardBody } from '../../shared/company/company.schemas';
import { ok } from '../../shared/envelope';
import { actorOf, requireBoard } from '../access/access.service';
import { BOARD_ROOM_EVENTS, COMPANY_EVENTS, boardRoom, companyRoom } from '../company/company.events';
import { forceQuery, idParams, okEmpty, okOf, secured } from '../company/routeOptions';
import { inTransaction } from '../editor/transactions';
import { AppError } from '../http/appError';
import { callerOf } from '../plugins/auth';
import { countBoardCards, deleteBoard, toBoard, updateBoard } from './project.repository';
import { boardSchema, boardWithPlaceSchema } from './project.wire';

const tags = ['board'];

/** Registers GET, PUT and DELETE /board/{id} (see the file header). */
export async function boardRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/board/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'A board with its project and company ids',
      params: idParams,
      response: okOf(boardWithPlaceSchema),
    },
    handler: async (request) => {
      const { board, companyId } = await requireBoard(app.db, actorOf(callerOf(request)), request.params.id);
      return ok({ ...toBoard(board), companyId });
    },
  });

  app.put('/board/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'Rename a board or change its background or display type (fields given only)',
      params: idParams,
      body: updateBoardBody,
      response: okOf(boardSchema),
    },
    handler: async (request) => {
      const caller = callerOf(request);
      const { board, companyId } = await requireBoard(app.db, actorOf(caller), request.params.id);
      const updated = await updateBoard(app.db, board.id, request.body);
      const payload = { ...updated, companyId, actorId: caller.user.id };
      const options = { exceptSocketId: request.socketId };
      app.realtime.broadcast(boardRoom(board.id), BOARD_ROOM_EVENTS.boardUpdated, payload, options);
      app.realtime.broadcast(companyRoom(companyId), COMPANY_EVENTS.boardUpdated, payload, options);
      return ok(updated);
    },
  });

  app.delete('/board/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'Delete a board; 449 NEEDS_CONFIRMATION while it holds cards, unless ?force=1',
      params: idParams,
      querystring: forceQuery,
      response: okEmpty,
    },
    handler: async (request) => {
      const caller = callerOf(request);
      const { board, companyId } = await requireBoard(app.db, actorOf(caller), request.params.id);
      const cards = await countBoardCards(app.db, board.id);
      if (cards > 0 && !request.query.force) {
        throw new AppError('NEEDS_CONFIRMATION', { params: { context: 'board', count: cards } });
      }
      // The cascade takes row locks over many tables in an order that a concurrent card or sticker
      // write can cross on PostgreSQL (a deadlock): such a transaction is run again. Identical
      // deletions at once: only the one that removed the row succeeds, the others get a repeat's 404.
      const deleted = await inTransaction(app.db, (trx) => deleteBoard(trx, board.id));
      if (!deleted) throw new AppError('NOT_FOUND');
      const actorId = caller.user.id;
      const options = { exceptSocketId: request.socketId };
      app.realtime.broadcast(boardRoom(board.id), BOARD_ROOM_EVENTS.boardDeleted, { id: board.id, actorId }, options);
      app.realtime.broadcast(
        companyRoom(companyId),
        COMPANY_EVENTS.boardDeleted,
        { id: board.id, projectId: board.projectId, companyId, actorId },
        options,
      );
      app.realtime.io.in(boardRoom(board.id)).socketsLeave(boardRoom(board.id));
      return ok(null);
    },
  });
}
