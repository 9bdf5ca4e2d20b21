/**
 * Keyset pages of history (spec/shell.md §3 Chat room; GET /chat/rooms/{roomId}/messages and
 * GET /chat/messages/{messageId}/replies). Message ids grow with time, so a page is a range of ids
 * on the (room_id, id) or (reply_to_id, id) index, answered oldest first:
 * - `before` B: the newest `limit` messages with id < B;
 * - `after` A: the oldest `limit` messages with id > A;
 * - `around` X: about half older than X and the rest from X on (X included);
 * - none: the last page (rooms) or the first page (threads).
 * Each side reads `limit + 1` rows, so `hasMoreBefore` / `hasMoreAfter` are exact; a side not read
 * is checked with one `exists`-style probe. Messages arriving between two calls never shift a
 * page: no gap, no repeat. Deleted messages stay in history (shown as deleted).
 */
import type { Kysely } from 'kysely';
import { CHAT_PAGE_SIZE, type ChatMessagesPage } from '../../shared/chat/chat.types';
import { MAX_INT32 } from '../../shared/constants';
import type { Database } from '../db/database';
import type { ChatMessageRow } from './chatAccess';
import { messagesOf } from './chatMessages.repository';

type Db = Kysely<Database>;

/** Which messages a page reads: a room's, or a thread's replies. */
export type HistoryScope = { roomId: number } | { rootId: number };

export interface PageQuery {
  before?: number;
  after?: number;
  around?: number;
  limit?: number;
}

function scoped(db: Db, scope: HistoryScope) {
  const query = db.selectFrom('chatMessages');
  return 'roomId' in scope ? query.where('roomId', '=', scope.roomId) : query.where('replyToId', '=', scope.rootId);
}

/** Up to `count` rows older than `id` (exclusive; undefined: the newest), newest first. */
const olderThan = (db: Db, scope: HistoryScope, id: number | undefined, count: number) =>
  scoped(db, scope)
    .selectAll()
    .$if(id !== undefined, (query) => query.where('id', '<', id as number))
    .orderBy('id', 'desc')
    .limit(count)
    .execute();

/** Up to `count` rows from `id` on (inclusive), oldest first. */
const fromOn = (db: Db, scope: HistoryScope, id: number, count: number) =>
  scoped(db, scope).selectAll().where('id', '>=', id).orderBy('id', 'asc').limit(count).execute();

async function anyOlder(db: Db, scope: HistoryScope, id: number): Promise<boolean> {
  return (await olderThan(db, scope, id, 1)).length > 0;
}

async function anyFrom(db: Db, scope: HistoryScope, id: number): Promise<boolean> {
  return (await fromOn(db, scope, id, 1)).length > 0;
}

/** Rows of one page, oldest first, with the exact "more" flags (see the file header). */
export async function pageRows(
  db: Db,
  scope: HistoryScope,
  query: PageQuery,
  newestByDefault: boolean,
): Promise<{ rows: ChatMessageRow[]; hasMoreBefore: boolean; hasMoreAfter: boolean }> {
  const limit = query.limit ?? CHAT_PAGE_SIZE;
  if (query.around !== undefined) {
    const olderCount = Math.floor(limit / 2);
    const newerCount = limit - olderCount;
    const [older, newer] = await Promise.all([
      olderThan(db, scope, query.around, olderCount + 1),
      fromOn(db, scope, query.around, newerCount + 1),
    ]);
    return {
      rows: [...older.slice(0, olderCount).reverse(), ...newer.slice(0, newerCount)],
      hasMoreBefore: older.length > olderCount,
      hasMoreAfter: newer.length > newerCount,
    };
  }
  if (query.after !== undefined || !newestByDefault) {
    // `after` may exceed the id column's range (the schema bounds it below only): nothing is newer.
    const after = Math.min(query.after ?? 0, MAX_INT32 - 1);
    const [newer, hasMoreBefore] = await Promise.all([
      fromOn(db, scope, after + 1, limit + 1),
      after > 0 ? anyOlder(db, scope, after + 1) : Promise.resolve(false),
    ]);
    return { rows: newer.slice(0, limit), hasMoreBefore, hasMoreAfter: newer.length > limit };
  }
  const { before } = query;
  const [older, hasMoreAfter] = await Promise.all([
    olderThan(db, scope, before, limit + 1),
    before === undefined ? Promise.resolve(false) : anyFrom(db, scope, before),
  ]);
  return { rows: older.slice(0, limit).reverse(), hasMoreBefore: older.length > limit, hasMoreAfter };
}

/** A page of wire messages (see the file header). */
export async function historyPage(
  db: Db,
  scope: HistoryScope,
  query: PageQuery,
  newestByDefault = true,
): Promise<ChatMessagesPage> {
  const { rows, hasMoreBefore, hasMoreAfter } = await pageRows(db, scope, query, newestByDefault);
  return { messages: await messagesOf(db, rows), hasMoreBefore, hasMoreAfter };
}
