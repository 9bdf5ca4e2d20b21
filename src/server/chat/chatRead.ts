/**
 * Read marks (spec/shell.md §3 Unread counters; PUT /chat/rooms/{roomId}/read `{messageId}` →
 * ChatReadState). A member's `lastReadMessageId` only moves forward and never past the room's
 * last message (a larger id is clamped to it). When it moves, the room hears `chat:read:updated`
 * and the reader's other tabs `chat:unread:updated` with the new counts.
 */
import type { ChatReadState } from '../../shared/chat/chat.types';
import { requireRoom } from './chatAccess';
import type { ChatContext } from './chatMessages.service';
import { emitUnread, unreadUpdates } from './chatUnreadEvents';

/** Moves the caller's read mark in `roomId` to `messageId` (forward only; clamped); answers the state. */
export async function markRead(ctx: ChatContext, roomId: number, messageId: number): Promise<ChatReadState> {
  const { room, member } = await requireRoom(ctx.db, ctx.actor, roomId, { member: true });
  const target = Math.min(messageId, room.lastMessageId ?? 0);
  const moved = await ctx.db
    .updateTable('chatMembers')
    .set({ lastReadMessageId: target })
    .where('roomId', '=', roomId)
    .where('userId', '=', ctx.actor.id)
    .where('lastReadMessageId', '<', target)
    .executeTakeFirst();
  const updates = await unreadUpdates(ctx.db, room.companyId, roomId, [ctx.actor.id]);
  const update = updates.get(ctx.actor.id);
  const state: ChatReadState = {
    roomId,
    userId: ctx.actor.id,
    lastReadMessageId: Math.max(target, member?.lastReadMessageId ?? 0),
    unreadCount: update?.unreadCount ?? 0,
  };
  if (Number(moved.numUpdatedRows) > 0) {
    ctx.emit.read(state);
    // Every tab of the reader, the calling one included: its answer carries the room's count but
    // not the company's counters (spec/shell.md §3 Unread counters), which the launcher shows.
    emitUnread(ctx.realtime, updates);
  }
  return state;
}
