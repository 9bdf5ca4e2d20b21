/**
 * GET /wiki/project/{projectId}/search?q → WikiSearchHit[] (issue 18; wikiSearch.ts gives the
 * rules): pages of the project, trash excluded, whose title or text match; 400 an empty q.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../shared/envelope';
import { projectParams, searchWikiQuery } from '../../shared/wiki/wiki.schemas';
import { okOf, secured } from '../company/routeOptions';
import { wikiContext } from './wikiContext';
import { searchPages } from './wikiSearch';
import { wikiSearchHitSchema } from './wikiWire';

/** Registers the search route. */
export async function wikiSearchRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/wiki/project/:projectId/search', {
    onRequest: app.authenticate,
    schema: {
      tags: ['wiki'],
      security: secured,
      summary: 'Pages whose title or text hold the words of q (snippets mark them with « »)',
      params: projectParams,
      querystring: searchWikiQuery,
      response: okOf(z.array(wikiSearchHitSchema)),
    },
    handler: async (request) =>
      ok(await searchPages(wikiContext(app, request), request.params.projectId, request.query.q)),
  });
}
