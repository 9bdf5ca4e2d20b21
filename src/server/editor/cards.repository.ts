/**
 * Card JSON assembly (DESIGN §3 "A created card is …", src/shared/board/board.types.ts `Card`):
 * one query for the cards with their creator and child counts (correlated subqueries), one for
 * their members, one for their stickers. Works on the database or inside a transaction.
 */
import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { BoardFilters } from '../../shared/board/board.schemas';
import type { Card } from '../../shared/board/board.types';
import type { Database } from '../db/database';
import type { DialectName } from '../db/createDatabase';
import { stickersOfCards } from '../stickers/cardStickers.repository';
import { applyFilters } from './filters';

export type Db = Kysely<Database>;

/** Largest sort a card can hold (PostgreSQL `integer`). */
export const MAX_SORT = 2 ** 31 - 1;
type CardsQuery = SelectQueryBuilder<Database, 'cards', object>;

/** Where a card list lives: column + parent + archived (DESIGN §4 `sort`). */
export interface ListKey {
  columnId: number;
  parentCardId: number | null;
  archived: boolean;
}

/** Restricts a query on `cards` to one list. */
export function inList<Q extends CardsQuery>(query: Q, list: ListKey): Q {
  let q = query.where('cards.columnId', '=', list.columnId) as Q;
  q = (
    list.parentCardId === null
      ? q.where('cards.parentCardId', 'is', null)
      : q.where('cards.parentCardId', '=', list.parentCardId)
  ) as Q;
  return (list.archived ? q.where('cards.archivedAt', 'is not', null) : q.where('cards.archivedAt', 'is', null)) as Q;
}

/** The list a stored card belongs to. */
export const listOf = (card: {
  columnId: number;
  parentCardId: number | null;
  archivedAt: string | null;
}): ListKey => ({
  columnId: card.columnId,
  parentCardId: card.parentCardId,
  archived: card.archivedAt !== null,
});

const childCount = (eb: ExpressionBuilder<Database, 'cards'>, doneOnly: boolean) => {
  let sub = eb
    .selectFrom('cards as child')
    .select((e) => e.fn.countAll<number>().as('n'))
    .whereRef('child.parentCardId', '=', 'cards.id')
    .where('child.archivedAt', 'is', null);
  if (doneOnly) sub = sub.where('child.doneAt', 'is not', null);
  return sub;
};

/** Selects everything a Card needs; `where` narrows the rows (ids, a list, a page). */
export function selectCards(db: Db) {
  return db
    .selectFrom('cards')
    .leftJoin('users', 'users.id', 'cards.createdBy')
    .select([
      'cards.id',
      'cards.boardId',
      'cards.columnId',
      'cards.parentCardId',
      'cards.counter',
      'cards.name',
      'cards.description',
      'cards.color',
      'cards.sort',
      'cards.createdBy',
      'cards.createdAt',
      'cards.movedAt',
      'cards.doneAt',
      'cards.archivedAt',
      'cards.historyCount',
      'cards.messageCount',
      'users.name as creatorName',
      // An imported creator who is no member keeps their name (created_by null).
      'cards.creatorName as keptCreatorName',
      'cards.createdByGuest',
      'users.avatar as creatorAvatar',
    ])
    .select((eb) => [childCount(eb, false).as('childCount'), childCount(eb, true).as('childDoneCount')]);
}

type CardRow = Awaited<ReturnType<ReturnType<typeof selectCards>['execute']>>[number];

/** The stickers and members of some cards, one query each (run side by side). */
async function detailsOf(db: Db, cardIds: readonly number[]) {
  const [stickersOf, members] = await Promise.all([
    stickersOfCards(db, cardIds),
    cardIds.length === 0
      ? []
      : db
          .selectFrom('cardMembers')
          .select(['cardId', 'userId', 'isResponsible'])
          .where('cardId', 'in', [...cardIds])
          .orderBy('id')
          .execute(),
  ]);
  const membersOf = new Map<number, Card['cardsMembers']>();
  for (const member of members) {
    const list = membersOf.get(member.cardId) ?? [];
    list.push({ userId: member.userId, isResponsible: Boolean(member.isResponsible) });
    membersOf.set(member.cardId, list);
  }
  return { stickersOf, membersOf };
}

type Details = Awaited<ReturnType<typeof detailsOf>>;

function toCard(row: CardRow, { stickersOf, membersOf }: Details): Card {
  return {
    id: row.id,
    boardId: row.boardId,
    columnId: row.columnId,
    parentCardId: row.parentCardId,
    counter: row.counter,
    name: row.name,
    desc: row.description,
    color: row.color,
    sort: row.sort,
    createdAt: row.createdAt,
    movedAt: row.movedAt,
    doneAt: row.doneAt,
    archivedAt: row.archivedAt,
    creator: {
      userId: row.createdBy ?? 0,
      name: row.creatorName ?? row.keptCreatorName ?? '',
      surname: null,
      avatar: row.creatorAvatar ?? null,
      // A card created through the guest link (spec/board.md §6) says so; others leave it out.
      ...(row.createdByGuest ? { isGuest: true } : {}),
    },
    stickers: stickersOf.get(row.id) ?? [],
    cardsMembers: membersOf.get(row.id) ?? [],
    childCount: Number(row.childCount ?? 0),
    childDoneCount: Number(row.childDoneCount ?? 0),
    historyCount: Number(row.historyCount),
    messageCount: Number(row.messageCount),
  };
}

