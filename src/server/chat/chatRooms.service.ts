/**
 * Room rules (DESIGN §5; README "Chat rules"; spec/shell.md §3 Chat room, §7 Chat): listing the
 * rooms a member sees, creating public and private rooms, reading one, renaming / changing the
 * topic / archiving (room managers; dialogs 409) and joining a public room. Membership changes
 * of other people and leaving are in chatRoomMembers.ts, dialogs in chatDialogs.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ChatRoom, CreateRoomBody, UpdateRoomBody } from '../../shared/chat/chat.schemas';
import { actorOf, requireCompany, type Actor } from '../access/access.service';
import type { Database } from '../db/database';
import { fieldError } from '../editor/editor.context';
import { AppError } from '../http/appError';
import { callerOf } from '../plugins/auth';
import type { Kysely } from 'kysely';
import { isRoomManager, requireRoom } from './chatAccess';
import { announceUnread, chatRoomEmitter, type ChatRoomEmitter } from './chatRooms.events';
import { insertMembers, memberIdsOf, membersOf, notCompanyMembers, roomViews } from './chatRooms.repository';
import { memberJson, roomJson, roomUpdateOf } from './chatRooms.wire';
import { roomUnreadOf } from './chatUnread';

/** What every room service needs for one request. */
export interface ChatContext {
  app: FastifyInstance;
  db: Kysely<Database>;
  actor: Actor;
  emit: ChatRoomEmitter;
}

export function chatContext(app: FastifyInstance, request: FastifyRequest): ChatContext {
  const actor = actorOf(callerOf(request));
  return { app, db: app.db, actor, emit: chatRoomEmitter(app, actor.id, request.socketId) };
}

/** i18n keys of the room field errors (i18n/<locale>/errors.json `chatRooms.*`). */
export const CHAT_ROOM_ERRORS = {
  notCompanyMember: 'errors:chatRooms.notCompanyMember',
  dialogSelf: 'errors:chatRooms.dialogSelf',
} as const;

/**
 * The rooms of `roomIds` (or of the whole company) as `userId` sees them: two queries, the rooms
 * with the viewer's membership and the viewer's unread counts.
 */
export async function viewRooms(
  db: Kysely<Database>,
  userId: number,
  filter: { companyId: number; archived?: boolean; roomIds?: number[] },
): Promise<ChatRoom[]> {
  const [rows, unread] = await Promise.all([
    roomViews(db, userId, filter),
    roomUnreadOf(db, userId, filter.companyId, filter.roomIds),
  ]);
  const byRoom = new Map(unread.map((entry) => [entry.roomId, entry]));
  return rows.map((row) => roomJson(row, byRoom.get(row.id)));
}

/** One room as `userId` sees it (404 when they cannot see it). */
export async function viewRoom(db: Kysely<Database>, userId: number, companyId: number, roomId: number) {
  const [room] = await viewRooms(db, userId, { companyId, roomIds: [roomId] });
  if (!room) throw new AppError('NOT_FOUND');
  return room;
}

/** Throws 400 at `field` unless every user is a member of the company. */
export async function checkCompanyMembers(ctx: ChatContext, companyId: number, userIds: number[], field: string) {
  if ((await notCompanyMembers(ctx.db, companyId, userIds)).length > 0) {
    throw fieldError(field, CHAT_ROOM_ERRORS.notCompanyMember);
  }
}

/**
 * GET /chat/company/{companyId}/rooms: public rooms of the company (with `isMember`), and the
 * private rooms and dialogs the caller is in; `archived` true lists the archived ones instead of
 * the active ones. 404 unknown company, 403 not a member.
 */
export async function listRooms(ctx: ChatContext, companyId: number, archived = false): Promise<ChatRoom[]> {
  await requireCompany(ctx.db, ctx.actor, companyId);
  return viewRooms(ctx.db, ctx.actor.id, { companyId, archived });
}

/** GET /chat/rooms/{roomId}: the room as the caller sees it (403/404 of requireRoom). */
export async function getRoom(ctx: ChatContext, roomId: number): Promise<ChatRoom> {
  const { room } = await requireRoom(ctx.db, ctx.actor, roomId);
  return viewRoom(ctx.db, ctx.actor.id, room.companyId, roomId);
}

