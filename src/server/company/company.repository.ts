/**
 * Persistence of companies and their members: plain functions over a Kysely instance or a
 * transaction (STYLE "repositories as plain functions"), answering the wire shapes of
 * src/shared/company/company.schemas.ts.
 */
import type { Kysely } from 'kysely';
import type { CompanyMember, CompanyRole, CompanySummary } from '../../shared/company/company.schemas';
import type { Database } from '../db/database';

type Db = Kysely<Database>;

/** The companies a user is a member of, with the user's role, oldest first. */
export async function listCompaniesOf(db: Db, userId: number): Promise<CompanySummary[]> {
  const rows = await db
    .selectFrom('companyMembers')
    .innerJoin('companies', 'companies.id', 'companyMembers.companyId')
    .select(['companies.id', 'companies.name', 'companyMembers.role'])
    .where('companyMembers.userId', '=', userId)
    .orderBy('companies.id')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, role: row.role as CompanyRole }));
}

/** Ids of the companies a user belongs to (for the socket rooms). */
export async function companyIdsOfUser(db: Db, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('companyMembers').select('companyId').where('userId', '=', userId).execute();
  return rows.map((row) => row.companyId);
}

/** `{id, name}` of a company, or undefined. */
export const findCompany = (db: Db, companyId: number) =>
  db.selectFrom('companies').select(['id', 'name']).where('id', '=', companyId).executeTakeFirst();

/** Creates a company with `ownerId` as its owner, in one transaction. */
export async function insertCompanyWithOwner(
  db: Db,
  name: string,
  ownerId: number,
): Promise<{ id: number; name: string }> {
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const company = await trx
      .insertInto('companies')
      .values({ name, createdAt: now, updatedAt: now })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('companyMembers')
      .values({ companyId: company.id, userId: ownerId, role: 'owner', joinedAt: now })
      .execute();
    return company;
  });
}

/** Sets the company's name (already validated: trimmed, 1–200 characters). */
export async function renameCompany(db: Db, companyId: number, name: string): Promise<void> {
  await db
    .updateTable('companies')
    .set({ name, updatedAt: new Date().toISOString() })
    .where('id', '=', companyId)
    .execute();
}

function membersQuery(db: Db, companyId: number) {
  return db
    .selectFrom('companyMembers')
    .innerJoin('users', 'users.id', 'companyMembers.userId')
    .select([
      'companyMembers.userId',
      'companyMembers.role',
      'companyMembers.joinedAt',
      'users.name',
      'users.email',
      'users.avatar',
    ])
    .where('companyMembers.companyId', '=', companyId);
}

type MemberRow = { userId: number; role: string; joinedAt: string; name: string; email: string; avatar: string | null };

const toMember = (row: MemberRow): CompanyMember => ({
  userId: row.userId,
  role: row.role as CompanyRole,
  user: { id: row.userId, name: row.name, email: row.email, avatar: row.avatar },
  joinedAt: row.joinedAt,
});

/** Members in the order they joined. */
export async function listMembers(db: Db, companyId: number): Promise<CompanyMember[]> {
  const rows = await membersQuery(db, companyId).orderBy('companyMembers.id').execute();
  return rows.map(toMember);
}

/** One member with their user, or undefined when the user is not a member. */
export async function findMember(db: Db, companyId: number, userId: number): Promise<CompanyMember | undefined> {
  const row = await membersQuery(db, companyId).where('companyMembers.userId', '=', userId).executeTakeFirst();
  return row && toMember(row);
}

/** Adds a user as a plain member; throws a unique violation when the user already is one. */
export async function insertMember(db: Db, companyId: number, userId: number): Promise<void> {
  await db
    .insertInto('companyMembers')
    .values({ companyId, userId, role: 'member', joinedAt: new Date().toISOString() })
    .execute();
}

/** Changes a member's role (the caller has made sure it is not the owner). */
export async function setMemberRole(db: Db, companyId: number, userId: number, role: CompanyRole): Promise<void> {
  await db
    .updateTable('companyMembers')
    .set({ role })
    .where('companyId', '=', companyId)
    .where('userId', '=', userId)
    .execute();
}

/** Removes a membership (the caller has made sure it is not the owner's). */
/** Deletes a membership; false when there was none (a concurrent removal got there first). */
export async function deleteMember(db: Db, companyId: number, userId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('companyMembers')
    .where('companyId', '=', companyId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
