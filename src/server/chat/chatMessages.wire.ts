/**
 * Answer schemas of the chat message calls (OpenAPI document and serializer check; each tied to
 * its shared type in src/shared/chat/chat.types.ts so a drift fails `tsc`): ChatMessage,
 * ChatMessagesPage, ChatReadState and ChatSearchHit.
 */
import { z } from 'zod';
import { CHAT_MESSAGE_KINDS, type ChatCallMessageInfo } from '../../shared/chat/call.types';
import {
  CHAT_ROOM_TYPES,
  type ChatMessage,
  type ChatMessagesPage,
  type ChatReadState,
  type ChatSearchHit,
} from '../../shared/chat/chat.types';
import { chatPersonSchema } from './chatRooms.wire';

const id = z.number().int();

/** ChatMessage.call: what a call message is about (src/shared/chat/call.types.ts). */
export const chatCallMessageInfoSchema = z.object({
  callId: id,
  durationMs: z.number().int().optional(),
  userId: id.optional(),
  reason: z.enum(['declined', 'missed']).optional(),
}) satisfies z.ZodType<ChatCallMessageInfo>;

export const chatMessageSchema = z.object({
  id,
  roomId: id,
  author: chatPersonSchema.nullable(),
  text: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
  replyToId: id.nullable(),
  replyTo: z.object({ id, author: chatPersonSchema.nullable(), text: z.string(), deleted: z.boolean() }).nullable(),
  replyCount: z.number().int(),
  reactions: z.array(z.object({ emoji: z.string(), userIds: z.array(id) })),
  mentions: z.array(id),
  mentionsRoom: z.boolean(),
  clientId: z.string().optional(),
  /** Always sent by the server ('text' for people's messages; optional in ChatMessage for the client's drafts). */
  kind: z.enum(CHAT_MESSAGE_KINDS).optional(),
  /** Call messages only. */
  call: chatCallMessageInfoSchema.optional(),
}) satisfies z.ZodType<ChatMessage>;

export const chatMessagesPageSchema = z.object({
  messages: z.array(chatMessageSchema),
  hasMoreBefore: z.boolean(),
  hasMoreAfter: z.boolean(),
}) satisfies z.ZodType<ChatMessagesPage>;

export const chatReadStateSchema = z.object({
  roomId: id,
  userId: id,
  lastReadMessageId: z.number().int(),
  unreadCount: z.number().int(),
}) satisfies z.ZodType<ChatReadState>;

export const chatSearchHitSchema = z.object({
  message: chatMessageSchema,
  roomId: id,
  roomName: z.string(),
  roomType: z.enum(CHAT_ROOM_TYPES),
  snippet: z.string(),
}) satisfies z.ZodType<ChatSearchHit>;
