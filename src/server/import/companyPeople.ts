/**
 * Who an imported person is (issue 7 Deliver 1 "members → executors when a user with the same
 * e-mail or name is a company member"; src/shared/board/boardExport.ts PersonRef). Both importers
 * (our format and Trello) resolve people through this one lookup so they match alike.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/** The company's users as an import sees them. */
export interface CompanyPeople {
  /**
   * The company member with this e-mail (case-insensitive), else with this full name
   * ("name surname" or name alone, case-insensitive, trimmed), else with this username-like
   * handle compared to the e-mail's local part; null when nobody matches.
   */
  find(ref: { email: string | null; name: string; username?: string | null }): number | null;
  /** E-mail and display name of a member id (to write a PersonRef for a matched person). */
  describe(userId: number): { email: string; name: string } | null;
}

/** Lower-cased, trimmed, inner whitespace collapsed: how names and e-mails are compared. */
const fold = (text: string | null | undefined): string => (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/** Adds `key → userId` unless the key is empty; a key two members share maps to null (ambiguous). */
function addKey(map: Map<string, number | null>, key: string, userId: number): void {
  if (!key) return;
  map.set(key, map.has(key) && map.get(key) !== userId ? null : userId);
}

/**
 * Loads the members of a company into a {@link CompanyPeople} lookup (one query). A name or handle
 * shared by two members matches nobody: the importer keeps the person as text rather than guess.
 */
export async function loadCompanyPeople(db: Kysely<Database>, companyId: number): Promise<CompanyPeople> {
  const rows = await db
    .selectFrom('companyMembers')
    .innerJoin('users', 'users.id', 'companyMembers.userId')
    .select(['users.id', 'users.email', 'users.name'])
    .where('companyMembers.companyId', '=', companyId)
    .orderBy('users.id')
    .execute();
  const byEmail = new Map<string, number | null>();
  const byName = new Map<string, number | null>();
  const byHandle = new Map<string, number | null>();
  const described = new Map<number, { email: string; name: string }>();
  for (const row of rows) {
    addKey(byEmail, fold(row.email), row.id);
    addKey(byName, fold(row.name), row.id);
    addKey(byHandle, fold(row.email.split('@')[0]), row.id);
    described.set(row.id, { email: row.email, name: row.name });
  }
  return {
    find(ref) {
      return (
        byEmail.get(fold(ref.email)) ??
        byName.get(fold(ref.name)) ??
        (ref.username ? byHandle.get(fold(ref.username)) : undefined) ??
        null
      );
    },
    describe: (userId) => described.get(userId) ?? null,
  };
}
