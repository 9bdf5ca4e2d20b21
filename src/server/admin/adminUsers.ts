/**
 * Users of the admin panel (issue 19 item 3): list with search and paging, block/unblock, make or
 * revoke system admin (never the last unblocked one: 409 CONFLICT_lastAdmin), delete. Changes that
 * could leave no active system admin run in one transaction, serialised on PostgreSQL by an
 * advisory lock (SQLite runs one write transaction at a time), so two admins demoting each other at
 * once cannot both succeed.
 *
 * Deleting a user keeps what they wrote: cards, comments, history, wiki pages and drawings stay,
 * their author link is set to null by the foreign keys (shown without a name: anonymised); their
 * memberships, sessions, settings and own calendar events go. A company owner cannot be deleted
 * (409 CONFLICT_ownsCompany) while the company exists.
 */
import { sql, type Kysely } from 'kysely';
import type { AdminListQuery } from '../../shared/admin/admin.schemas';
import type { AdminUser, AdminUserPage } from '../../shared/admin/admin.types';
import type { Database, UserRow } from '../db/database';
import { isPostgres } from '../db/migrations/portableSchema';
import { AppError } from '../http/appError';

type Db = Kysely<Database>;
const ADMIN_CHANGE_LOCK = 73_019_003;

/** `%q%` for LIKE with the wildcards of `q` escaped. */
export const likePattern = (q: string): string => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function companiesOf(db: Db, userIds: number[]): Promise<Map<number, AdminUser['companies']>> {
  const byUser = new Map<number, AdminUser['companies']>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('companyMembers')
    .innerJoin('companies', 'companies.id', 'companyMembers.companyId')
    .select(['companyMembers.userId', 'companies.id', 'companies.name', 'companyMembers.role'])
    .where('companyMembers.userId', 'in', userIds)
    .orderBy('companies.name')
    .execute();
  for (const row of rows) {
    const list = byUser.get(row.userId) ?? [];
    list.push({ id: row.id, name: row.name, role: row.role });
    byUser.set(row.userId, list);
  }
  return byUser;
}

const toAdminUser = (row: UserRow, companies: AdminUser['companies']): AdminUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  isSystemAdmin: Boolean(row.isSystemAdmin),
  blockedAt: row.blockedAt,
  createdAt: row.createdAt,
  lastSeenAt: row.lastSeenAt,
  companies,
});

/** One page of users, newest first; `q` matches name or e-mail (case-insensitive). */
export async function listUsers(db: Db, query: AdminListQuery): Promise<AdminUserPage> {
  let base = db.selectFrom('users');
  if (query.q) {
    const pattern = likePattern(query.q);
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(${sql.ref('users.name')})`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(${sql.ref('users.email')})`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const companies = await companiesOf(
    db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => toAdminUser(row, companies.get(row.id) ?? [])), total: Number(total.n) };
}

/** The admin view of one user; 404 NOT_FOUND when unknown. */
export async function adminUser(db: Db, userId: number): Promise<AdminUser> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return toAdminUser(row, (await companiesOf(db, [userId])).get(userId) ?? []);
}

/** Inside a transaction: 409 CONFLICT_lastAdmin unless an unblocked system admin other than `userId` exists. */
async function requireAnotherActiveAdmin(trx: Db, userId: number): Promise<void> {
  if (isPostgres(trx as Kysely<unknown>)) await sql`select pg_advisory_xact_lock(${ADMIN_CHANGE_LOCK})`.execute(trx);
  const other = await trx
    .selectFrom('users')
    .select('id')
    .where('isSystemAdmin', '=', 1)
    .where('blockedAt', 'is', null)
    .where('id', '!=', userId)
    .limit(1)
    .executeTakeFirst();
  if (!other) throw new AppError('CONFLICT', { params: { context: 'lastAdmin' } });
}

async function changeUser(
  db: Db,
  userId: number,
  patch: { isSystemAdmin?: number; blockedAt?: string | null },
  mayRemoveAdmin: boolean,
): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND');
    const activeAdmin = row.isSystemAdmin === 1 && row.blockedAt === null;
    if (activeAdmin && mayRemoveAdmin) await requireAnotherActiveAdmin(trx, userId);
    const updated = await trx
      .updateTable('users')
      .set({ ...patch, updatedAt: new Date().toISOString() })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    // Deleted by a request that ran between the read and the write: 404, as if it came first.
    if (!updated) throw new AppError('NOT_FOUND');
    return updated;
  });
}

/** Blocks (now) or unblocks; 409 CONFLICT_self for the acting admin, CONFLICT_lastAdmin for the last active admin. */
export async function setBlocked(db: Db, actorId: number, userId: number, blocked: boolean): Promise<UserRow> {
  if (blocked && actorId === userId) throw new AppError('CONFLICT', { params: { context: 'self' } });
  const existing = await db.selectFrom('users').select('blockedAt').where('id', '=', userId).executeTakeFirst();
  if (!existing) throw new AppError('NOT_FOUND');
  // Blocking an already blocked user keeps the first instant.
  const blockedAt = blocked ? (existing.blockedAt ?? new Date().toISOString()) : null;
  return changeUser(db, userId, { blockedAt }, blocked);
}

/** Grants or revokes system admin; revoking the last active one is 409 CONFLICT_lastAdmin. */
export const setSystemAdmin = (db: Db, userId: number, isSystemAdmin: boolean): Promise<UserRow> =>
  changeUser(db, userId, { isSystemAdmin: isSystemAdmin ? 1 : 0 }, !isSystemAdmin);

/** Deletes the user (see the file header); returns the deleted row. */
export async function deleteUser(db: Db, actorId: number, userId: number): Promise<UserRow> {
  if (actorId === userId) throw new AppError('CONFLICT', { params: { context: 'self' } });
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND');
    const owned = await trx
      .selectFrom('companyMembers')
      .select('companyId')
      .where('userId', '=', userId)
      .where('role', '=', 'owner')
      .limit(1)
      .executeTakeFirst();
    if (owned) throw new AppError('CONFLICT', { params: { context: 'ownsCompany' } });
    if (row.isSystemAdmin === 1 && row.blockedAt === null) await requireAnotherActiveAdmin(trx, userId);
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    return row;
  });
}
