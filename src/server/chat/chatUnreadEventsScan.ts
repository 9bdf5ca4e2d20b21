/**
 * The unread counts of many members of ONE room from one scan of its newest messages (used by
 * chatUnreadEvents.ts after a message, an edit or a delete). Counting per member in SQL costs
 * members × unread index lookups, which on SQLite blocks the event loop (200 members × 200 unread
 * ≈ 30 ms) and so delays the next message's broadcast. Here the room's non-deleted messages after
 * the lowest read mark are read once (id, author, mentions; at most SCAN_MAX), and each member's
 * counts come from binary searches over them: unread = messages after their mark − their own ones
 * after it; mentions likewise over the few messages that mention anyone. Members further behind
 * than SCAN_MAX messages are returned in `behind` for the SQL count.
 */
import type { Kysely } from 'kysely';
import type { ChatRoomType } from '../../shared/chat/chat.types';
import type { Database } from '../db/database';
import type { RoomUnread } from './chatUnread';
import { mentionsOf } from './chatMessages.repository';

/** Most messages one scan reads. */
export const SCAN_MAX = 5_000;

/** Index of the first id in ascending `ids` greater than `mark`. */
function firstAfter(ids: readonly number[], mark: number): number {
  let low = 0;
  let high = ids.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (ids[middle] <= mark) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Counts of each member (userId → read mark) of room `room`, reading at most `scanMax` messages; see the file header. */
export async function roomUnreadByScan(
  db: Kysely<Database>,
  room: { id: number; type: string },
  marks: ReadonlyMap<number, number>,
  scanMax = SCAN_MAX,
): Promise<{ counted: Map<number, RoomUnread>; behind: number[] }> {
  const counted = new Map<number, RoomUnread>();
  if (marks.size === 0) return { counted, behind: [] };
  const lowest = Math.min(...marks.values());
  const newestFirst = await db
    .selectFrom('chatMessages')
    .select(['id', 'authorId', 'mentions', 'mentionsRoom'])
    .where('roomId', '=', room.id)
    .where('id', '>', lowest)
    .where('deletedAt', 'is', null)
    .orderBy('id', 'desc')
    .limit(scanMax + 1)
    .execute();
  // With more than SCAN_MAX rows, only marks at or after the first row left out are fully covered.
  const coveredFrom = newestFirst.length > scanMax ? newestFirst[scanMax].id : lowest;
  const rows = newestFirst.slice(0, scanMax).reverse();
  const ids = rows.map((row) => row.id);
  const byAuthor = new Map<number, number[]>();
  for (const row of rows) {
    if (row.authorId === null) continue;
    const own = byAuthor.get(row.authorId) ?? [];
    own.push(row.id);
    byAuthor.set(row.authorId, own);
  }
  const mentioning = rows
    .filter((row) => row.mentionsRoom === 1 || row.mentions !== '[]')
    .map((row) => ({ id: row.id, authorId: row.authorId, all: row.mentionsRoom === 1, users: mentionsOf(row) }));
  const behind: number[] = [];
  for (const [userId, mark] of marks) {
    if (mark < coveredFrom) {
      behind.push(userId);
      continue;
    }
    const own = byAuthor.get(userId) ?? [];
    const unreadCount = ids.length - firstAfter(ids, mark) - (own.length - firstAfter(own, mark));
    const mentionCount = mentioning.filter(
      (row) => row.id > mark && row.authorId !== userId && (row.all || row.users.includes(userId)),
    ).length;
    counted.set(userId, {
      roomId: room.id,
      type: room.type as ChatRoomType,
      unreadCount,
      mentionCount,
      lastReadMessageId: mark,
    });
  }
  return { counted, behind };
}
