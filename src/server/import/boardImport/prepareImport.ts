/**
 * Checks a board file before anything is written and lays it out for the writer (issue 7 Deliver
 * 3–4; src/shared/board/boardExport.ts): at most IMPORT_MAX_CARDS cards, a supported display type,
 * sticker definitions valid by the shared rules (catalogue type, a name for named types, configs,
 * one live definition per unnamed type, unique keys), card and template stickers naming a
 * definition of the file with values valid for its type, and card dates that read as dates (stored
 * as ISO instants, importInstants.ts). The first problem throws a 400 naming
 * the place (importErrors.ts); the file is rejected whole, never partly written.
 *
 * Cards come out level by level (top-level cards of every column, then their sub-cards, …), so a
 * parent is always written before its children. A list (column + parent + archived) whose sorts
 * collide or pass the 32-bit limit is renumbered in its order (highest sort first, then file order);
 * the sorts of a file we exported are kept as they are.
 */
import { DISPLAY_TYPES } from '../../../shared/company/company.schemas';
import {
  CATALOGUE_STICKER_TYPES,
  isNamedStickerType,
  stickerConfigsSchema,
  validateStickerPut,
  type StickerConfigs,
  type StickerType,
} from '../../../shared/stickers';
import {
  IMPORT_MAX_CARDS,
  type BoardExport,
  type ExportedCard,
  type ExportedTemplate,
  type PersonRef,
} from '../../../shared/board/boardExport';
import { MAX_SORT } from '../../editor/cards.repository';
import { cardWithInstants } from './importInstants';
import { importFileError, quoted } from './importErrors';
import { storedValueChecker, type StoredValueCheck } from './storedStickerValue';

/** A sticker definition ready to insert (configs as the shared schema parsed them). */
export interface PreparedSticker {
  type: string;
  name: string | null;
  icon: string | null;
  isActive: boolean;
  configs: StickerConfigs;
  sort: number;
  deletedAt: string | null;
  /** Checks a stored card sticker value of this definition (storedStickerValue.ts). */
  check: (value: unknown) => StoredValueCheck;
}

/** A card sticker: which definition (index into `stickers`) and the value to store. */
export interface PreparedCardSticker {
  sticker: number;
  value: unknown;
  updatedAt: string;
  updatedBy: PersonRef | null;
}

export interface PreparedCard {
  card: ExportedCard;
  column: number;
  /** Index of the parent in `cards`, or null for a top-level card. */
  parent: number | null;
  sort: number;
  stickers: PreparedCardSticker[];
}

export interface PreparedTemplate {
  template: ExportedTemplate;
  stickers: { sticker: number; value: unknown }[];
}

export interface PreparedImport {
  stickers: PreparedSticker[];
  templates: PreparedTemplate[];
  /** Every card, level by level; `levels[i]` are the indexes of depth i. */
  cards: PreparedCard[];
  levels: number[][];
}

const identity = (key: string): string => key;

function countCards(cards: readonly ExportedCard[]): number {
  let total = 0;
  const stack = [...cards];
  while (stack.length > 0) {
    const card = stack.pop() as ExportedCard;
    total += 1;
    for (const child of card.children) stack.push(child);
  }
  return total;
}

function prepareStickers(file: BoardExport): { stickers: PreparedSticker[]; byKey: Map<string, number> } {
  const byKey = new Map<string, number>();
  const liveTypes = new Set<string>();
  const stickers = file.stickers.map((sticker, index) => {
    const label = quoted(sticker.name ?? sticker.key);
    if (byKey.has(sticker.key)) throw importFileError('importStickerTwice', { sticker: quoted(sticker.key) });
    byKey.set(sticker.key, index);
    if (!(CATALOGUE_STICKER_TYPES as readonly string[]).includes(sticker.type)) {
      throw importFileError('importStickerType', { sticker: label, type: quoted(sticker.type) });
    }
    const named = isNamedStickerType(sticker.type);
    const name = named ? (sticker.name ?? '').trim() : null;
    if (named && !name) throw importFileError('importStickerName', { type: sticker.type });
    if (!named && sticker.deletedAt === null) {
      if (liveTypes.has(sticker.type)) throw importFileError('importStickerTwice', { sticker: label });
      liveTypes.add(sticker.type);
    }
    const configs = stickerConfigsSchema.safeParse(sticker.configs ?? {});
    if (!configs.success) throw importFileError('importStickerConfigs', { sticker: label });
    return {
      type: sticker.type,
      name,
      icon: sticker.icon,
      isActive: sticker.isActive,
      configs: configs.data,
      sort: sticker.sort,
      deletedAt: sticker.deletedAt,
      check: storedValueChecker(sticker.type, configs.data),
    };
  });
  return { stickers, byKey };
}

