/**
 * What the query builder offers for a company (issue 19 item 1): its boards with their columns,
 * its members, and the sticker kinds its boards define (type and name; unnamed types once), so
 * the builder's chips list real choices. Three small queries; no cards are read.
 */
import type { Kysely } from 'kysely';
import type { QueryOptions } from '../../shared/queries/query.types';
import { QUERY_STICKER_TYPES } from '../../shared/queries/query.schemas';
import type { Database } from '../db/database';
import { companyStickers } from './queryFilters';

/** The builder's choices in company `companyId` (the caller's membership checked before). */
export async function queryOptions(db: Kysely<Database>, companyId: number): Promise<QueryOptions> {
  const [boards, columns, members, stickers] = await Promise.all([
    db
      .selectFrom('boards as b')
      .innerJoin('projects as p', 'p.id', 'b.projectId')
      .select(['b.id', 'b.name', 'p.name as projectName'])
      .where('p.companyId', '=', companyId)
      .where('p.archivedAt', 'is', null)
      .orderBy('p.name')
      .orderBy('b.name')
      .execute(),
    db
      .selectFrom('columns as c')
      .innerJoin('boards as b', 'b.id', 'c.boardId')
      .innerJoin('projects as p', 'p.id', 'b.projectId')
      .select(['c.id', 'c.boardId', 'c.name'])
      .where('p.companyId', '=', companyId)
      .where('c.archivedAt', 'is', null)
      .orderBy('c.sort')
      .execute(),
    db
      .selectFrom('companyMembers as m')
      .innerJoin('users as u', 'u.id', 'm.userId')
      .select(['u.id', 'u.name'])
      .where('m.companyId', '=', companyId)
      .orderBy('u.name')
      .execute(),
    companyStickers(db, companyId),
  ]);
  const kinds = new Map<string, { type: string; name: string | null }>();
  for (const s of stickers) {
    if (!(QUERY_STICKER_TYPES as readonly string[]).includes(s.type)) continue;
    const name = s.name?.trim() || null;
    kinds.set(`${s.type}:${name ?? ''}`, { type: s.type, name });
  }
  return {
    boards: boards.map((b) => ({
      ...b,
      columns: columns.filter((c) => c.boardId === b.id).map(({ id, name }) => ({ id, name })),
    })),
    members,
    stickers: [...kinds.values()].sort(
      (x, y) => x.type.localeCompare(y.type) || (x.name ?? '').localeCompare(y.name ?? ''),
    ),
  };
}
