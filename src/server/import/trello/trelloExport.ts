/**
 * Trello's "Export as JSON" board file, as Trello writes it (issue 7 Deliver 1 and 4; DESIGN §3
 * import report). The schema is tolerant: every field the importer reads is optional, nullable
 * where Trello writes null, and unknown keys pass through untouched, so a real export of any age
 * parses. Only the skeleton that makes a file a board export is required: a top-level object with
 * `id`, `name`, and the `lists` and `cards` arrays. Anything else fails with a
 * {@link TrelloExportError} whose message says what is wrong (and whose `reason` / `params` let a
 * route translate it).
 */
import { z } from 'zod';

/** Trello writes `pos` as a number; very old exports and some tools write it as a numeric string. */
const pos = z
  .union([z.number(), z.string().regex(/^-?\d+(\.\d+)?(e[+-]?\d+)?$/i)])
  .transform((p) => Number(p))
  .nullish();

const str = z.string().nullish();
const bool = z.boolean().nullish();
const ids = z.array(z.string()).nullish();
/** Arrays whose entries we only count or list (votes, Trello stickers, plugin data). */
const anyArray = z.array(z.unknown()).nullish();
/** Minutes before `due`; -1 or null = no reminder. */
const reminder = z.union([z.number(), z.string()]).nullish();
const ref = z.looseObject({ id: str, name: str }).nullish();

/** A label colour: green, yellow, orange, red, purple, blue, sky, lime, pink, black, their
 * `_dark` / `_light` variants, or null (a colourless label). Unknown colours are accepted too. */
export const trelloColorSchema = z.string().nullish();

/** A label. Exports before 2014 write labels without `id` (`{color, name}` on cards, names in the board's
 * `labelNames`); see `trelloLabelKey` (./trelloValues.ts). */
export const trelloLabelSchema = z.looseObject({ id: str, name: str, color: trelloColorSchema });

export const trelloListSchema = z.looseObject({
  id: z.string(),
  name: str,
  closed: bool,
  pos,
  color: str,
  softLimit: z.union([z.number(), z.string()]).nullish(),
});

export const trelloAttachmentSchema = z.looseObject({ id: z.string(), name: str, url: str, date: str });

export const trelloCustomFieldItemSchema = z.looseObject({
  id: z.string(),
  idCustomField: str,
  idModel: str,
  idValue: str,
  value: z.record(z.string(), z.unknown()).nullish(),
});

export const trelloCardSchema = z.looseObject({
  id: z.string(),
  name: str,
  desc: str,
  closed: bool,
  idList: str,
  pos,
  due: str,
  start: str,
  dueComplete: bool,
  dueReminder: reminder,
  idLabels: ids,
  labels: z.array(trelloLabelSchema).nullish(),
  idMembers: ids,
  idMembersVoted: ids,
  idChecklists: ids,
  /** Exports before 2014 kept the checked items here rather than in each item's `state`. */
  checkItemStates: z.array(z.looseObject({ idCheckItem: str, state: str })).nullish(),
  dateLastActivity: str,
  isTemplate: bool,
  address: str,
  locationName: str,
  coordinates: z.unknown().optional(),
  stickers: anyArray,
  pluginData: anyArray,
  cover: z.looseObject({ color: str, idAttachment: str, idUploadedBackground: str, idPlugin: str }).nullish(),
  attachments: z.array(trelloAttachmentSchema).nullish(),
  customFieldItems: z.array(trelloCustomFieldItemSchema).nullish(),
});

export const trelloCheckItemSchema = z.looseObject({
  id: z.string(),
  name: str,
  state: str, // 'complete' | 'incomplete'
  pos,
  due: str,
  dueReminder: reminder,
  idMember: str,
});

export const trelloChecklistSchema = z.looseObject({
  id: z.string(),
  idCard: str,
  name: str,
  pos,
  checkItems: z.array(trelloCheckItemSchema).nullish(),
});

