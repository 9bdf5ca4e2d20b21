/**
 * Persistence of users, sessions and restore codes: plain functions over a Kysely instance or a
 * transaction (STYLE "repositories as plain functions").
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../db/migrations/portableSchema';
import type {
  Database,
  EmailCodeRow,
  NewEmailCode,
  NewSession,
  NewUser,
  SessionRow,
  UserRow,
  UserUpdate,
} from '../db/database';

type Db = Kysely<Database>;

export const findUserByEmail = (db: Db, email: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

export const findUserById = (db: Db, id: number): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * Serialises account creation inside a transaction so that only one of two simultaneous first
 * registrations becomes system admin. SQLite already runs one write transaction at a time; on
 * PostgreSQL a transaction-scoped advisory lock does it.
 */
export async function lockAccountCreation(db: Db): Promise<void> {
  if (isPostgres(db as Kysely<unknown>)) await sql`select pg_advisory_xact_lock(${ACCOUNT_CREATION_LOCK})`.execute(db);
}
const ACCOUNT_CREATION_LOCK = 73_010_001;

export async function anyUserExists(db: Db): Promise<boolean> {
  return (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;
}

export const insertUser = (db: Db, user: NewUser): Promise<UserRow> =>
  db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();

export const updateUser = (db: Db, id: number, patch: UserUpdate): Promise<UserRow | undefined> =>
  db.updateTable('users').set(patch).where('id', '=', id).returningAll().executeTakeFirst();

/** Inserts a session; returns its id. */
export async function insertSession(db: Db, session: NewSession): Promise<number> {
  const row = await db.insertInto('sessions').values(session).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** True while the session row exists (it is deleted when the session ends). */
export async function sessionExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('sessions').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** The session of a token hash together with its user, or undefined (one query: it runs on every call). */
export async function findSession(
  db: Db,
  tokenHash: string,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .selectAll('users')
    .select([
      'sessions.id as sessionId',
      'sessions.remember as sessionRemember',
      'sessions.expiresAt as sessionExpiresAt',
      'sessions.createdAt as sessionCreatedAt',
    ])
    .where('sessions.tokenHash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const { sessionId, sessionRemember, sessionExpiresAt, sessionCreatedAt, ...user } = row;
  return {
    session: {
      id: sessionId,
      userId: user.id,
      tokenHash,
      remember: sessionRemember,
      expiresAt: sessionExpiresAt,
      createdAt: sessionCreatedAt,
    },
    user,
  };
}

/** Deletes one session; true when it existed (a concurrent rotation may have taken it). */
export async function deleteSession(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('sessions').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteSessionsOfUser(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('userId', '=', userId).execute();
}

/** Housekeeping: sessions that expired before `before` (ISO) are kept no longer. */
export async function deleteExpiredSessionsOfUser(db: Db, userId: number, before: string): Promise<void> {
  await db.deleteFrom('sessions').where('userId', '=', userId).where('expiresAt', '<', before).execute();
}

export async function replaceEmailCode(db: Db, code: NewEmailCode): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('emailCodes').where('email', '=', code.email).execute();
    await trx.insertInto('emailCodes').values(code).execute();
  });
}

export const findEmailCode = (db: Db, email: string): Promise<EmailCodeRow | undefined> =>
  db.selectFrom('emailCodes').selectAll().where('email', '=', email).orderBy('id', 'desc').executeTakeFirst();

export async function countWrongCode(db: Db, id: number): Promise<void> {
  await db
    .updateTable('emailCodes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function deleteEmailCodes(db: Db, email: string): Promise<void> {
  await db.deleteFrom('emailCodes').where('email', '=', email).execute();
}
