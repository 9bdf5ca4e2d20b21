/**
 * Answer schemas of the wiki routes (OpenAPI document, serializer check; each tied to its shared
 * type in src/shared/wiki/wiki.types.ts so a drift fails `tsc`) and the pure functions that turn
 * stored rows into wire objects (issue 18).
 */
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type {
  WikiImage,
  WikiImportReport,
  WikiPage,
  WikiRevision,
  WikiRevisionContent,
  WikiRevisionReason,
  WikiSearchHit,
} from '../../shared/wiki/wiki.types';
import type { WikiPagesTable, WikiRevisionsTable } from '../db/database';

const id = z.number().int();
const REASONS = ['interval', 'leave', 'restore', 'import'] as const satisfies readonly WikiRevisionReason[];

export const wikiPageSchema = z.object({
  id,
  projectId: id,
  parentId: id.nullable(),
  title: z.string(),
  sort: z.number(),
  createdBy: id.nullable(),
  updatedBy: id.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
  deletedRootId: id.nullable(),
}) satisfies z.ZodType<WikiPage>;

export const wikiRevisionSchema = z.object({
  id,
  pageId: id,
  createdAt: z.string(),
  authorIds: z.array(id),
  reason: z.enum(REASONS),
  title: z.string(),
}) satisfies z.ZodType<WikiRevision>;

export const wikiRevisionContentSchema = wikiRevisionSchema.extend({
  markdown: z.string(),
  content: z.unknown(),
}) satisfies z.ZodType<WikiRevisionContent>;

export const wikiSearchHitSchema = z.object({
  pageId: id,
  title: z.string(),
  snippet: z.string(),
}) satisfies z.ZodType<WikiSearchHit>;

export const wikiImageSchema = z.object({
  url: z.string(),
  mime: z.string(),
  size: z.number().int(),
}) satisfies z.ZodType<WikiImage>;

export const wikiImportReportSchema = z.object({
  pages: z.array(wikiPageSchema),
}) satisfies z.ZodType<WikiImportReport>;

/** `{ids}` answers of delete and purge. */
export const wikiIdsSchema = z.object({ ids: z.array(id) });

/** The metadata columns of a page (everything but the document and the revision bookkeeping). */
export const PAGE_COLUMNS = [
  'id',
  'projectId',
  'parentId',
  'title',
  'sort',
  'createdBy',
  'updatedBy',
  'createdAt',
  'updatedAt',
  'deletedAt',
  'deletedRootId',
] as const;

/** A page row (its metadata columns) as the wire object. */
export const wikiPageOf = (row: Pick<Selectable<WikiPagesTable>, (typeof PAGE_COLUMNS)[number]>): WikiPage => ({
  id: row.id,
  projectId: row.projectId,
  parentId: row.parentId,
  title: row.title,
  sort: Number(row.sort),
  createdBy: row.createdBy,
  updatedBy: row.updatedBy,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  deletedAt: row.deletedAt,
  deletedRootId: row.deletedRootId,
});

/** Parses a JSON array of user ids (edited_by, author_ids); anything else reads as []. */
export function userIdsOf(text: string): number[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is number => Number.isInteger(item)) : [];
  } catch {
    return [];
  }
}

/** A revision row (without its content columns) as the wire object. */
export const wikiRevisionOf = (
  row: Pick<Selectable<WikiRevisionsTable>, 'id' | 'pageId' | 'createdAt' | 'authorIds' | 'reason' | 'title'>,
): WikiRevision => ({
  id: row.id,
  pageId: row.pageId,
  createdAt: row.createdAt,
  authorIds: userIdsOf(row.authorIds),
  reason: row.reason as WikiRevisionReason,
  title: row.title,
});
