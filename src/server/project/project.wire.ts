/**
 * Response schemas of projects and boards (DESIGN §3 Route map), used in the routes' `response`
 * declarations: they shape the OpenAPI document and the serializer checks every answer against
 * them. Each one is tied to the shared wire type, so a drift between the two fails `tsc`.
 */
import { z } from 'zod';
import { DISPLAY_TYPES, type Board, type Project } from '../../shared/company/company.schemas';

const id = z.number().int();

/** `{id, companyId, name, archivedAt, createdAt}` (times ISO-8601 UTC). */
export const projectSchema = z.object({
  id,
  companyId: id,
  name: z.string(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
}) satisfies z.ZodType<Project>;

/** `{id, projectId, name, bgImage, bgColor, displayType}`. */
export const boardSchema = z.object({
  id,
  projectId: id,
  name: z.string(),
  bgImage: z.string().nullable(),
  bgColor: z.string().nullable(),
  displayType: z.enum(DISPLAY_TYPES),
}) satisfies z.ZodType<Board>;

/** GET /project/{id}: the project with its boards. */
export const projectWithBoardsSchema = projectSchema.extend({ boards: z.array(boardSchema) });

/** GET /board/{id}: the board with the company it belongs to. */
export const boardWithPlaceSchema = boardSchema.extend({ companyId: id });

export type BoardWithPlace = z.infer<typeof boardWithPlaceSchema>;
