/**
 * The normalised board cache (STYLE "server data lives in the RTK Query cache, normalised with
 * entity adapters"; spec/board.md §3 Column/Card, §4 Sorting, Archive, Sub-cards).
 *
 * One `BoardData` per board query: columns and cards in entity adapters, plus the card lists that
 * are loaded — a column's top-level list (`c<columnId>`), its archive (`a<columnId>`) and a card's
 * sub-cards (`p<cardId>`) — each as ids in display order (sort, highest first) and `hasMore`.
 * Every function here mutates an immer draft; the live events, the optimistic updates and the
 * page loads all go through `placeCard` / `removeCard` so a card is in at most one list.
 */
import { createEntityAdapter } from '@reduxjs/toolkit';
import type { EntityState } from '@reduxjs/toolkit';
import type { Card, Column } from '../../../shared/board/board.types';
import { applySortShift, planSortShift } from '../../../shared/board/sortOrder';
import type { SortShift } from '../../../shared/board/sortOrder';

/** A column without its cards; `archiveExpanded` is the spec's column state (default false). */
export interface BoardColumn {
  id: number;
  boardId: number;
  name: string;
  color: string | null;
  sort: number;
  cardsCount: number;
  archiveCount: number;
  archiveExpanded: boolean;
}

/** A loaded list of cards: ids in display order; `hasMore` when keyset pages remain. */
export interface CardList {
  ids: number[];
  hasMore: boolean;
}

export interface BoardData {
  boardId: number;
  columns: EntityState<BoardColumn, number>;
  cards: EntityState<Card, number>;
  lists: Record<string, CardList>;
  /** Cards whose sub-cards are shown (spec §4 Sub-cards: toggled per card). */
  expanded: Record<number, boolean>;
}

/** Columns in ascending `sort` (DESIGN §3 GET /editor/columns). */
export const columnsAdapter = createEntityAdapter<BoardColumn>({
  sortComparer: (a, b) => a.sort - b.sort || a.id - b.id,
});
export const cardsAdapter = createEntityAdapter<Card>();

export const topListKey = (columnId: number) => `c${columnId}`;
export const archiveListKey = (columnId: number) => `a${columnId}`;
export const childListKey = (cardId: number) => `p${cardId}`;

/** The list a card belongs in: archive, its parent's sub-cards, or its column's top level. */
export function listKeyOf(card: Pick<Card, 'columnId' | 'parentCardId' | 'archivedAt'>): string {
  if (card.archivedAt) return archiveListKey(card.columnId);
  if (card.parentCardId) return childListKey(card.parentCardId);
  return topListKey(card.columnId);
}

/** The column fields of a wire Column (cards dropped). */
export function columnOf(column: Omit<Column, 'cards' | 'archiveCards'> & Partial<Column>): BoardColumn {
  return {
    id: column.id,
    boardId: column.boardId,
    name: column.name,
    color: column.color ?? null,
    sort: column.sort,
    cardsCount: column.cardsCount ?? 0,
    archiveCount: column.archiveCount ?? 0,
    archiveExpanded: false,
  };
}

/** The cache of GET /editor/columns/{boardId}: columns with their first page of top-level cards. */
export function boardDataFromColumns(boardId: number, columns: Column[]): BoardData {
  const data: BoardData = {
    boardId,
    columns: columnsAdapter.getInitialState(),
    cards: cardsAdapter.getInitialState(),
    lists: {},
    expanded: {},
  };
  data.columns = columnsAdapter.setAll(data.columns, columns.map(columnOf));
  for (const column of columns) {
    data.cards = cardsAdapter.upsertMany(data.cards, column.cards);
    data.lists[topListKey(column.id)] = {
      ids: column.cards.map((c) => c.id),
      hasMore: column.cards.length < column.cardsCount,
    };
  }
  return data;
}

/**
 * A refetched board (a revalidation after a reload, a reconnect, a tag invalidation, the guest
 * page's polling) keeps what the user opened:
 * - expanded archives (spec §4 Archive "keeps state on the column") and expanded sub-cards of
 *   cards it still holds. Their lists are not carried over (they may be stale): the archive
 *   section and the sub-cards toggle load the first page again when they find none;
 * - the cards a column had loaded with "Show more" below the refetched first page (live events
 *   keep them current for members), so a refetch does not take them away.
 * Pure over plain objects: `current` is the cached board, `incoming` may be frozen.
 */