export const trelloMemberSchema = z.looseObject({ id: z.string(), fullName: str, username: str });

export const trelloActionSchema = z.looseObject({
  id: z.string(),
  type: z.string(),
  date: str,
  idMemberCreator: str,
  data: z
    .looseObject({
      text: str,
      dateLastEdited: str,
      card: z
        .looseObject({ id: str, name: str, desc: str, closed: bool, dueComplete: bool, due: str, start: str })
        .nullish(),
      old: z.record(z.string(), z.unknown()).nullish(),
      list: ref,
      listBefore: ref,
      listAfter: ref,
      checklist: ref,
      checkItem: z.looseObject({ id: str, name: str, state: str }).nullish(),
      idMember: str,
      member: ref,
    })
    .nullish(),
  memberCreator: z.looseObject({ id: str, fullName: str, username: str }).nullish(),
});

export const trelloCustomFieldSchema = z.looseObject({
  id: z.string(),
  name: str,
  type: str,
  pos,
  options: z
    .array(z.looseObject({ id: z.string(), value: z.record(z.string(), z.unknown()).nullish(), color: str, pos }))
    .nullish(),
});

/** The whole board export. */
export const trelloBoardSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  desc: str,
  closed: bool,
  url: str,
  dateLastActivity: str,
  prefs: z.looseObject({ background: str, backgroundColor: str, backgroundImage: str }).nullish(),
  labels: z.array(trelloLabelSchema).nullish(),
  /** Label names per colour; the only label list of exports before 2014 (no `labels` array). */
  labelNames: z.record(z.string(), z.string().nullish()).nullish(),
  lists: z.array(trelloListSchema),
  cards: z.array(trelloCardSchema),
  checklists: z.array(trelloChecklistSchema).nullish(),
  members: z.array(trelloMemberSchema).nullish(),
  actions: z.array(trelloActionSchema).nullish(),
  customFields: z.array(trelloCustomFieldSchema).nullish(),
  pluginData: anyArray,
});

export type TrelloBoard = z.infer<typeof trelloBoardSchema>;
export type TrelloList = z.infer<typeof trelloListSchema>;
export type TrelloCard = z.infer<typeof trelloCardSchema>;
export type TrelloLabel = z.infer<typeof trelloLabelSchema>;
export type TrelloChecklist = z.infer<typeof trelloChecklistSchema>;
export type TrelloCheckItem = z.infer<typeof trelloCheckItemSchema>;
export type TrelloMember = z.infer<typeof trelloMemberSchema>;
export type TrelloAction = z.infer<typeof trelloActionSchema>;
export type TrelloCustomField = z.infer<typeof trelloCustomFieldSchema>;

/** Why a file is not a Trello board export (the i18n key suffix a route may translate). */
export type TrelloExportErrorReason = 'notObject' | 'array' | 'missing' | 'shape';

/**
 * The file is not a Trello board export. `message` is meant for the user (English);
 * `reason` + `params` (`missing`: `{fields: '"id", "lists"'}`; `shape`: `{paths: 'lists: …'}`)
 * let a route answer in the request's language.
 */
export class TrelloExportError extends Error {
  readonly reason: TrelloExportErrorReason;
  readonly params: Record<string, string>;
  constructor(message: string, reason: TrelloExportErrorReason = 'shape', params: Record<string, string> = {}) {
    super(message);
    this.name = 'TrelloExportError';
    this.reason = reason;
    this.params = params;
  }
}

const NOT_TRELLO = 'Not a Trello board export';
const HOW = ' (In Trello: board menu → Print, export and share → Export as JSON.)';

/** An entry of a secondary array that does not have Trello's shape: left out and reported. */
export interface MalformedEntry {
  /** The array: action, checklist, member, customField, label. */
  kind: string;
  id: string;
  name: string;
  reason: string;
}

