/**
 * Board sticker definitions (spec/board.md §3; DESIGN §3 Route map, §5 Permissions):
 * - GET /board/{boardId}/stickers → BoardSticker[] (not deleted; active and inactive; by sort, id)
 * - POST /board/{boardId}/stickers createBoardStickerBody → 201 BoardSticker
 * - PUT /board/{boardId}/stickers/{id} updateBoardStickerBody → BoardSticker
 * - DELETE /board/{boardId}/stickers/{id} → {id} (soft delete)
 * Any member of the board's company (the GET also a guest of the board, issue 6, without
 * `automation.assignValue` when its link hides executors and responsible); others 403;
 * unknown board or definition 404; 400 with field errors shaped like the body (configs errors
 * nested like the configs). Rules in boardStickers.service.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../shared/envelope';
import { createBoardStickerBody, updateBoardStickerBody } from '../../shared/stickers';
import { requireBoard } from '../access/access.service';
import { createdOf, okOf, secured } from '../company/routeOptions';
import { editorContext, viewerContext } from '../editor/editor.context';
import { stickersForViewer } from '../share/guestView';
import { listBoardStickers } from './boardStickers.repository';
import { createBoardSticker, deleteBoardSticker, updateBoardSticker } from './boardStickers.service';
import { boardStickerParams, boardStickerSchema, boardStickersParams, deletedIdSchema } from './stickers.wire';

const tags = ['stickers'];

/** Registers the four definition routes (see the file header). */
export async function boardStickersRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/board/:boardId/stickers', {
    onRequest: app.authenticateMemberOrGuest,
    schema: {
      tags,
      security: secured,
      summary: 'The board’s sticker definitions (not deleted), by sort',
      params: boardStickersParams,
      response: okOf(z.array(boardStickerSchema)),
    },
    handler: async (request) => {
      const ctx = viewerContext(app, request);
      const { board } = await requireBoard(ctx.db, ctx.actor, request.params.boardId);
      return ok(stickersForViewer(request, await listBoardStickers(ctx.db, board.id)));
    },
  });

  app.post('/board/:boardId/stickers', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'Add a sticker of the catalogue to the board (named types need a name; others once per board)',
      params: boardStickersParams,
      body: createBoardStickerBody,
      response: createdOf(boardStickerSchema),
    },
    handler: async (request, reply) => {
      const ctx = editorContext(app, request);
      const { board } = await requireBoard(ctx.db, ctx.actor, request.params.boardId);
      return reply.code(201).send(ok(await createBoardSticker(ctx, board.id, request.body)));
    },
  });

  app.put('/board/:boardId/stickers/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'Rename, (de)activate, configure or reorder a board sticker (fields given only)',
      params: boardStickerParams,
      body: updateBoardStickerBody,
      response: okOf(boardStickerSchema),
    },
    handler: async (request) => {
      const ctx = editorContext(app, request);
      const { board } = await requireBoard(ctx.db, ctx.actor, request.params.boardId);
      return ok(await updateBoardSticker(ctx, board.id, request.params.id, request.body));
    },
  });

  app.delete('/board/:boardId/stickers/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'Remove a sticker from the board; cards keep it, shown as deleted',
      params: boardStickerParams,
      response: okOf(deletedIdSchema),
    },
    handler: async (request) => {
      const ctx = editorContext(app, request);
      const { board } = await requireBoard(ctx.db, ctx.actor, request.params.boardId);
      return ok(await deleteBoardSticker(ctx, board.id, request.params.id));
    },
  });
}
