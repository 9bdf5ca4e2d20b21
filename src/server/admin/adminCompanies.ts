/**
 * Companies of the admin panel (issue 19 item 3): list with search and paging, owner, members
 * count and storage (bytes of the wiki images and drawing files of the company's projects — the
 * instance stores no other files), archive/unarchive (`companies.archived_at`).
 */
import { sql, type Kysely } from 'kysely';
import type { AdminListQuery } from '../../shared/admin/admin.schemas';
import type { AdminCompany, AdminCompanyPage } from '../../shared/admin/admin.types';
import type { Database } from '../db/database';
import { AppError } from '../http/appError';
import { likePattern } from './adminUsers';

type Db = Kysely<Database>;

type CompanyRow = { id: number; name: string; createdAt: string; archivedAt: string | null };

/** Members count, owner and storage bytes of these companies. */
async function figures(db: Db, ids: number[]) {
  if (ids.length === 0) return { members: new Map(), owners: new Map(), bytes: new Map() };
  const [members, owners, images, files] = await Promise.all([
    db
      .selectFrom('companyMembers')
      .select(['companyId', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('companyId', 'in', ids)
      .groupBy('companyId')
      .execute(),
    db
      .selectFrom('companyMembers')
      .innerJoin('users', 'users.id', 'companyMembers.userId')
      .select(['companyMembers.companyId', 'users.id', 'users.name'])
      .where('companyMembers.companyId', 'in', ids)
      .where('companyMembers.role', '=', 'owner')
      .execute(),
    db
      .selectFrom('wikiImages')
      .innerJoin('projects', 'projects.id', 'wikiImages.projectId')
      .select(['projects.companyId', (eb) => eb.fn.sum<number | string>('wikiImages.size').as('n')])
      .where('projects.companyId', 'in', ids)
      .groupBy('projects.companyId')
      .execute(),
    db
      .selectFrom('drawingFiles')
      .innerJoin('drawings', 'drawings.id', 'drawingFiles.drawingId')
      .innerJoin('projects', 'projects.id', 'drawings.projectId')
      .select(['projects.companyId', sql<number | string>`sum(length(${sql.ref('drawingFiles.data')}))`.as('n')])
      .where('projects.companyId', 'in', ids)
      .groupBy('projects.companyId')
      .execute(),
  ]);
  const bytes = new Map<number, number>();
  for (const row of [...images, ...files])
    bytes.set(row.companyId, (bytes.get(row.companyId) ?? 0) + Number(row.n ?? 0));
  return {
    members: new Map(members.map((row) => [row.companyId, Number(row.n)])),
    owners: new Map(owners.map((row) => [row.companyId, { id: row.id, name: row.name }])),
    bytes,
  };
}

async function toAdminCompanies(db: Db, rows: CompanyRow[]): Promise<AdminCompany[]> {
  const { members, owners, bytes } = await figures(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.createdAt,
    archivedAt: row.archivedAt,
    owner: (owners.get(row.id) as AdminCompany['owner'] | undefined) ?? null,
    membersCount: (members.get(row.id) as number | undefined) ?? 0,
    storageBytes: bytes.get(row.id) ?? 0,
  }));
}

/** One page of companies, newest first; `q` matches the name. */
export async function listCompanies(db: Db, query: AdminListQuery): Promise<AdminCompanyPage> {
  let base = db.selectFrom('companies');
  if (query.q) {
    const pattern = likePattern(query.q);
    base = base.where(sql`lower(${sql.ref('companies.name')})`, 'like', sql`${pattern} escape '\\'`);
  }
  const [rows, total] = await Promise.all([
    base
      .select(['id', 'name', 'createdAt', 'archivedAt'])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: await toAdminCompanies(db, rows), total: Number(total.n) };
}

/** Archives (now; an archived company keeps its first instant) or unarchives; 404 when unknown. */
export async function setArchived(db: Db, companyId: number, archived: boolean): Promise<AdminCompany> {
  const row = await db
    .selectFrom('companies')
    .select(['id', 'name', 'createdAt', 'archivedAt'])
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  const archivedAt = archived ? (row.archivedAt ?? new Date().toISOString()) : null;
  await db.updateTable('companies').set({ archivedAt }).where('id', '=', companyId).execute();
  return (await toAdminCompanies(db, [{ ...row, archivedAt }]))[0];
}
