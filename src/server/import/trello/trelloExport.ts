/**
 * Trello's "Export as JSON" board file, as Trello writes it (issue 7 Deliver 1 and 4; DESIGN §3
 * import report). The schema is tolerant: every field the importer does not need is optional,
 * nullable where Trello writes null, and unknown keys pass through untouched, so a real export
 * of any age parses. Only the skeleton that makes a file a board export is required: a top-level
 * object with `id`, `name`, and the `lists` and `cards` arrays. Anything else fails with a
 * {@link TrelloExportError} whose message says what is wrong.
 */
import { z } from 'zod';

/** Trello writes `pos` as a number; very old exports and some tools write it as a numeric string. */
const pos = z
  .union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)])
  .transform((p) => Number(p))
  .nullish();

const str = z.string().nullish();
const bool = z.boolean().nullish();
const ids = z.array(z.string()).nullish();

/** A label colour: green, yellow, orange, red, purple, blue, sky, lime, pink, black, their
 * `_dark` / `_light` variants, or null (a colourless label). Unknown colours are accepted too. */
export const trelloColorSchema = z.string().nullish();

export const trelloLabelSchema = z.looseObject({ id: z.string(), name: str, color: trelloColorSchema });

export const trelloListSchema = z.looseObject({ id: z.string(), name: str, closed: bool, pos });

export const trelloAttachmentSchema = z.looseObject({ id: z.string(), name: str, url: str });

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
  idLabels: ids,
  labels: z.array(z.looseObject({ id: z.string() })).nullish(),
  idMembers: ids,
  idChecklists: ids,
  dateLastActivity: str,
  cover: z.looseObject({ color: str, idAttachment: str }).nullish(),
  attachments: z.array(trelloAttachmentSchema).nullish(),
  customFieldItems: z.array(trelloCustomFieldItemSchema).nullish(),
});

export const trelloCheckItemSchema = z.looseObject({
  id: z.string(),
  name: str,
  state: z.string().nullish(), // 'complete' | 'incomplete'
  pos,
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
      card: z.looseObject({ id: z.string().nullish(), name: str }).nullish(),
      list: z.looseObject({ id: z.string().nullish(), name: str }).nullish(),
    })
    .nullish(),
  memberCreator: z.looseObject({ id: str, fullName: str, username: str }).nullish(),
});

export const trelloCustomFieldSchema = z.looseObject({
  id: z.string(),
  name: str,
  type: str,
  options: z
    .array(z.looseObject({ id: z.string(), value: z.record(z.string(), z.unknown()).nullish(), color: str }))
    .nullish(),
});

/** The whole board export. */
export const trelloBoardSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  desc: str,
  closed: bool,
  url: str,
  prefs: z.looseObject({ backgroundColor: str, backgroundImage: str }).nullish(),
  labels: z.array(trelloLabelSchema).nullish(),
  lists: z.array(trelloListSchema),
  cards: z.array(trelloCardSchema),
  checklists: z.array(trelloChecklistSchema).nullish(),
  members: z.array(trelloMemberSchema).nullish(),
  actions: z.array(trelloActionSchema).nullish(),
  customFields: z.array(trelloCustomFieldSchema).nullish(),
});

export type TrelloBoard = z.infer<typeof trelloBoardSchema>;
export type TrelloCard = z.infer<typeof trelloCardSchema>;
export type TrelloLabel = z.infer<typeof trelloLabelSchema>;
export type TrelloAction = z.infer<typeof trelloActionSchema>;

/** The file is not a Trello board export; `message` is meant for the user. */
export class TrelloExportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TrelloExportError';
  }
}

const NOT_TRELLO = 'Not a Trello board export';
const HOW = ' (In Trello: board menu → Print, export and share → Export as JSON.)';

/**
 * Validate a parsed JSON value as a Trello board export and return it typed (unknown keys kept).
 * Throws {@link TrelloExportError} with a clear reason otherwise: not an object, an array (e.g. a
 * card list or another tool's export), or a board missing `id` / `name` / `lists` / `cards`, or
 * holding entries of the wrong shape (the message names the first few paths).
 */
export function parseTrelloExport(input: unknown): TrelloBoard {
  if (Array.isArray(input)) throw new TrelloExportError(`${NOT_TRELLO}: it is a JSON array, not a board object.${HOW}`);
  if (input === null || typeof input !== 'object')
    throw new TrelloExportError(`${NOT_TRELLO}: it is not a JSON object.${HOW}`);
  const record = input as Record<string, unknown>;
  const missing = ['id', 'name', 'lists', 'cards'].filter((key) => record[key] === undefined);
  if (missing.length > 0)
    throw new TrelloExportError(`${NOT_TRELLO}: missing ${missing.map((key) => `"${key}"`).join(', ')}.${HOW}`);
  const parsed = trelloBoardSchema.safeParse(input);
  if (!parsed.success) {
    const where = parsed.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.') || '(top level)'}: ${issue.message}`)
      .join('; ');
    throw new TrelloExportError(`${NOT_TRELLO}: ${where}.${HOW}`);
  }
  return parsed.data;
}
