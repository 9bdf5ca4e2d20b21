/**
 * Who may reach what (DESIGN §5 Permissions): every company route, project, board, column and
 * card goes through one of these checks on the server. A system admin reaches every company
 * (as 'admin'); a company member reaches its projects, boards, columns and cards; owner and admin
 * manage members, roles and invitation links.
 *
 * Errors: 404 NOT_FOUND when the entity does not exist, 403 FORBIDDEN when the caller is not a
 * member (or lacks the role). A guest (issue 6) passes the board, column and card checks of its
 * shared board only, and no company check. The 404 is answered before the 403 only for entities that do not
 * exist at all, so a non-member learns nothing more than "not allowed".
 */
import type { Kysely, Selectable } from 'kysely';
import { MANAGER_ROLES, type CompanyRole } from '../../shared/company/company.schemas';
import type { CardsTable, Database } from '../db/database';
import { AppError } from '../http/appError';

/** The caller as the checks need it. */
export interface Actor {
  id: number;
  isSystemAdmin: boolean;
}

/**
 * A guest of one shared board (issue 6; src/shared/board/share.ts): reaches that board, its
 * columns and cards only, and no company.
 */
export interface Guest {
  kind: 'guest';
  boardId: number;
}

/** Who reads a board: a signed-in caller or a guest. */
export type Viewer = Actor | Guest;

/** True for a guest. */
export const isGuest = (viewer: Viewer): viewer is Guest => 'kind' in viewer && viewer.kind === 'guest';

/** The user id to record as creator / history actor: null for a guest. */
export const userIdOf = (viewer: Viewer): number | null => (isGuest(viewer) ? null : viewer.id);

/** What a passed check knows about the place. */
export interface Access {
  companyId: number;
  role: CompanyRole;
}

/** What a passed board, column or card check knows: a guest has the role 'guest'. */
export interface PlaceAccess {
  companyId: number;
  role: CompanyRole | 'guest';
}

/** The company check of a place on board `boardId`: a guest passes on its own board only (else 403). */
async function requirePlace(
  db: Kysely<Database>,
  viewer: Viewer,
  place: { boardId: number; companyId: number },
): Promise<PlaceAccess> {
  if (!isGuest(viewer)) return requireCompany(db, viewer, place.companyId);
  if (viewer.boardId !== place.boardId) throw new AppError('FORBIDDEN');
  return { companyId: place.companyId, role: 'guest' };
}

/** Caller's role in a company, or null. System admins count as 'admin' where they are not members. */
export async function roleIn(db: Kysely<Database>, actor: Actor, companyId: number): Promise<CompanyRole | null> {
  const row = await db
    .selectFrom('companyMembers')
    .select('role')
    .where('companyId', '=', companyId)
    .where('userId', '=', actor.id)
    .executeTakeFirst();
  if (row) return row.role as CompanyRole;
  return actor.isSystemAdmin ? 'admin' : null;
}

/** Checks membership (and, when given, one of `roles`) in an existing company. */
export async function requireCompany(
  db: Kysely<Database>,
  actor: Actor,
  companyId: number,
  roles?: readonly CompanyRole[],
): Promise<Access> {
  // One query for "does it exist" and "what is the caller there" (every route passes here).
  const company = await db
    .selectFrom('companies')
    .leftJoin('companyMembers', (join) =>
      join.onRef('companyMembers.companyId', '=', 'companies.id').on('companyMembers.userId', '=', actor.id),
    )
    .select('companyMembers.role')
    .where('companies.id', '=', companyId)
    .executeTakeFirst();
  if (!company) throw new AppError('NOT_FOUND');
  const role = (company.role as CompanyRole | null) ?? (actor.isSystemAdmin ? 'admin' : null);
  if (!role || (roles && !roles.includes(role))) throw new AppError('FORBIDDEN');
  return { companyId, role };
}

/** Owner or admin of the company (members, roles, invitation links). */
export const requireCompanyManager = (db: Kysely<Database>, actor: Actor, companyId: number) =>
  requireCompany(db, actor, companyId, MANAGER_ROLES);

/** A project the caller may reach. */
export async function requireProject(db: Kysely<Database>, actor: Actor, projectId: number) {
  const project = await db.selectFrom('projects').selectAll().where('id', '=', projectId).executeTakeFirst();
  if (!project) throw new AppError('NOT_FOUND');
  return { project, ...(await requireCompany(db, actor, project.companyId)) };
}

/** A board the caller (or its guest) may reach, with its project's company. */
export async function requireBoard(db: Kysely<Database>, actor: Viewer, boardId: number) {
  const board = await db
    .selectFrom('boards')
    .innerJoin('projects', 'projects.id', 'boards.projectId')
    .selectAll('boards')
    .select('projects.companyId')
    .where('boards.id', '=', boardId)
    .executeTakeFirst();
  if (!board) throw new AppError('NOT_FOUND');
  return { board, ...(await requirePlace(db, actor, { boardId: board.id, companyId: board.companyId })) };
}

/** A column the caller (or a guest of its board) may reach. */
export async function requireColumn(db: Kysely<Database>, actor: Viewer, columnId: number) {
  const column = await db.selectFrom('columns').selectAll().where('id', '=', columnId).executeTakeFirst();
  if (!column) throw new AppError('NOT_FOUND');
  return { column, ...(await requireBoard(db, actor, column.boardId)) };
}

/** A card the caller (or a guest of its board) may reach. */
export async function requireCard(
  db: Kysely<Database>,
  actor: Viewer,
  cardId: number,
): Promise<{ card: Selectable<CardsTable> } & PlaceAccess> {
  if (isGuest(actor)) {
    const card = await db.selectFrom('cards').selectAll().where('id', '=', cardId).executeTakeFirst();
    if (!card) throw new AppError('NOT_FOUND');
    return { card, ...(await requirePlace(db, actor, card)) };
  }
  // The card and the caller's role in its company in one query: a card's company exists (the
  // foreign key cascades), so this is requireCompany's answer without its existence check.
  const row = await db
    .selectFrom('cards')
    .leftJoin('companyMembers', (join) =>
      join.onRef('companyMembers.companyId', '=', 'cards.companyId').on('companyMembers.userId', '=', actor.id),
    )
    .selectAll('cards')
    .select('companyMembers.role as callerRole')
    .where('cards.id', '=', cardId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  const { callerRole, ...card } = row;
  const role = (callerRole as CompanyRole | null) ?? (actor.isSystemAdmin ? 'admin' : null);
  if (!role) throw new AppError('FORBIDDEN');
  return { card, companyId: card.companyId, role };
}

/** The actor of a signed-in caller. */
export const actorOf = (caller: { user: { id: number; isSystemAdmin: number | boolean } }): Actor => ({
  id: caller.user.id,
  isSystemAdmin: Boolean(caller.user.isSystemAdmin),
});