function prepareTemplates(
  file: BoardExport,
  stickers: PreparedSticker[],
  byKey: Map<string, number>,
): PreparedTemplate[] {
  return file.templates.map((template) => ({
    template,
    stickers: template.stickers.map((entry) => {
      const index = byKey.get(entry.sticker);
      const names = { template: quoted(template.name), sticker: quoted(entry.sticker) };
      if (index === undefined) throw importFileError('importTemplateUnknownSticker', names);
      if (entry.value === null || entry.value === undefined) return { sticker: index, value: null };
      const definition = stickers[index];
      const checked = validateStickerPut(definition.type as StickerType, entry.value, definition.configs, identity);
      if (!checked.ok) {
        throw importFileError('importTemplateStickerValue', {
          ...names,
          sticker: quoted(definition.name ?? entry.sticker),
        });
      }
      return { sticker: index, value: checked.value ?? null };
    }),
  }));
}

function prepareCardStickers(
  card: ExportedCard,
  stickers: PreparedSticker[],
  byKey: Map<string, number>,
): PreparedCardSticker[] {
  const seen = new Set<number>();
  return card.stickers.map((entry) => {
    const index = byKey.get(entry.sticker);
    const names = { card: quoted(card.name), sticker: quoted(entry.sticker) };
    if (index === undefined) throw importFileError('importCardUnknownSticker', names);
    const definition = stickers[index];
    names.sticker = quoted(definition.name ?? entry.sticker);
    if (seen.has(index)) throw importFileError('importCardStickerTwice', names);
    seen.add(index);
    const checked = definition.check(entry.value);
    if (!checked.ok) throw importFileError('importCardStickerValue', names);
    return { sticker: index, value: checked.value, updatedAt: entry.updatedAt, updatedBy: entry.updatedBy };
  });
}

/** Renumbers every list whose sorts collide or do not fit (see the file header). */
function settleSorts(cards: PreparedCard[]): void {
  const lists = new Map<string, number[]>();
  cards.forEach((prepared, index) => {
    const key = `${prepared.column}:${prepared.parent ?? ''}:${prepared.card.archivedAt === null ? 0 : 1}`;
    const list = lists.get(key) ?? [];
    list.push(index);
    lists.set(key, list);
  });
  for (const list of lists.values()) {
    const sorts = list.map((index) => cards[index].sort);
    if (new Set(sorts).size === sorts.length && sorts.every((sort) => sort <= MAX_SORT)) continue;
    const ordered = [...list].sort((a, b) => cards[b].sort - cards[a].sort || a - b);
    ordered.forEach((index, position) => {
      cards[index].sort = ordered.length - 1 - position;
    });
  }
}

/** Validates the file and lays it out for the writer; throws 400 (importErrors.ts) on the first problem. */
export function prepareImport(file: BoardExport): PreparedImport {
  const total = file.columns.reduce((sum, column) => sum + countCards(column.cards), 0);
  if (total > IMPORT_MAX_CARDS) throw importFileError('importTooManyCards', { cards: total, max: IMPORT_MAX_CARDS });
  if (!(DISPLAY_TYPES as readonly string[]).includes(file.board.displayType)) {
    throw importFileError('importDisplayType', { type: quoted(file.board.displayType) });
  }
  const { stickers, byKey } = prepareStickers(file);
  const templates = prepareTemplates(file, stickers, byKey);
  const cards: PreparedCard[] = [];
  const levels: number[][] = [];
  let level: number[] = [];
  file.columns.forEach((column, columnIndex) => {
    for (const card of column.cards) {
      level.push(cards.length);
      cards.push({ card: cardWithInstants(card), column: columnIndex, parent: null, sort: card.sort, stickers: [] });
    }
  });
  while (level.length > 0) {
    levels.push(level);
    const next: number[] = [];
    for (const parentIndex of level) {
      const parent = cards[parentIndex];
      parent.stickers = prepareCardStickers(parent.card, stickers, byKey);
      for (const child of parent.card.children) {
        next.push(cards.length);
        // A sub-card lives in its parent's column (the editor's rule for nested cards).
        cards.push({
          card: cardWithInstants(child),
          column: parent.column,
          parent: parentIndex,
          sort: child.sort,
          stickers: [],
        });
      }
    }
    level = next;
  }
  settleSorts(cards);
  return { stickers, templates, cards, levels };
}
