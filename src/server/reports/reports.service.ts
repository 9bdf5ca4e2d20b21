/**
 * The reports page's answer (issue 19 item 2, `GET /reports/company/{companyId}`): checks the
 * caller is a member of the company (src/server/access/access.service.ts requireCompany: 404
 * unknown company, 403 not a member), resolves the filter's defaults and the chosen saved query
 * (src/server/queries/queryScope.ts: 404 one the caller may not use) and runs every report's SQL
 * aggregate (flowReports.ts, stickerReports.ts) against one snapshot of "now".
 */
import type { FastifyInstance } from 'fastify';
import { addDays, type ReportFilter } from '../../shared/reports/report.schemas';
import { REPORT_DEFAULT_DAYS, REPORT_MAX_DAYS, type CompanyReports } from '../../shared/reports/report.types';
import { requireCompany, type Actor } from '../access/access.service';
import { listQueries } from '../queries/queries.service';
import { savedQueryWhere } from '../queries/queryScope';
import { cumulativeFlow, donePerPerson, leadTime, throughput, timeInColumn } from './flowReports';
import type { ReportScope } from './reportSql';
import { deadlines, planFact, recurring, stopwatchTimer } from './stickerReports';

/** Every board and member of the company and the caller's saved queries (the filter's choices), by name. */
async function optionsOf(scope: ReportScope, actor: Actor): Promise<CompanyReports['options']> {
  const [boards, people, queries] = await Promise.all([
    scope.db
      .selectFrom('boards')
      .innerJoin('projects', 'projects.id', 'boards.projectId')
      .select(['boards.id', 'boards.name'])
      .where('projects.companyId', '=', scope.companyId)
      .orderBy('boards.name')
      .orderBy('boards.id')
      .execute(),
    scope.db
      .selectFrom('companyMembers')
      .innerJoin('users', 'users.id', 'companyMembers.userId')
      .select(['users.id', 'users.name'])
      .where('companyMembers.companyId', '=', scope.companyId)
      .orderBy('users.name')
      .orderBy('users.id')
      .execute(),
    listQueries(scope.db, actor, scope.companyId),
  ]);
  return { boards, people, queries: queries.map(({ id, name }) => ({ id, name })) };
}

/**
 * Computes every report of the page for `filter` (defaults: the last REPORT_DEFAULT_DAYS days up to
 * today, every board, everyone, no saved query). Throws AppError NOT_FOUND / FORBIDDEN from the
 * membership check, NOT_FOUND for a saved query the caller may not use.
 */
export async function companyReports(
  app: FastifyInstance,
  actor: Actor,
  companyId: number,
  filter: ReportFilter,
  nowMs = Date.now(),
): Promise<CompanyReports> {
  await requireCompany(app.db, actor, companyId);
  const now = new Date(nowMs).toISOString();
  const today = now.slice(0, 10);
  const latest = filter.from ? addDays(filter.from, REPORT_MAX_DAYS - 1) : today;
  const to = filter.to ?? (filter.from && filter.from > today ? filter.from : latest < today ? latest : today);
  const from = filter.from ?? addDays(to, 1 - REPORT_DEFAULT_DAYS);
  const boardIds = filter.boardIds ?? [];
  const userIds = filter.userIds ?? [];
  const { queryId } = filter;
  const queryWhere =
    queryId === undefined ? null : await savedQueryWhere(app.db, actor, companyId, queryId, app.dialect, now);
  const scope: ReportScope = {
    db: app.db,
    dialect: app.dialect,
    companyId,
    fromTs: `${from}T00:00:00.000Z`,
    toTs: `${addDays(to, 1)}T00:00:00.000Z`,
    boardIds,
    userIds,
    queryWhere,
    now,
  };
  // All at once: PostgreSQL runs them on several pooled connections; SQLite one after another.
  const [options, flow, perPerson, perBoard, stickers] = await Promise.all([
    optionsOf(scope, actor),
    Promise.all([
      throughput(scope),
      donePerPerson(scope),
      leadTime(scope),
      timeInColumn(scope),
      cumulativeFlow(scope, { from, to }),
    ]),
    planFact(scope, 'person'),
    planFact(scope, 'board'),
    Promise.all([stopwatchTimer(scope), deadlines(scope), recurring(scope)]),
  ]);
  const report: CompanyReports = {
    filter: { from, to, boardIds, userIds, ...(queryId === undefined ? {} : { queryId }) },
    generatedAt: now,
    options,
    throughput: flow[0],
    donePerPerson: flow[1],
    leadTime: flow[2],
    timeInColumn: flow[3],
    cumulativeFlow: flow[4],
    timeTracking: { perPerson, perBoard },
    stopwatchTimer: stickers[0],
    deadlines: stickers[1],
    recurring: stickers[2],
  };
  return report;
}
