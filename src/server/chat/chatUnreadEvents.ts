/**
 * Live unread counters (spec/shell.md §3 Unread counters; `chat:unread:updated` in `user:<id>`,
 * payload ChatUnreadUpdate). After a message, a delete or a read mark, the members concerned get
 * their counts for the company and the room. The counts of ALL those members come from one grouped
 * query (same rules as chatUnread.ts: unread = id above the member's mark, by someone else, not
 * deleted, room not archived), never one query per member.
 *
 * `scheduleUnread` coalesces bursts (as Mattermost batches socket events, ~100 ms): the first
 * request for a room is computed at once; requests arriving while it runs wait and run together at
 * most every UNREAD_BATCH_MS with the union of their users (counts are absolute, so the last
 * computation is always right). A room with 200 members receiving 200 messages in a burst thus
 * costs a few dozen queries, not 200, and the message broadcasts are not held up behind them.
 */
import type { Kysely } from 'kysely';
import { CHAT_EVENTS, type ChatUnreadUpdate } from '../../shared/chat/chat.types';
import type { Database } from '../db/database';
import { userRoom, type Realtime } from '../plugins/realtime';
import { countsOf, roomUnreadOfUsers } from './chatUnread';
import { roomUnreadByScan } from './chatUnreadEventsScan';

type Db = Kysely<Database>;

/** Each user's `chat:unread:updated` payload for `roomId` (0 counts when the room is archived or left). */
export async function unreadUpdates(
  db: Db,
  companyId: number,
  roomId: number,
  userIds: readonly number[],
): Promise<Map<number, ChatUnreadUpdate>> {
  if (userIds.length === 0) return new Map();
  // Other rooms in SQL (they rarely hold much unread), this room by one scan (chatUnreadEventsScan.ts).
  const [byUser, room, marks] = await Promise.all([
    roomUnreadOfUsers(db, companyId, userIds, { except: roomId }),
    db.selectFrom('chatRooms').select(['id', 'type', 'archived']).where('id', '=', roomId).executeTakeFirst(),
    db
      .selectFrom('chatMembers')
      .select(['userId', 'lastReadMessageId'])
      .where('roomId', '=', roomId)
      .where('userId', 'in', [...userIds])
      .execute(),
  ]);
  if (room && !room.archived) {
    const { counted, behind } = await roomUnreadByScan(
      db,
      room,
      new Map(marks.map((mark) => [mark.userId, Number(mark.lastReadMessageId)])),
    );
    const late = await roomUnreadOfUsers(db, companyId, behind, { only: roomId });
    for (const [userId, rooms] of byUser) {
      const here = counted.get(userId) ?? late.get(userId)?.[0];
      if (here) rooms.push(here);
    }
  }
  const updates = new Map<number, ChatUnreadUpdate>();
  for (const [userId, rooms] of byUser) {
    const here = rooms.find((candidate) => candidate.roomId === roomId);
    updates.set(userId, {
      companyId,
      counts: countsOf(rooms),
      roomId,
      unreadCount: here?.unreadCount ?? 0,
      mentionCount: here?.mentionCount ?? 0,
      lastReadMessageId: here?.lastReadMessageId ?? 0,
    });
  }
  return updates;
}

/**
 * Sends each update to its user's tabs (except the socket `exceptSocketId`). Users whose payloads
 * are equal (same counts: common in a busy room) share one broadcast to all their user rooms.
 */
export function emitUnread(
  realtime: Realtime,
  updates: ReadonlyMap<number, ChatUnreadUpdate>,
  exceptSocketId?: string,
): void {
  const groups = new Map<string, { update: ChatUnreadUpdate; rooms: string[] }>();
  for (const [userId, update] of updates) {
    const key = JSON.stringify(update);
    const group = groups.get(key) ?? { update, rooms: [] };
    group.rooms.push(userRoom(userId));
    groups.set(key, group);
  }
  for (const { update, rooms } of groups.values()) {
    const target = realtime.io.to(rooms);
    (exceptSocketId ? target.except(exceptSocketId) : target).emit(CHAT_EVENTS.unreadUpdated, update);
  }
}

/** Shortest time between two computations of one room's counts while messages keep coming (ms). */
export const UNREAD_BATCH_MS = 100;

interface RoomQueue {
  running: boolean;
  pending: Set<number>;
}

const queues = new WeakMap<Realtime, Map<number, RoomQueue>>();

/**
 * Computes and sends the unread counts of `userIds` for `roomId` soon (never before the caller's
 * own broadcast), coalescing with other requests for the room (see the file header). Errors are
 * passed to `onError`: the counts are a convenience, the message is already delivered.
 */
export function scheduleUnread(
  db: Db,
  realtime: Realtime,
  room: { id: number; companyId: number },
  userIds: readonly number[],
  onError: (error: unknown) => void,
): void {
  if (userIds.length === 0) return;
  const rooms = queues.get(realtime) ?? new Map<number, RoomQueue>();
  queues.set(realtime, rooms);
  const queue = rooms.get(room.id) ?? { running: false, pending: new Set<number>() };
  rooms.set(room.id, queue);
  for (const id of userIds) queue.pending.add(id);
  if (queue.running) return;
  queue.running = true;
  const run = async () => {
    for (let first = true; queue.pending.size > 0; first = false) {
      // A burst is counted in one go at most every UNREAD_BATCH_MS, after the first at once.
      if (!first) await new Promise((resolve) => setTimeout(resolve, UNREAD_BATCH_MS));
      const users = [...queue.pending];
      queue.pending.clear();
      try {
        emitUnread(realtime, await unreadUpdates(db, room.companyId, room.id, users));
      } catch (error) {
        onError(error);
      }
    }
    queue.running = false;
    rooms.delete(room.id);
  };
  setImmediate(() => void run());
}
