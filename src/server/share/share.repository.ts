/**
 * Persistence of guest links (table `board_shares`, migration 20261122100000_shares; issue 6;
 * src/shared/board/share.ts). One link per board, created disabled with a random token on first
 * read; flags are 0/1 in the table and booleans on the wire.
 */
import crypto from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { BoardShare, GuestSettings, ShareUpdateBody } from '../../shared/board/share';
import type { BoardSharesTable, Database } from '../db/database';
import { isUniqueViolation } from '../db/errors';

type Db = Kysely<Database>;
export type ShareRow = Selectable<BoardSharesTable>;

/** Bytes of randomness in a token: 24 bytes → 32 url-safe characters. */
const TOKEN_BYTES = 24;

/** A random url-safe guest token (base64url, 32 characters). */
export const newGuestToken = (): string => crypto.randomBytes(TOKEN_BYTES).toString('base64url');

/** The guest settings of a row. */
export const guestSettingsOf = (row: ShareRow): GuestSettings => ({
  allowCreateTasks: Boolean(row.allowCreateTasks),
  showExecutorsAndResponsible: Boolean(row.showExecutorsAndResponsible),
});

/** The wire shape of a row. */
export const toBoardShare = (row: ShareRow): BoardShare => ({
  token: row.token,
  enabled: Boolean(row.enabled),
  guestSettings: guestSettingsOf(row),
});

/** The board's link; created (disabled, with a new token) when it has none yet. */
export async function shareOfBoard(db: Db, boardId: number): Promise<ShareRow> {
  const existing = await db.selectFrom('boardShares').selectAll().where('boardId', '=', boardId).executeTakeFirst();
  if (existing) return existing;
  const now = new Date().toISOString();
  try {
    return await db
      .insertInto('boardShares')
      .values({ boardId, token: newGuestToken(), createdAt: now, updatedAt: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    // Two first reads at once: the other one created it.
    if (!isUniqueViolation(error)) throw error;
    return db.selectFrom('boardShares').selectAll().where('boardId', '=', boardId).executeTakeFirstOrThrow();
  }
}

/** Applies the fields given (and a new token when `regenerate`); returns the row after the change. */
export async function updateShare(db: Db, boardId: number, body: ShareUpdateBody): Promise<ShareRow> {
  await shareOfBoard(db, boardId);
  const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);
  return db
    .updateTable('boardShares')
    .set({
      enabled: flag(body.enabled),
      allowCreateTasks: flag(body.allowCreateTasks),
      showExecutorsAndResponsible: flag(body.showExecutorsAndResponsible),
      ...(body.regenerate ? { token: newGuestToken() } : {}),
      updatedAt: new Date().toISOString(),
    })
    .where('boardId', '=', boardId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The enabled link with this token, or undefined (unknown, disabled or replaced token). */
export async function enabledShareByToken(db: Db, token: string): Promise<ShareRow | undefined> {
  return db
    .selectFrom('boardShares')
    .selectAll()
    .where('token', '=', token)
    .where('enabled', '=', 1)
    .executeTakeFirst();
}

/** Names and avatars of a company's members (never e-mails), by name. */
export async function memberNames(db: Db, companyId: number) {
  return db
    .selectFrom('companyMembers')
    .innerJoin('users', 'users.id', 'companyMembers.userId')
    .select(['users.id as userId', 'users.name', 'users.avatar'])
    .where('companyMembers.companyId', '=', companyId)
    .orderBy('users.name')
    .orderBy('users.id')
    .execute();
}
