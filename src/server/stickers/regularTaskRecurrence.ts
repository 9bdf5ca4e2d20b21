/**
 * A regular task reappears on the board (spec/board.md §9 "Regular task makes the task reappear on
 * the board at a configurable interval"; issue 4 item 5): when its regularTask sticker is due, the
 * card is undone (doneAt cleared), taken out of the archive (archivedAt cleared), put on top of its
 * list (SORT_STEP above the highest other card, unless it is already the highest) with
 * movedAt = now, and history records `recurred` {from: {doneAt, archivedAt}}. Runs under the lock
 * of the card's column like every card move (../editor/transactions.ts).
 */
import type { Card } from '../../shared/board/board.types';
import type { DialectName } from '../db/createDatabase';
import { cardById, cardsByIds, inList, type Db, type ListKey } from '../editor/cards.repository';
import { readCard, topSort, type CardRow } from '../editor/cardMoves';
import type { BoardEvents } from '../editor/editor.events';
import { recordHistory } from '../editor/history';
import { lockColumns } from '../editor/transactions';

/** Highest sort of the other cards of a list, or null when the card is alone. */
async function highestOther(trx: Db, list: ListKey, cardId: number): Promise<number | null> {
  const row = await inList(
    trx.selectFrom('cards').select((eb) => eb.fn.max('cards.sort').as('top')),
    list,
  )
    .where('cards.id', '!=', cardId)
    .executeTakeFirst();
  return row?.top === null || row?.top === undefined ? null : Number(row.top);
}

/**
 * Inside the caller's transaction: locks the card's column, runs `claim` (the scheduler's
 * compare-and-set on due_at) and, when it was won, makes the card reappear. Returns the row as it
 * was before, or null when the claim was lost or the card is gone.
 */
export async function recurCard(
  trx: Db,
  dialect: DialectName,
  cardId: number,
  now: string,
  claim: () => Promise<boolean>,
): Promise<{ before: CardRow } | null> {
  let card: CardRow | undefined;
  await lockColumns(trx, dialect, async () => {
    card = await readCard(trx, cardId);
    return card ? [card.columnId] : [];
  });
  if (!(await claim()) || !card) return null;
  const before: CardRow = card;
  const list: ListKey = { columnId: before.columnId, parentCardId: before.parentCardId, archived: false };
  const others = await highestOther(trx, list, before.id);
  const onTop = before.archivedAt === null && (others === null || before.sort > others);
  const sort = onTop ? before.sort : await topSort(trx, list, before.id);
  await trx
    .updateTable('cards')
    .set({ doneAt: null, archivedAt: null, sort, movedAt: now, updatedAt: now })
    .where('id', '=', before.id)
    .execute();
  await recordHistory(
    trx,
    before.id,
    null,
    [{ action: 'recurred', field: null, from: { doneAt: before.doneAt, archivedAt: before.archivedAt }, to: null }],
    now,
  );
  return { before };
}

/**
 * After the commit: `board:card:moved` when the card left the archive (from its archive list),
 * else `board:card:updated`; the parent's `board:card:updated` when its done count changed.
 */
export async function announceRecurrence(db: Db, events: BoardEvents, before: CardRow): Promise<Card | undefined> {
  const card = await cardById(db, before.id);
  if (!card) return undefined;
  if (before.archivedAt !== null) {
    events.cardMoved({ card, shifted: [], fromColumnId: before.columnId, fromParentCardId: before.parentCardId });
  } else {
    events.cardUpdated(card);
  }
  if (card.parentCardId !== null && (before.doneAt !== null || before.archivedAt !== null)) {
    for (const parent of await cardsByIds(db, [card.parentCardId])) events.cardUpdated(parent);
  }
  return card;
}
