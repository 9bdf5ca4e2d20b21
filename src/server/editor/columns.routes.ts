/**
 * Column routes (issue 3 Deliver 3; DESIGN §3 Route map): POST /editor/columns/{boardId} {name,
 * color?} → 201 column; PUT /editor/column/{columnId} {name?, color?, sort?, archived?} → column
 * (`archived: true` takes it off the board with its cards, `false` restores it in its place);
 * GET /editor/columns/{boardId}/archived → the archived columns (sort ascending) with `cardsCount`
 * and `archiveCount`; DELETE /editor/column/{columnId}[?force=1] → 449 NEEDS_CONFIRMATION while it
 * holds cards. 404 unknown board/column, 403 non-member (guests too). Live:
 * `board:column:created|updated|moved|deleted`; archive and restore are `updated` with `archivedAt`.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createColumnBody, forceQuery, updateColumnBody } from '../../shared/board/board.schemas';
import { ok } from '../../shared/envelope';
import { requireBoard, requireColumn } from '../access/access.service';
import { emptySuccess, failureResponses, successOf } from '../http/schemas';
import { archivedColumns, createColumn, deleteColumn, updateColumn } from './columns.service';
import { editorContext } from './editor.context';
import { boardParams, columnBaseSchema, columnParams } from './editor.schemas';

const tags = ['editor'];
const security = [{ bearer: [] }];

export async function columnsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post('/editor/columns/:boardId', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security,
      summary: 'Add a column at the right end',
      params: boardParams,
      body: createColumnBody,
      response: { 201: successOf(columnBaseSchema), ...failureResponses },
    },
    handler: async (request, reply) => {
      const ctx = editorContext(app, request);
      const { board } = await requireBoard(ctx.db, ctx.actor, request.params.boardId);
      return reply.code(201).send(ok(await createColumn(ctx, board.id, request.body)));
    },
  });

  app.get('/editor/columns/:boardId/archived', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security,
      summary: 'Archived columns of a board (sort ascending) with their card counts',
      params: boardParams,
      response: {
        200: successOf(z.array(columnBaseSchema.extend({ cardsCount: z.number(), archiveCount: z.number() }))),
        ...failureResponses,
      },
    },
    handler: async (request) => {
      const ctx = editorContext(app, request);
      const { board } = await requireBoard(ctx.db, ctx.actor, request.params.boardId);
      return ok(await archivedColumns(ctx, board.id));
    },
  });

  app.put('/editor/column/:columnId', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security,
      summary:
        'Rename, recolour, move (sort: take the place of the column with that sort), archive or restore a column',
      params: columnParams,
      body: updateColumnBody,
      response: { 200: successOf(columnBaseSchema), ...failureResponses },
    },
    handler: async (request) => {
      const ctx = editorContext(app, request);
      const { column } = await requireColumn(ctx.db, ctx.actor, request.params.columnId);
      return ok(await updateColumn(ctx, column, request.body));
    },
  });

  app.delete('/editor/column/:columnId', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security,
      summary: 'Delete a column (449 while it holds cards; repeat with force=1)',
      params: columnParams,
      querystring: forceQuery,
      response: { 200: emptySuccess, ...failureResponses },
    },
    handler: async (request) => {
      const ctx = editorContext(app, request);
      const { column } = await requireColumn(ctx.db, ctx.actor, request.params.columnId);
      await deleteColumn(ctx, column, request.query.force === '1');
      return ok(null);
    },
  });
}
