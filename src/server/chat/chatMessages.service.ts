/**
 * Sending, editing and deleting chat messages (spec/shell.md §3 Chat room; README "Chat rules"):
 * - send: a member of a room that is not archived (403/409, chatAccess.ts); `replyToId` must be a
 *   message of the same room (400 at `replyToId`), a reply to a reply joins its root's thread; the
 *   room's last message and the author's own read mark move to the new message;
 * - edit: the author only (403), not a deleted message or a call message (409); mentions are parsed again;
 * - delete (soft: text '', reactions gone): the author, a room owner or the company's owner/admin.
 * Each change is broadcast to `room:<id>` at once; the per-member work (notifications, unread
 * counts) runs after that broadcast, so a large room never delays the message (chatUnreadEvents.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ChatMessage, ChatMessagesPage, SendMessageBody } from '../../shared/chat/chat.schemas';
import { actorOf, type Actor } from '../access/access.service';
import type { Database } from '../db/database';
import { fieldError } from '../editor/editor.context';
import { AppError } from '../http/appError';
import { callerOf } from '../plugins/auth';
import type { Realtime } from '../plugins/realtime';
import { isRoomManager, requireMessage, requireRoom, type ChatRoomRow } from './chatAccess';
import { parseMentions, type MentionCandidate } from './chatMentions';
import { chatMessageEmitter, type ChatMessageEmitter } from './chatMessages.events';
import { messageById, messagesOf } from './chatMessages.repository';
import { historyPage, type PageQuery } from './chatMessagesHistory';
import { notifyMembers } from './chatNotifications';
import { scheduleUnread } from './chatUnreadEvents';

/** What every message call needs for one request. */
export interface ChatContext {
  db: Kysely<Database>;
  realtime: Realtime;
  actor: Actor;
  emit: ChatMessageEmitter;
  /** The caller's socket (Socket-Id header), skipped by its own echoes. */
  socketId?: string;
  onError: (error: unknown) => void;
}

export function chatContext(app: FastifyInstance, request: FastifyRequest): ChatContext {
  const actor = actorOf(callerOf(request));
  return {
    db: app.db,
    realtime: app.realtime,
    actor,
    emit: chatMessageEmitter(app.realtime, actor.id, request.socketId),
    socketId: request.socketId,
    onError: (error) => app.log.error({ err: error }, 'chat per-member events failed'),
  };
}

/** i18n keys of the message calls' field errors (i18n/<locale>/errors.json `chatMessages.*`). */
export const CHAT_MESSAGE_ERRORS = { replyNotInRoom: 'errors:chatMessages.replyNotInRoom' } as const;

const now = () => new Date().toISOString();

/** Members of a room as mentions match them. */
async function mentionCandidates(db: Kysely<Database>, roomId: number): Promise<MentionCandidate[]> {
  return db
    .selectFrom('chatMembers')
    .innerJoin('users', 'users.id', 'chatMembers.userId')
    .select(['chatMembers.userId', 'users.name', 'users.email'])
    .where('chatMembers.roomId', '=', roomId)
    .execute();
}

async function loaded(ctx: ChatContext, id: number, clientId?: string): Promise<ChatMessage> {
  const message = await messageById(ctx.db, id, clientId);
  if (!message) throw new AppError('NOT_FOUND');
  return message;
}

/** After a change: notifications (new messages only) and unread counts of `userIds`, off the hot path. */
function afterBroadcast(ctx: ChatContext, room: ChatRoomRow, userIds: number[], message?: ChatMessage): void {
  const others = userIds.filter((id) => id !== ctx.actor.id);
  if (message) {
    const { clientId: _clientId, ...plain } = message;
    notifyMembers(ctx.realtime, room, plain, others);
  }
  scheduleUnread(ctx.db, ctx.realtime, room, others, ctx.onError);
}

/** GET /chat/rooms/{roomId}/messages: a keyset page (chatMessagesHistory.ts); readers of the room. */
export async function listMessages(ctx: ChatContext, roomId: number, query: PageQuery): Promise<ChatMessagesPage> {
  await requireRoom(ctx.db, ctx.actor, roomId);
  return historyPage(ctx.db, { roomId }, query);
}

/** GET /chat/messages/{messageId}/replies: the thread of a root, oldest first. */
export async function listReplies(
  ctx: ChatContext,
  messageId: number,
  query: { after?: number; limit?: number },
): Promise<ChatMessagesPage> {
  const { message } = await requireMessage(ctx.db, ctx.actor, messageId);
  return historyPage(ctx.db, { rootId: message.replyToId ?? message.id }, query, false);
}

