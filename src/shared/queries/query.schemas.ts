/**
 * Saved queries (spec/shell.md §2 /cabinet/company/{companyId}/queries; issue 19 item 1): the
 * definition of a query over a company's cards, validated on the server, declared in the OpenAPI
 * document and used by the client's builder. Every call is for a signed-in member of the company
 * (401 without a token — a guest's share token never reaches queries; 403 non-members; 404 unknown
 * query or a private query of someone else):
 * - GET    /queries/company/{companyId} → SavedQuery[] (mine and the company's shared ones)
 * - GET    /queries/company/{companyId}/options → QueryOptions (boards with columns, members, sticker kinds)
 * - POST   /queries/company/{companyId} saveQueryBody → SavedQuery (201)
 * - PUT    /queries/{queryId} updateQueryBody → SavedQuery (private: owner only; shared: owner or
 *          company owner/admin, else 403)
 * - DELETE /queries/{queryId} → {id} (same rule as PUT)
 * - POST   /queries/company/{companyId}/run runQueryBody → QueryResult (offset pages, limit ≤ 500)
 * - GET    /queries/{queryId}/run?limit&offset → QueryResult
 * - GET    /queries/{queryId}/export.csv → text/csv (every matching card, formula-safe cells)
 * - GET    /queries/{queryId}/board/{boardId}/card-ids → number[] (the matching cards of one board)
 */
import { z } from 'zod';
import { idParam } from '../company/company.schemas';
import { NAME_MAX } from '../constants';
import { isoDateString, stickerName } from '../stickers/stickerConfigs';
import { PRIORITY_LEVELS } from '../stickers/stickerTypes';
import { storable } from '../storableText';
import { V } from '../validation';

/** Most ids in one filter list, sticker conditions, columns; longest search text. */
export const QUERY_LIST_MAX = 200;
export const QUERY_CONDITIONS_MAX = 10;
export const QUERY_COLUMNS_MAX = 40;
export const QUERY_TEXT_MAX = 200;
/** Largest page of rows (issue 19 item 1). */
export const QUERY_PAGE_MAX = 500;
export const QUERY_PAGE_DEFAULT = 100;
/** Most groups answered (the largest first). */
export const QUERY_GROUPS_MAX = 200;

const id = z.number({ error: V.integer }).int({ error: V.integer }).positive({ error: V.integer }).max(2_147_483_647, {
  error: V.tooBig,
});
const ids = z.array(id, { error: V.invalidFormat }).max(QUERY_LIST_MAX, { error: V.tooBig });
const text = storable(
  z.string({ error: V.required }).trim().min(1, { error: V.required }).max(QUERY_TEXT_MAX, {
    error: V.maxLength,
  }),
);

/** A date range; either end may be left out; ISO dates or date-times (UTC when no zone). */
export const dateRangeSchema = z.object({ from: isoDateString.optional(), to: isoDateString.optional() });
export type DateRange = z.infer<typeof dateRangeSchema>;

/** Sticker types a query reads values of (conditions, columns). */
export const QUERY_STICKER_TYPES = [
  'state',
  'deadline',
  'priority',
  'numberField',
  'textField',
  'timeTracking',
  'timer',
  'stopwatch',
  'timeInterval',
] as const;
export type QueryStickerType = (typeof QUERY_STICKER_TYPES)[number];

/**
 * Which stickers: every board sticker of `type` in the company, or only those named `name`
 * (named types: state, number, text, interval — the same name on several boards is one column).
 */
export const stickerRefSchema = z.object({
  type: z.enum(QUERY_STICKER_TYPES, { error: V.chooseOne }),
  name: stickerName.optional(),
});
export type StickerRef = z.infer<typeof stickerRefSchema>;

const named = { name: stickerName.optional() };
/** One sticker condition (issue 19 item 1); a card matches when one of its stickers does. */
export const stickerConditionSchema = z.discriminatedUnion(
  'op',
  [
    z.object({ op: z.literal('stateIs'), ...named, state: stickerName }),
    z.object({ op: z.literal('deadlineBefore'), before: isoDateString }),
    /** A deadline passed on a card not done. */
    z.object({ op: z.literal('overdue') }),
    z.object({ op: z.literal('priorityIs'), priority: z.enum(PRIORITY_LEVELS, { error: V.chooseOne }) }),
    z
      .object({
        op: z.literal('numberInRange'),
        ...named,
        min: z.number({ error: V.invalidFormat }).finite({ error: V.invalidFormat }).optional(),
        max: z.number({ error: V.invalidFormat }).finite({ error: V.invalidFormat }).optional(),
      })
      .refine((c) => c.min === undefined || c.max === undefined || c.min <= c.max, {
        error: V.tooSmall,
        path: ['max'],
      }),
    z.object({ op: z.literal('textContains'), ...named, text }),
    /** Time tracking fact above its plan. */
    z.object({ op: z.literal('trackingOverPlan') }),
    z.object({ op: z.literal('timerRunning') }),
  ],
  { error: V.chooseOne },
);
export type StickerCondition = z.infer<typeof stickerConditionSchema>;
export type StickerOp = StickerCondition['op'];
export const STICKER_OPS = [
  'stateIs',
  'deadlineBefore',
  'overdue',
  'priorityIs',
  'numberInRange',
  'textContains',
  'trackingOverPlan',
  'timerRunning',
] as const satisfies readonly StickerOp[];

