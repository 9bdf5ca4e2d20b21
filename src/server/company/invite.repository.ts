/**
 * Persistence of invitation links (DESIGN §3 Route map, §5 Permissions). A link is usable while it
 * is not revoked, not expired (`expiresAt` later than now) and has uses left (`uses < maxUses`);
 * times are ISO-8601 UTC strings, which compare correctly as text.
 */
import crypto from 'node:crypto';
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { InviteLink } from '../../shared/company/company.schemas';
import type { Database, InviteLinksTable } from '../db/database';

type Db = Kysely<Database>;

/** Bytes of randomness in a token: 24 bytes → 32 url-safe characters. */
const TOKEN_BYTES = 24;

/** A random url-safe token (base64url, 32 characters). */
export const newInviteToken = (): string => crypto.randomBytes(TOKEN_BYTES).toString('base64url');

const toInviteLink = (row: Selectable<InviteLinksTable>): InviteLink => ({
  id: row.id,
  token: row.token,
  expiresAt: row.expiresAt,
  maxUses: row.maxUses,
  uses: row.uses,
  createdAt: row.createdAt,
});

/** The "usable now" condition on `invite_links`. */
const usable = (now: string) => (eb: ExpressionBuilder<Database, 'inviteLinks'>) =>
  eb.and([
    eb('inviteLinks.revokedAt', 'is', null),
    eb.or([eb('inviteLinks.expiresAt', 'is', null), eb('inviteLinks.expiresAt', '>', now)]),
    eb.or([eb('inviteLinks.maxUses', 'is', null), eb('inviteLinks.uses', '<', eb.ref('inviteLinks.maxUses'))]),
  ]);

/** The company's usable links, newest first. */
export async function listActiveLinks(db: Db, companyId: number): Promise<InviteLink[]> {
  const rows = await db
    .selectFrom('inviteLinks')
    .selectAll()
    .where('companyId', '=', companyId)
    .where(usable(new Date().toISOString()))
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toInviteLink);
}

/** Creates a link with a new random token; `expiresAt` is ISO-8601 UTC or null, `maxUses` null = unlimited. */
export async function insertLink(
  db: Db,
  link: { companyId: number; createdBy: number; expiresAt: string | null; maxUses: number | null },
): Promise<InviteLink> {
  const row = await db
    .insertInto('inviteLinks')
    .values({ ...link, token: newInviteToken(), revokedAt: null, createdAt: new Date().toISOString() })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toInviteLink(row);
}

/** Revokes a link of the company (once: a second revoke keeps the first time). False when unknown. */
export async function revokeLink(db: Db, companyId: number, linkId: number): Promise<boolean> {
  const link = await db
    .selectFrom('inviteLinks')
    .select(['id', 'revokedAt'])
    .where('id', '=', linkId)
    .where('companyId', '=', companyId)
    .executeTakeFirst();
  if (!link) return false;
  if (link.revokedAt === null) {
    await db.updateTable('inviteLinks').set({ revokedAt: new Date().toISOString() }).where('id', '=', linkId).execute();
  }
  return true;
}

/** A usable link by its token, with its company's name, or undefined. */
export async function findUsableLink(db: Db, token: string) {
  return db
    .selectFrom('inviteLinks')
    .innerJoin('companies', 'companies.id', 'inviteLinks.companyId')
    .select(['inviteLinks.id', 'inviteLinks.companyId', 'companies.name as companyName'])
    .where('inviteLinks.token', '=', token)
    .where(usable(new Date().toISOString()))
    .executeTakeFirst();
}

/**
 * Counts one use of a link, atomically: the increment happens only while the link is still
 * usable, so two concurrent joins can never exceed `maxUses`. False when the link is used up,
 * revoked or expired by now.
 */
export async function consumeLink(db: Db, linkId: number): Promise<boolean> {
  const result = await db
    .updateTable('inviteLinks')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('id', '=', linkId)
    .where(usable(new Date().toISOString()))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
