/**
 * Team chat's request schemas (issue 16; spec/shell.md §7 Chat). Validated on the server (and declared
 * in the OpenAPI document) and used by the client's forms. Answers use the envelope of DESIGN §3 with
 * the types of chat.types.ts. Calls (all for a signed-in member of the room's company):
 * - GET  /chat/company/{companyId}/rooms?archived → ChatRoom[] (public rooms of the company, and the
 *   private rooms and dialogs the caller is a member of)
 * - POST /chat/company/{companyId}/rooms createRoomBody → 201 ChatRoom (caller becomes owner)
 * - GET  /chat/company/{companyId}/unread-counts → UnreadCounts (spec §7)
 * - GET  /chat/company/{companyId}/search?q&roomId&limit → ChatSearchHit[] (readable messages only)
 * - POST /chat/get-room-by-user-id/{userId} dialogBody → ChatRoom (spec §7: find or create the dialog)
 * - GET  /chat/rooms/{roomId} → ChatRoom; PUT /chat/rooms/{roomId} updateRoomBody → ChatRoom
 * - POST /chat/rooms/{roomId}/join → ChatRoom (public rooms); POST /chat/rooms/{roomId}/leave → {id}
 * - GET  /chat/rooms/{roomId}/members → ChatMember[]; POST …/members addMembersBody → ChatMember[];
 *   DELETE /chat/rooms/{roomId}/members/{userId} → {roomId, userId}
 * - GET  /chat/rooms/{roomId}/messages?before|after|around&limit → ChatMessagesPage (oldest first)
 * - POST /chat/rooms/{roomId}/messages sendMessageBody → 201 ChatMessage
 * - PUT  /chat/rooms/{roomId}/read readBody → ChatReadState
 * - PUT  /chat/messages/{messageId} editMessageBody → ChatMessage (author only)
 * - DELETE /chat/messages/{messageId} → ChatMessage (soft; author, room owner or company owner/admin)
 * - GET  /chat/messages/{messageId}/replies?after&limit → ChatMessagesPage (the thread, oldest first)
 * - PUT  /chat/messages/{messageId}/reactions reactionBody → ChatMessage
 */
import { z } from 'zod';
import { idParam } from '../company/company.schemas';
import { storable } from '../storableText';
import { V } from '../validation';
import {
  CHAT_MAX_ADD_MEMBERS,
  CHAT_MESSAGE_MAX,
  CHAT_PAGE_MAX,
  CHAT_REACTIONS,
  CHAT_ROOM_NAME_MAX,
  CHAT_ROOM_TOPIC_MAX,
  CHAT_SEARCH_LIMIT,
  CREATABLE_ROOM_TYPES,
} from './chat.types';

const name = storable(
  z.string({ error: V.required }).trim().min(1, { error: V.required }).max(CHAT_ROOM_NAME_MAX, { error: V.maxLength }),
);
const topic = storable(z.string({ error: V.invalidFormat }).trim().max(CHAT_ROOM_TOPIC_MAX, { error: V.maxLength }));
const userIds = z
  .array(idParam, { error: V.invalidFormat })
  .max(CHAT_MAX_ADD_MEMBERS, { error: V.tooBig })
  .transform((ids) => [...new Set(ids)]);
/** A message's markdown: 1..10,000 characters after trimming (issue 16 item 4). */
export const messageText = storable(
  z.string({ error: V.required }).trim().min(1, { error: V.required }).max(CHAT_MESSAGE_MAX, { error: V.maxLength }),
);
const limit = (max: number) =>
  z.coerce
    .number({ error: V.integer })
    .int({ error: V.integer })
    .min(1, { error: V.tooSmall })
    .max(max, { error: V.tooBig })
    .optional();
const bool = z
  .enum(['true', 'false', '1', '0'], { error: V.invalidFormat })
  .transform((value) => value === 'true' || value === '1');

export const companyParams = z.object({ companyId: idParam });
export const roomParams = z.object({ roomId: idParam });
export const messageParams = z.object({ messageId: idParam });
export const memberParams = z.object({ roomId: idParam, userId: idParam });
export const dialogParams = z.object({ userId: idParam });

export const roomsQuery = z.object({ archived: bool.optional() });

export const createRoomBody = z.object({
  type: z.enum(CREATABLE_ROOM_TYPES, { error: V.chooseOne }),
  name,
  topic: topic.optional(),
  /** Members added at once (company members only; the creator is added as owner). */
  memberIds: userIds.optional(),
});
export type CreateRoomBody = z.infer<typeof createRoomBody>;

/** Rename, topic, archive / unarchive (owners; company owner/admin too). Dialogs cannot be renamed. */
export const updateRoomBody = z
  .object({
    name: name.optional(),
    topic: topic.optional(),
    archived: z.boolean({ error: V.invalidFormat }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: V.required });
export type UpdateRoomBody = z.infer<typeof updateRoomBody>;

export const addMembersBody = z.object({
  userIds: userIds.refine((ids) => ids.length > 0, { error: V.required }),
  role: z.enum(['owner', 'member'], { error: V.chooseOne }).optional(),
});

/** POST /chat/get-room-by-user-id/{userId}: the company of the dialog (default: the lowest-id company both share). */
export const dialogBody = z.object({ companyId: idParam.optional() }).nullish();

export const historyQuery = z
  .object({
    /** Messages older than this id (newest `limit` of them). */
    before: idParam.optional(),
    /** Messages newer than this id (oldest `limit` of them). */
    after: z.coerce.number({ error: V.integer }).int({ error: V.integer }).min(0, { error: V.tooSmall }).optional(),
    /** About `limit` messages centred on this id (it included): opening at the unread mark or a search hit. */
    around: idParam.optional(),
    limit: limit(CHAT_PAGE_MAX),
  })
  .refine((query) => [query.before, query.after, query.around].filter((v) => v !== undefined).length <= 1, {
    error: V.invalidFormat,
  });
export type HistoryQuery = z.infer<typeof historyQuery>;

export const sendMessageBody = z.object({
  text: messageText,
  /** Reply-in-thread: a message of the same room (a reply to a reply joins its root's thread). */
  replyToId: idParam.optional(),
  /** The client's id for its optimistic copy (echoed in the answer and the live event). */
  clientId: z.string({ error: V.invalidFormat }).max(64, { error: V.maxLength }).optional(),
});
export type SendMessageBody = z.infer<typeof sendMessageBody>;

export const editMessageBody = z.object({ text: messageText });

export const reactionBody = z.object({
  emoji: z.enum(CHAT_REACTIONS, { error: V.chooseOne }),
  /** true adds the caller's reaction, false removes it (idempotent). */
  active: z.boolean({ error: V.invalidFormat }),
});

export const readBody = z.object({ messageId: z.coerce.number({ error: V.integer }).int().min(0) });

export const repliesQuery = z.object({
  after: z.coerce.number({ error: V.integer }).int({ error: V.integer }).min(0, { error: V.tooSmall }).optional(),
  limit: limit(CHAT_PAGE_MAX),
});

export const searchQuery = z.object({
  q: storable(z.string({ error: V.required }).trim().min(2, { error: V.minLength }).max(200, { error: V.maxLength })),
  roomId: idParam.optional(),
  limit: limit(CHAT_SEARCH_LIMIT),
});
export type SearchQuery = z.infer<typeof searchQuery>;

export * from './chat.types';
