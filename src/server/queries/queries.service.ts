/**
 * Saved queries: list, save, change, delete (issue 19 item 1; rules in src/shared/queries/query.schemas.ts
 * and the README "Saved queries" section). Who may do what:
 * - any member of the company lists, opens and runs its shared queries and their own private ones;
 *   someone else's private query answers 404, as if it did not exist;
 * - a private query is changed or deleted by its owner only;
 * - a shared query by its owner or a company owner/admin (and the system admin, who is an admin of
 *   every company, DESIGN §5); any other member gets 403.
 */
import type { Kysely, Selectable } from 'kysely';
import { MANAGER_ROLES } from '../../shared/company/company.schemas';
import { queryDefinitionSchema, type QueryDefinition } from '../../shared/queries/query.schemas';
import type { SavedQuery } from '../../shared/queries/query.types';
import type { Database } from '../db/database';
import type { SavedQueriesTable } from '../db/queryTables';
import { requireCompany, type Access, type Actor } from '../access/access.service';
import { AppError } from '../http/appError';

type Row = Selectable<SavedQueriesTable> & { ownerName: string | null };

/** The stored definition, read through the schema (an unreadable one is an empty filter). */
export function definitionOf(text: string): QueryDefinition {
  try {
    const parsed = queryDefinitionSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through
  }
  return { filters: {} };
}

const toSaved = (row: Row): SavedQuery => ({
  id: row.id,
  companyId: row.companyId,
  name: row.name,
  definition: definitionOf(row.definition),
  shared: Boolean(row.shared),
  ownerId: row.ownerId,
  ownerName: row.ownerName,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

const selectRows = (db: Kysely<Database>) =>
  db
    .selectFrom('savedQueries as q')
    .leftJoin('users as o', 'o.id', 'q.ownerId')
    .selectAll('q')
    .select('o.name as ownerName');

/** My queries and the company's shared ones, by name. 403 non-members, 404 unknown company. */
export async function listQueries(db: Kysely<Database>, actor: Actor, companyId: number): Promise<SavedQuery[]> {
  await requireCompany(db, actor, companyId);
  const rows = await selectRows(db)
    .where('q.companyId', '=', companyId)
    .where((eb) => eb.or([eb('q.shared', '=', 1), eb('q.ownerId', '=', actor.id)]))
    .orderBy('q.name')
    .orderBy('q.id')
    .execute();
  return rows.map(toSaved);
}

/** A query the caller may see (see the file comment); with `write`, one the caller may change. */
export async function requireQuery(
  db: Kysely<Database>,
  actor: Actor,
  queryId: number,
  write = false,
): Promise<{ query: SavedQuery } & Access> {
  const row = await selectRows(db).where('q.id', '=', queryId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  const access = await requireCompany(db, actor, row.companyId);
  const mine = row.ownerId === actor.id;
  if (!row.shared && !mine) throw new AppError('NOT_FOUND');
  if (write && !mine && !(row.shared && MANAGER_ROLES.includes(access.role))) throw new AppError('FORBIDDEN');
  return { query: toSaved(row), ...access };
}

/** Saves a new query owned by the caller. */
export async function createQuery(
  db: Kysely<Database>,
  actor: Actor,
  companyId: number,
  body: { name: string; definition: QueryDefinition; shared?: boolean },
): Promise<SavedQuery> {
  await requireCompany(db, actor, companyId);
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('savedQueries')
    .values({
      companyId,
      ownerId: actor.id,
      name: body.name,
      definition: JSON.stringify(body.definition),
      shared: body.shared ? 1 : 0,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await requireQuery(db, actor, id)).query;
}

/** Changes the given fields (name, definition, shared). */
export async function updateQuery(
  db: Kysely<Database>,
  actor: Actor,
  queryId: number,
  body: { name?: string; definition?: QueryDefinition; shared?: boolean },
): Promise<SavedQuery> {
  await requireQuery(db, actor, queryId, true);
  await db
    .updateTable('savedQueries')
    .set({
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.definition !== undefined ? { definition: JSON.stringify(body.definition) } : {}),
      ...(body.shared !== undefined ? { shared: body.shared ? 1 : 0 } : {}),
      updatedAt: new Date().toISOString(),
    })
    .where('id', '=', queryId)
    .execute();
  // Read back directly: an admin who makes someone's shared query private no longer sees it.
  // Deleted meanwhile (a DELETE that ran between the check and here): 404, as if it came first.
  const row = await selectRows(db).where('q.id', '=', queryId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return toSaved(row);
}

/** Deletes a query; answers its id. */
export async function deleteQuery(db: Kysely<Database>, actor: Actor, queryId: number): Promise<{ id: number }> {
  await requireQuery(db, actor, queryId, true);
  await db.deleteFrom('savedQueries').where('id', '=', queryId).execute();
  return { id: queryId };
}
