/**
 * The wiki's trash (issue 18; wiki.types.ts model): deleting a page takes it and its live
 * descendants to the trash (`deletedAt`, `deletedRootId` = the deleted page); restoring brings back
 * the pages of that deletion (to the root when the parent is in the trash), purging deletes them for
 * good (pages of an earlier deletion inside the subtree stay in the trash, moved to the root).
 * Errors: 404 unknown page/project, 403 not a member, 409 CONFLICT deleting a page already in the
 * trash, restoring or purging one that is not.
 */
import type { Kysely } from 'kysely';
import type { WikiPage } from '../../shared/wiki/wiki.types';
import { requireProject } from '../access/access.service';
import type { Database } from '../db/database';
import { AppError } from '../http/appError';
import { requireWikiPage } from './wikiAccess';
import type { WikiContext } from './wikiContext';
import { lastSort, liveNodes } from './wikiTree';
import { subtreeIds } from './wikiTreeShape';
import { PAGE_COLUMNS, wikiPageOf } from './wikiWire';

/** The pages that went to the trash with `deletedRootId`'s deletion. */
async function deletionOf(db: Kysely<Database>, deletedRootId: number) {
  return db.selectFrom('wikiPages').select(PAGE_COLUMNS).where('deletedRootId', '=', deletedRootId).execute();
}

/** Moves a page and its live subtree to the trash; answers their ids. */
export async function deletePage(ctx: WikiContext, pageId: number): Promise<{ ids: number[] }> {
  const { page, companyId } = await requireWikiPage(ctx.db, ctx.actor, pageId);
  if (page.deletedAt !== null) throw new AppError('CONFLICT');
  const ids = subtreeIds(await liveNodes(ctx.db, page.projectId), pageId);
  const now = new Date().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    // The page itself first, only while live: of two deletes at once one succeeds, the other 409s.
    const claimed = await trx
      .updateTable('wikiPages')
      .set({ deletedAt: now, deletedRootId: pageId, updatedBy: ctx.actor.id, updatedAt: now })
      .where('id', '=', pageId)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw new AppError('CONFLICT');
    await trx
      .updateTable('wikiPages')
      .set({ deletedAt: now, deletedRootId: pageId, updatedBy: ctx.actor.id, updatedAt: now })
      .where('id', 'in', ids)
      .where('deletedAt', 'is', null)
      .execute();
  });
  ctx.emit.deleted(companyId, page.projectId, ids);
  return { ids };
}

/** The deleted roots of a project's trash, newest first. */
export async function listTrash(ctx: WikiContext, projectId: number): Promise<WikiPage[]> {
  await requireProject(ctx.db, ctx.actor, projectId);
  const rows = await ctx.db
    .selectFrom('wikiPages')
    .select(PAGE_COLUMNS)
    .where('projectId', '=', projectId)
    .where('deletedAt', 'is not', null)
    .whereRef('deletedRootId', '=', 'id')
    .orderBy('deletedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(wikiPageOf);
}

/** Brings back the pages of the deletion of `pageId` (it must be a deleted root). */
export async function restorePage(ctx: WikiContext, pageId: number): Promise<WikiPage[]> {
  const { page, companyId } = await requireWikiPage(ctx.db, ctx.actor, pageId);
  if (page.deletedAt === null || page.deletedRootId !== pageId) throw new AppError('CONFLICT');
  const parent =
    page.parentId === null
      ? undefined
      : await ctx.db.selectFrom('wikiPages').select('deletedAt').where('id', '=', page.parentId).executeTakeFirst();
  const toRoot = page.parentId !== null && (!parent || parent.deletedAt !== null);
  const now = new Date().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const parentId = toRoot ? null : page.parentId;
    // Only while it is a deleted root: of two restores at once one succeeds, the other 409s.
    const claimed = await trx
      .updateTable('wikiPages')
      .set({ parentId, sort: (await lastSort(trx, page.projectId, parentId)) + 1 })
      .where('id', '=', pageId)
      .where('deletedRootId', '=', pageId)
      .where('deletedAt', 'is not', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw new AppError('CONFLICT');
    await trx
      .updateTable('wikiPages')
      .set({ deletedAt: null, deletedRootId: null, updatedBy: ctx.actor.id, updatedAt: now })
      .where('deletedRootId', '=', pageId)
      .execute();
  });
  const ids = subtreeIds(await liveNodes(ctx.db, page.projectId), pageId);
  const pages = (
    await ctx.db.selectFrom('wikiPages').select(PAGE_COLUMNS).where('id', 'in', ids).orderBy('sort').execute()
  ).map(wikiPageOf);
  ctx.emit.restored(companyId, page.projectId, pages);
  return pages;
}

/** Deletes the pages of the deletion of `pageId` for good (it must be a deleted root). */
export async function purgePage(ctx: WikiContext, pageId: number): Promise<{ ids: number[] }> {
  const { page, companyId } = await requireWikiPage(ctx.db, ctx.actor, pageId);
  if (page.deletedAt === null || page.deletedRootId !== pageId) throw new AppError('CONFLICT');
  const ids = (await deletionOf(ctx.db, pageId)).map((row) => row.id);
  // A purge at once with this one took the rows since the page was read: gone, as for a repeat.
  // (And `in ()` of an empty list is no SQL at all on PostgreSQL.)
  if (!ids.length) throw new AppError('NOT_FOUND');
  await ctx.db.transaction().execute(async (trx) => {
    // Earlier deletions inside the subtree keep their own trash entry (the cascade would take them).
    await trx
      .updateTable('wikiPages')
      .set({ parentId: null })
      .where('parentId', 'in', ids)
      .where('id', 'not in', ids)
      .execute();
    // Of two purges at once one deletes the rows; the other finds them gone, as a repeat would (404).
    const deleted = await trx
      .deleteFrom('wikiPages')
      .where('id', 'in', ids)
      .where('deletedRootId', '=', pageId)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw new AppError('NOT_FOUND');
  });
  ctx.emit.purged(companyId, page.projectId, ids);
  return { ids };
}
