/**
 * The reports page's call (issue 19 item 2; path and filter in src/shared/reports/report.schemas.ts),
 * injected into the one api: `GET /reports/company/{companyId}?from&to&boardIds&userIds&queryId` answers every
 * chart at once, so a filter change is one request. Not live: the page refetches when opened again.
 */
import type { CompanyReports, ReportFilterEcho } from '../../../shared/reports/report.types';
import { api } from '../../api/api';

/** The page's filter as the client holds it (null: the server's default). */
export interface ReportsFilter {
  from: string | null;
  to: string | null;
  boardIds: number[];
  userIds: number[];
  /** A saved query whose cards the reports count (null: every card). */
  queryId: number | null;
}

/** The filter the server answered with, as the client holds it. */
export const filterOfEcho = (echo: ReportFilterEcho): ReportsFilter => ({ ...echo, queryId: echo.queryId ?? null });

/** The query string of a filter (empty parts left out). */
export function reportsQuery(filter: ReportsFilter): string {
  const query = new URLSearchParams();
  if (filter.from) query.set('from', filter.from);
  if (filter.to) query.set('to', filter.to);
  if (filter.boardIds.length > 0) query.set('boardIds', filter.boardIds.join(','));
  if (filter.userIds.length > 0) query.set('userIds', filter.userIds.join(','));
  if (filter.queryId !== null) query.set('queryId', String(filter.queryId));
  const text = query.toString();
  return text ? `?${text}` : '';
}

export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /reports/company/{companyId} → CompanyReports. */
    companyReports: build.query<CompanyReports, { companyId: number; filter: ReportsFilter }>({
      query: ({ companyId, filter }) => ({ url: `/reports/company/${companyId}${reportsQuery(filter)}` }),
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useCompanyReportsQuery } = reportsApi;
