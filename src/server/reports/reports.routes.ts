/**
 * Company report routes (issue 19 item 2; paths, query and errors in
 * src/shared/reports/report.schemas.ts): one answer with every chart of the reports page, for
 * signed-in members of the company (any role); a guest's share token gets 401.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../shared/envelope';
import { reportFilterQuery, reportParams } from '../../shared/reports/report.schemas';
import { actorOf } from '../access/access.service';
import { okOf, secured } from '../company/routeOptions';
import { callerOf } from '../plugins/auth';
import { companyReports } from './reports.service';
import { companyReportsSchema } from './reports.wire';

/** Registers `GET /reports/company/{companyId}`. */
export async function reportsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/reports/company/:companyId', {
    onRequest: app.authenticate,
    schema: {
      tags: ['reports'],
      security: secured,
      summary: "Every chart of the company's reports page for a period, boards and people",
      params: reportParams,
      querystring: reportFilterQuery,
      response: okOf(companyReportsSchema),
    },
    handler: async (request) =>
      ok(await companyReports(app, actorOf(callerOf(request)), request.params.companyId, request.query)),
  });
}
