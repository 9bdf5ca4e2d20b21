/**
 * Board export (issue 7 Deliver 3; DESIGN §3 Route map):
 * - GET /board/{boardId}/export → the board in our format (src/shared/board/boardExport.ts
 *   BoardExport), NOT wrapped in the envelope: the body is the file itself, the one that
 *   `POST /project/{projectId}/import/board` takes back, with
 *   `Content-Disposition: attachment; filename="<board name>.teamspace.json"`.
 * - GET /board/{boardId}/export.csv → `text/csv; charset=utf-8` (BOM, header row in the request's
 *   language, one row per card: cardsCsv.ts), `attachment; filename="<board name>.csv"`.
 * Both need a signed-in member of the board's company (401 without a token, guests included;
 * 403 non-members; 404 unknown board); failures are the usual JSON failure envelope.
 * A browser navigation (Accept: text/html) gets the client's page (DESIGN §3), so the client
 * fetches these with its token and saves the body as a file.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordAudit } from '../admin/auditLog';
import { z } from 'zod';
import { requireBoard } from '../access/access.service';
import { secured } from '../company/routeOptions';
import { editorContext } from '../editor/editor.context';
import { boardParams } from '../editor/editor.schemas';
import { AppError } from '../http/appError';
import { failureResponses } from '../http/schemas';
import { exportBoard } from './boardExport.service';
import { readBoardSnapshot } from './boardSnapshot.repository';
import { cardsCsv } from './cardsCsv';
import { attachment } from './downloadName';

const tags = ['export'];

/** Registers the two export routes (see the file header). */
export async function boardExportRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/board/:boardId/export', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'The board as one JSON file of our export format (not enveloped), to import back',
      params: boardParams,
      // The body is sent as JSON text, which Fastify passes through unserialised: a large board is
      // not validated again on its way out.
      response: { 200: z.unknown().describe('BoardExport (src/shared/board/boardExport.ts)'), ...failureResponses },
    },
    handler: async (request, reply) => {
      const ctx = editorContext(app, request);
      const { board } = await requireBoard(ctx.db, ctx.actor, request.params.boardId);
      const file = await exportBoard(ctx.db, board.id);
      await recordAudit(app, request, {
        action: 'export.board',
        target: { kind: 'board', id: board.id },
        details: { format: 'json' },
      });
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', attachment(board.name, '.teamspace.json'))
        .send(JSON.stringify(file));
    },
  });

  app.get('/board/:boardId/export.csv', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'The board’s cards as CSV (UTF-8 with BOM), one row per card and sub-card',
      params: boardParams,
      response: { 200: z.string().describe('text/csv; charset=utf-8 with a BOM'), ...failureResponses },
    },
    handler: async (request, reply) => {
      const ctx = editorContext(app, request);
      const { board } = await requireBoard(ctx.db, ctx.actor, request.params.boardId);
      const snapshot = await readBoardSnapshot(ctx.db, board.id);
      if (!snapshot) throw new AppError('NOT_FOUND');
      await recordAudit(app, request, {
        action: 'export.board',
        target: { kind: 'board', id: board.id },
        details: { format: 'csv' },
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(board.name, '.csv'))
        .send(cardsCsv(snapshot, request.lang));
    },
  });
}
