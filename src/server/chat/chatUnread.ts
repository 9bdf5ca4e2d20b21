/**
 * Unread counts (spec/shell.md §3 Unread counters, §7 GET /chat/company/{companyId}/unread-counts;
 * issue 16). A member's unread messages in a room are those with an id above their
 * `last_read_message_id`, written by someone else and not deleted; archived rooms count nothing.
 * A message mentions the member when `mentions` (JSON array text) holds their id or `mentions_room`
 * is set. Category counts are sums over the member's rooms of the company, uncapped (the UI caps).
 * Both are one grouped SQL query over the (room_id, id) index, on SQLite and PostgreSQL alike.
 */
import { sql, type Kysely } from 'kysely';
import type { ChatRoomType, UnreadCounts } from '../../shared/chat/chat.types';
import type { Database } from '../db/database';

export interface RoomUnread {
  roomId: number;
  type: ChatRoomType;
  unreadCount: number;
  mentionCount: number;
  lastReadMessageId: number;
}

/** Which rooms of the company to count: all, all but one, only one, or only these. */
export interface RoomFilter {
  except?: number;
  only?: number;
  in?: readonly number[];
}

/**
 * Each user's unread and mention counts in each room of `companyId` they are a member of (not
 * archived), narrowed by `rooms`; rooms with nothing unread are included with 0. One grouped query
 * for all the users (the live counters of a room's members are never one query per member).
 * A message mentions member `cm` when `mentions` (JSON '[1,23]' → ',1,23,') holds their id or
 * `mentions_room` is set.
 */
export async function roomUnreadOfUsers(
  db: Kysely<Database>,
  companyId: number,
  userIds: readonly number[],
  rooms: RoomFilter = {},
): Promise<Map<number, RoomUnread[]>> {
  const byUser = new Map<number, RoomUnread[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0 || rooms.in?.length === 0) return byUser;
  const rows = await db
    .selectFrom('chatMembers as cm')
    .innerJoin('chatRooms as r', 'r.id', 'cm.roomId')
    .leftJoin('chatMessages as m', (join) =>
      join
        .onRef('m.roomId', '=', 'cm.roomId')
        .on(sql<boolean>`m.id > cm.last_read_message_id`)
        .on('m.deletedAt', 'is', null)
        .on(sql<boolean>`(m.author_id <> cm.user_id or m.author_id is null)`),
    )
    .select([
      'cm.userId',
      'cm.roomId',
      'r.type',
      'cm.lastReadMessageId',
      sql<number>`count(m.id)`.as('unreadCount'),
      sql<number>`sum(case when m.id is not null and (m.mentions_room = 1 or replace(replace(m.mentions, '[', ','), ']', ',') like '%,' || cm.user_id || ',%') then 1 else 0 end)`.as(
        'mentionCount',
      ),
    ])
    .where('cm.userId', 'in', [...userIds])
    .where('r.companyId', '=', companyId)
    .where('r.archived', '=', 0)
    .$if(rooms.except !== undefined, (query) => query.where('cm.roomId', '<>', rooms.except as number))
    .$if(rooms.only !== undefined, (query) => query.where('cm.roomId', '=', rooms.only as number))
    .$if(rooms.in !== undefined, (query) => query.where('cm.roomId', 'in', [...(rooms.in as number[])]))
    .groupBy(['cm.userId', 'cm.roomId', 'r.type', 'cm.lastReadMessageId'])
    .execute();
  for (const row of rows) {
    byUser.get(row.userId)?.push({
      roomId: row.roomId,
      type: row.type as ChatRoomType,
      unreadCount: Number(row.unreadCount ?? 0),
      mentionCount: Number(row.mentionCount ?? 0),
      lastReadMessageId: Number(row.lastReadMessageId),
    });
  }
  return byUser;
}

/** One user's rooms of roomUnreadOfUsers; `roomIds` narrows to those rooms. */
export async function roomUnreadOf(
  db: Kysely<Database>,
  userId: number,
  companyId: number,
  roomIds?: number[],
): Promise<RoomUnread[]> {
  const byUser = await roomUnreadOfUsers(db, companyId, [userId], roomIds ? { in: roomIds } : {});
  return byUser.get(userId) ?? [];
}

/** Sums room counts into the spec's categories. */
export function countsOf(rooms: readonly RoomUnread[]): UnreadCounts {
  const counts: UnreadCounts = { public: 0, private: 0, dialog: 0, total: 0 };
  for (const room of rooms) {
    counts[room.type] += room.unreadCount;
    counts.total += room.unreadCount;
  }
  return counts;
}

/** The user's unread counters in a company (spec/shell.md §7). */
export async function unreadCountsOf(db: Kysely<Database>, userId: number, companyId: number): Promise<UnreadCounts> {
  return countsOf(await roomUnreadOf(db, userId, companyId));
}
