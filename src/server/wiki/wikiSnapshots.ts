/**
 * Taking a revision of a wiki page (issue 18; wiki.types.ts "Revisions"): the server snapshots a
 * page at most every interval (ServerConfig.wikiRevisionIntervalMs, default
 * WIKI_REVISION_INTERVAL_MS) while it is edited, and when an editor who changed it leaves. The
 * snapshot is claimed by a compare-and-set on the page's `revision_at` and `edited_by`, so of two
 * instances (or two leaving editors) one takes it. A snapshot compacts the update log, stores the
 * Yjs state, markdown, ProseMirror JSON, title and the editors since the previous revision, refreshes
 * the search text and sends `wiki:revision:created` to the company.
 */
import type { FastifyInstance } from 'fastify';
import * as Y from 'yjs';
import { WIKI_REVISION_INTERVAL_MS, type WikiRevision, type WikiRevisionReason } from '../../shared/wiki/wiki.types';
import { findWikiPage } from './wikiAccess';
import { compactDocument, readDocument } from './wikiDocumentStore';
import { wikiEmitter } from './wikiEvents';
import { contentOfDoc, type PageContent } from './wikiMarkdown';
import { userIdsOf, wikiRevisionOf } from './wikiWire';

/** The configured interval between automatic revisions (ms). */
export const revisionIntervalOf = (app: FastifyInstance): number =>
  app.config.wikiRevisionIntervalMs ?? WIKI_REVISION_INTERVAL_MS;

/** The page's current document as a Y.Doc, compacting the log first (any instance may have won). */
export async function currentDocument(app: FastifyInstance, pageId: number): Promise<Y.Doc> {
  const state = (await compactDocument(app.db, pageId)) ?? (await readDocument(app.db, pageId)).state;
  const doc = new Y.Doc();
  Y.applyUpdate(doc, state);
  return doc;
}

/** Stores a revision row of `doc` and announces it; answers the wire revision. */
export async function storeRevision(
  app: FastifyInstance,
  page: { id: number; title: string; companyId: number },
  reason: WikiRevisionReason,
  authorIds: number[],
  doc: Y.Doc,
  content: PageContent = contentOfDoc(doc),
): Promise<WikiRevision> {
  const row = await app.db
    .insertInto('wikiRevisions')
    .values({
      pageId: page.id,
      createdAt: new Date().toISOString(),
      authorIds: JSON.stringify(authorIds),
      reason,
      title: page.title,
      state: Buffer.from(Y.encodeStateAsUpdate(doc)),
      markdown: content.markdown,
      content: JSON.stringify(content.json),
    })
    .returning(['id', 'pageId', 'createdAt', 'authorIds', 'reason', 'title'])
    .executeTakeFirstOrThrow();
  await app.db.updateTable('wikiPages').set({ textContent: content.text }).where('id', '=', page.id).execute();
  const revision = wikiRevisionOf(row);
  wikiEmitter(app.realtime, authorIds[0] ?? null).revisionCreated(page.companyId, revision);
  return revision;
}

/**
 * Takes an automatic revision when due: 'interval' when the last one is older than the interval,
 * 'leave' when someone edited since the last one. `userId` (who triggered it) comes first among the
 * authors. Answers the revision, or null when none was due or another instance claimed it.
 */
export async function takeRevisionIfDue(
  app: FastifyInstance,
  pageId: number,
  reason: 'interval' | 'leave',
  userId: number,
): Promise<WikiRevision | null> {
  const page = await findWikiPage(app.db, pageId);
  if (!page) return null;
  const row = await app.db
    .selectFrom('wikiPages')
    .select(['revisionAt', 'editedBy'])
    .where('id', '=', pageId)
    .executeTakeFirstOrThrow();
  const editors = userIdsOf(row.editedBy);
  if (editors.length === 0) return null;
  const now = new Date();
  if (reason === 'interval') {
    // The clock starts at the first edit (wikiEditing.ts sets revision_at then).
    const last = row.revisionAt ? Date.parse(row.revisionAt) : NaN;
    if (!Number.isFinite(last) || now.getTime() - last < revisionIntervalOf(app)) return null;
  }
  const claimed = await app.db
    .updateTable('wikiPages')
    .set({ revisionAt: now.toISOString(), editedBy: '[]' })
    .where('id', '=', pageId)
    .where('editedBy', '=', row.editedBy)
    .where('revisionAt', row.revisionAt === null ? 'is' : '=', row.revisionAt)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return null;
  const authorIds = [userId, ...editors.filter((id) => id !== userId)];
  const doc = await currentDocument(app, pageId);
  try {
    return await storeRevision(app, page, reason, authorIds, doc);
  } finally {
    doc.destroy();
  }
}
