/**
 * Chat message objects of the guard world (test/server/guards/world.ts): in each company a public
 * room whose members are the company's owner (room owner) and the comment author (A's `member`,
 * B's target), and one message of the comment author in it, sent through the real route. The room
 * and its members are inserted into the chat tables directly (the rooms calls are another feature).
 */
import type { TestServer } from '../harness';

export interface ChatMessageIds {
  /** A public room: the owner (room owner) and the comment author are members. */
  chatRoomId: number;
  /** A message of the comment author in that room. */
  chatMessageId: number;
}

/** Builds the room and its message in `companyId` (see the file header). */
export async function chatMessageObjects(
  server: TestServer,
  company: { companyId: number; commentAuthorId: number; commentAuthorToken: string; marker: string },
  send: (token: string, method: string, url: string, body?: unknown) => Promise<{ id: number }>,
): Promise<ChatMessageIds> {
  const db = server.app.db;
  const now = new Date().toISOString();
  const owner = await db
    .selectFrom('companyMembers')
    .select('userId')
    .where('companyId', '=', company.companyId)
    .where('role', '=', 'owner')
    .executeTakeFirstOrThrow();
  const room = await db
    .insertInto('chatRooms')
    .values({
      companyId: company.companyId,
      type: 'public',
      name: `Room ${company.marker}`,
      dialogKey: null,
      createdBy: owner.userId,
      lastMessageId: null,
      lastMessageAt: null,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('chatMembers')
    .values([
      { roomId: room.id, userId: owner.userId, role: 'owner', joinedAt: now },
      { roomId: room.id, userId: company.commentAuthorId, role: 'member', joinedAt: now },
    ])
    .execute();
  const message = await send(company.commentAuthorToken, 'POST', `/chat/rooms/${room.id}/messages`, {
    text: `Message ${company.marker}`,
  });
  return { chatRoomId: room.id, chatMessageId: message.id };
}
