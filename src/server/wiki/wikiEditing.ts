/**
 * What follows a stored `wiki:update` on this instance (issue 18), off the relay's hot path:
 * - the editor joins the page's `edited_by` (compare-and-set, so two editors do not drop each
 *   other) and the revision clock `revision_at` starts at the first edit after a revision;
 * - an 'interval' revision when the last one is older than the interval (wikiSnapshots.ts);
 * - a compaction of the update log every WIKI_COMPACT_AFTER updates stored here;
 * - the search text `text_content` refreshed at most every WIKI_TEXT_REFRESH_MS (search lags that).
 * Each page is bookkept at most every WIKI_EDIT_CHECK_MS per editor.
 */
import type { FastifyInstance } from 'fastify';
import { compactDocument, WIKI_COMPACT_AFTER } from './wikiDocumentStore';
import { contentOfDoc } from './wikiMarkdown';
import { currentDocument, takeRevisionIfDue } from './wikiSnapshots';
import { userIdsOf } from './wikiWire';

/** Delay of the search text after an edit (ms). */
export const WIKI_TEXT_REFRESH_MS = 2_000;
/** Least time between two bookkeeping passes of one editor on one page (ms). */
const WIKI_EDIT_CHECK_MS = 1_000;

/** Per-instance bookkeeping of edits (one per app; see the file header). */
export interface WikiEditing {
  /** Called after each stored update of `userId` on `pageId`. */
  edited(pageId: number, userId: number): void;
  /** Waits for the pending work of a page (a leave's revision must see the editor's updates). */
  settle(pageId: number): Promise<void>;
  /** Runs `work` for a page in the background (not part of `settle`); errors are logged; `stop` waits for it. */
  background(pageId: number, work: () => Promise<unknown>): void;
  /** Forgets the editor's throttle on a page (it left: its next edit is bookkept at once). */
  forget(pageId: number, userId: number): void;
  /** Cancels the timers and waits for the pending work (app close). */
  stop(): Promise<void>;
}

/** Adds `userId` to the page's editors and starts the revision clock (compare-and-set, 3 tries). */
async function markEditor(app: FastifyInstance, pageId: number, userId: number): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const row = await app.db
      .selectFrom('wikiPages')
      .select(['editedBy', 'revisionAt'])
      .where('id', '=', pageId)
      .executeTakeFirst();
    if (!row) return;
    const editors = userIdsOf(row.editedBy);
    if (editors.includes(userId) && row.revisionAt !== null) return;
    const result = await app.db
      .updateTable('wikiPages')
      .set({
        editedBy: JSON.stringify(editors.includes(userId) ? editors : [...editors, userId]),
        revisionAt: row.revisionAt ?? new Date().toISOString(),
        updatedBy: userId,
        updatedAt: new Date().toISOString(),
      })
      .where('id', '=', pageId)
      .where('editedBy', '=', row.editedBy)
      .execute();
    if (Number(result[0]?.numUpdatedRows ?? 0) === 1) return;
  }
}

/** Writes the page's current plain text for search. */
export async function refreshText(app: FastifyInstance, pageId: number): Promise<void> {
  const doc = await currentDocument(app, pageId);
  try {
    const { text } = contentOfDoc(doc);
    await app.db.updateTable('wikiPages').set({ textContent: text }).where('id', '=', pageId).execute();
  } finally {
    doc.destroy();
  }
}

/** Builds the bookkeeping of one app instance. */
export function createWikiEditing(app: FastifyInstance): WikiEditing {
  const lastCheck = new Map<string, number>();
  const stored = new Map<number, number>();
  const textTimers = new Map<number, NodeJS.Timeout>();
  const pending = new Map<number, Set<Promise<void>>>();
  /** Work outside a page's bookkeeping (a disconnect's leave, which itself settles the page). */
  const others = new Set<Promise<void>>();
  let stopped = false;

  const track = (pageId: number, work: () => Promise<unknown>) => {
    const set = pending.get(pageId) ?? new Set();
    pending.set(pageId, set);
    const promise: Promise<void> = work()
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error, pageId }, 'wiki bookkeeping failed'))
      .finally(() => {
        set.delete(promise);
        if (set.size === 0) pending.delete(pageId);
      });
    set.add(promise);
  };

  const scheduleText = (pageId: number) => {
    if (stopped || textTimers.has(pageId)) return;
    const timer = setTimeout(() => {
      textTimers.delete(pageId);
      track(pageId, () => refreshText(app, pageId));
    }, WIKI_TEXT_REFRESH_MS);
    timer.unref();
    textTimers.set(pageId, timer);
  };

  return {
    edited(pageId, userId) {
      scheduleText(pageId);
      const count = (stored.get(pageId) ?? 0) + 1;
      stored.set(pageId, count % WIKI_COMPACT_AFTER);
      if (count >= WIKI_COMPACT_AFTER) track(pageId, () => compactDocument(app.db, pageId));
      const key = `${pageId}:${userId}`;
      const now = Date.now();
      if (now - (lastCheck.get(key) ?? 0) < WIKI_EDIT_CHECK_MS) return;
      lastCheck.set(key, now);
      track(pageId, async () => {
        await markEditor(app, pageId, userId);
        await takeRevisionIfDue(app, pageId, 'interval', userId);
      });
    },
    async settle(pageId) {
      while (pending.get(pageId)?.size) await Promise.all([...(pending.get(pageId) ?? [])]);
    },
    background(pageId, work) {
      const promise: Promise<void> = work()
        .then(() => undefined)
        .catch((error: unknown) => app.log.error({ err: error, pageId }, 'wiki background work failed'))
        .finally(() => others.delete(promise));
      others.add(promise);
    },
    forget(pageId, userId) {
      lastCheck.delete(`${pageId}:${userId}`);
    },
    async stop() {
      stopped = true;
      for (const timer of textTimers.values()) clearTimeout(timer);
      textTimers.clear();
      await Promise.all([...others]);
      await Promise.all([...pending.values()].flatMap((set) => [...set]));
    },
  };
}
