/**
 * Answer schemas of the conference call routes (OpenAPI document and serializer check; each tied
 * to its type in src/shared/chat/call.types.ts so a drift fails `tsc`).
 */
import { z } from 'zod';
import type { CallInvitation, CallJoinAnswer, ChatCall } from '../../shared/chat/call.types';
import { CHAT_ROOM_TYPES } from '../../shared/chat/chat.types';

const id = z.number().int();
const media = z.object({ audio: z.boolean(), video: z.boolean(), screen: z.boolean() });

export const chatCallSchema = z.object({
  id,
  roomId: id,
  companyId: id,
  startedBy: id.nullable(),
  startedAt: z.string(),
  participants: z.array(
    z.object({
      userId: id,
      name: z.string(),
      avatar: z.string().nullable(),
      socketId: z.string(),
      media,
      joinedAt: z.string(),
    }),
  ),
}) satisfies z.ZodType<ChatCall>;

export const callJoinAnswerSchema = z.object({
  call: chatCallSchema,
  iceServers: z.array(
    z.object({
      urls: z.union([z.string(), z.array(z.string())]),
      username: z.string().optional(),
      credential: z.string().optional(),
    }),
  ),
}) satisfies z.ZodType<CallJoinAnswer>;

export const callInvitationSchema = z.object({
  roomId: id,
  companyId: id,
  callId: id,
  roomType: z.enum(CHAT_ROOM_TYPES),
  roomName: z.string(),
  from: z.object({ id, name: z.string(), avatar: z.string().nullable() }),
  expiresAt: z.string(),
}) satisfies z.ZodType<CallInvitation>;

export const roomIdAnswerSchema = z.object({ roomId: id });
export const invitedAnswerSchema = z.object({ invited: z.array(id) });
