/**
 * Table types of team chat (migration 20261204090000_chat; src/shared/chat/chat.types.ts), part of
 * the Database of ./database.ts with its conventions (camelCase columns, 0/1 flags, ISO text times).
 */
import type { Generated } from 'kysely';
import type { Flag } from './database';

/** A chat room of a company (migration 20261204090000_chat; src/shared/chat/chat.types.ts). */
export interface ChatRoomsTable {
  id: Generated<number>;
  companyId: number;
  /** 'public' | 'private' | 'dialog'. */
  type: string;
  name: Generated<string>;
  topic: Generated<string>;
  archived: Generated<Flag>;
  /** Dialogs: '<companyId>:<lowerUserId>:<higherUserId>' (unique); null otherwise. */
  dialogKey: string | null;
  createdBy: number | null;
  lastMessageId: number | null;
  lastMessageAt: string | null;
  conferenceActive: Generated<Flag>;
  createdAt: string;
  updatedAt: string;
}

/** A member of a chat room with their read mark (0: nothing read). */
export interface ChatMembersTable {
  id: Generated<number>;
  roomId: number;
  userId: number;
  /** 'owner' | 'member'. */
  role: Generated<string>;
  lastReadMessageId: Generated<number>;
  joinedAt: string;
}

/** A chat message; soft-deleted ones keep their row with `deletedAt` set and `text` ''. */
export interface ChatMessagesTable {
  id: Generated<number>;
  roomId: number;
  authorId: number | null;
  text: string;
  replyToId: number | null;
  /** JSON text of user ids. */
  mentions: Generated<string>;
  mentionsRoom: Generated<Flag>;
  createdAt: string;
  editedAt: string | null;
  deletedAt: string | null;
  /** 'text' | 'callStarted' | 'callEnded' | 'callMissed' (migration 20261210090000_chat_calls). */
  kind: Generated<string>;
  /** JSON ChatCallMessageInfo for call messages, else null. */
  call: string | null;
}

/** One user's reaction on a message (primary key message, user, emoji). */
export interface ChatReactionsTable {
  messageId: number;
  userId: number;
  emoji: string;
  createdAt: string;
}

/** A call of a chat room; running while `endedAt` is null (migration 20261210090000_chat_calls). */
export interface ChatCallsTable {
  id: Generated<number>;
  roomId: number;
  startedBy: number | null;
  startedAt: string;
  endedAt: string | null;
  /** Set while nobody is in the call (ISO); the sweeper ends it after the empty timeout. */
  emptySince: string | null;
}

/** A user in a running call, on one socket. */
export interface ChatCallParticipantsTable {
  id: Generated<number>;
  callId: number;
  userId: number;
  socketId: string;
  /** JSON CallMedia. */
  media: Generated<string>;
  joinedAt: string;
  /** ISO time of the last `call:heartbeat` (or join). */
  heartbeatAt: string;
}

/** A ringing (or answered) invitation to a call. */
export interface ChatCallInvitationsTable {
  id: Generated<number>;
  callId: number;
  userId: number;
  invitedBy: number | null;
  /** 'ringing' | 'accepted' | 'declined' | 'missed' | 'ended'. */
  status: Generated<string>;
  createdAt: string;
  expiresAt: string;
}
