/**
 * Saved query routes (spec/shell.md §2 /cabinet/company/{companyId}/queries; issue 19 item 1;
 * paths, bodies and permissions in src/shared/queries/query.schemas.ts and queries.service.ts),
 * for signed-in members of the company over HTTP and the socket `api`. Runs are indexed SQL
 * (queryRunner.ts); the CSV is text/csv with a BOM.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../shared/envelope';
import {
  QUERY_PAGE_DEFAULT,
  queryBoardParams,
  queryCompanyParams,
  queryParams,
  runQueryBody,
  runQueryQuery,
  saveQueryBody,
  updateQueryBody,
} from '../../shared/queries/query.schemas';
import { actorOf, requireBoard, requireCompany } from '../access/access.service';
import { attachment } from '../boardExport/downloadName';
import { createdOf, okOf, secured } from '../company/routeOptions';
import { AppError } from '../http/appError';
import { failureResponses } from '../http/schemas';
import { queryCsv } from './queryCsv';
import { matchingIdsOnBoard, runQuery } from './queryRunner';
import { createQuery, deleteQuery, listQueries, requireQuery, updateQuery } from './queries.service';
import { queryOptionsSchema, queryResultSchema, savedQuerySchema } from './queries.wire';
import { queryOptions } from './queryOptions';
import { callerOf } from '../plugins/auth';

const tags = ['queries'];
/** Most card ids answered for one board's filter. */
export const BOARD_CARD_IDS_MAX = 10_000;

/** Registers the saved query routes (see the file header). */
export async function queriesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: app.authenticate };
  const schema = { tags, security: secured };
  const run = (companyId: number) => ({ db: app.db, dialect: app.dialect, companyId });

  app.get('/queries/company/:companyId', {
    ...base,
    schema: {
      ...schema,
      summary: "My queries and the company's shared ones",
      params: queryCompanyParams,
      response: okOf(z.array(savedQuerySchema)),
    },
    handler: async (request) => ok(await listQueries(app.db, actorOf(callerOf(request)), request.params.companyId)),
  });

  app.get('/queries/company/:companyId/options', {
    ...base,
    schema: {
      ...schema,
      summary: "The builder's choices: boards with columns, members, sticker kinds",
      params: queryCompanyParams,
      response: okOf(queryOptionsSchema),
    },
    handler: async (request) => {
      await requireCompany(app.db, actorOf(callerOf(request)), request.params.companyId);
      return ok(await queryOptions(app.db, request.params.companyId));
    },
  });

  app.post('/queries/company/:companyId', {
    ...base,
    schema: {
      ...schema,
      summary: 'Save a query',
      params: queryCompanyParams,
      body: saveQueryBody,
      response: createdOf(savedQuerySchema),
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(ok(await createQuery(app.db, actorOf(callerOf(request)), request.params.companyId, request.body))),
  });

  app.put('/queries/:queryId', {
    ...base,
    schema: {
      ...schema,
      summary: 'Rename, change or share a query',
      params: queryParams,
      body: updateQueryBody,
      response: okOf(savedQuerySchema),
    },
    handler: async (request) =>
      ok(await updateQuery(app.db, actorOf(callerOf(request)), request.params.queryId, request.body)),
  });

  app.delete('/queries/:queryId', {
    ...base,
    schema: { ...schema, summary: 'Delete a query', params: queryParams, response: okOf(z.object({ id: z.number() })) },
    handler: async (request) => ok(await deleteQuery(app.db, actorOf(callerOf(request)), request.params.queryId)),
  });

  app.post('/queries/company/:companyId/run', {
    ...base,
    schema: {
      ...schema,
      summary: 'Run a query definition: a page of rows, totals and groups',
      params: queryCompanyParams,
      body: runQueryBody,
      response: okOf(queryResultSchema),
    },
    handler: async (request) => {
      const { companyId } = request.params;
      await requireCompany(app.db, actorOf(callerOf(request)), companyId);
      const { definition, limit = QUERY_PAGE_DEFAULT, offset = 0 } = request.body;
      return ok(await runQuery(run(companyId), definition, { limit, offset }));
    },
  });

  app.get('/queries/:queryId/run', {
    ...base,
    schema: {
      ...schema,
      summary: 'Run a saved query',
      params: queryParams,
      querystring: runQueryQuery,
      response: okOf(queryResultSchema),
    },
    handler: async (request) => {
      const { query } = await requireQuery(app.db, actorOf(callerOf(request)), request.params.queryId);
      const { limit = QUERY_PAGE_DEFAULT, offset = 0 } = request.query;
      return ok(await runQuery(run(query.companyId), query.definition, { limit, offset }));
    },
  });

  app.get('/queries/:queryId/export.csv', {
    ...base,
    schema: {
      ...schema,
      summary: "A saved query's matching cards as CSV (UTF-8 with BOM)",
      params: queryParams,
      response: { 200: z.string().describe('text/csv; charset=utf-8 with a BOM'), ...failureResponses },
    },
    handler: async (request, reply) => {
      const { query } = await requireQuery(app.db, actorOf(callerOf(request)), request.params.queryId);
      const csv = await queryCsv(run(query.companyId), query.definition, request.lang);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(query.name, '.csv'))
        .send(csv);
    },
  });

  app.get('/queries/:queryId/board/:boardId/card-ids', {
    ...base,
    schema: {
      ...schema,
      summary: "The query's matching card ids on one board",
      params: queryBoardParams,
      response: okOf(z.array(z.number())),
    },
    handler: async (request) => {
      const actor = actorOf(callerOf(request));
      const { query } = await requireQuery(app.db, actor, request.params.queryId);
      const { board, companyId } = await requireBoard(app.db, actor, request.params.boardId);
      if (companyId !== query.companyId) throw new AppError('NOT_FOUND');
      return ok(await matchingIdsOnBoard(run(companyId), query.definition, board.id, BOARD_CARD_IDS_MAX));
    },
  });
}
