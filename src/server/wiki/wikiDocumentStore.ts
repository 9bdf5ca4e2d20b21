/**
 * A wiki page's Yjs document in the database (issue 18; migration 20261215090000_wiki): the state
 * `wiki_pages.doc_state` plus the updates stored after it in `wiki_page_updates` (id order). Every
 * instance reads and appends the same rows, so the document is one across instances and restarts.
 *
 * Compaction merges the state and the logged updates into a new state once the log passes
 * WIKI_COMPACT_AFTER updates; it is safe when two instances compact at once: the transaction deletes
 * exactly the merged update ids and gives up (changing nothing) when another compaction took them.
 */
import type { Kysely } from 'kysely';
import * as Y from 'yjs';
import type { Database } from '../db/database';

/** Updates logged after the state before a compaction is due. */
export const WIKI_COMPACT_AFTER = 50;

/** A document read from the database: the merged update and the last update id it includes. */
export interface StoredDocument {
  /** Yjs update (v1) of the whole document. */
  state: Uint8Array;
  /** Ids of the logged updates merged into `state`. */
  updateIds: number[];
  /** The stored state alone (what a compaction replaces). */
  baseState: Uint8Array | null;
}

/** Thrown inside a compaction transaction to roll it back when another compaction won. */
class CompactionLost extends Error {}

/** The empty document as an update. */
const EMPTY_UPDATE = Y.encodeStateAsUpdate(new Y.Doc());

/** Reads page `pageId`'s document (state + logged updates, merged). */
export async function readDocument(db: Kysely<Database>, pageId: number): Promise<StoredDocument> {
  // The log first, then the state: an update a compaction removes in between is in the state read
  // after it, so nothing falls between the two reads (merging an update twice changes nothing).
  const updates = await db
    .selectFrom('wikiPageUpdates')
    .select(['id', 'data'])
    .where('pageId', '=', pageId)
    .orderBy('id')
    .execute();
  const page = await db.selectFrom('wikiPages').select('docState').where('id', '=', pageId).executeTakeFirst();
  const baseState = page?.docState ? new Uint8Array(page.docState) : null;
  const parts = [...(baseState ? [baseState] : []), ...updates.map((row) => new Uint8Array(row.data))];
  const state = parts.length === 0 ? EMPTY_UPDATE : parts.length === 1 ? parts[0] : Y.mergeUpdates(parts);
  return { state, updateIds: updates.map((row) => row.id), baseState };
}

/** Page `pageId`'s document as a Y.Doc. */
export async function loadDocument(db: Kysely<Database>, pageId: number): Promise<Y.Doc> {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, (await readDocument(db, pageId)).state);
  return doc;
}

/**
 * True when `update` decodes as a Yjs update (v1). Garbage throws inside the decoder; an update
 * that decodes is safe to store: Yjs merges any decodable update (missing dependencies wait).
 */
export function isDecodableUpdate(update: Uint8Array): boolean {
  if (update.length === 0) return false;
  try {
    Y.decodeUpdate(update);
    return true;
  } catch {
    return false;
  }
}

/** Appends an update to the page's log; answers the log's length after it. */
export async function appendUpdate(
  db: Kysely<Database>,
  pageId: number,
  userId: number | null,
  update: Uint8Array,
): Promise<number> {
  const { id } = await db
    .insertInto('wikiPageUpdates')
    .values({ pageId, userId, data: Buffer.from(update), createdAt: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Number of logged updates of a page. */
export async function logLength(db: Kysely<Database>, pageId: number): Promise<number> {
  const row = await db
    .selectFrom('wikiPageUpdates')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('pageId', '=', pageId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * Merges the page's state and logged updates into a new state; answers the merged document, or
 * null when another instance compacted the same updates first (nothing changed here).
 */
export async function compactDocument(db: Kysely<Database>, pageId: number): Promise<Uint8Array | null> {
  const stored = await readDocument(db, pageId);
  if (stored.updateIds.length === 0) return stored.state;
  const doc = new Y.Doc();
  Y.applyUpdate(doc, stored.state);
  const compacted = Y.encodeStateAsUpdate(doc);
  doc.destroy();
  try {
    await db.transaction().execute(async (trx) => {
      const deleted = await trx.deleteFrom('wikiPageUpdates').where('id', 'in', stored.updateIds).executeTakeFirst();
      if (Number(deleted.numDeletedRows) !== stored.updateIds.length) throw new CompactionLost();
      await trx
        .updateTable('wikiPages')
        .set({ docState: Buffer.from(compacted) })
        .where('id', '=', pageId)
        .execute();
    });
    return compacted;
  } catch (error) {
    if (error instanceof CompactionLost) return null;
    throw error;
  }
}

/**
 * Writes a whole new document state for a page that has none yet (import): replaces the state and
 * clears the log.
 */
export async function writeInitialState(db: Kysely<Database>, pageId: number, state: Uint8Array): Promise<void> {
  await db
    .updateTable('wikiPages')
    .set({ docState: Buffer.from(state) })
    .where('id', '=', pageId)
    .execute();
}
