/**
 * Team chat's wire types, constants and live event names (spec/shell.md §1, §3 Chat room / Unread
 * counters / Chat window state, §4, §5, §8, §9; issue 16). Zod-free: the client's entry imports it
 * (the launcher badge, the chat window slice) without pulling zod into the first paint; the bodies
 * are validated by chat.schemas.ts.
 *
 * Rooms belong to one company and have a type:
 * - `public`: every member of the company may find it, read it and join it (DESIGN §5);
 * - `private`: only its members (added by a room owner, see the README's rules);
 * - `dialog`: exactly two users, one room per pair and company (POST /chat/get-room-by-user-id/{userId}).
 * Unread counts are per member: messages after the member's `lastReadMessageId`, by others, not
 * deleted, in rooms the user is a member of and that are not archived. Category counts
 * (`UnreadCounts`) are sums of the rooms' counts, uncapped; the UI caps the badge at 9 (§9).
 */

import type { ChatCallMessageInfo, ChatMessageKind } from './call.types';

export const CHAT_ROOM_TYPES = ['public', 'private', 'dialog'] as const;
export type ChatRoomType = (typeof CHAT_ROOM_TYPES)[number];
/** The types a user creates with POST /chat/company/{companyId}/rooms (dialogs come from get-room-by-user-id). */
export const CREATABLE_ROOM_TYPES = ['public', 'private'] as const;

/** A member's role in a room: the creator is `owner`; owners may add owners (README "Chat rules"). */
export const CHAT_MEMBER_ROLES = ['owner', 'member'] as const;
export type ChatMemberRole = (typeof CHAT_MEMBER_ROLES)[number];

/** Longest message (characters, after trimming): issue 16 item 4. */
export const CHAT_MESSAGE_MAX = 10_000;
export const CHAT_ROOM_NAME_MAX = 80;
export const CHAT_ROOM_TOPIC_MAX = 500;
/** History page size (keyset pages before/after a message id). */
export const CHAT_PAGE_SIZE = 50;
/** Largest page a client may ask for. */
export const CHAT_PAGE_MAX = 200;
/** Search answers at most this many hits. */
export const CHAT_SEARCH_LIMIT = 50;
/** At most this many users in one add-members call. */
export const CHAT_MAX_ADD_MEMBERS = 200;
/** Typing: the server relays at most one `chat:typing` per user and room every 3 s… */
export const TYPING_THROTTLE_MS = 3_000;
/** …and the client forgets a writer 6 s after their last `chat:typing`. */
export const TYPING_EXPIRY_MS = 6_000;
/** spec/shell.md §9: the per-category badge shows 1..9, '9+' above 9, nothing for 0. */
export const UNREAD_BADGE_CAP = 9;
/** spec/shell.md §9: default chat width (px). */
export const DEFAULT_CHAT_WIDTH = 600;
/** Reactions a message may carry: any of these emoji (the picker shows them). */
export const CHAT_REACTIONS = ['👍', '👎', '😄', '🎉', '❤️', '😮', '😢', '🚀', '👀', '✅'] as const;
export type ChatReaction = (typeof CHAT_REACTIONS)[number];

/** The text on a category badge: '' for 0, the number up to 9, '9+' above (spec/shell.md §9). */
export function unreadBadgeText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(Math.floor(count));
}

/** A person as chat shows them. */
export interface ChatPerson {
  id: number;
  /** Display name: the user's name, else the e-mail. */
  name: string;
  email: string;
  avatar: string | null;
}

/**
 * A room as the caller sees it (spec/shell.md §3 Chat room: id, name, unreadCount, conferenceActive).
 * For a dialog `name` is the other person's display name and `peer` is that person.
 */
export interface ChatRoom {
  id: number;
  companyId: number;
  type: ChatRoomType;
  name: string;
  topic: string;
  archived: boolean;
  /** A call is running in the room (issue 17 fills it; `chat:conference:updated`). */
  conferenceActive: boolean;
  /** The caller's unread messages in the room (0 when not a member). */
  unreadCount: number;
  /** Unread messages that mention the caller or @room. */
  mentionCount: number;
  /** The caller is a member (a public room may be listed without it). */
  isMember: boolean;
  /** The caller's role, null when not a member. */
  role: ChatMemberRole | null;
  memberCount: number;
  /** The caller's last read message id (0: none). */
  lastReadMessageId: number;
  lastMessageId: number | null;
  /** ISO time of the last message (null: none yet); room lists sort by it, newest first. */
  lastMessageAt: string | null;
  /** Dialogs only: the other person. */
  peer: ChatPerson | null;
  createdBy: number | null;
  createdAt: string;
}

export interface ChatMember extends ChatPerson {
  role: ChatMemberRole;
  joinedAt: string;
  lastReadMessageId: number;
}

export interface ChatReactionGroup {
  emoji: string;
  /** Who reacted, in the order they did. */
  userIds: number[];
}

/** A quoted parent of a reply (its text cut to 200 characters; empty when deleted). */
export interface ChatReplyPreview {
  id: number;
  author: ChatPerson | null;
  text: string;
  deleted: boolean;
}

