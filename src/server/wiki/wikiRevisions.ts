/**
 * A page's history (issue 18; routes in wikiRevisions.routes.ts): the revision list (newest
 * first), one revision with its markdown and ProseMirror JSON, and restore: the live document's
 * content is replaced by the revision's as ONE Yjs change made here, stored in the update log and
 * sent as `wiki:update` to everyone in `wiki:<pageId>` (open editors follow), then recorded as a
 * 'restore' revision (edits since the previous revision are first kept as an 'interval' one). Errors: 404 unknown page/revision, 403 not a member of the project's
 * company, 409 CONFLICT restoring into a page in the trash.
 */
import type { JSONContent } from '@tiptap/core';
import {
  WIKI_SOCKET_EVENTS,
  wikiRoom,
  type WikiRevision,
  type WikiRevisionContent,
} from '../../shared/wiki/wiki.types';
import { AppError } from '../http/appError';
import { requireWikiPage } from './wikiAccess';
import type { WikiContext } from './wikiContext';
import { appendUpdate } from './wikiDocumentStore';
import { contentOfDoc, replaceContent } from './wikiMarkdown';
import { currentDocument, storeRevision } from './wikiSnapshots';
import { userIdsOf, wikiRevisionOf } from './wikiWire';

const LIST_COLUMNS = ['id', 'pageId', 'createdAt', 'authorIds', 'reason', 'title'] as const;

/** The page's revisions, newest first. */
export async function listRevisions(ctx: WikiContext, pageId: number): Promise<WikiRevision[]> {
  await requireWikiPage(ctx.db, ctx.actor, pageId);
  const rows = await ctx.db
    .selectFrom('wikiRevisions')
    .select(LIST_COLUMNS)
    .where('pageId', '=', pageId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map(wikiRevisionOf);
}

/** A revision with its content, after the page's access check. */
async function requireRevision(ctx: WikiContext, revisionId: number) {
  const row = await ctx.db
    .selectFrom('wikiRevisions')
    .select([...LIST_COLUMNS, 'markdown', 'content'])
    .where('id', '=', revisionId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return { row, ...(await requireWikiPage(ctx.db, ctx.actor, row.pageId)) };
}

/** One revision with its markdown and ProseMirror JSON. */
export async function getRevision(ctx: WikiContext, revisionId: number): Promise<WikiRevisionContent> {
  const { row } = await requireRevision(ctx, revisionId);
  return { ...wikiRevisionOf(row), markdown: row.markdown, content: JSON.parse(row.content) as unknown };
}

/** Restores a revision's content into the live page; answers the new 'restore' revision. */
export async function restoreRevision(ctx: WikiContext, revisionId: number): Promise<WikiRevision> {
  const { row, page } = await requireRevision(ctx, revisionId);
  if (page.deletedAt !== null) throw new AppError('CONFLICT');
  const doc = await currentDocument(ctx.app, page.id);
  try {
    // Edits since the last revision are kept in the history first (an 'interval' revision).
    const { editedBy } = await ctx.db
      .selectFrom('wikiPages')
      .select('editedBy')
      .where('id', '=', page.id)
      .executeTakeFirstOrThrow();
    const editors = userIdsOf(editedBy);
    if (editors.length > 0) await storeRevision(ctx.app, page, 'interval', editors, doc);
    const update = replaceContent(doc, JSON.parse(row.content) as JSONContent);
    if (update) {
      await appendUpdate(ctx.db, page.id, ctx.actor.id, update);
      ctx.app.realtime.broadcast(wikiRoom(page.id), WIKI_SOCKET_EVENTS.update, { pageId: page.id, update });
    }
    // The restore is a revision of its own and starts a new editing period.
    await ctx.db
      .updateTable('wikiPages')
      .set({ revisionAt: new Date().toISOString(), editedBy: '[]', updatedBy: ctx.actor.id })
      .where('id', '=', page.id)
      .execute();
    return await storeRevision(ctx.app, page, 'restore', [ctx.actor.id], doc, contentOfDoc(doc));
  } finally {
    doc.destroy();
  }
}
