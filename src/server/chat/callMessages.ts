/**
 * The chat messages the server posts about calls (issue 17; ChatMessage.kind and .call,
 * src/shared/chat/call.types.ts): `callStarted` (author: who started it), `callEnded` (author: who
 * started it; `durationMs`), `callMissed` (author: the inviter; `userId` and `reason`). Text is ''.
 * They go out like any message — the room's last message moves, `chat:message:created` to
 * `room:<id>` (every socket, the author's included: no HTTP answer carries them) and the members'
 * unread counts — but without `chat:notification`: the invitation itself (`call:invitation`) is
 * what rings, so a call message never pops a second toast.
 */
import type { FastifyInstance } from 'fastify';
import type { ChatCallMessageInfo, ChatMessageKind } from '../../shared/chat/call.types';
import type { ChatMessage } from '../../shared/chat/chat.types';
import type { ChatRoomRow } from './chatAccess';
import { chatMessageEmitter } from './chatMessages.events';
import { messagesOf } from './chatMessages.repository';
import { memberIdsOf } from './chatRooms.repository';
import { scheduleUnread } from './chatUnreadEvents';

/** Posts a call message by `authorId` (null: nobody) in `room` and broadcasts it; answers it. */
export async function postCallMessage(
  app: FastifyInstance,
  room: Pick<ChatRoomRow, 'id' | 'companyId'>,
  authorId: number | null,
  kind: Exclude<ChatMessageKind, 'text'>,
  call: ChatCallMessageInfo,
): Promise<ChatMessage> {
  const createdAt = new Date().toISOString();
  const row = await app.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('chatMessages')
      .values({
        roomId: room.id,
        authorId,
        text: '',
        replyToId: null,
        mentions: '[]',
        mentionsRoom: 0,
        createdAt,
        editedAt: null,
        deletedAt: null,
        kind,
        call: JSON.stringify(call),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('chatRooms')
      .set({ lastMessageId: inserted.id, lastMessageAt: createdAt, updatedAt: createdAt })
      .where('id', '=', room.id)
      .where((eb) => eb.or([eb('lastMessageId', 'is', null), eb('lastMessageId', '<', inserted.id)]))
      .execute();
    if (authorId !== null) {
      await trx
        .updateTable('chatMembers')
        .set({ lastReadMessageId: inserted.id })
        .where('roomId', '=', room.id)
        .where('userId', '=', authorId)
        .where('lastReadMessageId', '<', inserted.id)
        .execute();
    }
    return inserted;
  });
  const [message] = await messagesOf(app.db, [row], undefined, /* fresh */ true);
  chatMessageEmitter(app.realtime, authorId ?? 0).created(message);
  const others = (await memberIdsOf(app.db, room.id)).filter((id) => id !== authorId);
  scheduleUnread(app.db, app.realtime, room, others, (error) =>
    app.log.error({ err: error }, 'call message unread events failed'),
  );
  return message;
}
