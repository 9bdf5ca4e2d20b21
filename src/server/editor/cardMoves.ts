/**
 * Moving cards between and within lists (spec/board.md §4 Sorting; DESIGN §4 `sort`): a list is
 * column + parent + archived; sorts are ≥ 0 and unique within a list, highest first. The server
 * resolves a requested sort with `planSortShift` and shifts the other cards of the target list in
 * the same transaction (`applySortShift` in SQL), so the order is the one the users produced.
 * Callers hold the column locks (./transactions.ts) of the source and target columns.
 */
import { sql, type Selectable } from 'kysely';
import { planSortShift, sortForTop } from '../../shared/board/sortOrder';
import type { DialectName } from '../db/createDatabase';
import type { CardsTable } from '../db/database';
import { descendantIds, inList, listOf, type Db, type ListKey } from './cards.repository';
import { EDITOR_FIELD_ERRORS, fieldError } from './editor.context';
import type { HistoryChange } from './history';

export type CardRow = Selectable<CardsTable>;

/** What a PUT asks to change about a card's place. */
export interface PlaceRequest {
  sort?: number;
  columnId?: number;
  parentCardId?: number | null;
  archived?: boolean;
}

/** A resolved target: its list and the parent row when there is one. */
export interface Target {
  list: ListKey;
  parent: CardRow | null;
}

const sameList = (a: ListKey, b: ListKey) =>
  a.columnId === b.columnId && a.parentCardId === b.parentCardId && a.archived === b.archived;

/** Reads a card row (inside the caller's transaction). */
export const readCard = (db: Db, id: number): Promise<CardRow | undefined> =>
  db.selectFrom('cards').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * Reads a card row and, on PostgreSQL, locks it until the caller's transaction ends, so that two
 * changes of one card's fields apply one after the other (SQLite's single connection already
 * serialises writers). `FOR NO KEY UPDATE` is the lock an UPDATE takes itself: inserts that refer
 * to the card (history, comments, stickers) do not wait for it.
 */
export const readCardForUpdate = (db: Db, dialect: DialectName, id: number): Promise<CardRow | undefined> => {
  const query = db.selectFrom('cards').selectAll().where('id', '=', id);
  return (dialect === 'postgres' ? query.forNoKeyUpdate() : query).executeTakeFirst();
};

/**
 * Works out the target list of a PUT. Archiving or unarchiving goes to the top level of the
 * column's archive or board list; a new column without a parent means its top level; a parent
 * decides the column. Errors (400): a column or parent that is not on the card's board, a column
 * that contradicts the parent's.
 */
export async function resolveTarget(db: Db, card: CardRow, request: PlaceRequest): Promise<Target> {
  const archived = request.archived ?? card.archivedAt !== null;
  const archiveToggled = archived !== (card.archivedAt !== null);
  let parentCardId: number | null;
  if (archiveToggled) parentCardId = null;
  else if (request.parentCardId !== undefined) parentCardId = request.parentCardId;
  else if (request.columnId !== undefined && request.columnId !== card.columnId) parentCardId = null;
  else parentCardId = card.parentCardId;

  let columnId = request.columnId ?? card.columnId;
  if (request.columnId !== undefined && request.columnId !== card.columnId) {
    const column = await db
      .selectFrom('columns')
      .select('boardId')
      .where('id', '=', request.columnId)
      .executeTakeFirst();
    if (!column || column.boardId !== card.boardId) throw fieldError('columnId', EDITOR_FIELD_ERRORS.notOnBoard);
  }
  let parent: CardRow | null = null;
  if (parentCardId !== null) {
    parent = (await readCard(db, parentCardId)) ?? null;
    if (!parent || parent.boardId !== card.boardId) throw fieldError('parentCardId', EDITOR_FIELD_ERRORS.notOnBoard);
    if (request.columnId !== undefined && request.columnId !== parent.columnId) {
      throw fieldError('columnId', EDITOR_FIELD_ERRORS.notOnBoard);
    }
    columnId = parent.columnId;
  }
  return { list: { columnId, parentCardId, archived }, parent };
}

/** Sort for a card put on top of a list: one step above its highest card. */
export async function topSort(db: Db, list: ListKey, exceptId?: number): Promise<number> {
  let query = inList(
    db.selectFrom('cards').select((eb) => eb.fn.max('cards.sort').as('top')),
    list,
  );
  if (exceptId !== undefined) query = query.where('cards.id', '!=', exceptId);
  const row = await query.executeTakeFirst();
  const top = row?.top;
  return sortForTop(top === null || top === undefined ? null : Number(top));
}

/** Outcome of a place change. */
export interface Placed {
  from: ListKey;
  to: ListKey;
  sort: number;
  /** Other cards of the target list whose sort changed. */
  shifted: { id: number; sort: number }[];
  history: HistoryChange[];
}

/**
 * Applies a place change to `card` (a fresh row read under the column locks). Returns null when
 * the card stays where it is. Errors (400): a parent that is the card or one of its descendants,
 * an archived parent, a parent for an archived card (the archive holds top-level cards).
 */
