/**
 * Answer schemas of the room routes (OpenAPI document, serializer check; each tied to its shared
 * type in src/shared/chat/chat.types.ts so a drift fails `tsc`) and the pure functions that turn
 * stored rows into wire objects (spec/shell.md §3 Chat room).
 */
import { z } from 'zod';
import {
  CHAT_MEMBER_ROLES,
  CHAT_ROOM_TYPES,
  type ChatMember,
  type ChatMemberRole,
  type ChatPerson,
  type ChatRoom,
  type ChatRoomType,
  type ChatRoomUpdate,
  type UnreadCounts,
} from '../../shared/chat/chat.types';
import type { RoomUnread } from './chatUnread';
import type { ChatRoomRow } from './chatAccess';

const id = z.number().int();

export const chatPersonSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
}) satisfies z.ZodType<ChatPerson>;

export const chatRoomSchema = z.object({
  id,
  companyId: id,
  type: z.enum(CHAT_ROOM_TYPES),
  name: z.string(),
  topic: z.string(),
  archived: z.boolean(),
  conferenceActive: z.boolean(),
  unreadCount: z.number().int(),
  mentionCount: z.number().int(),
  isMember: z.boolean(),
  role: z.enum(CHAT_MEMBER_ROLES).nullable(),
  memberCount: z.number().int(),
  lastReadMessageId: z.number().int(),
  lastMessageId: id.nullable(),
  lastMessageAt: z.string().nullable(),
  peer: chatPersonSchema.nullable(),
  createdBy: id.nullable(),
  createdAt: z.string(),
}) satisfies z.ZodType<ChatRoom>;

export const chatMemberSchema = chatPersonSchema.extend({
  role: z.enum(CHAT_MEMBER_ROLES),
  joinedAt: z.string(),
  lastReadMessageId: z.number().int(),
}) satisfies z.ZodType<ChatMember>;

export const unreadCountsSchema = z.object({
  public: z.number().int(),
  private: z.number().int(),
  dialog: z.number().int(),
  total: z.number().int(),
}) satisfies z.ZodType<UnreadCounts>;

export const roomLeftSchema = z.object({ id });
export const memberRemovedSchema = z.object({ roomId: id, userId: id });

/** A user row as chat reads it. */
export interface PersonRow {
  id: number;
  name: string;
  email: string;
  avatar: string | null;
}

/** Display name: the user's name, else the e-mail (ChatPerson.name). */
export const personOf = (user: PersonRow): ChatPerson => ({
  id: user.id,
  name: user.name.trim() || user.email,
  email: user.email,
  avatar: user.avatar,
});

/** A room row with what the list query joins for one viewer (chatRooms.repository.ts). */
export interface RoomViewRow extends ChatRoomRow {
  myRole: string | null;
  myLastRead: number | null;
  memberCount: number | string;
  peerId: number | null;
  peerName: string | null;
  peerEmail: string | null;
  peerAvatar: string | null;
}

/** The fields every viewer shares (`chat:room:updated`). */
export function roomUpdateOf(row: ChatRoomRow, memberCount: number): ChatRoomUpdate {
  return {
    id: row.id,
    companyId: row.companyId,
    type: row.type as ChatRoomType,
    name: row.name,
    topic: row.topic,
    archived: row.archived === 1,
    memberCount,
    conferenceActive: row.conferenceActive === 1,
  };
}

/**
 * The wire room as the viewer sees it: `unread` is the viewer's counts (absent: 0, e.g. archived
 * rooms or non-members); a dialog is named after its other member (`peer`).
 */
export function roomJson(row: RoomViewRow, unread?: RoomUnread): ChatRoom {
  const peer =
    row.type === 'dialog' && row.peerId !== null
      ? personOf({ id: row.peerId, name: row.peerName ?? '', email: row.peerEmail ?? '', avatar: row.peerAvatar })
      : null;
  const isMember = row.myRole !== null;
  return {
    ...roomUpdateOf(row, Number(row.memberCount)),
    name: row.type === 'dialog' ? (peer?.name ?? '') : row.name,
    unreadCount: unread?.unreadCount ?? 0,
    mentionCount: unread?.mentionCount ?? 0,
    isMember,
    role: isMember ? (row.myRole as ChatMemberRole) : null,
    lastReadMessageId: Number(row.myLastRead ?? 0),
    lastMessageId: row.lastMessageId,
    lastMessageAt: row.lastMessageAt,
    peer,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
  };
}

/** A public room as someone who has not joined sees it (the `company:<id>` announcement). */
export const outsiderView = (room: ChatRoom): ChatRoom => ({
  ...room,
  unreadCount: 0,
  mentionCount: 0,
  isMember: false,
  role: null,
  lastReadMessageId: 0,
});

/** A member row with its user. */
export interface MemberViewRow extends PersonRow {
  role: string;
  joinedAt: string;
  lastReadMessageId: number;
}

export const memberJson = (row: MemberViewRow): ChatMember => ({
  ...personOf(row),
  role: row.role as ChatMemberRole,
  joinedAt: row.joinedAt,
  lastReadMessageId: Number(row.lastReadMessageId),
});