/** Turns rows into Cards (members and stickers loaded in one query each), keeping the rows' order. */
export async function toCards(db: Db, rows: CardRow[]): Promise<Card[]> {
  if (rows.length === 0) return [];
  const details = await detailsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toCard(row, details));
}

/**
 * Cards by id, in the order of `ids` (missing ids are skipped). The ids are known, so the cards,
 * their stickers and their members are read side by side: one round trip of waiting, not two
 * (every change answers and broadcasts cards read here).
 */
export async function cardsByIds(db: Db, ids: readonly number[]): Promise<Card[]> {
  if (ids.length === 0) return [];
  const [rows, details] = await Promise.all([
    selectCards(db)
      .where('cards.id', 'in', [...ids])
      .execute(),
    detailsOf(db, ids),
  ]);
  const byId = new Map(rows.map((row) => [row.id, toCard(row, details)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One card, or undefined. */
export async function cardById(db: Db, id: number): Promise<Card | undefined> {
  return (await cardsByIds(db, [id]))[0];
}

/**
 * One keyset page of a list: `sort < lastSort ORDER BY sort DESC LIMIT size` (DESIGN §4), with
 * `hasMore` telling whether another page follows.
 */
export async function cardPage(
  db: Db,
  dialect: DialectName,
  list: ListKey,
  options: { lastSort?: number; afterCardId?: number; filters?: BoardFilters; size: number },
): Promise<{ cards: Card[]; hasMore: boolean }> {
  let query = inList(selectCards(db), list);
  const bound = await pageBound(db, list, options);
  // Sorts are 32-bit integers ≥ 0: a bound beyond that range means "no bound" or "nothing".
  if (bound !== undefined && bound <= MAX_SORT) {
    query = query.where('cards.sort', '<', Math.max(bound, 0));
  }
  query = applyFilters(query, options.filters, dialect);
  const rows = await query
    .orderBy('cards.sort', 'desc')
    .orderBy('cards.id', 'desc')
    .limit(options.size + 1)
    .execute();
  const hasMore = rows.length > options.size;
  return { cards: await toCards(db, rows.slice(0, options.size)), hasMore };
}

/**
 * Where the next page starts. A tie on a move shifts the sorts of the cards beside the drop by one
 * (DESIGN §4), which can carry an unseen card across a reader's `lastSort` (a gap) or a seen one
 * below it (a repeat). The shift moves the reader's last card together with its neighbours, so
 * when the client names that card (`after`) and it is still in this list, its current sort is the
 * bound and every card that did not move appears exactly once; otherwise `lastSort` is.
 */
async function pageBound(
  db: Db,
  list: ListKey,
  options: { lastSort?: number; afterCardId?: number },
): Promise<number | undefined> {
  if (options.afterCardId !== undefined) {
    const last = await inList(db.selectFrom('cards').select('cards.sort'), list)
      .where('cards.id', '=', options.afterCardId)
      .executeTakeFirst();
    if (last) return last.sort;
  }
  return options.lastSort;
}

/**
 * The first `size` top-level cards (archived or not) of each given column, highest sort first: one
 * small index range scan per column (cards_list_idx), then one query for the cards themselves.
 */
export async function firstPagesOfColumns(
  db: Db,
  dialect: DialectName,
  columnIds: readonly number[],
  options: { archived: boolean; filters?: BoardFilters; size: number },
): Promise<Map<number, Card[]>> {
  const pages = await Promise.all(
    columnIds.map((columnId) => {
      const list = { columnId, parentCardId: null, archived: options.archived };
      const query = applyFilters(inList(db.selectFrom('cards').select('cards.id'), list), options.filters, dialect);
      return query.orderBy('cards.sort', 'desc').orderBy('cards.id', 'desc').limit(options.size).execute();
    }),
  );
  const cards = await cardsByIds(
    db,
    pages.flat().map((row) => row.id),
  );
  const result = new Map<number, Card[]>();
  for (const card of cards) {
    const page = result.get(card.columnId) ?? [];
    page.push(card);
    result.set(card.columnId, page);
  }
  return result;
}

/** Top-level card counts per column of a board: not archived and archived (filters applied). */
export async function columnCounts(
  db: Db,
  dialect: DialectName,
  boardId: number,
  filters: BoardFilters | undefined,
): Promise<Map<number, { cardsCount: number; archiveCount: number }>> {
  let query = db
    .selectFrom('cards')
    .select([
      'cards.columnId',
      sql<number>`sum(case when ${sql.ref('cards.archivedAt')} is null then 1 else 0 end)`.as('cardsCount'),
      sql<number>`sum(case when ${sql.ref('cards.archivedAt')} is null then 0 else 1 end)`.as('archiveCount'),
    ])
    .where('cards.boardId', '=', boardId)
    .where('cards.parentCardId', 'is', null)
    .groupBy('cards.columnId');
  query = applyFilters(query, filters, dialect);
  const rows = await query.execute();
  return new Map(
    rows.map((row) => [
      row.columnId,
      { cardsCount: Number(row.cardsCount ?? 0), archiveCount: Number(row.archiveCount ?? 0) },
    ]),
  );
}

/** Ids of every descendant of a card (sub-cards at any depth), by a recursive query. */
export async function descendantIds(db: Db, cardId: number): Promise<number[]> {
  const result = await sql<{ id: number }>`
    with recursive tree(id) as (
      select id from cards where parent_card_id = ${cardId}
      union all
      select c.id from cards c join tree t on c.parent_card_id = t.id
    )
    select id from tree`.execute(db);
  return result.rows.map((row) => Number(row.id));
}
