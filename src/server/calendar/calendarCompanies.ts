/**
 * Companies and people for the calendar's invitee picker (spec/shell.md §3 Company (calendar
 * view): members presented as {id, displayName (name, else e-mail), email, avatar}; DESIGN §5
 * "Members of a company see its … calendar companies/members").
 */
import type { CalendarCompany, CalendarPerson } from '../../shared/calendar/calendar.schemas';
import { requireCompany, type Actor } from '../access/access.service';
import type { Db } from '../editor/cards.repository';
import { personOf } from './calendar.wire';

/** Members of the companies, each list in joining order. */
async function membersOf(db: Db, companyIds: readonly number[]): Promise<Map<number, CalendarPerson[]>> {
  const byCompany = new Map<number, CalendarPerson[]>(companyIds.map((id) => [id, []]));
  if (companyIds.length === 0) return byCompany;
  const rows = await db
    .selectFrom('companyMembers as cm')
    .innerJoin('users as u', 'u.id', 'cm.userId')
    .select(['cm.companyId', 'u.id', 'u.name', 'u.email', 'u.avatar'])
    .where('cm.companyId', 'in', [...companyIds])
    .orderBy('cm.id')
    .execute();
  for (const { companyId, ...user } of rows) byCompany.get(companyId)?.push(personOf(user));
  return byCompany;
}

/** GET /api/calendar/companies: the caller's companies (by name) with their members. */
export async function calendarCompanies(db: Db, userId: number): Promise<CalendarCompany[]> {
  const companies = await db
    .selectFrom('companyMembers as cm')
    .innerJoin('companies as c', 'c.id', 'cm.companyId')
    .select(['c.id', 'c.name'])
    .where('cm.userId', '=', userId)
    .orderBy('c.name')
    .orderBy('c.id')
    .execute();
  const members = await membersOf(
    db,
    companies.map((company) => company.id),
  );
  return companies.map((company) => ({ ...company, members: members.get(company.id) ?? [] }));
}

/** GET /api/calendar/companies/{id}/members: 404 unknown company, 403 not a member. */
export async function calendarMembers(db: Db, actor: Actor, companyId: number): Promise<CalendarPerson[]> {
  await requireCompany(db, actor, companyId);
  return (await membersOf(db, [companyId])).get(companyId) ?? [];
}
