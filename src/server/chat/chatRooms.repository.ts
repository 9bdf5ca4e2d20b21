/**
 * SQL of chat rooms and their members (migration 20261204090000_chat; spec/shell.md §3 Chat room). The room list
 * is one query: each room of the company the viewer may see (public, or with a membership row)
 * with the viewer's membership, the member count and, for a dialog, the other member's user.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { ChatMemberRow, ChatRoomRow } from './chatAccess';
import type { MemberViewRow, RoomViewRow } from './chatRooms.wire';

type Db = Kysely<Database>;

export interface RoomFilter {
  companyId?: number;
  /** true: archived rooms only; false: active rooms only; absent: both. */
  archived?: boolean;
  roomIds?: readonly number[];
}

/**
 * The rooms `viewerId` may see (public rooms, and rooms with a membership row of the viewer),
 * newest last message first (rooms without messages by creation, newest first).
 */
export async function roomViews(db: Db, viewerId: number, filter: RoomFilter): Promise<RoomViewRow[]> {
  if (filter.roomIds && filter.roomIds.length === 0) return [];
  const rows = await db
    .selectFrom('chatRooms as r')
    .leftJoin('chatMembers as me', (join) => join.onRef('me.roomId', '=', 'r.id').on('me.userId', '=', viewerId))
    .leftJoin('chatMembers as pm', (join) =>
      join.onRef('pm.roomId', '=', 'r.id').on('r.type', '=', 'dialog').on('pm.userId', '<>', viewerId),
    )
    .leftJoin('users as pu', 'pu.id', 'pm.userId')
    .selectAll('r')
    .select([
      'me.role as myRole',
      'me.lastReadMessageId as myLastRead',
      sql<number>`(select count(*) from chat_members x where x.room_id = r.id)`.as('memberCount'),
      'pu.id as peerId',
      'pu.name as peerName',
      'pu.email as peerEmail',
      'pu.avatar as peerAvatar',
    ])
    .where((eb) => eb.or([eb('r.type', '=', 'public'), eb('me.id', 'is not', null)]))
    .$if(filter.companyId !== undefined, (query) => query.where('r.companyId', '=', filter.companyId as number))
    .$if(filter.archived !== undefined, (query) => query.where('r.archived', '=', filter.archived ? 1 : 0))
    .$if(filter.roomIds !== undefined, (query) => query.where('r.id', 'in', filter.roomIds as number[]))
    .orderBy(sql`case when r.last_message_at is null then 1 else 0 end`)
    .orderBy('r.lastMessageAt', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
  return rows as RoomViewRow[];
}

export const roomById = (db: Db, roomId: number): Promise<ChatRoomRow | undefined> =>
  db.selectFrom('chatRooms').selectAll().where('id', '=', roomId).executeTakeFirst();

export const roomByDialogKey = (db: Db, dialogKey: string): Promise<ChatRoomRow | undefined> =>
  db.selectFrom('chatRooms').selectAll().where('dialogKey', '=', dialogKey).executeTakeFirst();

/** Members of a room with their users (all, or those of `userIds`), in joining order. */
export function membersOf(db: Db, roomId: number, userIds?: readonly number[]): Promise<MemberViewRow[]> {
  if (userIds && userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('chatMembers as cm')
    .innerJoin('users as u', 'u.id', 'cm.userId')
    .select(['u.id', 'u.name', 'u.email', 'u.avatar', 'cm.role', 'cm.joinedAt', 'cm.lastReadMessageId'])
    .where('cm.roomId', '=', roomId)
    .$if(userIds !== undefined, (query) => query.where('cm.userId', 'in', userIds as number[]))
    .orderBy('cm.id')
    .execute();
}

export async function memberIdsOf(db: Db, roomId: number): Promise<number[]> {
  const rows = await db.selectFrom('chatMembers').select('userId').where('roomId', '=', roomId).execute();
  return rows.map((row) => row.userId);
}

export async function memberCountOf(db: Db, roomId: number): Promise<number> {
  const row = await db
    .selectFrom('chatMembers')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('roomId', '=', roomId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * Adds members (those already in keep their row); returns the ids really added. `lastRead` is
 * their read mark: the room's last message, so a newcomer starts with nothing unread.
 */
export async function insertMembers(
  db: Db,
  roomId: number,
  members: ReadonlyArray<{ userId: number; role: 'owner' | 'member' }>,
  lastRead: number,
  now: string,
): Promise<number[]> {
  const added: number[] = [];
  for (const member of members) {
    const result = await db
      .insertInto('chatMembers')
      .values({ roomId, userId: member.userId, role: member.role, lastReadMessageId: lastRead, joinedAt: now })
      .onConflict((conflict) => conflict.columns(['roomId', 'userId']).doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) added.push(member.userId);
  }
  return added;
}

/** Makes members owners (managers' "make someone owner"). */
export async function promoteMembers(db: Db, roomId: number, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .updateTable('chatMembers')
    .set({ role: 'owner' })
    .where('roomId', '=', roomId)
    .where('userId', 'in', [...userIds])
    .execute();
}

/** When a room has members but no owner, its oldest member becomes owner (README "Chat rules"). */
async function ensureOwner(db: Db, roomId: number): Promise<void> {
  const owner = await db
    .selectFrom('chatMembers')
    .select('id')
    .where('roomId', '=', roomId)
    .where('role', '=', 'owner')
    .executeTakeFirst();
  if (owner) return;
  const oldest = await db
    .selectFrom('chatMembers')
    .select('id')
    .where('roomId', '=', roomId)
    .orderBy('joinedAt')
    .orderBy('id')
    .executeTakeFirst();
  if (oldest) await db.updateTable('chatMembers').set({ role: 'owner' }).where('id', '=', oldest.id).execute();
}

/**
 * Deletes a membership; returns the deleted row (undefined: there was none). When it was the last
 * owner, the oldest remaining member becomes owner.
 */
export async function deleteMember(db: Db, roomId: number, userId: number): Promise<ChatMemberRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('chatMembers')
      .where('roomId', '=', roomId)
      .where('userId', '=', userId)
      .returningAll()
      .executeTakeFirst();
    if (row?.role === 'owner') await ensureOwner(trx, roomId);
    return row;
  });
}

/**
 * Deletes every membership of the user in the chat rooms of a company (dialogs included: they
 * come back when a dialog with them is opened again); owners are replaced as in deleteMember.
 * Returns the rooms the user was a member of.
 */
export async function deleteCompanyMemberships(db: Db, userId: number, companyId: number): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .deleteFrom('chatMembers')
      .where('userId', '=', userId)
      .where('roomId', 'in', (eb) => eb.selectFrom('chatRooms').select('id').where('companyId', '=', companyId))
      .returning(['roomId', 'role'])
      .execute();
    for (const row of rows) if (row.role === 'owner') await ensureOwner(trx, row.roomId);
    return rows.map((row) => row.roomId);
  });
}

/** The ids of `userIds` that are not members of the company. */
export async function notCompanyMembers(db: Db, companyId: number, userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('companyMembers')
    .select('userId')
    .where('companyId', '=', companyId)
    .where('userId', 'in', [...userIds])
    .execute();
  const members = new Set(rows.map((row) => row.userId));
  return userIds.filter((id) => !members.has(id));
}

/** The lowest-id company both users are members of (undefined: none). */
export async function sharedCompanyOf(db: Db, userId: number, otherId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('companyMembers as a')
    .innerJoin('companyMembers as b', 'b.companyId', 'a.companyId')
    .select('a.companyId')
    .where('a.userId', '=', userId)
    .where('b.userId', '=', otherId)
    .orderBy('a.companyId')
    .executeTakeFirst();
  return row?.companyId;
}

/** Ids of every chat room of a company. */
export async function roomIdsOfCompany(db: Db, companyId: number): Promise<number[]> {
  const rows = await db.selectFrom('chatRooms').select('id').where('companyId', '=', companyId).execute();
  return rows.map((row) => row.id);
}
