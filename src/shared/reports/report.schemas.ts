/**
 * Company report request schemas (issue 19 item 2; types in report.types.ts). Validated on the
 * server, declared in the OpenAPI document and used by the client's filter bar:
 * - GET /reports/company/{companyId}?from&to&boardIds&userIds&queryId → CompanyReports (every chart
 *   of the page in one answer). Any member of the company (any role; the system admin too): 404
 *   unknown company, 403 not a member, 401 no token or a guest's share token; 400 a bad filter;
 *   404 a `queryId` the caller may not use (another member's private query, another company's).
 * `from`/`to` are UTC days `YYYY-MM-DD` (both included; default the last REPORT_DEFAULT_DAYS days),
 * `boardIds`/`userIds` comma-separated ids (default: every board, everyone). Boards of another
 * company or people outside it simply match nothing. `queryId` (issue 19 "filterable by … a saved
 * query") keeps the cards that match that saved query's conditions (src/server/queries/).
 */
import { z } from 'zod';
import { idParam } from '../company/company.schemas';
import { V } from '../validation';
import { REPORT_MAX_DAYS, REPORT_MAX_FILTER_IDS } from './report.types';

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** A UTC calendar day `YYYY-MM-DD` that exists. */
export const reportDay = z
  .string()
  .regex(DAY_RE, { error: V.invalidFormat })
  .refine(
    (day) => {
      const time = Date.parse(`${day}T00:00:00.000Z`);
      return DAY_RE.test(day) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
    },
    { error: V.invalidFormat },
  );

const reportId = z
  .number()
  .int({ error: V.integer })
  .positive({ error: V.integer })
  .max(2_147_483_647, { error: V.tooBig });

const idList = z
  .string()
  .max(2_000, { error: V.maxLength })
  .transform((value) => value.split(',').filter(Boolean))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^\d{1,10}$/, { error: V.integer })
          .transform(Number)
          .pipe(reportId),
      )
      .max(REPORT_MAX_FILTER_IDS, { error: V.tooBig }),
  );

export const reportParams = z.object({ companyId: idParam });

/** The filter of the page (the query string). */
export const reportFilterQuery = z
  .object({
    from: reportDay.optional(),
    to: reportDay.optional(),
    boardIds: idList.optional(),
    userIds: idList.optional(),
    queryId: z
      .string()
      .regex(/^\d{1,10}$/, { error: V.integer })
      .transform(Number)
      .pipe(reportId)
      .optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: V.endBeforeStart, path: ['to'] })
  .refine((q) => !q.from || !q.to || (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS < REPORT_MAX_DAYS, {
    error: V.tooBig,
    path: ['from'],
  });
export type ReportFilterQuery = z.input<typeof reportFilterQuery>;
export type ReportFilter = z.output<typeof reportFilterQuery>;

/** The day `days` after `day` (negative: before). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
