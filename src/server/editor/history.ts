/**
 * Card history (DESIGN §4 "Every change that a user can see on a card writes a history entry";
 * spec/board.md §2 card modal History tab). `recordHistory` runs inside the change's transaction
 * and bumps `history_count`, so the count on the card is always the number of entries. The actor
 * is a user, a guest of the board's link (spec/board.md §6: creating a card) or the system.
 */
import { sql } from 'kysely';
import type { HistoryEntry } from '../../shared/board/board.types';
import type { Db } from './cards.repository';

/** The actions a history entry may record. */
export type HistoryAction =
  | 'created'
  | 'copied'
  | 'renamed'
  | 'described'
  | 'moved'
  | 'done'
  | 'undone'
  | 'archived'
  | 'unarchived'
  | 'commented'
  | 'memberAdded'
  | 'memberRemoved'
  | 'stickerAttached'
  | 'stickerChanged'
  | 'stickerDetached'
  /** A running timer sticker reached zero (sticker scheduler; actor null = system). */
  | 'timerFinished'
  /** A regular-task sticker made the card reappear on the board (sticker scheduler). */
  | 'recurred';

export interface HistoryChange {
  action: HistoryAction;
  field?: string | null;
  from?: unknown;
  to?: unknown;
}

/** Who made a change: a user's id, `'guest'` (the board's guest link) or null (the system). */
export type HistoryActor = number | 'guest' | null;

const json = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

/** Writes entries for one card and adds their number to its `history_count`. */
export async function recordHistory(
  trx: Db,
  cardId: number,
  actorId: HistoryActor,
  changes: readonly HistoryChange[],
  now: string,
): Promise<void> {
  if (changes.length === 0) return;
  await insertHistory(trx, cardId, actorId, changes, now);
  await trx
    .updateTable('cards')
    .set({ historyCount: historyCountPlus(changes.length) })
    .where('id', '=', cardId)
    .execute();
}

/**
 * Writes entries for one card without touching its `history_count`: for a caller that updates the
 * card row anyway and adds `historyCountPlus(changes.length)` to that UPDATE (one round trip less).
 */
export async function insertHistory(
  trx: Db,
  cardId: number,
  actor: HistoryActor,
  changes: readonly HistoryChange[],
  now: string,
): Promise<void> {
  if (changes.length === 0) return;
  const who = { actorId: typeof actor === 'number' ? actor : null, actorGuest: actor === 'guest' ? 1 : 0 };
  await trx
    .insertInto('cardHistory')
    .values(changes.map((change) => ({ cardId, ...who, ...storedChange(change), createdAt: now })))
    .execute();
}

/** The stored columns of one change: the values as JSON text (null when not applicable). */
export const storedChange = (change: HistoryChange) => ({
  action: change.action,
  field: change.field ?? null,
  fromValue: json(change.from),
  toValue: json(change.to),
});

/** The SET value of `history_count` after `count` more entries. */
export const historyCountPlus = (count: number) => sql<number>`history_count + ${count}`;

const parse = (text: string | null): unknown => (text === null ? null : (JSON.parse(text) as unknown));

/**
 * The wire actor: a user; (issue 7 import) an imported person who is not a company member, kept
 * by name with `userId: null`; a guest of the board's link `{userId: null, name: '', isGuest: true}`;
 * null for the system.
 */
function actorOf(row: {
  actorId: number | null;
  actorName: string | null;
  importedActorName: string | null;
  actorGuest: number;
}): HistoryEntry['actor'] {
  if (row.actorId !== null) return { userId: row.actorId, name: row.actorName ?? '' };
  if (row.actorGuest) return { userId: null, name: '', isGuest: true };
  return row.importedActorName === null ? null : { userId: null, name: row.importedActorName };
}

/** Every entry of a card, newest first. */
export async function listHistory(db: Db, cardId: number): Promise<HistoryEntry[]> {
  const rows = await db
    .selectFrom('cardHistory')
    .leftJoin('users', 'users.id', 'cardHistory.actorId')
    .select([
      'cardHistory.id',
      'cardHistory.cardId',
      'cardHistory.action',
      'cardHistory.field',
      'cardHistory.fromValue',
      'cardHistory.toValue',
      'cardHistory.createdAt',
      'cardHistory.actorId',
      'cardHistory.actorName as importedActorName',
      'cardHistory.actorGuest',
      'users.name as actorName',
    ])
    .where('cardHistory.cardId', '=', cardId)
    .orderBy('cardHistory.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    cardId: row.cardId,
    action: row.action,
    field: row.field,
    from: parse(row.fromValue),
    to: parse(row.toValue),
    createdAt: row.createdAt,
    actor: actorOf(row),
  }));
}