export async function placeCard(
  db: Db,
  card: CardRow,
  target: Target,
  requestedSort: number | undefined,
  now: string,
): Promise<Placed | null> {
  const from = listOf(card);
  const to = target.list;
  const inSameList = sameList(from, to);
  if (inSameList && (requestedSort === undefined || requestedSort === card.sort)) return null;

  if (target.parent) {
    if (target.parent.id === card.id || (await descendantIds(db, card.id)).includes(target.parent.id)) {
      throw fieldError('parentCardId', EDITOR_FIELD_ERRORS.ownDescendant);
    }
    if (to.archived || target.parent.archivedAt !== null) {
      throw fieldError('parentCardId', EDITOR_FIELD_ERRORS.archiveMove);
    }
  }

  const archiveToggled = from.archived !== to.archived;
  let sort: number;
  let shifted: Placed['shifted'] = [];
  if (requestedSort === undefined || archiveToggled) {
    sort = await topSort(db, to, card.id);
  } else {
    const plan = planSortShift(
      await sortsThatMatter(db, to, card.id, requestedSort),
      requestedSort,
      inSameList ? card.sort : null,
    );
    sort = plan.sort;
    const shift = plan.shift;
    if (shift) {
      // applySortShift in SQL; RETURNING gives the other cards' new sorts for the live event.
      const up = shift.direction === 'up';
      shifted = await inListUpdate(db, to)
        .set({ sort: sql<number>`sort ${sql.raw(up ? '+' : '-')} 1` })
        .where('id', '!=', card.id)
        .where('sort', up ? '>=' : '<=', shift.from)
        .returning(['id', 'sort'])
        .execute();
      shifted.sort((a, b) => b.sort - a.sort);
    }
  }

  const columnChanged = to.columnId !== from.columnId;
  await db
    .updateTable('cards')
    .set({
      columnId: to.columnId,
      parentCardId: to.parentCardId,
      sort,
      updatedAt: now,
      ...(columnChanged ? { movedAt: now } : {}),
      ...(archiveToggled ? { archivedAt: to.archived ? now : null } : {}),
    })
    .where('id', '=', card.id)
    .execute();
  if (columnChanged) {
    // Sub-cards live in their parent's column: the whole subtree follows.
    const subtree = await descendantIds(db, card.id);
    if (subtree.length > 0) {
      await db.updateTable('cards').set({ columnId: to.columnId }).where('id', 'in', subtree).execute();
    }
  }
  return { from, to, sort, shifted, history: await historyOf(db, from, to) };
}

/**
 * What `planSortShift` reads of the target list's other sorts — whether it is empty, whether the
 * requested sort is taken, and its lowest sort — without loading a list of thousands of cards:
 * `[]`, `[lowest]` or `[lowest, requested]` give the same plan as the whole list.
 */
async function sortsThatMatter(db: Db, list: ListKey, cardId: number, requestedSort: number): Promise<number[]> {
  const others = () => inList(db.selectFrom('cards'), list).where('cards.id', '!=', cardId);
  const lowest = await others()
    .select((eb) => eb.fn.min('cards.sort').as('low'))
    .executeTakeFirst();
  if (lowest?.low === null || lowest?.low === undefined) return [];
  const requested = Math.max(0, requestedSort);
  const taken = await others().select('cards.id').where('cards.sort', '=', requested).limit(1).executeTakeFirst();
  return taken ? [Number(lowest.low), requested] : [Number(lowest.low)];
}

/** UPDATE on the rows of one list. */
function inListUpdate(db: Db, list: ListKey) {
  let query = db.updateTable('cards').where('columnId', '=', list.columnId);
  query =
    list.parentCardId === null
      ? query.where('parentCardId', 'is', null)
      : query.where('parentCardId', '=', list.parentCardId);
  return list.archived ? query.where('archivedAt', 'is not', null) : query.where('archivedAt', 'is', null);
}

async function historyOf(db: Db, from: ListKey, to: ListKey): Promise<HistoryChange[]> {
  if (from.archived !== to.archived) return [{ action: to.archived ? 'archived' : 'unarchived' }];
  if (from.columnId === to.columnId && from.parentCardId === to.parentCardId) return [];
  const names = await db
    .selectFrom('columns')
    .select(['id', 'name'])
    .where('id', 'in', [from.columnId, to.columnId])
    .execute();
  const place = (list: ListKey) => ({
    columnId: list.columnId,
    columnName: names.find((column) => column.id === list.columnId)?.name ?? null,
    parentCardId: list.parentCardId,
  });
  return [{ action: 'moved', field: 'place', from: place(from), to: place(to) }];
}

/**
 * Reorders some cards of one list (POST /editor/sort/cards): the given cards take the sorts they
 * hold now, handed out in the given display order; other cards keep theirs. Errors (400 `order`):
 * an id twice, or a card that is not in the list. Returns every given card's new sort.
 */
export async function reorderList(
  db: Db,
  list: Omit<ListKey, 'archived'>,
  order: readonly number[],
  now: string,
): Promise<{ all: { id: number; sort: number }[]; changed: { id: number; sort: number }[] }> {
  if (new Set(order).size !== order.length) throw fieldError('order', EDITOR_FIELD_ERRORS.notInList);
  const rows = await db
    .selectFrom('cards')
    .select(['id', 'sort', 'columnId', 'parentCardId', 'archivedAt'])
    .where('id', 'in', [...order])
    .execute();
  const archived = rows[0]?.archivedAt !== null;
  const fits = (row: (typeof rows)[number]) =>
    row.columnId === list.columnId && row.parentCardId === list.parentCardId && (row.archivedAt !== null) === archived;
  if (rows.length !== order.length || !rows.every(fits)) throw fieldError('order', EDITOR_FIELD_ERRORS.notInList);
  const sorts = rows.map((row) => row.sort).sort((a, b) => b - a);
  const before = new Map(rows.map((row) => [row.id, row.sort]));
  const all = order.map((id, index) => ({ id, sort: sorts[index] }));
  const changed = all.filter((card) => before.get(card.id) !== card.sort);
  for (const card of changed) {
    await db.updateTable('cards').set({ sort: card.sort, updatedAt: now }).where('id', '=', card.id).execute();
  }
  return { all, changed };
}