/**
 * Arrays whose entries are checked one by one: a malformed action or checklist (third-party tools
 * and old exports write odd ones) is reported instead of refusing the whole board. Lists and cards
 * stay strict: they are the board.
 */
const LENIENT_ARRAYS = [
  ['actions', 'action', trelloActionSchema],
  ['checklists', 'checklist', trelloChecklistSchema],
  ['members', 'member', trelloMemberSchema],
  ['customFields', 'customField', trelloCustomFieldSchema],
  ['labels', 'label', trelloLabelSchema],
] as const;

const describeIssue = (issues: readonly z.core.$ZodIssue[]): string =>
  issues
    .slice(0, 2)
    .map((issue) => `${issue.path.join('.') || '(entry)'}: ${issue.message}`)
    .join('; ');

/** Keep the well-formed entries of the lenient arrays; list the others (pure; input untouched). */
function withoutMalformed(record: Record<string, unknown>): {
  record: Record<string, unknown>;
  malformed: MalformedEntry[];
} {
  const malformed: MalformedEntry[] = [];
  const cleaned = { ...record };
  for (const [key, kind, schema] of LENIENT_ARRAYS) {
    const entries = record[key];
    if (!Array.isArray(entries)) continue;
    cleaned[key] = entries.filter((entry: unknown, index) => {
      const result = schema.safeParse(entry);
      if (result.success) return true;
      const object = entry !== null && typeof entry === 'object' ? (entry as Record<string, unknown>) : {};
      malformed.push({
        kind,
        id: typeof object.id === 'string' ? object.id : `${key}[${index}]`,
        name: typeof object.name === 'string' ? object.name : typeof object.type === 'string' ? object.type : '',
        reason: `Not in Trello's format (${describeIssue(result.error.issues)}); not imported.`,
      });
      return false;
    });
  }
  return { record: cleaned, malformed };
}

/**
 * Validate a parsed JSON value as a Trello board export and return it typed (unknown keys kept),
 * with the entries of secondary arrays (actions, checklists, members, custom fields, labels) that
 * do not have Trello's shape left out and listed in `malformed`.
 * Throws {@link TrelloExportError} with a clear reason otherwise: not an object (`notObject`), an
 * array, e.g. a card list or another tool's export (`array`), an object missing `id` / `name` /
 * `lists` / `cards` — a single Trello card or list export lacks `lists` / `cards` (`missing`), or
 * lists / cards of the wrong shape (`shape`; the message names the first few paths).
 */
export function parseTrelloExportWithReport(input: unknown): { board: TrelloBoard; malformed: MalformedEntry[] } {
  if (Array.isArray(input))
    throw new TrelloExportError(`${NOT_TRELLO}: it is a JSON array, not a board object.${HOW}`, 'array');
  if (input === null || typeof input !== 'object')
    throw new TrelloExportError(`${NOT_TRELLO}: it is not a JSON object.${HOW}`, 'notObject');
  const record = input as Record<string, unknown>;
  const missing = ['id', 'name', 'lists', 'cards'].filter((key) => record[key] === undefined);
  if (missing.length > 0) {
    const fields = missing.map((key) => `"${key}"`).join(', ');
    throw new TrelloExportError(`${NOT_TRELLO}: missing ${fields}.${HOW}`, 'missing', { fields });
  }
  const { record: cleaned, malformed } = withoutMalformed(record);
  const parsed = trelloBoardSchema.safeParse(cleaned);
  if (!parsed.success) {
    const paths = parsed.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.') || '(top level)'}: ${issue.message}`)
      .join('; ');
    throw new TrelloExportError(`${NOT_TRELLO}: ${paths}.${HOW}`, 'shape', { paths });
  }
  return { board: parsed.data, malformed };
}

/** {@link parseTrelloExportWithReport} without the list of left-out entries. */
export function parseTrelloExport(input: unknown): TrelloBoard {
  return parseTrelloExportWithReport(input).board;
}
