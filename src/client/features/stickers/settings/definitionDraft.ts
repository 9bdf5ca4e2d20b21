/**
 * The edit form's draft of a board sticker definition and its conversion to the request body
 * (spec/board.md §3 "Board sticker (definition)": name for the named types; configs.automation
 * showPrefix, showAsTimerOnLastDay (deadline), afterCreate offerValue/requireValue, assignValue
 * taskAuthor or a userId (executor/responsible); configs.states; configs.intervals; number
 * precision/min/max). Inputs are kept as typed (strings) and converted only when sent, so the
 * shared zod schema (createBoardStickerBody) reports bad numbers on the right input.
 */
import type { FieldErrors } from '../../../../shared/envelope';
import type { IntervalConfig, StateConfig, StickerConfigs } from '../../../../shared/stickers/stickerConfigs';
import type { CatalogueStickerType, StateColor } from '../../../../shared/stickers/stickerTypes';
import { DEFAULT_NUMBER_PRECISION, isNamedStickerType } from '../../../../shared/stickers/stickerTypes';
import type { BoardSticker } from '../../../../shared/stickers/stickerWire';

export type AfterCreate = 'none' | 'offerValue' | 'requireValue';
/** '' nobody, 'taskAuthor', or a member's user id as text. */
export type AssignChoice = string;

export interface DefinitionDraft {
  name: string;
  showPrefix: boolean;
  showAsTimerOnLastDay: boolean;
  afterCreate: AfterCreate;
  assign: AssignChoice;
  states: { name: string; color: StateColor }[];
  /** Dates as `YYYY-MM-DD` (date inputs). */
  intervals: { name: string; start: string; end: string }[];
  precision: string;
  min: string;
  max: string;
}

/** Which parts of the form a type shows. */
export interface DefinitionSections {
  name: boolean;
  showPrefix: boolean;
  showAsTimerOnLastDay: boolean;
  afterCreate: boolean;
  assign: boolean;
  states: boolean;
  intervals: boolean;
  number: boolean;
}

/** Types shown by the strip's system part (counters and ids): no value, nothing to automate. */
const VALUELESS: readonly CatalogueStickerType[] = ['taskId', 'timeInColumn', 'history', 'discussion', 'creator'];
const MEMBER_TYPES: readonly CatalogueStickerType[] = ['executor', 'responsible'];

export function sectionsOf(type: CatalogueStickerType): DefinitionSections {
  const valued = !VALUELESS.includes(type) && !MEMBER_TYPES.includes(type);
  return {
    name: isNamedStickerType(type),
    showPrefix: valued,
    showAsTimerOnLastDay: type === 'deadline',
    afterCreate: valued,
    assign: MEMBER_TYPES.includes(type),
    states: type === 'state',
    intervals: type === 'timeInterval',
    number: type === 'numberField',
  };
}

const dateOnly = (iso: string) => iso.slice(0, 10);
const numberText = (n: number | null | undefined) => (typeof n === 'number' ? String(n) : '');

/** The draft of an existing definition, or of a new one (`sticker` undefined). */
export function draftOf(sticker?: Pick<BoardSticker, 'name' | 'configs'>): DefinitionDraft {
  const configs: StickerConfigs = sticker?.configs ?? {};
  const automation = configs.automation ?? {};
  const assign = automation.assignValue;
  return {
    name: sticker?.name ?? '',
    showPrefix: Boolean(automation.showPrefix),
    showAsTimerOnLastDay: Boolean(automation.showAsTimerOnLastDay),
    afterCreate: automation.afterCreate ?? 'none',
    assign: assign?.taskAuthor ? 'taskAuthor' : assign?.userId ? String(assign.userId) : '',
    states: (configs.states ?? []).map((s: StateConfig) => ({ name: s.name, color: s.color })),
    intervals: (configs.intervals ?? []).map((i: IntervalConfig) => ({
      name: i.name,
      start: dateOnly(i.start),
      end: dateOnly(i.end),
    })),
    precision: numberText(configs.number?.precision ?? DEFAULT_NUMBER_PRECISION),
    min: numberText(configs.number?.min),
    max: numberText(configs.number?.max),
  };
}

/** A typed number, NaN when not a number (the schema then names the input), null when empty. */
const toNumber = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim().replace(',', '.')));

/** The `configs` body of a draft: only the parts the type uses. */
export function configsOf(type: CatalogueStickerType, draft: DefinitionDraft): Record<string, unknown> {
  const sections = sectionsOf(type);
  const automation: Record<string, unknown> = {};
  if (sections.showPrefix) automation.showPrefix = draft.showPrefix;
  if (sections.showAsTimerOnLastDay) automation.showAsTimerOnLastDay = draft.showAsTimerOnLastDay;
  if (sections.afterCreate) automation.afterCreate = draft.afterCreate === 'none' ? null : draft.afterCreate;
  if (sections.assign)
    automation.assignValue =
      draft.assign === 'taskAuthor' ? { taskAuthor: true } : draft.assign ? { userId: Number(draft.assign) } : null;
  const configs: Record<string, unknown> = { automation };
  if (sections.states) configs.states = draft.states.map((s) => ({ name: s.name, color: s.color }));
  if (sections.intervals) configs.intervals = draft.intervals.map((i) => ({ ...i }));
  if (sections.number)
    configs.number = {
      precision: toNumber(draft.precision) ?? DEFAULT_NUMBER_PRECISION,
      min: toNumber(draft.min),
      max: toNumber(draft.max),
    };
  return configs;
}

/** The message at `path` of field errors shaped like the body (`configs.states.0.name`). */
export function errorAt(errors: FieldErrors | undefined, ...path: (string | number)[]): string | undefined {
  let node: FieldErrors | string | undefined = errors;
  for (const key of path) {
    if (!node || typeof node === 'string') return undefined;
    node = node[String(key)];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Merges two error trees, `first` winning. */
export function mergeErrors(first: FieldErrors | undefined, second: FieldErrors | undefined): FieldErrors {
  const out: FieldErrors = { ...(second ?? {}) };
  for (const [key, value] of Object.entries(first ?? {})) {
    const other = out[key];
    out[key] = typeof value === 'object' && typeof other === 'object' ? mergeErrors(value, other) : value;
  }
  return out;
}
