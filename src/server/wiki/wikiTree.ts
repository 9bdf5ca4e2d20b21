/**
 * The page tree of a project (issue 18; routes in wikiPages.routes.ts): list, create, rename and
 * move with the cycle and depth checks (WIKI_MAX_DEPTH), each change sent live (wikiEvents.ts).
 * Trash operations are in wikiTrash.ts. Errors: 404 unknown project/page, 403 not a member of the
 * project's company, 400 VALIDATION_FAILED (field `parentId`) for a parent in another project or in
 * the trash, a move into the page's own subtree, or a tree deeper than WIKI_MAX_DEPTH; 409 CONFLICT
 * to rename or move a page in the trash.
 */
import type { Kysely, Transaction } from 'kysely';
import { WIKI_MAX_DEPTH, type WikiPage } from '../../shared/wiki/wiki.types';
import { requireProject } from '../access/access.service';
import type { Database } from '../db/database';
import { AppError } from '../http/appError';
import { requireWikiPage } from './wikiAccess';
import type { WikiContext } from './wikiContext';
import { depthOf, heightOf, isWithin, renumbered, sortAt, type TreeNode } from './wikiTreeShape';
import { PAGE_COLUMNS, wikiPageOf } from './wikiWire';

/** i18n keys of the tree's field errors (i18n/<locale>/errors.json `wiki.*`). */
export const WIKI_ERRORS = {
  badParent: 'errors:wiki.badParent',
  cycle: 'errors:wiki.cycle',
  tooDeep: 'errors:wiki.tooDeep',
  imageType: 'errors:wiki.imageType',
  imageTooLarge: 'errors:wiki.imageTooLarge',
} as const;

const fieldError = (key: string) => new AppError('VALIDATION_FAILED', { fieldKeys: { parentId: key } });

/** The live pages of a project (trash excluded), flat, by parent then sort. */
export async function listPages(ctx: WikiContext, projectId: number): Promise<WikiPage[]> {
  await requireProject(ctx.db, ctx.actor, projectId);
  const rows = await ctx.db
    .selectFrom('wikiPages')
    .select(PAGE_COLUMNS)
    .where('projectId', '=', projectId)
    .where('deletedAt', 'is', null)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map(wikiPageOf);
}

/** The live tree nodes of a project. */
export async function liveNodes(db: Kysely<Database>, projectId: number): Promise<TreeNode[]> {
  return db
    .selectFrom('wikiPages')
    .select(['id', 'parentId'])
    .where('projectId', '=', projectId)
    .where('deletedAt', 'is', null)
    .execute();
}

/** Checks that `parentId` is a live page of the project (400 otherwise). */
async function requireParent(db: Kysely<Database>, projectId: number, parentId: number): Promise<void> {
  const parent = await db
    .selectFrom('wikiPages')
    .select(['projectId', 'deletedAt'])
    .where('id', '=', parentId)
    .executeTakeFirst();
  if (!parent || parent.projectId !== projectId || parent.deletedAt !== null) throw fieldError(WIKI_ERRORS.badParent);
}

/** The live children `{id, sort}` of `parentId` (root: null) in sort order, without `exceptId`. */
export async function siblingsOf(
  db: Kysely<Database>,
  projectId: number,
  parentId: number | null,
  exceptId?: number,
): Promise<Array<{ id: number; sort: number }>> {
  let query = db
    .selectFrom('wikiPages')
    .select(['id', 'sort'])
    .where('projectId', '=', projectId)
    .where('deletedAt', 'is', null)
    .where('parentId', parentId === null ? 'is' : '=', parentId);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.orderBy('sort').orderBy('id').execute()).map((row) => ({ id: row.id, sort: Number(row.sort) }));
}

/**
 * Gives page `pageId` the sort that puts it at `index` among its live siblings under `parentId`;
 * when no value fits between the neighbours, renumbers them all. Answers the ids of the OTHER pages
 * whose sort changed (their `updated` events are due).
 */
async function placePage(
  trx: Transaction<Database>,
  page: { id: number; projectId: number },
  parentId: number | null,
  index: number,
): Promise<number[]> {
  const siblings = await siblingsOf(trx, page.projectId, parentId, page.id);
  const sort = sortAt(
    siblings.map((sibling) => sibling.sort),
    index,
  );
  if (sort !== null) {
    await trx.updateTable('wikiPages').set({ sort }).where('id', '=', page.id).execute();
    return [];
  }
  const sorts = renumbered(
    siblings.map((sibling) => sibling.id),
    page.id,
    index,
  );
  for (const [id, value] of sorts)
    await trx.updateTable('wikiPages').set({ sort: value }).where('id', '=', id).execute();
  return sorts.map(([id]) => id).filter((id) => id !== page.id);
}