/** Card filters; all given ones must hold (AND); an empty list means "any". */
export const queryFiltersSchema = z.object({
  boardIds: ids.optional(),
  columnIds: ids.optional(),
  /** Name or description contains (case-insensitive). */
  text: text.optional(),
  status: z.enum(['any', 'open', 'done'], { error: V.chooseOne }).optional(),
  archived: z.enum(['exclude', 'include', 'only'], { error: V.chooseOne }).optional(),
  created: dateRangeSchema.optional(),
  moved: dateRangeSchema.optional(),
  done: dateRangeSchema.optional(),
  executorIds: ids.optional(),
  responsibleIds: ids.optional(),
  creatorIds: ids.optional(),
  stickers: z.array(stickerConditionSchema).max(QUERY_CONDITIONS_MAX, { error: V.tooBig }).optional(),
});
export type QueryFilters = z.infer<typeof queryFiltersSchema>;

/** Card fields a result may show and sort by. */
export const CARD_FIELDS = [
  'counter',
  'name',
  'board',
  'column',
  'createdAt',
  'movedAt',
  'doneAt',
  'archivedAt',
  'creator',
  'executors',
  'responsible',
] as const;
export type CardField = (typeof CARD_FIELDS)[number];
/** Fields the server sorts by (people lists are not sortable). */
export const SORTABLE_FIELDS = [
  'counter',
  'name',
  'board',
  'column',
  'createdAt',
  'movedAt',
  'doneAt',
  'archivedAt',
] as const satisfies readonly CardField[];

/** A result column: a card field or a sticker's value. */
export const queryColumnSchema = z.union([
  z.object({ field: z.enum(CARD_FIELDS, { error: V.chooseOne }) }),
  z.object({ sticker: stickerRefSchema }),
]);
export type QueryColumn = z.infer<typeof queryColumnSchema>;

export const querySortSchema = z.object({
  by: z.union([
    z.object({ field: z.enum(SORTABLE_FIELDS, { error: V.chooseOne }) }),
    z.object({ sticker: stickerRefSchema }),
  ]),
  dir: z.enum(['asc', 'desc'], { error: V.chooseOne }),
});
export type QuerySort = z.infer<typeof querySortSchema>;

/** Grouping of the totals: `state` groups by the value of the state sticker (named `stateName` when given). */
export const QUERY_GROUP_BY = ['board', 'column', 'executor', 'responsible', 'creator', 'status', 'state'] as const;
export type QueryGroupBy = (typeof QUERY_GROUP_BY)[number];

/** A whole query definition; defaults: open and archived excluded, counter descending. */
export const queryDefinitionSchema = z.object({
  filters: queryFiltersSchema,
  columns: z.array(queryColumnSchema).max(QUERY_COLUMNS_MAX, { error: V.tooBig }).optional(),
  sort: querySortSchema.optional(),
  groupBy: z.enum(QUERY_GROUP_BY, { error: V.chooseOne }).nullable().optional(),
  stateName: stickerName.optional(),
});
export type QueryDefinition = z.infer<typeof queryDefinitionSchema>;

export const queryName = storable(
  z.string({ error: V.required }).trim().min(1, { error: V.required }).max(NAME_MAX, { error: V.maxLength }),
);

export const queryCompanyParams = z.object({ companyId: idParam });
export const queryParams = z.object({ queryId: idParam });
export const queryBoardParams = z.object({ queryId: idParam, boardId: idParam });

export const saveQueryBody = z.object({
  name: queryName,
  definition: queryDefinitionSchema,
  shared: z.boolean({ error: V.invalidFormat }).optional(),
});
export const updateQueryBody = z.object({
  name: queryName.optional(),
  definition: queryDefinitionSchema.optional(),
  shared: z.boolean({ error: V.invalidFormat }).optional(),
});

const pageFields = {
  limit: z.coerce
    .number({ error: V.integer })
    .int({ error: V.integer })
    .min(1, { error: V.tooSmall })
    .max(QUERY_PAGE_MAX, {
      error: V.tooBig,
    }),
  offset: z.coerce
    .number({ error: V.integer })
    .int({ error: V.integer })
    .min(0, { error: V.tooSmall })
    .max(10_000_000, {
      error: V.tooBig,
    }),
};
export const runQueryBody = z.object({
  definition: queryDefinitionSchema,
  limit: pageFields.limit.optional(),
  offset: pageFields.offset.optional(),
});
export const runQueryQuery = z.object({ limit: pageFields.limit.optional(), offset: pageFields.offset.optional() });

/** The key of a column (data grid field, CSV header order): `counter`, `s:state:Status`, `s:priority:`. */
export const columnKey = (column: QueryColumn): string =>
  'field' in column ? column.field : `s:${column.sticker.type}:${column.sticker.name ?? ''}`;

/** The columns shown when the definition names none. */
export const DEFAULT_COLUMNS: QueryColumn[] = [
  { field: 'counter' },
  { field: 'name' },
  { field: 'board' },
  { field: 'column' },
  { field: 'executors' },
  { field: 'createdAt' },
];
