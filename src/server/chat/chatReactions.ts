/**
 * Reactions on chat messages (spec/shell.md §3 Chat room; PUT /chat/messages/{messageId}/reactions
 * `{emoji, active}`): a member of a room that is not archived adds (`active: true`) or removes their
 * reaction; both are idempotent (a second identical call changes nothing and broadcasts nothing).
 * A deleted message takes no reactions (409). Changes are broadcast as `chat:reaction:updated
 * {roomId, messageId, reactions, actorId}` to `room:<id>`.
 */
import type { ChatMessage } from '../../shared/chat/chat.types';
import { AppError } from '../http/appError';
import { requireMessage } from './chatAccess';
import { messageById } from './chatMessages.repository';
import type { ChatContext } from './chatMessages.service';

/** Sets the caller's `emoji` reaction on `messageId` on or off; answers the message. */
export async function setReaction(
  ctx: ChatContext,
  messageId: number,
  body: { emoji: string; active: boolean },
): Promise<ChatMessage> {
  const { message } = await requireMessage(ctx.db, ctx.actor, messageId, { member: true, writable: true });
  if (message.deletedAt) throw new AppError('CONFLICT');
  const mine = ctx.db
    .deleteFrom('chatReactions')
    .where('messageId', '=', messageId)
    .where('userId', '=', ctx.actor.id)
    .where('emoji', '=', body.emoji);
  const changed = body.active
    ? await ctx.db
        .insertInto('chatReactions')
        .values({ messageId, userId: ctx.actor.id, emoji: body.emoji, createdAt: new Date().toISOString() })
        .onConflict((conflict) => conflict.columns(['messageId', 'userId', 'emoji']).doNothing())
        .executeTakeFirst()
        .then((result) => Number(result.numInsertedOrUpdatedRows ?? 0) > 0)
    : await mine.executeTakeFirst().then((result) => Number(result.numDeletedRows) > 0);
  const answer = await messageById(ctx.db, messageId);
  if (!answer) throw new AppError('NOT_FOUND');
  if (changed) ctx.emit.reaction(answer.roomId, answer.id, answer.reactions);
  return answer;
}