/**
 * POST /chat/company/{companyId}/rooms: a public or private room; the caller is its owner and
 * `memberIds` (company members only, else 400 at `memberIds`) its members. Announced to each new
 * member and, for a public room, to the company.
 */
export async function createRoom(ctx: ChatContext, companyId: number, body: CreateRoomBody): Promise<ChatRoom> {
  await requireCompany(ctx.db, ctx.actor, companyId);
  const others = (body.memberIds ?? []).filter((id) => id !== ctx.actor.id);
  await checkCompanyMembers(ctx, companyId, others, 'memberIds');
  const now = new Date().toISOString();
  const roomId = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('chatRooms')
      .values({
        companyId,
        type: body.type,
        name: body.name,
        topic: body.topic ?? '',
        createdBy: ctx.actor.id,
        dialogKey: null,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const members = [
      { userId: ctx.actor.id, role: 'owner' as const },
      ...others.map((userId) => ({ userId, role: 'member' as const })),
    ];
    await insertMembers(trx, row.id, members, 0, now);
    return row.id;
  });
  const room = await viewRoom(ctx.db, ctx.actor.id, companyId, roomId);
  const asMember: ChatRoom = { ...room, role: 'member' };
  ctx.emit.roomCreated(
    [{ userId: ctx.actor.id, room }, ...others.map((userId) => ({ userId, room: asMember }))],
    room.type === 'public' ? room : undefined,
  );
  return room;
}

/**
 * PUT /chat/rooms/{roomId}: rename, topic, archive / unarchive by a room manager (room owner,
 * company owner or admin; else 403); a dialog answers 409. Broadcasts `chat:room:updated`.
 */
export async function updateRoom(ctx: ChatContext, roomId: number, body: UpdateRoomBody): Promise<ChatRoom> {
  const access = await requireRoom(ctx.db, ctx.actor, roomId);
  if (access.room.type === 'dialog') throw new AppError('CONFLICT');
  if (!isRoomManager(access)) throw new AppError('FORBIDDEN');
  const changes = {
    ...(body.name === undefined ? {} : { name: body.name }),
    ...(body.topic === undefined ? {} : { topic: body.topic }),
    ...(body.archived === undefined ? {} : { archived: body.archived ? 1 : 0 }),
  };
  const updated = await ctx.db
    .updateTable('chatRooms')
    .set({ ...changes, updatedAt: new Date().toISOString() })
    .where('id', '=', roomId)
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw new AppError('NOT_FOUND');
  const memberIds = await memberIdsOf(ctx.db, roomId);
  ctx.emit.roomUpdated(roomUpdateOf(updated, memberIds.length), memberIds);
  if (updated.archived !== access.room.archived) await announceUnread(ctx.app, memberIds, updated.companyId, roomId);
  return viewRoom(ctx.db, ctx.actor.id, updated.companyId, roomId);
}

/**
 * POST /chat/rooms/{roomId}/join: the caller joins a public room (a member already: the room as
 * is). Private rooms 403 (only a manager adds people), dialogs and archived rooms 409. The new
 * member's read mark is the room's last message: joining starts with nothing unread.
 */
export async function joinRoom(ctx: ChatContext, roomId: number): Promise<ChatRoom> {
  const access = await requireRoom(ctx.db, ctx.actor, roomId);
  const { room } = access;
  if (room.type === 'dialog') throw new AppError('CONFLICT');
  if (access.member) return viewRoom(ctx.db, ctx.actor.id, room.companyId, roomId);
  if (room.archived) throw new AppError('CONFLICT');
  if (room.type !== 'public') throw new AppError('FORBIDDEN');
  const now = new Date().toISOString();
  const added = await insertMembers(
    ctx.db,
    roomId,
    [{ userId: ctx.actor.id, role: 'member' }],
    room.lastMessageId ?? 0,
    now,
  );
  const view = await viewRoom(ctx.db, ctx.actor.id, room.companyId, roomId);
  if (added.length > 0) {
    const [member] = await membersOf(ctx.db, roomId, [ctx.actor.id]);
    if (member) ctx.emit.memberCreated(roomId, memberJson(member));
    ctx.emit.roomCreated([{ userId: ctx.actor.id, room: view }]);
    ctx.emit.roomUpdated(roomUpdateOf(room, view.memberCount), []);
  }
  return view;
}
