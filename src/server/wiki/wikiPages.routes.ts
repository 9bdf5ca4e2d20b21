/**
 * Page tree routes of the project wiki (issue 18; paths and bodies in src/shared/wiki/wiki.schemas.ts,
 * which lists every route with its errors), for a signed-in member of the project's company, over
 * HTTP and the socket `api` alike: list, create (201), get, rename, move, delete to the trash, trash
 * list, restore, purge, and the page's current content as markdown and text.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../shared/envelope';
import {
  createWikiPageBody,
  moveWikiPageBody,
  pageParams,
  projectParams,
  updateWikiPageBody,
} from '../../shared/wiki/wiki.schemas';
import { createdOf, okOf, secured } from '../company/routeOptions';
import { requireWikiPage } from './wikiAccess';
import { wikiContext } from './wikiContext';
import { loadDocument } from './wikiDocumentStore';
import { contentOfDoc } from './wikiMarkdown';
import { createPage, listPages, movePage, renamePage } from './wikiTree';
import { deletePage, listTrash, purgePage, restorePage } from './wikiTrash';
import { wikiIdsSchema, wikiPageOf, wikiPageSchema } from './wikiWire';

const tags = ['wiki'];

/** Registers the page tree routes (see the file header). */
export async function wikiPagesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: app.authenticate };
  const schema = { tags, security: secured };

  app.get('/wiki/project/:projectId/pages', {
    ...base,
    schema: {
      ...schema,
      summary: "The project's page tree (flat, trash excluded, by sort)",
      params: projectParams,
      response: okOf(z.array(wikiPageSchema)),
    },
    handler: async (request) => ok(await listPages(wikiContext(app, request), request.params.projectId)),
  });

  app.post('/wiki/project/:projectId/pages', {
    ...base,
    schema: {
      ...schema,
      summary: 'Create a page (at the end of its parent, or at index)',
      params: projectParams,
      body: createWikiPageBody,
      response: createdOf(wikiPageSchema),
    },
    handler: async (request, reply) =>
      reply.code(201).send(ok(await createPage(wikiContext(app, request), request.params.projectId, request.body))),
  });

  app.get('/wiki/pages/:pageId', {
    ...base,
    schema: { ...schema, summary: 'A page (also in the trash)', params: pageParams, response: okOf(wikiPageSchema) },
    handler: async (request) => {
      const { page } = await requireWikiPage(app.db, wikiContext(app, request).actor, request.params.pageId);
      return ok(wikiPageOf(page));
    },
  });

  app.put('/wiki/pages/:pageId', {
    ...base,
    schema: {
      ...schema,
      summary: 'Rename a page',
      params: pageParams,
      body: updateWikiPageBody,
      response: okOf(wikiPageSchema),
    },
    handler: async (request) =>
      ok(await renamePage(wikiContext(app, request), request.params.pageId, request.body.title)),
  });

  app.put('/wiki/pages/:pageId/move', {
    ...base,
    schema: {
      ...schema,
      summary: 'Move a page with its subtree under parentId (null: the root) at index',
      params: pageParams,
      body: moveWikiPageBody,
      response: okOf(wikiPageSchema),
    },
    handler: async (request) => ok(await movePage(wikiContext(app, request), request.params.pageId, request.body)),
  });

  app.delete('/wiki/pages/:pageId', {
    ...base,
    schema: {
      ...schema,
      summary: 'Move a page and its subtree to the trash',
      params: pageParams,
      response: okOf(wikiIdsSchema),
    },
    handler: async (request) => ok(await deletePage(wikiContext(app, request), request.params.pageId)),
  });

  app.get('/wiki/project/:projectId/trash', {
    ...base,
    schema: {
      ...schema,
      summary: "The project's trash: deleted pages, newest first",
      params: projectParams,
      response: okOf(z.array(wikiPageSchema)),
    },
    handler: async (request) => ok(await listTrash(wikiContext(app, request), request.params.projectId)),
  });

  app.post('/wiki/pages/:pageId/restore', {
    ...base,
    schema: {
      ...schema,
      summary: 'Restore a deleted page with its subtree (to the root when its parent is gone)',
      params: pageParams,
      response: okOf(z.array(wikiPageSchema)),
    },
    handler: async (request) => ok(await restorePage(wikiContext(app, request), request.params.pageId)),
  });

  app.delete('/wiki/pages/:pageId/purge', {
    ...base,
    schema: {
      ...schema,
      summary: 'Delete a page in the trash for good (with its subtree)',
      params: pageParams,
      response: okOf(wikiIdsSchema),
    },
    handler: async (request) => ok(await purgePage(wikiContext(app, request), request.params.pageId)),
  });

  app.get('/wiki/pages/:pageId/content', {
    ...base,
    schema: {
      ...schema,
      summary: "The page's current content as markdown and plain text",
      params: pageParams,
      response: okOf(z.object({ markdown: z.string(), text: z.string() })),
    },
    handler: async (request) => {
      await requireWikiPage(app.db, wikiContext(app, request).actor, request.params.pageId);
      const doc = await loadDocument(app.db, request.params.pageId);
      try {
        const { markdown, text } = contentOfDoc(doc);
        return ok({ markdown, text });
      } finally {
        doc.destroy();
      }
    },
  });
}