/** POST /chat/rooms/{roomId}/messages → the new message (see the file header). */
export async function sendMessage(ctx: ChatContext, roomId: number, body: SendMessageBody): Promise<ChatMessage> {
  const { room } = await requireRoom(ctx.db, ctx.actor, roomId, { member: true, writable: true });
  let rootId: number | null = null;
  if (body.replyToId !== undefined) {
    const parent = await ctx.db
      .selectFrom('chatMessages')
      .select(['id', 'replyToId'])
      .where('id', '=', body.replyToId)
      .where('roomId', '=', roomId)
      .executeTakeFirst();
    if (!parent) throw fieldError('replyToId', CHAT_MESSAGE_ERRORS.replyNotInRoom);
    rootId = parent.replyToId ?? parent.id;
  }
  // Most messages mention nobody: the members are read for mentions only when there is an `@`.
  const candidates = body.text.includes('@') ? await mentionCandidates(ctx.db, roomId) : [];
  const { mentions, mentionsRoom } = parseMentions(body.text, candidates);
  const createdAt = now();
  const row = await ctx.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('chatMessages')
      .values({
        roomId,
        authorId: ctx.actor.id,
        text: body.text,
        replyToId: rootId,
        mentions: JSON.stringify(mentions),
        mentionsRoom: mentionsRoom ? 1 : 0,
        createdAt,
        editedAt: null,
        deletedAt: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('chatRooms')
      .set({ lastMessageId: inserted.id, lastMessageAt: createdAt, updatedAt: createdAt })
      .where('id', '=', roomId)
      .where((eb) => eb.or([eb('lastMessageId', 'is', null), eb('lastMessageId', '<', inserted.id)]))
      .execute();
    await trx
      .updateTable('chatMembers')
      .set({ lastReadMessageId: inserted.id })
      .where('roomId', '=', roomId)
      .where('userId', '=', ctx.actor.id)
      .where('lastReadMessageId', '<', inserted.id)
      .execute();
    return inserted;
  });
  const [message] = await messagesOf(ctx.db, [row], body.clientId, /* fresh */ true);
  ctx.emit.created(message);
  // The room's watchers have the message; the members' notifications and counts come after.
  setImmediate(() => {
    const memberIds = candidates.length > 0 ? Promise.resolve(candidates) : mentionCandidates(ctx.db, roomId);
    memberIds.then(
      (members) =>
        afterBroadcast(
          ctx,
          room,
          members.map((member) => member.userId),
          message,
        ),
      ctx.onError,
    );
  });
  return message;
}

/** Members (not the author) whose read mark is below `messageId`: their counts change with it. */
async function unreadHolders(ctx: ChatContext, roomId: number, messageId: number): Promise<number[]> {
  const rows = await ctx.db
    .selectFrom('chatMembers')
    .select('userId')
    .where('roomId', '=', roomId)
    .where('lastReadMessageId', '<', messageId)
    .execute();
  return rows.map((row) => row.userId);
}

/** PUT /chat/messages/{messageId} → the edited message (author only; deleted: 409). */
export async function editMessage(ctx: ChatContext, messageId: number, text: string): Promise<ChatMessage> {
  const { room, message } = await requireMessage(ctx.db, ctx.actor, messageId, { member: true, writable: true });
  if (message.authorId !== ctx.actor.id) throw new AppError('FORBIDDEN');
  // Call messages (kind ≠ text, posted by the server: chat/callMessages.ts) are not edited.
  if (message.deletedAt || message.kind !== 'text') throw new AppError('CONFLICT');
  const { mentions, mentionsRoom } = parseMentions(text, await mentionCandidates(ctx.db, room.id));
  await ctx.db
    .updateTable('chatMessages')
    .set({ text, mentions: JSON.stringify(mentions), mentionsRoom: mentionsRoom ? 1 : 0, editedAt: now() })
    .where('id', '=', messageId)
    .where('deletedAt', 'is', null)
    .execute();
  const updated = await loaded(ctx, messageId);
  ctx.emit.updated(updated);
  afterBroadcast(ctx, room, await unreadHolders(ctx, room.id, messageId));
  return updated;
}

/** DELETE /chat/messages/{messageId} → the soft-deleted message (a second delete answers it unchanged). */
export async function deleteMessage(ctx: ChatContext, messageId: number): Promise<ChatMessage> {
  const access = await requireMessage(ctx.db, ctx.actor, messageId, { writable: true });
  const { room, message } = access;
  if (message.authorId !== ctx.actor.id && !isRoomManager(access)) throw new AppError('FORBIDDEN');
  if (message.deletedAt) return loaded(ctx, messageId);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('chatMessages')
      .set({ text: '', mentions: '[]', mentionsRoom: 0, deletedAt: now() })
      .where('id', '=', messageId)
      .execute();
    await trx.deleteFrom('chatReactions').where('messageId', '=', messageId).execute();
  });
  const deleted = await loaded(ctx, messageId);
  ctx.emit.deleted(deleted);
  const holders = (await unreadHolders(ctx, room.id, messageId)).filter((id) => id !== message.authorId);
  afterBroadcast(ctx, room, holders);
  return deleted;
}
