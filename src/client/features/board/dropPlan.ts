/**
 * What a card drop means (spec/board.md §4 Sorting; issue 3 Deliver 4): the target list, index and
 * the change to send. The sort comes from the shared `sortForDrop` (neighbour ±1, 0 for the
 * bottom of another list). Rules: archive and non-archive lists never exchange cards; a card never
 * goes under itself or its descendants; dropping on a card's "make sub-card" zone nests it.
 */
import type { Card } from '../../../shared/board/board.types';
import { sortForDrop } from '../../../shared/board/sortOrder';
import type { BoardData, CardChange } from './boardCache';
import { childListKey, isSelfOrDescendant, listIds, listKeyOf, topListKey } from './boardCache';

/** What the pointer or keyboard is over, from the droppable's data. */
export type DropTarget =
  | { type: 'card'; cardId: number; listKey: string; below: boolean }
  | { type: 'list'; listKey: string }
  | { type: 'nest'; cardId: number }
  | { type: 'column'; columnId: number };

/** Where the list `key` lives: column, parent card, archive. */
export function listPlace(
  data: BoardData,
  key: string,
): { columnId: number; parentCardId: number | null; archived: boolean } | null {
  const id = Number(key.slice(1));
  if (key.startsWith('c')) return { columnId: id, parentCardId: null, archived: false };
  if (key.startsWith('a')) return { columnId: id, parentCardId: null, archived: true };
  const parent = data.cards.entities[id];
  return parent ? { columnId: parent.columnId, parentCardId: id, archived: false } : null;
}

/** True when a card of list `fromKey` may be dropped into list `toKey` (archive stays archive). */
export function canDropInto(data: BoardData, card: Card, toKey: string): boolean {
  const place = listPlace(data, toKey);
  if (!place) return false;
  if (place.archived !== Boolean(card.archivedAt)) return false;
  if (place.parentCardId && isSelfOrDescendant(data, card.id, place.parentCardId)) return false;
  return true;
}

/** The change to send for dropping `cardId` on `target`, or null when nothing changes or it is refused. */
export function planCardDrop(data: BoardData, cardId: number, target: DropTarget): CardChange | null {
  const card = data.cards.entities[cardId];
  if (!card) return null;
  const fromKey = listKeyOf(card);
  let toKey: string;
  let toIndex: number;
  if (target.type === 'nest') {
    if (target.cardId === cardId || card.archivedAt) return null;
    toKey = childListKey(target.cardId);
    toIndex = 0; // top of the sub-cards (0 = bottom when they are not loaded: the server decides)
  } else if (target.type === 'card') {
    if (target.cardId === cardId) return null;
    toKey = target.listKey;
    const others = listIds(data, toKey, cardId);
    const overIndex = others.indexOf(target.cardId);
    if (overIndex < 0) return null;
    if (toKey === fromKey) {
      // Same list: the card takes the place of the one it is over (arrayMove semantics).
      const ids = listIds(data, toKey);
      toIndex = ids.indexOf(target.cardId);
    } else toIndex = overIndex + (target.below ? 1 : 0);
  } else {
    toKey = target.type === 'list' ? target.listKey : topListKey(target.columnId);
    if (toKey === fromKey) return null;
    toIndex = listIds(data, toKey, cardId).length; // the bottom
  }
  if (!canDropInto(data, card, toKey)) return null;
  const place = listPlace(data, toKey)!;
  const sameList = toKey === fromKey;
  const ids = listIds(data, fromKey);
  const fromIndex = ids.indexOf(cardId);
  if (sameList && toIndex === fromIndex) return null;
  const targetSorts = listIds(data, toKey, cardId).map((id) => data.cards.entities[id]?.sort ?? 0);
  // A nest into sub-cards not loaded: 0 puts it at the bottom (spec §4 "neighbour +1, or 0").
  const loaded = Boolean(data.lists[toKey]);
  const sort = loaded ? sortForDrop(targetSorts, toIndex, { sameList, fromIndex }) : 0;
  const change: CardChange = { sort };
  if (place.columnId !== card.columnId) change.columnId = place.columnId;
  if (place.parentCardId !== card.parentCardId) change.parentCardId = place.parentCardId;
  return change;
}

/**
 * A column move to `toIndex` (columns in display order): the sort to send (that of the column now
 * at `toIndex`: the server puts the moved column in its place) and the server's renumbering
 * 0…n-1 of every column, for the optimistic update. Null when it stays where it is.
 */
export function planColumnMove(
  columns: { id: number; sort: number }[],
  columnId: number,
  toIndex: number,
): { sort: number; order: { id: number; sort: number }[] } | null {
  const fromIndex = columns.findIndex((c) => c.id === columnId);
  const index = Math.max(0, Math.min(toIndex, columns.length - 1));
  if (fromIndex < 0 || index === fromIndex) return null;
  const order = columns.filter((c) => c.id !== columnId);
  order.splice(index, 0, columns[fromIndex]);
  return { sort: columns[index].sort, order: order.map((c, i) => ({ id: c.id, sort: i })) };
}
