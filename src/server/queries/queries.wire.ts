/**
 * Response schemas of the saved query routes (OpenAPI document; wire types in
 * src/shared/queries/query.types.ts).
 */
import { z } from 'zod';
import { QUERY_GROUP_BY, queryDefinitionSchema } from '../../shared/queries/query.schemas';

export const savedQuerySchema = z.object({
  id: z.number(),
  companyId: z.number(),
  name: z.string(),
  definition: queryDefinitionSchema,
  shared: z.boolean(),
  ownerId: z.number().nullable(),
  ownerName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const totals = {
  count: z.number(),
  trackingPlanMs: z.number(),
  trackingFactMs: z.number(),
  stopwatchMs: z.number(),
  timerMs: z.number(),
};

export const queryResultSchema = z.object({
  rows: z.array(
    z.object({
      id: z.number(),
      counter: z.number(),
      name: z.string(),
      boardId: z.number(),
      boardName: z.string(),
      columnId: z.number(),
      columnName: z.string(),
      createdAt: z.string(),
      movedAt: z.string(),
      doneAt: z.string().nullable(),
      archivedAt: z.string().nullable(),
      creator: z.string(),
      executors: z.array(z.string()),
      responsible: z.array(z.string()),
      values: z.record(z.string(), z.string()),
    }),
  ),
  totals: z.object(totals),
  groupBy: z.enum(QUERY_GROUP_BY).nullable(),
  groups: z.array(z.object({ key: z.string().nullable(), label: z.string().nullable(), ...totals })),
  limit: z.number(),
  offset: z.number(),
  hasMore: z.boolean(),
});

export const queryOptionsSchema = z.object({
  boards: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      projectName: z.string(),
      columns: z.array(z.object({ id: z.number(), name: z.string() })),
    }),
  ),
  members: z.array(z.object({ id: z.number(), name: z.string() })),
  stickers: z.array(z.object({ type: z.string(), name: z.string().nullable() })),
});