export function keepViewState(current: BoardData, incoming: BoardData): BoardData {
  const entities = { ...incoming.columns.entities };
  for (const id of incoming.columns.ids) {
    const column = entities[id];
    if (column && !column.archiveExpanded && current.columns.entities[id]?.archiveExpanded)
      entities[id] = { ...column, archiveExpanded: true };
  }
  const expanded = { ...incoming.expanded };
  for (const id of Object.keys(current.expanded).map(Number)) if (incoming.cards.entities[id]) expanded[id] = true;
  const lists = { ...incoming.lists };
  let cards = incoming.cards;
  for (const [key, list] of Object.entries(incoming.lists)) {
    const before = current.lists[key];
    if (!key.startsWith('c') || !list.hasMore || !before || before.ids.length <= list.ids.length) continue;
    const lowest = list.ids.length ? incoming.cards.entities[list.ids[list.ids.length - 1]]?.sort : undefined;
    const held = new Set(incoming.cards.ids);
    const tail = before.ids.filter((id) => {
      const card = current.cards.entities[id];
      return !held.has(id) && card && !card.archivedAt && lowest !== undefined && card.sort < lowest;
    });
    if (!tail.length) continue;
    cards = cardsAdapter.addMany(
      cards,
      tail.map((id) => current.cards.entities[id]!),
    );
    lists[key] = { ids: [...list.ids, ...tail], hasMore: before.hasMore };
  }
  return { ...incoming, columns: { ...incoming.columns, entities }, cards, lists, expanded };
}

const sortOf = (data: BoardData, id: number) => data.cards.entities[id]?.sort ?? 0;

/** Puts a list back in display order (sort, highest first). */
export function sortList(data: BoardData, key: string): void {
  const list = data.lists[key];
  if (list) setIds(data, key, [...list.ids].sort(byDisplayOrder(data)));
}

/**
 * The key of the loaded list that holds `id`, if any. The list the cached card belongs in is
 * looked at first: a card is in at most one list, and scanning every list costs thousands of
 * reads through the immer draft once many pages are loaded.
 */
export function findListOf(data: BoardData, id: number): string | undefined {
  const card = data.cards.entities[id];
  const expected = card ? listKeyOf(card) : undefined;
  if (expected && data.lists[expected]?.ids.includes(id)) return expected;
  return Object.keys(data.lists).find((key) => key !== expected && data.lists[key].ids.includes(id));
}

/** Adds `delta` to the count a column shows for a list (top-level or archive). */
function count(data: BoardData, key: string, delta: number): void {
  const column = data.columns.entities[Number(key.slice(1))];
  if (!column) return;
  if (key.startsWith('c')) column.cardsCount = Math.max(0, column.cardsCount + delta);
  if (key.startsWith('a')) column.archiveCount = Math.max(0, column.archiveCount + delta);
}

/** Loaded ids in display order of `key` without `exceptId`. */
export function listIds(data: BoardData, key: string, exceptId?: number): number[] {
  return (data.lists[key]?.ids ?? []).filter((id) => id !== exceptId);
}

/**
 * Places `card` (created, updated or moved) in the list it belongs to. `fromKey` is where it was
 * when the cache did not hold it (a move event's from column/parent). Counts follow list changes;
 * a card sorting below the last loaded one of a list with more pages stays out (a later page has it).
 * A list whose ids come out the same is left untouched, so a rename re-renders the card's tile and
 * not its list (spec/board.md §2 Card tile: one change, one card re-rendered).
 */
export function placeCard(data: BoardData, card: Card, fromKey?: string): void {
  const previousKey = findListOf(data, card.id);
  // A card held as an entity but in no loaded list (e.g. just archived into a collapsed archive)
  // is counted where its entity says it is, so the server's copy does not count it twice.
  const previous = data.cards.entities[card.id];
  const previousSort = previous?.sort;
  const fromList = previousKey ?? fromKey ?? (previous ? listKeyOf(previous) : undefined);
  const key = listKeyOf(card);
  if (fromList !== key) {
    if (fromList) count(data, fromList, -1);
    count(data, key, +1);
  }
  data.cards = cardsAdapter.upsertOne(data.cards, card);
  // A loaded card that keeps its list and sort (a rename, a done toggle) stays where it is: its
  // list is not looked at (re-sorting it read every card of the list through the draft).
  const unmoved = previousKey === key && previousSort === card.sort;
  if (unmoved) return;
  if (previousKey && previousKey !== key) setIds(data, previousKey, listIds(data, previousKey, card.id));
  const list = data.lists[key];
  if (!list) return;
  const others = listIds(data, key, card.id);
  const lowest = others.length ? sortOf(data, others[others.length - 1]) : null;
  if (list.hasMore && lowest !== null && card.sort < lowest) return setIds(data, key, others);
  setIds(data, key, [...others, card.id].sort(byDisplayOrder(data)));
}

const byDisplayOrder = (data: BoardData) => (a: number, b: number) => sortOf(data, b) - sortOf(data, a) || b - a;

/** Sets a list's ids unless they are already these (an unchanged list keeps its identity). */
function setIds(data: BoardData, key: string, ids: number[]): void {
  const list = data.lists[key];
  if (!list) return;
  if (list.ids.length === ids.length && list.ids.every((id, i) => id === ids[i])) return;
  list.ids = ids;
}

/** Removes a card, its loaded sub-cards and their lists; `fallbackKey` counts a card not loaded. */
export function removeCard(data: BoardData, id: number, fallbackKey?: string): void {
  const key = findListOf(data, id) ?? fallbackKey;
  if (key) {
    const list = data.lists[key];
    if (list) list.ids = list.ids.filter((x) => x !== id);
    count(data, key, -1);
  }
  const children = data.lists[childListKey(id)]?.ids ?? [];
  delete data.lists[childListKey(id)];
  delete data.expanded[id];
  for (const child of children) removeCard(data, child);
  data.cards = cardsAdapter.removeOne(data.cards, id);
}

