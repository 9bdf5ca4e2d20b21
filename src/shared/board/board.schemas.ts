/**
 * Columns, cards, comments and board filters (spec/board.md §3, §5, §7; DESIGN §3 Route map and
 * §4 Data rules). One definition for the server's validation and the client's forms.
 */
import { z } from 'zod';
import {
  BOARD_FILTER_DEADLINE,
  BOARD_FILTER_DONE,
  BOARD_FILTER_IDS_MAX,
  BOARD_FILTER_TEXT_MAX,
  isBoardFilterInstant,
  MAX_INT32,
  MAX_SORT_REQUEST,
  NAME_MAX,
  TEXT_MAX,
} from '../constants';
import { storable } from '../storableText';
import { STATE_COLORS } from '../stickers/stickerTypes';
import { V } from '../validation';

const name = storable(
  z.string({ error: V.required }).trim().min(1, { error: V.required }).max(NAME_MAX, { error: V.maxLength }),
);
const text = storable(z.string({ error: V.required }).trim().max(TEXT_MAX, { error: V.maxLength }));
const color = storable(z.string().trim().max(50));
/** Ids fit the 32-bit id columns. */
const id = z
  .number({ error: V.integer })
  .int({ error: V.integer })
  .positive({ error: V.integer })
  .max(MAX_INT32, { error: V.tooBig });
/**
 * A requested sort (DESIGN §4): below 0 means the bottom of the list; at most MAX_SORT_REQUEST, so
 * the server's shifts (+1) and tops (+SORT_STEP) stay within the 32-bit column.
 */
const sort = z
  .number({ error: V.integer })
  .int({ error: V.integer })
  .min(-MAX_INT32, { error: V.tooSmall })
  .max(MAX_SORT_REQUEST, { error: V.tooBig });

/** Page size of card lists (spec/board.md §7 countElements). */
export const CARD_PAGE_SIZE = 20;

/** `force` query of deletes that need confirmation (449, DESIGN §3). */
export const forceQuery = z.object({ force: z.enum(['0', '1']).optional() });

/** POST /editor/columns/{boardId} */
export const createColumnBody = z.object({ name, color: color.nullable().optional() });
/** PUT /editor/column/{columnId} */
export const updateColumnBody = z.object({
  name: name.optional(),
  color: color.nullable().optional(),
  sort: sort.optional(),
  /** true: the column leaves the board with its cards (archive); false: it comes back in its place. */
  archived: z.boolean().optional(),
});

/** A sticker given at card creation: board sticker id and its value (validated per type in issue 4). */
export const cardStickerInput = z.object({ boardStickerId: id, value: z.unknown().optional() });
/** An executor (`isResponsible: false`) or responsible (`true`) at card creation. */
export const cardMemberInput = z.object({ userId: id, isResponsible: z.boolean() });

/** POST /editor/card/{columnId}[/{parentCardId}] — also accepts a whole card to copy (id ignored). */
export const createCardBody = z.object({
  name,
  desc: text.optional().nullable(),
  color: color.nullable().optional(),
  stickers: z.array(cardStickerInput).max(100).optional(),
  members: z.array(cardMemberInput).max(200).optional(),
  cardsMembers: z.array(cardMemberInput).max(200).optional(),
});

/** PUT /editor/card/{cardId}[/{parentCardId}] — only the fields given change. */
export const updateCardBody = z.object({
  name: name.optional(),
  desc: text.nullable().optional(),
  color: color.nullable().optional(),
  sort: sort.optional(),
  done: z.boolean().optional(),
  columnId: id.optional(),
  parentCardId: id.nullable().optional(),
  archived: z.boolean().optional(),
});

/** POST /editor/sort/cards/{columnId}[/{parentCardId}] — the list's card ids in display order. */
export const reorderCardsBody = z.object({ order: z.array(id).min(1, { error: V.chooseOne }).max(10_000) });

/** POST /editor/card/{cardId}/comments */
export const commentBody = z.object({
  text: storable(
    z.string({ error: V.required }).trim().min(1, { error: V.required }).max(TEXT_MAX, { error: V.maxLength }),
  ),
});

/**
 * A sticker value a board filter looks for: the state sticker `stickerId` holding the state named
 * `value` (of colour `color` when given), or the priority sticker `stickerId` holding the level
 * `value` (spec/board.md §3 "Sticker values by type"; Trello labels are state values).
 */
export const boardFilterStickerSchema = z.object({
  stickerId: id,
  value: storable(z.string().trim().min(1).max(NAME_MAX)),
  color: z.enum(STATE_COLORS).optional(),
});
export type BoardFilterSticker = z.infer<typeof boardFilterStickerSchema>;

/** An instant as Date#toISOString writes it (isBoardFilterInstant). */
const filterInstant = z.string().refine(isBoardFilterInstant, { error: V.invalidFormat });

/**
 * Board filters, stored per board under `board-filters` and sent as JSON in `filters` (spec/board.md
 * §3; what each keeps: server/editor/filters.ts). `week` = the user's current week, `start` to
 * `end` inclusive (ISO instants), is not stored: the client adds it when it sends `deadline:
 * 'thisWeek'`, computed in the user's time zone from the week start of their language.
 */
export const boardFiltersSchema = z.object({
  text: storable(z.string().trim().max(BOARD_FILTER_TEXT_MAX)).optional(),
  executor: z.array(id).max(BOARD_FILTER_IDS_MAX).optional(),
  responsible: z.array(id).max(BOARD_FILTER_IDS_MAX).optional(),
  done: z.enum(BOARD_FILTER_DONE).optional(),
  stickers: z.array(boardFilterStickerSchema).max(BOARD_FILTER_IDS_MAX).optional(),
  deadline: z.enum(BOARD_FILTER_DEADLINE).optional(),
  week: z
    .object({ start: filterInstant, end: filterInstant })
    .refine((week) => week.start <= week.end, { error: V.invalidFormat })
    .optional(),
});
export type BoardFilters = z.infer<typeof boardFiltersSchema>;
