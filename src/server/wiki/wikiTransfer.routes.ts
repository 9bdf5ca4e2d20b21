/**
 * Markdown export and import routes of the project wiki (issue 18; wiki.schemas.ts):
 * - GET  /wiki/pages/{pageId}/export → `<Title>.md` (text/markdown attachment, not enveloped)
 * - GET  /wiki/project/{projectId}/export → `<Project>.zip` (application/zip attachment)
 * - POST /wiki/project/{projectId}/import importWikiBody → WikiImportReport (201)
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../shared/envelope';
import { importWikiBody, pageParams, projectParams } from '../../shared/wiki/wiki.schemas';
import { WIKI_IMPORT_MAX_CHARS } from '../../shared/wiki/wiki.types';
import { createdOf, secured } from '../company/routeOptions';
import { failureResponses } from '../http/schemas';
import { wikiContext } from './wikiContext';
import { exportPage, exportProject } from './wikiExport';
import { attachmentOf } from './wikiFileNames';
import { importMarkdown } from './wikiImport';
import { wikiImportReportSchema } from './wikiWire';

const tags = ['wiki'];

/** Registers the export and import routes (see the file header). */
export async function wikiTransferRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: app.authenticate };
  const schema = { tags, security: secured };

  app.get('/wiki/pages/:pageId/export', {
    ...base,
    schema: {
      ...schema,
      summary: 'The page as a markdown file',
      params: pageParams,
      response: { 200: z.string().describe('text/markdown; charset=utf-8 attachment'), ...failureResponses },
    },
    handler: async (request, reply) => {
      const file = await exportPage(wikiContext(app, request), request.params.pageId);
      return reply
        .type('text/markdown; charset=utf-8')
        .header('content-disposition', attachmentOf(file.base, '.md'))
        .send(file.body);
    },
  });

  app.get('/wiki/project/:projectId/export', {
    ...base,
    schema: {
      ...schema,
      summary: "The project's page tree as a zip of markdown files (Title.md beside folder Title/)",
      params: projectParams,
      response: { 200: z.unknown().describe('application/zip attachment'), ...failureResponses },
    },
    handler: async (request, reply) => {
      const file = await exportProject(wikiContext(app, request), request.params.projectId);
      return reply
        .type('application/zip')
        .header('content-disposition', attachmentOf(file.base, '.zip'))
        .send(Buffer.from(file.body));
    },
  });

  app.post('/wiki/project/:projectId/import', {
    ...base,
    // WIKI_IMPORT_MAX_CHARS characters of any script, escaped in JSON, plus the paths.
    bodyLimit: Math.max(app.config.bodyLimitBytes, 4 * WIKI_IMPORT_MAX_CHARS),
    schema: {
      ...schema,
      summary: 'Import markdown files as pages (paths in the layout of the zip export)',
      params: projectParams,
      body: importWikiBody,
      response: createdOf(wikiImportReportSchema),
    },
    handler: async (request, reply) =>
      reply.code(201).send(ok(await importMarkdown(wikiContext(app, request), request.params.projectId, request.body))),
  });
}