/** Largest sort among the live children of `parentId` (0 when none). */
export async function lastSort(db: Kysely<Database>, projectId: number, parentId: number | null): Promise<number> {
  const row = await db
    .selectFrom('wikiPages')
    .select((eb) => eb.fn.max('sort').as('sort'))
    .where('projectId', '=', projectId)
    .where('deletedAt', 'is', null)
    .where('parentId', parentId === null ? 'is' : '=', parentId)
    .executeTakeFirst();
  return Number(row?.sort ?? 0);
}

/** Reads a page's wire object. */
export async function pageById(db: Kysely<Database>, pageId: number): Promise<WikiPage> {
  return wikiPageOf(
    await db.selectFrom('wikiPages').select(PAGE_COLUMNS).where('id', '=', pageId).executeTakeFirstOrThrow(),
  );
}

/** Creates a page at the end of its parent's children, or at `index` among them. */
export async function createPage(
  ctx: WikiContext,
  projectId: number,
  input: { title: string; parentId?: number | null; index?: number },
): Promise<WikiPage> {
  const { companyId } = await requireProject(ctx.db, ctx.actor, projectId);
  const parentId = input.parentId ?? null;
  if (parentId !== null) {
    await requireParent(ctx.db, projectId, parentId);
    if (depthOf(await liveNodes(ctx.db, projectId), parentId) + 1 > WIKI_MAX_DEPTH)
      throw fieldError(WIKI_ERRORS.tooDeep);
  }
  const now = new Date().toISOString();
  const { id, shifted } = await ctx.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('wikiPages')
      .values({
        projectId,
        parentId,
        title: input.title,
        sort: (await lastSort(trx, projectId, parentId)) + 1,
        createdBy: ctx.actor.id,
        updatedBy: ctx.actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const shifted = input.index === undefined ? [] : await placePage(trx, { id, projectId }, parentId, input.index);
    return { id, shifted };
  });
  const page = await pageById(ctx.db, id);
  ctx.emit.created(companyId, page);
  for (const other of shifted) ctx.emit.updated(companyId, await pageById(ctx.db, other));
  return page;
}

/** Renames a page (409 while in the trash). */
export async function renamePage(ctx: WikiContext, pageId: number, title: string): Promise<WikiPage> {
  const { page, companyId } = await requireWikiPage(ctx.db, ctx.actor, pageId);
  if (page.deletedAt !== null) throw new AppError('CONFLICT');
  await ctx.db
    .updateTable('wikiPages')
    .set({ title, updatedBy: ctx.actor.id, updatedAt: new Date().toISOString() })
    .where('id', '=', pageId)
    .execute();
  const updated = await pageById(ctx.db, pageId);
  ctx.emit.updated(companyId, updated);
  return updated;
}

/** Moves a page with its subtree under `parentId` (null: the root) at `index` among the siblings. */
export async function movePage(
  ctx: WikiContext,
  pageId: number,
  target: { parentId: number | null; index: number },
): Promise<WikiPage> {
  const { page, companyId } = await requireWikiPage(ctx.db, ctx.actor, pageId);
  if (page.deletedAt !== null) throw new AppError('CONFLICT');
  const { parentId, index } = target;
  if (parentId !== null) {
    await requireParent(ctx.db, page.projectId, parentId);
    const nodes = await liveNodes(ctx.db, page.projectId);
    if (isWithin(nodes, parentId, pageId)) throw fieldError(WIKI_ERRORS.cycle);
    if (depthOf(nodes, parentId) + heightOf(nodes, pageId) > WIKI_MAX_DEPTH) throw fieldError(WIKI_ERRORS.tooDeep);
  }
  const shifted = await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('wikiPages')
      .set({ parentId, updatedBy: ctx.actor.id, updatedAt: new Date().toISOString() })
      .where('id', '=', pageId)
      .execute();
    return placePage(trx, page, parentId, index);
  });
  const moved = await pageById(ctx.db, pageId);
  ctx.emit.updated(companyId, moved);
  for (const other of shifted) ctx.emit.updated(companyId, await pageById(ctx.db, other));
  return moved;
}
