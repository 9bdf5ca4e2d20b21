/**
 * Revision routes of the project wiki (issue 18; wiki.schemas.ts lists them with their errors):
 * - GET  /wiki/pages/{pageId}/revisions → WikiRevision[] (newest first)
 * - GET  /wiki/revisions/{revisionId} → WikiRevisionContent
 * - POST /wiki/revisions/{revisionId}/restore → WikiRevision (the new 'restore' revision)
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../shared/envelope';
import { pageParams, revisionParams } from '../../shared/wiki/wiki.schemas';
import { okOf, secured } from '../company/routeOptions';
import { wikiContext } from './wikiContext';
import { getRevision, listRevisions, restoreRevision } from './wikiRevisions';
import { wikiRevisionContentSchema, wikiRevisionSchema } from './wikiWire';

const tags = ['wiki'];

/** Registers the revision routes (see the file header). */
export async function wikiRevisionsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: app.authenticate };
  const schema = { tags, security: secured };

  app.get('/wiki/pages/:pageId/revisions', {
    ...base,
    schema: {
      ...schema,
      summary: "A page's revisions, newest first",
      params: pageParams,
      response: okOf(z.array(wikiRevisionSchema)),
    },
    handler: async (request) => ok(await listRevisions(wikiContext(app, request), request.params.pageId)),
  });

  app.get('/wiki/revisions/:revisionId', {
    ...base,
    schema: {
      ...schema,
      summary: 'A revision with its markdown and ProseMirror JSON',
      params: revisionParams,
      response: okOf(wikiRevisionContentSchema),
    },
    handler: async (request) => ok(await getRevision(wikiContext(app, request), request.params.revisionId)),
  });

  app.post('/wiki/revisions/:revisionId/restore', {
    ...base,
    schema: {
      ...schema,
      summary: "Restore a revision's content into the live page (open editors receive it)",
      params: revisionParams,
      response: okOf(wikiRevisionSchema),
    },
    handler: async (request) => ok(await restoreRevision(wikiContext(app, request), request.params.revisionId)),
  });
}
