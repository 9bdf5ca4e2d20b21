/**
 * A saved query as a condition on the company's cards (alias `c`) for other features: the company
 * reports' "saved query" filter (issue 19 item 2, "each filterable by period, board and person (or
 * by a saved query)"). It is the query builder's own WHERE (queryFilters.ts `whereOf`), so a report
 * counts exactly the cards the query lists.
 */
import type { Kysely, RawBuilder } from 'kysely';
import type { Database } from '../db/database';
import type { DialectName } from '../db/createDatabase';
import type { Actor } from '../access/access.service';
import { AppError } from '../http/appError';
import { requireQuery } from './queries.service';
import { companyStickers, whereOf } from './queryFilters';

/**
 * The conditions of saved query `queryId` over company `companyId`'s cards at `nowIso` (overdue
 * deadlines, running timers). The caller may use the queries the queries routes let them open
 * (queries.service.ts `requireQuery`: their own and the shared ones); someone else's private query
 * and a query of another company answer AppError NOT_FOUND (404), as if they did not exist.
 */
export async function savedQueryWhere(
  db: Kysely<Database>,
  actor: Actor,
  companyId: number,
  queryId: number,
  dialect: DialectName,
  nowIso: string,
): Promise<RawBuilder<boolean>> {
  const row = await db.selectFrom('savedQueries').select('companyId').where('id', '=', queryId).executeTakeFirst();
  if (!row || row.companyId !== companyId) throw new AppError('NOT_FOUND');
  const { query } = await requireQuery(db, actor, queryId);
  return whereOf(companyId, query.definition, await companyStickers(db, companyId), dialect, nowIso);
}
