/**
 * Import routes (issue 7 Deliver 2 and 4; DESIGN §3 Route map, import report):
 * - `POST /project/{projectId}/import/board` — body: a board file in our format
 *   (src/shared/board/boardExport.ts `boardExportSchema`);
 * - `POST /project/{projectId}/import/trello` — body: Trello's "Export as JSON" board file, converted
 *   by `convertTrelloExport` (./trello/trelloConvert.ts) and written by the same writer.
 * Both create a NEW board in the project in one transaction and answer 201 `data: ImportReport`
 * `{boardId, columns, cards, archivedCards, subCards, comments, skipped}` (for Trello, `skipped` =
 * the converter's entries, then the writer's). Any member of the project's company may import
 * (the board creation right, DESIGN §5); others 403, unknown project 404, no token 401.
 *
 * Bodies up to IMPORT_MAX_BYTES (config `importMaxBytes`) are accepted; above it 413
 * PAYLOAD_TOO_LARGE "…at most N MB" (errors:PAYLOAD_TOO_LARGE_import). Broken or truncated JSON:
 * 400 MALFORMED_JSON (errors:MALFORMED_JSON_import). Not our format: 400 VALIDATION_FAILED
 * "This file is not a Teamspace board export" with the first field errors in `data`; not a Trello
 * export: 400 VALIDATION_FAILED with the converter's reason (errors:VALIDATION_FAILED_trello*);
 * a file that cannot be written: 400 naming the place (./boardImport/importErrors.ts).
 * After the commit `company:board:created` goes to the company room (the caller's socket excluded).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordAudit } from '../admin/auditLog';
import { z } from 'zod';
import { boardExportSchema, IMPORT_MAX_BYTES, type ImportReport } from '../../shared/board/boardExport';
import { ok } from '../../shared/envelope';
import { fieldErrorsFromIssues } from '../../shared/validation';
import { actorOf, requireProject } from '../access/access.service';
import { COMPANY_EVENTS, companyRoom } from '../company/company.events';
import { createdOf, idParams, secured } from '../company/routeOptions';
import { languageOf, translatorFor } from '../http/i18n';
import { callerOf } from '../plugins/auth';
import { failureOf } from '../plugins/errors';
import { toBoard } from '../project/project.repository';
import { importBoardExport } from './boardImport/importBoardExport';
import { importFileError } from './boardImport/importErrors';
import { loadCompanyPeople } from './companyPeople';
import { TrelloExportError } from './trello/trelloExport';
import { convertTrelloExport } from './trello/trelloConvert';

const tags = ['import'];

/** Field errors listed with a rejected file: the first few are enough to see what is wrong. */
const MAX_LISTED_ISSUES = 20;
const MB = 1024 * 1024;

/** The import report (DESIGN §3), as the routes answer it. */
export const importReportSchema = z.object({
  boardId: z.number(),
  columns: z.number(),
  cards: z.number(),
  archivedCards: z.number(),
  subCards: z.number(),
  comments: z.number(),
  skipped: z.array(z.object({ kind: z.string(), id: z.string(), name: z.string(), reason: z.string() })),
});

/** The 400 of a TrelloExportError, in the request's language. */
function trelloFileError(error: TrelloExportError) {
  switch (error.reason) {
    case 'array':
      return importFileError('trelloArray', {});
    case 'notObject':
      return importFileError('trelloNotObject', {});
    case 'missing':
      return importFileError('trelloMissing', { fields: error.params.fields ?? '' });
    default:
      return importFileError('trelloShape', { paths: error.params.paths ?? error.message });
  }
}

/** Registers both import routes (see the file header). */
export async function importRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const maxBytes = app.config.importMaxBytes ?? IMPORT_MAX_BYTES;

  // A body too large or not JSON gets a message about the FILE (the app's default speaks of "the request").
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const t = request.t ?? translatorFor(languageOf(request.headers['accept-language']));
    const [status, body] = failureOf(error, t);
    if (body.code === 'PAYLOAD_TOO_LARGE') {
      body.error = t('errors:PAYLOAD_TOO_LARGE', {
        context: 'import',
        limitMb: Math.max(1, Math.round(maxBytes / MB)),
      });
    } else if (body.code === 'MALFORMED_JSON') {
      body.error = t('errors:MALFORMED_JSON', { context: 'import' });
    }
    if (status >= 500) request.log.error({ err: error }, 'import failed');
    return reply.code(status).send(body);
  });

  /** Writes the file into the project and announces the new board. */
  async function write(
    request: FastifyRequest,
    place: { projectId: number; companyId: number },
    file: z.infer<typeof boardExportSchema>,
    people: Awaited<ReturnType<typeof loadCompanyPeople>>,
  ): Promise<ImportReport> {
    const caller = callerOf(request);
    const report = await importBoardExport(app.db, {
      projectId: place.projectId,
      userId: caller.user.id,
      file,
      people,
    });
    const board = await app.db.selectFrom('boards').selectAll().where('id', '=', report.boardId).executeTakeFirst();
    await recordAudit(app, request, {
      action: 'import.board',
      target: { kind: 'board', id: report.boardId },
      details: { projectId: place.projectId, companyId: place.companyId, format: request.url.split('/').pop() },
    });
    if (board) {
      app.realtime.broadcast(
        companyRoom(place.companyId),
        COMPANY_EVENTS.boardCreated,
        { ...toBoard(board), companyId: place.companyId, actorId: caller.user.id },
        { exceptSocketId: request.socketId },
      );
    }
    return report;
  }

  app.post('/project/:id/import/board', {
    onRequest: app.authenticate,
    bodyLimit: maxBytes,
    schema: {
      tags,
      security: secured,
      summary: 'Import a board file in our format (GET /board/{boardId}/export) as a new board of the project',
      params: idParams,
      body: z.unknown().describe('A Teamspace board export (format "teamspace.board", version 1)'),
      response: createdOf(importReportSchema),
    },
    handler: async (request, reply) => {
      const { project, companyId } = await requireProject(app.db, actorOf(callerOf(request)), request.params.id);
      const parsed = boardExportSchema.safeParse(request.body);
      if (!parsed.success) {
        const issues = parsed.error.issues.slice(0, MAX_LISTED_ISSUES);
        throw importFileError('boardExport', {}, fieldErrorsFromIssues(issues, request.body, request.t));
      }
      const people = await loadCompanyPeople(app.db, companyId);
      const report = await write(request, { projectId: project.id, companyId }, parsed.data, people);
      return reply.code(201).send(ok(report));
    },
  });

  app.post('/project/:id/import/trello', {
    onRequest: app.authenticate,
    bodyLimit: maxBytes,
    schema: {
      tags,
      security: secured,
      summary: 'Import a Trello board ("Export as JSON" file) as a new board of the project',
      params: idParams,
      body: z.unknown().describe("Trello's board export JSON"),
      response: createdOf(importReportSchema),
    },
    handler: async (request, reply) => {
      const { project, companyId } = await requireProject(app.db, actorOf(callerOf(request)), request.params.id);
      const people = await loadCompanyPeople(app.db, companyId);
      let conversion: ReturnType<typeof convertTrelloExport>;
      try {
        conversion = convertTrelloExport(request.body, people);
      } catch (error) {
        throw error instanceof TrelloExportError ? trelloFileError(error) : error;
      }
      const report = await write(request, { projectId: project.id, companyId }, conversion.board, people);
      return reply.code(201).send(ok({ ...report, skipped: [...conversion.skipped, ...report.skipped] }));
    },
  });
}
