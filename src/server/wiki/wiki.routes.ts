/**
 * The project wiki's server (issue 18; README "Wiki (server)"): the page tree routes, co-editing
 * over the socket, revisions, markdown import/export, search and images, each in its own file of
 * this folder. One per-instance bookkeeping of edits (wikiEditing.ts) is shared by the socket and
 * stopped when the app closes.
 */
import type { FastifyInstance } from 'fastify';
import { createWikiEditing } from './wikiEditing';
import { wikiImagesRoutes } from './wikiImages.routes';
import { wikiPagesRoutes } from './wikiPages.routes';
import { wikiRevisionsRoutes } from './wikiRevisions.routes';
import { wikiSearchRoutes } from './wikiSearch.routes';
import { wikiTransferRoutes } from './wikiTransfer.routes';
import { registerWikiSync } from './wikiSync';

/** Registers every wiki route and socket event. */
export async function wikiRoutes(app: FastifyInstance): Promise<void> {
  const editing = createWikiEditing(app);
  registerWikiSync(app, editing);
  app.addHook('onClose', () => editing.stop());
  await app.register(wikiPagesRoutes);
  await app.register(wikiRevisionsRoutes);
  await app.register(wikiTransferRoutes);
  await app.register(wikiSearchRoutes);
  await app.register(wikiImagesRoutes);
}
