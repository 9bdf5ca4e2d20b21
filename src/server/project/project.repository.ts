/**
 * Persistence of projects and boards: plain functions over a Kysely instance or a transaction
 * (STYLE "repositories as plain functions"). Rows become the wire shapes of
 * src/shared/company/company.schemas.ts here.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Board, Project } from '../../shared/company/company.schemas';
import type { BoardsTable, Database, ProjectsTable } from '../db/database';

type Db = Kysely<Database>;

/** Wire shape of a project row. */
export const toProject = (row: Selectable<ProjectsTable>): Project => ({
  id: row.id,
  companyId: row.companyId,
  name: row.name,
  archivedAt: row.archivedAt,
  createdAt: row.createdAt,
});

/** Wire shape of a board row. */
export const toBoard = (row: Selectable<BoardsTable>): Board => ({
  id: row.id,
  projectId: row.projectId,
  name: row.name,
  bgImage: row.bgImage,
  bgColor: row.bgColor,
  displayType: row.displayType as Board['displayType'],
});

/** Every project of a company, archived ones included, oldest first. */
export async function listProjects(db: Db, companyId: number): Promise<Project[]> {
  const rows = await db.selectFrom('projects').selectAll().where('companyId', '=', companyId).orderBy('id').execute();
  return rows.map(toProject);
}

/** Creates a project (not archived) in a company. */
export async function insertProject(db: Db, companyId: number, name: string): Promise<Project> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('projects')
    .values({ companyId, name, archivedAt: null, createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toProject(row);
}

/**
 * Renames and/or archives a project. `archived: true` keeps an earlier archive time (archiving
 * twice changes nothing); `false` clears it.
 */
export async function updateProject(
  db: Db,
  current: Selectable<ProjectsTable>,
  patch: { name?: string; archived?: boolean },
): Promise<Project> {
  const now = new Date().toISOString();
  let archivedAt = current.archivedAt;
  if (patch.archived === true) archivedAt ??= now;
  if (patch.archived === false) archivedAt = null;
  const row = await db
    .updateTable('projects')
    .set({ name: patch.name ?? current.name, archivedAt, updatedAt: now })
    .where('id', '=', current.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toProject(row);
}

/** Boards of a project, oldest first. */
export async function listBoards(db: Db, projectId: number): Promise<Board[]> {
  const rows = await db.selectFrom('boards').selectAll().where('projectId', '=', projectId).orderBy('id').execute();
  return rows.map(toBoard);
}

/** Creates a board of display type kanban without a background. */
export async function insertBoard(db: Db, projectId: number, name: string): Promise<Board> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('boards')
    .values({ projectId, name, bgImage: null, bgColor: null, displayType: 'kanban', createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toBoard(row);
}

/** Updates only the fields given (`null` clears a background). */
export async function updateBoard(
  db: Db,
  boardId: number,
  patch: { name?: string; bgImage?: string | null; bgColor?: string | null; displayType?: Board['displayType'] },
): Promise<Board> {
  const row = await db
    .updateTable('boards')
    .set({ ...patch, updatedAt: new Date().toISOString() })
    .where('id', '=', boardId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toBoard(row);
}

/** Cards on a board (any column, sub-cards and archived cards included). */
export async function countBoardCards(db: Db, boardId: number): Promise<number> {
  const row = await db
    .selectFrom('cards')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('boardId', '=', boardId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Deletes a board; its columns, cards, comments and history go with it (foreign-key cascades).
 * False when there was no such board (a concurrent deletion got there first).
 */
export async function deleteBoard(db: Db, boardId: number): Promise<boolean> {
  const result = await db.deleteFrom('boards').where('id', '=', boardId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ids of every board of a company (to drop a removed member's sockets from their rooms). */
export async function boardIdsOfCompany(db: Db, companyId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('boards')
    .innerJoin('projects', 'projects.id', 'boards.projectId')
    .select('boards.id')
    .where('projects.companyId', '=', companyId)
    .execute();
  return rows.map((row) => row.id);
}
