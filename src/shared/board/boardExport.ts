/**
 * Our board export format and the import report (issue 7 Deliver 2–4; DESIGN §3
 * `GET /board/{boardId}/export`, `POST /project/{projectId}/import/trello`,
 * `POST /project/{projectId}/import/board`, import report).
 *
 * One JSON file holds a whole board: its sticker definitions, task templates, columns in order and
 * every card (open, archived, sub-cards at any depth) with its stickers, members, comments and
 * history. People are referred to by `{email, name}` because ids differ between installations: an
 * import matches a person to a company member by e-mail, then by name, and keeps the name as text
 * when nobody matches. Ids, task numbers (`counter`) and guest links are not exported; an import
 * allocates new ones. A Trello import is converted to this format first and written by the same
 * writer, so both ways in behave alike.
 *
 * Times are ISO-8601 UTC strings. Card `sort` is higher-first within its list (DESIGN §4).
 */
import { z } from 'zod';
import { MAX_INT32 } from '../constants';

export const BOARD_EXPORT_FORMAT = 'teamspace.board';
export const BOARD_EXPORT_VERSION = 1;

/** Largest import body the server accepts, in bytes (both import routes; the dialog checks first). */
export const IMPORT_MAX_BYTES = 100 * 1024 * 1024;
/** Most cards (with sub-cards) one import may create. */
export const IMPORT_MAX_CARDS = 50_000;

const iso = z.string().min(1).max(40);
const text = (max: number) => z.string().max(max);

/** A person as the file knows them: matched by e-mail, then by name, on import. */
export const personRefSchema = z.object({
  email: z.string().max(320).nullable(),
  name: text(300),
});
export type PersonRef = z.infer<typeof personRefSchema>;

/**
 * A history entry as stored (src/server/editor/history.ts). The places of a `moved` entry
 * (`{columnId, columnName, parentCardId}`) keep the ids of the exporting board; an import rewrites
 * them to the new board's columns and cards (src/server/import/boardImport/movePlaces.ts).
 */
export const exportedHistorySchema = z.object({
  actor: personRefSchema.nullable(),
  action: text(100),
  field: text(200).nullable(),
  from: z.unknown(),
  to: z.unknown(),
  createdAt: iso,
});
export type ExportedHistory = z.infer<typeof exportedHistorySchema>;

export const exportedCommentSchema = z.object({
  author: personRefSchema.nullable(),
  text: text(100_000),
  createdAt: iso,
  updatedAt: iso,
});
export type ExportedComment = z.infer<typeof exportedCommentSchema>;

export const exportedMemberSchema = personRefSchema.extend({ isResponsible: z.boolean() });
export type ExportedMember = z.infer<typeof exportedMemberSchema>;

export const exportedCardStickerSchema = z.object({
  /** `key` of a board sticker in the same file. */
  sticker: text(100),
  /** The stored value (src/shared/stickers/stickerValues.ts, stickerWire.ts Stored*), or null. */
  value: z.unknown(),
  updatedAt: iso,
  updatedBy: personRefSchema.nullable(),
});
export type ExportedCardSticker = z.infer<typeof exportedCardStickerSchema>;

export interface ExportedCard {
  name: string;
  desc: string | null;
  color: string | null;
  sort: number;
  createdAt: string;
  movedAt: string;
  doneAt: string | null;
  archivedAt: string | null;
  creator: PersonRef | null;
  /** Created through a guest link (no creator then); left out when false. */
  createdByGuest?: boolean;
  members: ExportedMember[];
  stickers: ExportedCardSticker[];
  comments: ExportedComment[];
  history: ExportedHistory[];
  /** Sub-cards, in any order (each has its own `sort`). */
  children: ExportedCard[];
}

export const exportedCardSchema: z.ZodType<ExportedCard> = z.lazy(() =>
  z.object({
    name: text(10_000),
    desc: text(1_000_000).nullable(),
    color: text(50).nullable(),
    sort: z.number().int().min(0),
    createdAt: iso,
    movedAt: iso,
    doneAt: iso.nullable(),
    archivedAt: iso.nullable(),
    creator: personRefSchema.nullable(),
    createdByGuest: z.boolean().optional(),
    members: z.array(exportedMemberSchema),
    stickers: z.array(exportedCardStickerSchema),
    comments: z.array(exportedCommentSchema),
    history: z.array(exportedHistorySchema),
    children: z.array(exportedCardSchema),
  }),
);

export const exportedBoardStickerSchema = z.object({
  /** Unique within the file; card stickers refer to it. */
  key: text(100),
  type: text(50),
  name: text(300).nullable(),
  icon: text(100).nullable(),
  isActive: z.boolean(),
  /** src/shared/stickers/stickerConfigs.ts; checked on import with the shared rules. */
  configs: z.unknown(),
  /** Stored as is in a 32-bit column (card sorts may be larger: the import renumbers them). */
  sort: z.number().int().min(-MAX_INT32).max(MAX_INT32),
  /** Soft-deleted definitions are kept so cards can show them as `deleted`. */
  deletedAt: iso.nullable(),
});
export type ExportedBoardSticker = z.infer<typeof exportedBoardStickerSchema>;

export const exportedTemplateSchema = z.object({
  name: text(300),
  description: text(1_000).nullable(),
  taskName: text(300),
  taskDescription: text(100_000).nullable(),
  executors: z.array(personRefSchema),
  responsible: z.array(personRefSchema),
  /** `sticker` is a board sticker `key`. */
  stickers: z.array(z.object({ sticker: text(100), value: z.unknown() })),
});
export type ExportedTemplate = z.infer<typeof exportedTemplateSchema>;

export const exportedColumnSchema = z.object({
  name: text(300),
  color: text(50).nullable(),
  /** Set when the column is archived (off the board until restored); absent in older files. */
  archivedAt: iso.nullable().optional(),
  /** Every top-level card of the column, open and archived (`archivedAt` set). */
  cards: z.array(exportedCardSchema),
});
export type ExportedColumn = z.infer<typeof exportedColumnSchema>;

/** The whole file (`GET /board/{boardId}/export`; body of `POST /project/{projectId}/import/board`). */
export const boardExportSchema = z.object({
  format: z.literal(BOARD_EXPORT_FORMAT),
  version: z.literal(BOARD_EXPORT_VERSION),
  exportedAt: iso,
  board: z.object({
    name: text(300),
    bgColor: text(50).nullable(),
    bgImage: text(2_000).nullable(),
    displayType: text(50),
  }),
  stickers: z.array(exportedBoardStickerSchema),
  templates: z.array(exportedTemplateSchema),
  /** Left to right. */
  columns: z.array(exportedColumnSchema),
});
export type BoardExport = z.infer<typeof boardExportSchema>;

/** An object of the imported file that was not imported, and why (DESIGN §3 import report). */
export interface SkippedItem {
  kind: string;
  id: string;
  name: string;
  reason: string;
}

/** Answer of both import routes and the CLI's last line (DESIGN §3 import report). */
export interface ImportReport {
  boardId: number;
  columns: number;
  /** Top-level cards, open and archived. */
  cards: number;
  archivedCards: number;
  /** Cards under another card (Trello: checklist items). */
  subCards: number;
  comments: number;
  skipped: SkippedItem[];
}
