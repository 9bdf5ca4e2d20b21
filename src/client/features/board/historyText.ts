/**
 * The sentences of the card history (HistoryTab.tsx; DESIGN §4 "Every change that a user can see
 * on a card writes a history entry"): one per action, in the user's language. What the server
 * stores (src/server/editor/history.ts) gives the details: a move's `from` / `to` places
 * `{columnId, columnName, parentCardId}` (cardMoves.ts), a member change's person
 * `{userId, name, isResponsible}` (cards.service.ts), a sticker change the sticker's name or type
 * in `field`. Entries without those details (older or imported ones) read generically.
 */
import { useTranslation } from '../../app/translation';
import type { HistoryEntry } from '../../../shared/board/board.types';
import { STICKER_TYPES } from '../../../shared/stickers/stickerTypes';

/** Actions with their own text; others read "changed the card". */
export const HISTORY_ACTIONS = [
  'created',
  'copied',
  'renamed',
  'described',
  'moved',
  'done',
  'undone',
  'archived',
  'unarchived',
  'commented',
  'memberAdded',
  'memberRemoved',
  'stickerAttached',
  'stickerChanged',
  'stickerDetached',
  'timerFinished',
  'recurred',
  'importedMembers',
] as const;

/** One value as text: a list of names (or of `{name}`) joined with commas, anything else as JSON. */
const textOf = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  if (Array.isArray(value))
    return value
      .map((item: unknown) =>
        item !== null && typeof item === 'object' && 'name' in item ? String(item.name) : textOf(item),
      )
      .join(', ');
  return JSON.stringify(value);
};

const short = (value: unknown) => {
  const text = textOf(value);
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
};

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

/** A move's place as stored: the column (id and name at the time) and the parent card, if any. */
interface Place {
  columnId: number | null;
  columnName: string;
  parentCardId: number | null;
}

function placeOf(value: unknown): Place | null {
  if (!isObject(value) || typeof value.columnName !== 'string' || !value.columnName) return null;
  return {
    columnId: typeof value.columnId === 'number' ? value.columnId : null,
    columnName: value.columnName,
    parentCardId: typeof value.parentCardId === 'number' ? value.parentCardId : null,
  };
}

/** The i18n key and values of a move: between columns, or into / out of a parent card in one column. */
function moveText(entry: HistoryEntry): [string, Record<string, string>] {
  const from = placeOf(entry.from);
  const to = placeOf(entry.to);
  if (!from || !to) return ['history.action.moved', {}];
  // Imported moves (Trello lists) have no column ids: their names tell the columns apart.
  const sameColumn =
    from.columnId !== null && to.columnId !== null ? from.columnId === to.columnId : from.columnName === to.columnName;
  if (!sameColumn) return ['history.action.movedColumns', { from: from.columnName, to: to.columnName }];
  return [
    to.parentCardId !== null ? 'history.action.movedUnder' : 'history.action.movedOut',
    { column: to.columnName },
  ];
}

/** The i18n key and values of a member change: who, and as executor or responsible. */
function memberText(entry: HistoryEntry): [string, Record<string, string>] {
  const person = entry.action === 'memberAdded' ? entry.to : entry.from;
  if (!isObject(person) || typeof person.name !== 'string' || !person.name)
    return [`history.action.${entry.action}`, {}];
  const role = person.isResponsible === true ? 'Responsible' : 'Executor';
  return [`history.action.${entry.action}${role}`, { name: person.name }];
}

/**
 * The readable text of one entry, without its author: `(entry) => 'moved the card from “To do” to
 * “Doing”'`. Sticker entries name the sticker: its user-given name, or the translated type for the
 * types without one (`field` holds either).
 */
export function useHistoryText(): (entry: HistoryEntry) => string {
  const { t } = useTranslation('board');
  return (entry) => {
    if (entry.action === 'moved') return t(...moveText(entry));
    if (entry.action === 'memberAdded' || entry.action === 'memberRemoved') return t(...memberText(entry));
    const known = (HISTORY_ACTIONS as readonly string[]).includes(entry.action);
    const field = entry.field ?? '';
    return t(known ? `history.action.${entry.action}` : 'history.action.unknown', {
      from: short(entry.from),
      to: short(entry.to),
      sticker: (STICKER_TYPES as readonly string[]).includes(field) ? t(`stickers:types.${field}`) : field,
    });
  };
}
