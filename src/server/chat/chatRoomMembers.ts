/**
 * Room membership (DESIGN §5; README "Chat rules"): the member list, adding people (room managers;
 * company members only), removing someone (managers, or oneself) and leaving. Dialogs keep their
 * two members (409). A removed member's sockets leave `room:<id>` at once (chatRooms.events.ts);
 * when the last owner goes, the oldest remaining member becomes owner. Whoever leaves or is removed
 * also leaves the room's running call (callLifecycle.ts).
 */
import type { ChatMember } from '../../shared/chat/chat.types';
import { AppError } from '../http/appError';
import { leaveCallsOfRooms } from './callLifecycle';
import { isRoomManager, requireRoom, type RoomAccess } from './chatAccess';
import { announceUnread } from './chatRooms.events';
import { deleteMember, insertMembers, memberIdsOf, membersOf, promoteMembers } from './chatRooms.repository';
import { checkCompanyMembers, viewRoom, type ChatContext } from './chatRooms.service';
import { memberJson, roomUpdateOf } from './chatRooms.wire';

/** GET /chat/rooms/{roomId}/members: everyone in the room, in joining order (readers of the room). */
export async function listMembers(ctx: ChatContext, roomId: number): Promise<ChatMember[]> {
  await requireRoom(ctx.db, ctx.actor, roomId);
  return (await membersOf(ctx.db, roomId)).map(memberJson);
}

/** 409 for a dialog, 403 unless the caller manages the room. */
function requireManager(access: RoomAccess): void {
  if (access.room.type === 'dialog') throw new AppError('CONFLICT');
  if (!isRoomManager(access)) throw new AppError('FORBIDDEN');
}

/** Tells everyone about a changed member count. */
async function announceCount(ctx: ChatContext, access: RoomAccess): Promise<void> {
  const memberIds = await memberIdsOf(ctx.db, access.room.id);
  ctx.emit.roomUpdated(roomUpdateOf(access.room, memberIds.length), memberIds);
}

/**
 * POST /chat/rooms/{roomId}/members: adds company members (400 at `userIds` otherwise) by a room
 * manager (403; dialogs 409, archived rooms 409). `role: 'owner'` also makes present members
 * owners. Answers the members named, as they are now; each newcomer gets `chat:room:created`.
 */
export async function addMembers(
  ctx: ChatContext,
  roomId: number,
  body: { userIds: number[]; role?: 'owner' | 'member' },
): Promise<ChatMember[]> {
  const access = await requireRoom(ctx.db, ctx.actor, roomId, { writable: true });
  requireManager(access);
  const { room } = access;
  await checkCompanyMembers(ctx, room.companyId, body.userIds, 'userIds');
  const role = body.role ?? 'member';
  const now = new Date().toISOString();
  const added = await insertMembers(
    ctx.db,
    roomId,
    body.userIds.map((userId) => ({ userId, role })),
    room.lastMessageId ?? 0,
    now,
  );
  if (role === 'owner') await promoteMembers(ctx.db, roomId, body.userIds);
  const members = (await membersOf(ctx.db, roomId, body.userIds)).map(memberJson);
  if (added.length > 0) {
    for (const member of members) if (added.includes(member.id)) ctx.emit.memberCreated(roomId, member);
    // Every newcomer sees the same room: same role, nothing unread, read up to the last message.
    const view = await viewRoom(ctx.db, added[0], room.companyId, roomId);
    ctx.emit.roomCreated(added.map((userId) => ({ userId, room: view })));
    await announceCount(ctx, access);
  }
  return members;
}

/**
 * DELETE /chat/rooms/{roomId}/members/{userId}: a manager removes someone, or anyone removes
 * themselves (403 otherwise; dialogs 409; 404 when the user is not a member).
 */
export async function removeMember(ctx: ChatContext, roomId: number, userId: number): Promise<void> {
  const access = await requireRoom(ctx.db, ctx.actor, roomId);
  if (access.room.type === 'dialog') throw new AppError('CONFLICT');
  if (userId !== ctx.actor.id && !isRoomManager(access)) throw new AppError('FORBIDDEN');
  // Two removals at once: only the one that deleted the row answers success (and broadcasts).
  if (!(await deleteMember(ctx.db, roomId, userId))) throw new AppError('NOT_FOUND');
  ctx.emit.memberDeleted(roomId, userId);
  ctx.emit.roomRemoved(roomId, access.room.companyId, userId);
  await announceCount(ctx, access);
  await announceUnread(ctx.app, [userId], access.room.companyId, roomId);
  await leaveCallsOfRooms(ctx.app, userId, [roomId]);
}

/**
 * POST /chat/rooms/{roomId}/leave: the caller leaves (dialogs 409). Leaving a public room one has
 * not joined changes nothing; other rooms need membership (403 of requireRoom).
 */
export async function leaveRoom(ctx: ChatContext, roomId: number): Promise<{ id: number }> {
  const access = await requireRoom(ctx.db, ctx.actor, roomId);
  if (access.room.type === 'dialog') throw new AppError('CONFLICT');
  if (access.member && (await deleteMember(ctx.db, roomId, ctx.actor.id))) {
    ctx.emit.memberDeleted(roomId, ctx.actor.id);
    ctx.emit.roomRemoved(roomId, access.room.companyId, ctx.actor.id);
    await announceCount(ctx, access);
    await announceUnread(ctx.app, [ctx.actor.id], access.room.companyId, roomId);
    await leaveCallsOfRooms(ctx.app, ctx.actor.id, [roomId]);
  }
  return { id: roomId };
}
