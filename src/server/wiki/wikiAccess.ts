/**
 * Who may reach a wiki page (issue 18; README "Wiki (server)"): every member of the company of the
 * page's project (any role; the system admin as everywhere, DESIGN §5), never a guest (guest tokens
 * do not authenticate these routes). Errors: 404 NOT_FOUND unknown page, 403 FORBIDDEN not a member.
 */
import type { Kysely, Selectable } from 'kysely';
import { requireCompany, type Access, type Actor } from '../access/access.service';
import type { Database, WikiPagesTable } from '../db/database';
import { AppError } from '../http/appError';
import { PAGE_COLUMNS } from './wikiWire';

/** A page's metadata row with its project's company. */
export type WikiPageRow = Pick<Selectable<WikiPagesTable>, (typeof PAGE_COLUMNS)[number]> & { companyId: number };

/** Reads a page with its company (null when unknown), without an access check. */
export async function findWikiPage(db: Kysely<Database>, pageId: number): Promise<WikiPageRow | undefined> {
  return db
    .selectFrom('wikiPages')
    .innerJoin('projects', 'projects.id', 'wikiPages.projectId')
    .select(PAGE_COLUMNS.map((column) => `wikiPages.${column}` as const))
    .select('projects.companyId')
    .where('wikiPages.id', '=', pageId)
    .executeTakeFirst();
}

/** A page the caller may reach (also while in the trash): 404 unknown, 403 not a member. */
export async function requireWikiPage(
  db: Kysely<Database>,
  actor: Actor,
  pageId: number,
): Promise<{ page: WikiPageRow } & Access> {
  const page = await findWikiPage(db, pageId);
  if (!page) throw new AppError('NOT_FOUND');
  return { page, ...(await requireCompany(db, actor, page.companyId)) };
}