export interface ChatMessage {
  id: number;
  roomId: number;
  /** null when the author's account is gone. */
  author: ChatPerson | null;
  /** Markdown source ('' once deleted). Rendered with marked + DOMPurify like card descriptions. */
  text: string;
  createdAt: string;
  editedAt: string | null;
  /** Soft delete: shown as "message deleted"; text emptied, reactions dropped. */
  deletedAt: string | null;
  /** Reply-in-thread: the thread's root message (replies show in the room with a quote). */
  replyToId: number | null;
  replyTo: ChatReplyPreview | null;
  /** Number of replies whose root is this message. */
  replyCount: number;
  reactions: ChatReactionGroup[];
  /** User ids mentioned with @name (members of the room only). */
  mentions: number[];
  /** The text mentions @room (everyone in it). */
  mentionsRoom: boolean;
  /** The sender's own id for optimistic matching (echoed back once, never stored). */
  clientId?: string;
  /** What the message is (absent: 'text'); call messages are posted by the server (call.types.ts). */
  kind?: ChatMessageKind;
  /** Call messages only: what happened. */
  call?: ChatCallMessageInfo;
}

/** A page of history, oldest first. */
export interface ChatMessagesPage {
  messages: ChatMessage[];
  /** Older messages exist before the first one. */
  hasMoreBefore: boolean;
  /** Newer messages exist after the last one. */
  hasMoreAfter: boolean;
}

/** spec/shell.md §3 Unread counters (uncapped; the badge caps). */
export interface UnreadCounts {
  public: number;
  private: number;
  dialog: number;
  total: number;
}

export interface ChatSearchHit {
  message: ChatMessage;
  roomId: number;
  roomName: string;
  roomType: ChatRoomType;
  /** Text around the match with the matched words wrapped in «…» markers (plain text, no HTML). */
  snippet: string;
}

/** PUT /chat/rooms/{roomId}/read answer and `chat:read:updated` payload. */
export interface ChatReadState {
  roomId: number;
  userId: number;
  lastReadMessageId: number;
  /** The reader's unread count left in the room. */
  unreadCount: number;
}

/** Socket events the client emits (with an acknowledgement `RoomAck` of shared/board/board.events.ts). */
export const CHAT_SOCKET_EVENTS = {
  /** `{roomId}`: join the live room `room:<id>` (access-checked like `board:join`). */
  roomJoin: 'room:join',
  roomLeave: 'room:leave',
  /** `{roomId}`: "I am typing"; the server relays at most one per 3 s per user and room. */
  typing: 'chat:typing',
} as const;

/** Room of one chat room's live events (DESIGN §3). */
export const chatRoom = (roomId: number): string => `room:${roomId}`;

/**
 * Live events (server → client). In `room:<id>` (sockets that joined it):
 * - `chat:message:created|updated|deleted` `ChatMessage & {actorId}` (deleted: the soft-deleted message)
 * - `chat:reaction:updated` `{roomId, messageId, reactions, actorId}`
 * - `chat:read:updated` `ChatReadState` (other members' read marks)
 * - `chat:typing` `{roomId, userId, name}` (never to the typist's own sockets)
 * - `chat:room:updated` `ChatRoomUpdate & {actorId}` (name, topic, archived, memberCount)
 * - `chat:member:created` `{roomId, member: ChatMember, actorId}`; `chat:member:deleted` `{roomId, userId, actorId}`
 * - `chat:conference:updated` `{roomId, companyId, conferenceActive}` (issue 17)
 * In `user:<id>` (every tab of the user, whatever it shows):
 * - `chat:unread:updated` `{companyId, counts: UnreadCounts, roomId, unreadCount, mentionCount, lastReadMessageId}`
 *   after a message to a room the user is a member of, a read mark, a delete or a membership change;
 * - `chat:notification` `ChatNotification` to each member but the author when a message is sent
 *   (toasts, sound, browser notification: the client applies the mute rules, §3 Notification settings);
 * - `chat:room:created` `ChatRoom` (as that user sees it) when the user is added to a room or a
 *   dialog is created with them; public rooms are also announced in `company:<id>` as `chat:room:created`
 *   with per-user fields zeroed (isMember false);
 * - `chat:room:removed` `{roomId, companyId}` when the user leaves or is removed (their sockets
 *   leave `room:<id>` at once) or the room stops being visible to them.
 */
export const CHAT_EVENTS = {
  messageCreated: 'chat:message:created',
  messageUpdated: 'chat:message:updated',
  messageDeleted: 'chat:message:deleted',
  reactionUpdated: 'chat:reaction:updated',
  readUpdated: 'chat:read:updated',
  typing: 'chat:typing',
  roomCreated: 'chat:room:created',
  roomUpdated: 'chat:room:updated',
  roomRemoved: 'chat:room:removed',
  memberCreated: 'chat:member:created',
  memberDeleted: 'chat:member:deleted',
  unreadUpdated: 'chat:unread:updated',
  notification: 'chat:notification',
  conferenceUpdated: 'chat:conference:updated',
} as const;
export type ChatEventName = (typeof CHAT_EVENTS)[keyof typeof CHAT_EVENTS];

export interface ChatTyping {
  roomId: number;
  userId: number;
  name: string;
}

/** Room fields every viewer shares (per-user fields stay per user). */
export interface ChatRoomUpdate {
  id: number;
  companyId: number;
  type: ChatRoomType;
  name: string;
  topic: string;
  archived: boolean;
  memberCount: number;
  conferenceActive: boolean;
}

export interface ChatUnreadUpdate {
  companyId: number;
  counts: UnreadCounts;
  roomId: number;
  unreadCount: number;
  mentionCount: number;
  lastReadMessageId: number;
}

export interface ChatNotification {
  companyId: number;
  roomId: number;
  roomType: ChatRoomType;
  /** As the recipient sees it (a dialog: the author's name). */
  roomName: string;
  message: ChatMessage;
  /** The message mentions the recipient or @room. */
  mentioned: boolean;
}

export interface ChatConferenceUpdate {
  roomId: number;
  companyId: number;
  conferenceActive: boolean;
}