/** Applies new sorts of other cards (a move event's `shifted`, or a reorder answer). */
export function applySorts(data: BoardData, sorts: { id: number; sort: number }[]): void {
  const touched = new Set<string>();
  for (const { id, sort } of sorts) {
    const card = data.cards.entities[id];
    if (!card) continue;
    card.sort = sort;
    const key = findListOf(data, id);
    if (key) touched.add(key);
  }
  touched.forEach((key) => sortList(data, key));
}

/** Merges a keyset page into list `key` (creating it for a first page). */
export function mergePage(data: BoardData, key: string, cards: Card[], hasMore: boolean, first: boolean): void {
  const list = first || !data.lists[key] ? (data.lists[key] = { ids: [], hasMore }) : data.lists[key];
  for (const card of cards) {
    data.cards = cardsAdapter.upsertOne(data.cards, card);
    if (!list.ids.includes(card.id)) list.ids.push(card.id);
  }
  list.hasMore = hasMore;
  sortList(data, key);
}

/** Drops a list and the entities only it held (the archive on collapse, spec §4). */
export function clearList(data: BoardData, key: string): void {
  const ids = data.lists[key]?.ids ?? [];
  delete data.lists[key];
  for (const id of ids) {
    delete data.lists[childListKey(id)];
    delete data.expanded[id];
  }
  data.cards = cardsAdapter.removeMany(data.cards, ids);
}

/** Local change of a card as the server will make it (optimistic, spec §4 Done / Sorting / Archive). */
export interface CardChange {
  name?: string;
  desc?: string | null;
  done?: boolean;
  archived?: boolean;
  sort?: number;
  columnId?: number;
  parentCardId?: number | null;
}

/**
 * Applies a change the way the server will (sorts shifted with the shared `planSortShift`), so the
 * optimistic order equals the one the server answers. Also keeps the parents' child counts.
 */
export function applyCardChange(data: BoardData, id: number, change: CardChange, now = new Date()): void {
  const before = data.cards.entities[id];
  if (!before) return;
  const card: Card = { ...before };
  if (change.name !== undefined) card.name = change.name;
  if (change.desc !== undefined) card.desc = change.desc;
  if (change.done !== undefined) {
    card.doneAt = change.done ? (before.doneAt ?? now.toISOString()) : null;
    const parent = before.parentCardId ? data.cards.entities[before.parentCardId] : undefined;
    if (parent && Boolean(before.doneAt) !== change.done) parent.childDoneCount += change.done ? 1 : -1;
  }
  const archiveToggled = change.archived !== undefined && change.archived !== Boolean(before.archivedAt);
  if (change.archived !== undefined)
    card.archivedAt = change.archived ? (before.archivedAt ?? now.toISOString()) : null;
  if (change.columnId !== undefined) card.columnId = change.columnId;
  // As the server does (cardMoves resolveTarget): archiving, or a new column without a parent, leaves the parent.
  if (archiveToggled) card.parentCardId = null;
  else if (change.parentCardId !== undefined) card.parentCardId = change.parentCardId;
  else if (change.columnId !== undefined && change.columnId !== before.columnId) card.parentCardId = null;
  const fromKey = listKeyOf(before);
  const toKey = listKeyOf(card);
  if (change.sort !== undefined) {
    const others = listIds(data, toKey, id).map((x) => sortOf(data, x));
    const plan: SortShift = planSortShift(others, change.sort, fromKey === toKey ? before.sort : null);
    card.sort = plan.sort;
    for (const other of listIds(data, toKey, id)) {
      const entity = data.cards.entities[other];
      if (entity) entity.sort = applySortShift(entity.sort, plan.shift);
    }
  } else if (archiveToggled || fromKey !== toKey) {
    // Archiving and unarchiving put the card at the top of its new list (brief: "top of the target list").
    const others = listIds(data, toKey, id).map((x) => sortOf(data, x));
    card.sort = others.length ? Math.max(...others) + 1 : 0;
  }
  if (fromKey !== toKey) {
    moveChildCount(data, before, -1);
    moveChildCount(data, card, +1);
  }
  placeCard(data, card);
}

function moveChildCount(data: BoardData, card: Card, delta: number): void {
  if (card.archivedAt || !card.parentCardId) return;
  const parent = data.cards.entities[card.parentCardId];
  if (!parent) return;
  parent.childCount = Math.max(0, parent.childCount + delta);
  if (card.doneAt) parent.childDoneCount = Math.max(0, parent.childDoneCount + delta);
}

/** True when `candidate` is `cardId` or one of its loaded descendants (no card under itself). */
export function isSelfOrDescendant(data: BoardData, cardId: number, candidate: number): boolean {
  let current: Card | undefined = data.cards.entities[candidate];
  while (current) {
    if (current.id === cardId) return true;
    current = current.parentCardId ? data.cards.entities[current.parentCardId] : undefined;
  }
  return false;
}
