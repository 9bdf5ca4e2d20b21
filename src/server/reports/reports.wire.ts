/**
 * The OpenAPI shape of `CompanyReports` (src/shared/reports/report.types.ts; issue 19 item 2):
 * `satisfies` keeps this schema and the wire type in step.
 */
import { z } from 'zod';
import type { CompanyReports } from '../../shared/reports/report.types';

const week = z.string();
const idName = { id: z.number().int(), name: z.string() };
const planFact = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  planMinutes: z.number(),
  factMinutes: z.number(),
});

export const companyReportsSchema = z.object({
  filter: z.object({
    from: z.string(),
    to: z.string(),
    boardIds: z.array(z.number().int()),
    userIds: z.array(z.number().int()),
    queryId: z.number().int().optional(),
  }),
  generatedAt: z.string(),
  options: z.object({
    boards: z.array(z.object(idName)),
    people: z.array(z.object(idName)),
    queries: z.array(z.object(idName)),
  }),
  throughput: z.array(z.object({ week, created: z.number(), done: z.number() })),
  donePerPerson: z.array(
    z.object({ userId: z.number().int(), name: z.string(), asExecutor: z.number(), asResponsible: z.number() }),
  ),
  leadTime: z.array(z.object({ week, cards: z.number(), leadHours: z.number(), cycleHours: z.number() })),
  timeInColumn: z.array(
    z.object({
      boardId: z.number().int(),
      columnId: z.number().int(),
      columnName: z.string(),
      moves: z.number(),
      meanHours: z.number(),
    }),
  ),
  cumulativeFlow: z.array(
    z.object({
      boardId: z.number().int(),
      boardName: z.string(),
      days: z.array(z.string()),
      columns: z.array(z.object({ columnId: z.number().int(), name: z.string(), counts: z.array(z.number()) })),
    }),
  ),
  timeTracking: z.object({ perPerson: z.array(planFact), perBoard: z.array(planFact) }),
  stopwatchTimer: z.array(
    z.object({
      userId: z.number().int().nullable(),
      name: z.string(),
      stopwatchMinutes: z.number(),
      timerMinutes: z.number(),
    }),
  ),
  deadlines: z.array(z.object({ week, onTime: z.number(), late: z.number(), overdue: z.number(), open: z.number() })),
  recurring: z.array(z.object({ week, recurred: z.number(), done: z.number() })),
}) satisfies z.ZodType<CompanyReports>;
