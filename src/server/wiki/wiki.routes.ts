/**
 * The project wiki's server (issue 18; README "Wiki (server)"): the page tree routes, co-editing
 * over the socket, revisions, markdown import/export, search and images, each in its own file of
 * this folder. One per-instance bookkeeping of edits (wikiEditing.ts) is shared by the socket and
 * stopped when the app closes.
 */
import type { FastifyInstance } from 'fastify';
import { createWikiEditing } from './wikiEditing';
import { wikiPagesRoutes } from './wikiPages.routes';
import { registerWikiSync } from './wikiSync';

/** Registers every wiki route and socket event. */
export async function wikiRoutes(app: FastifyInstance): Promise<void> {
  const editing = createWikiEditing(app);
  registerWikiSync(app, editing);
  app.addHook('onClose', () => editing.stop());
  await app.register(wikiPagesRoutes);
}
