/**
 * Route schemas of the editor (spec/board.md §7, DESIGN §3 Route map): path params, the
 * `filters` query (JSON text of BoardFilters, validated with the shared schema: 400 on bad JSON or
 * a bad value) and the answer shapes used for serialisation and the OpenAPI document.
 */
import { z } from 'zod';
import { boardFiltersSchema, type BoardFilters } from '../../shared/board/board.schemas';
import { idParam } from '../../shared/company/company.schemas';
import { V } from '../../shared/validation';

/** A sort in a path (`/cards/{lastSort}`): any integer. */
const sortParam = z.coerce.number({ error: V.integer }).int({ error: V.integer });

export const boardParams = z.object({ boardId: idParam });
export const columnParams = z.object({ columnId: idParam });
export const columnPageParams = z.object({ columnId: idParam, lastSort: sortParam });
export const columnOptionalPageParams = z.object({ columnId: idParam, lastSort: sortParam.optional() });
export const columnParentParams = z.object({ columnId: idParam, parentCardId: idParam.optional() });
export const cardParams = z.object({ cardId: idParam });
export const cardParentParams = z.object({ cardId: idParam, parentCardId: idParam.optional() });
export const cardPageParams = z.object({ cardId: idParam, lastSort: sortParam.optional() });
export const commentParams = z.object({ cardId: idParam, commentId: idParam });
export const memberParams = z.object({
  cardId: idParam,
  userId: idParam,
  isResponsible: z.enum(['true', 'false'], { error: V.chooseOne }),
});

/** `filters` as the client sends it: JSON text of BoardFilters (spec/board.md §7). */
const filtersJson = z
  .string()
  .transform((text, ctx): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: V.invalidFormat });
      return z.NEVER;
    }
  })
  .pipe(boardFiltersSchema);

/** Query of the card lists: `filters` (JSON) and the guest `token` (not used by members). */
export const filtersQuery = z.object({ filters: filtersJson.optional(), token: z.string().optional() });
export type FiltersQuery = { filters?: BoardFilters };
/**
 * Query of card pages: `filters`, plus `after` = the id of the last card the client has of this
 * list (see pageBound in cards.repository.ts: paging stays exact while cards around it shift).
 */
export const pageQuery = filtersQuery.extend({ after: idParam.optional() });

const time = z.string();
export const cardSchema = z.object({
  id: z.number(),
  boardId: z.number(),
  columnId: z.number(),
  parentCardId: z.number().nullable(),
  counter: z.number(),
  name: z.string(),
  desc: z.string().nullable(),
  color: z.string().nullable(),
  sort: z.number(),
  createdAt: time,
  movedAt: time,
  doneAt: time.nullable(),
  archivedAt: time.nullable(),
  creator: z.object({
    userId: z.number(),
    name: z.string(),
    surname: z.string().nullable(),
    avatar: z.string().nullable(),
    /** Present (true) when the card was created through the board's guest link. */
    isGuest: z.boolean().optional(),
  }),
  stickers: z.array(z.unknown()),
  cardsMembers: z.array(z.object({ userId: z.number(), isResponsible: z.boolean() })),
  childCount: z.number(),
  childDoneCount: z.number(),
  historyCount: z.number(),
  messageCount: z.number(),
});

export const cardWithPlaceSchema = cardSchema.extend({ projectId: z.number(), companyId: z.number() });

export const columnBaseSchema = z.object({
  id: z.number(),
  boardId: z.number(),
  name: z.string(),
  color: z.string().nullable(),
  sort: z.number(),
  /** Set while the column is archived (off the board; GET /editor/columns/{boardId}/archived). */
  archivedAt: z.string().nullable().optional(),
});
export const columnSchema = columnBaseSchema.extend({
  cards: z.array(cardSchema),
  cardsCount: z.number(),
  archiveCount: z.number(),
  archiveCards: z.array(cardSchema),
});

/** A card page: the list at the top level of the envelope (DESIGN §3 Envelope). */
export const cardPageSchema = z.object({
  success: z.literal(true),
  status: z.literal('success'),
  cards: z.array(cardSchema),
  hasMore: z.boolean(),
});

export const commentSchema = z.object({
  id: z.number(),
  cardId: z.number(),
  text: z.string(),
  createdAt: time,
  updatedAt: time,
  author: z.object({ userId: z.number().nullable(), name: z.string(), avatar: z.string().nullable() }),
});

export const historyEntrySchema = z.object({
  id: z.number(),
  cardId: z.number(),
  action: z.string(),
  field: z.string().nullable(),
  from: z.unknown(),
  to: z.unknown(),
  createdAt: time,
  actor: z.object({ userId: z.number().nullable(), name: z.string(), isGuest: z.boolean().optional() }).nullable(),
});

export const reorderResultSchema = z.object({ cards: z.array(z.object({ id: z.number(), sort: z.number() })) });
