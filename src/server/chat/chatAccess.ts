/**
 * Who may reach a chat room (DESIGN §5 "public chat rooms to company members; private rooms and
 * dialogs only their participants"; issue 16, README "Chat rules"). Every chat route and the
 * `room:join` socket event pass here.
 * - 404 NOT_FOUND: no such room (or message).
 * - 403 FORBIDDEN: the caller is not a member of the room's company (a system admin counts as the
 *   company's admin, as everywhere), or the room is private / a dialog and the caller is not in it,
 *   or `member: true` was asked and the caller has not joined (a public room must be joined first).
 * - 409 CONFLICT: `writable: true` on an archived room (read-only until unarchived).
 */
import type { Kysely, Selectable } from 'kysely';
import type { CompanyRole } from '../../shared/company/company.schemas';
import type { ChatMembersTable, ChatMessagesTable, ChatRoomsTable, Database } from '../db/database';
import { AppError } from '../http/appError';
import { roleIn, type Actor } from '../access/access.service';

export type ChatRoomRow = Selectable<ChatRoomsTable>;
export type ChatMemberRow = Selectable<ChatMembersTable>;
export type ChatMessageRow = Selectable<ChatMessagesTable>;

/** What the checks found: the room, the caller's company role and room membership (null: none). */
export interface RoomAccess {
  room: ChatRoomRow;
  companyRole: CompanyRole;
  member: ChatMemberRow | null;
}

export interface RoomRequirement {
  /** The caller must have joined the room (posting, reading marks, reactions, typing). */
  member?: boolean;
  /** The room must not be archived (posting, editing, reactions, adding members). */
  writable?: boolean;
}

/** True when `access` lets the caller read the room (public to company members; else members only). */
export const canRead = (access: Pick<RoomAccess, 'room' | 'member'>): boolean =>
  access.room.type === 'public' || access.member !== null;

/** Checks the caller's access to room `roomId` (see the file header for the errors). */
export async function requireRoom(
  db: Kysely<Database>,
  actor: Actor,
  roomId: number,
  requirement: RoomRequirement = {},
): Promise<RoomAccess> {
  const room = await db.selectFrom('chatRooms').selectAll().where('id', '=', roomId).executeTakeFirst();
  if (!room) throw new AppError('NOT_FOUND');
  const [companyRole, member] = await Promise.all([
    roleIn(db, actor, room.companyId),
    db
      .selectFrom('chatMembers')
      .selectAll()
      .where('roomId', '=', roomId)
      .where('userId', '=', actor.id)
      .executeTakeFirst(),
  ]);
  if (!companyRole) throw new AppError('FORBIDDEN');
  const access: RoomAccess = { room, companyRole, member: member ?? null };
  if (!canRead(access)) throw new AppError('FORBIDDEN');
  if (requirement.member && !access.member) throw new AppError('FORBIDDEN');
  if (requirement.writable && room.archived) throw new AppError('CONFLICT');
  return access;
}

/** Loads a message and checks its room like requireRoom (a missing message is 404). */
export async function requireMessage(
  db: Kysely<Database>,
  actor: Actor,
  messageId: number,
  requirement: RoomRequirement = {},
): Promise<RoomAccess & { message: ChatMessageRow }> {
  const message = await db.selectFrom('chatMessages').selectAll().where('id', '=', messageId).executeTakeFirst();
  if (!message) throw new AppError('NOT_FOUND');
  return { ...(await requireRoom(db, actor, message.roomId, requirement)), message };
}

/** Room owner, or owner/admin of the room's company: may rename, archive and manage members. */
export const isRoomManager = (access: RoomAccess): boolean =>
  access.member?.role === 'owner' || access.companyRole === 'owner' || access.companyRole === 'admin';
