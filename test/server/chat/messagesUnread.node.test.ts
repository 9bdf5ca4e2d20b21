/**
 * The live unread counts (src/server/chat/chatUnreadEvents.ts with its one-scan count of a room,
 * chatUnreadEventsScan.ts) agree with the contract's SQL rules (chatUnread.ts roomUnreadOf): marks
 * at different places, own messages, deleted messages, mentions of a person and of @room, other
 * rooms in the categories, and members further behind than one scan reads.
 */
import { roomUnreadOf } from '../../../src/server/chat/chatUnread';
import { unreadUpdates } from '../../../src/server/chat/chatUnreadEvents';
import { roomUnreadByScan } from '../../../src/server/chat/chatUnreadEventsScan';
import { forEachDialect } from '../harness';
import { ok } from '../editor/editorFixture';
import { chatTeam, countsOf, roomOf, send, sendMany, type ChatTeam } from './messagesFixture';

forEachDialect('chat unread counts of many members', (ref) => {
  let t: ChatTeam;

  beforeAll(async () => {
    t = await chatTeam(ref.server);
  });

  test('the per-member updates match the SQL rules for every member', async () => {
    const people = [t.owner, t.member, t.nina, t.pavel];
    const roomId = await roomOf(ref.server, t.companyId, 'private', people);
    const other = await roomOf(ref.server, t.companyId, 'dialog', [t.owner, t.nina]);
    await sendMany(ref.server, t.owner, other, 3);
    await sendMany(ref.server, t.member, roomId, 3);
    await ok(ref.server, t.pavel, 'PUT', `/chat/rooms/${roomId}/read`, { messageId: 999_999 });
    await send(ref.server, t.nina, roomId, 'hello @Pavel Ivanov');
    const gone = await send(ref.server, t.owner, roomId, 'to delete @room');
    await send(ref.server, t.owner, roomId, 'everyone @room');
    await ok(ref.server, t.owner, 'DELETE', `/chat/messages/${gone.id}`);
    await sendMany(ref.server, t.pavel, roomId, 2);
    const updates = await unreadUpdates(
      ref.server.app.db,
      t.companyId,
      roomId,
      people.map((p) => p.id),
    );
    for (const who of people) {
      const [expected] = await roomUnreadOf(ref.server.app.db, who.id, t.companyId, [roomId]);
      const update = updates.get(who.id);
      expect([who.name, update?.unreadCount, update?.mentionCount, update?.lastReadMessageId]).toEqual([
        who.name,
        expected.unreadCount,
        expected.mentionCount,
        expected.lastReadMessageId,
      ]);
      expect(update?.counts).toEqual(await countsOf(ref.server, who, t.companyId));
    }
    // The owner's own last message moved his mark: only Pavel's two are unread for him.
    expect(updates.get(t.owner.id)).toMatchObject({ unreadCount: 2 });
    expect(updates.get(t.pavel.id)).toMatchObject({ unreadCount: 0 });
    expect(updates.get(t.member.id)).toMatchObject({ unreadCount: 4, mentionCount: 1 });
  });

  test('members further behind than one scan are counted in SQL, with the same answer', async () => {
    const roomId = await roomOf(ref.server, t.companyId, 'public', [t.owner, t.nina, t.pavel]);
    const ids = await sendMany(ref.server, t.owner, roomId, 6);
    await ok(ref.server, t.pavel, 'PUT', `/chat/rooms/${roomId}/read`, { messageId: ids[4] });
    const marks = new Map([
      [t.nina.id, 0],
      [t.pavel.id, ids[4]],
    ]);
    const { counted, behind } = await roomUnreadByScan(ref.server.app.db, { id: roomId, type: 'public' }, marks, 2);
    expect(behind).toEqual([t.nina.id]);
    expect(counted.get(t.pavel.id)).toMatchObject({ unreadCount: 1 });
    const updates = await unreadUpdates(ref.server.app.db, t.companyId, roomId, [t.nina.id, t.pavel.id]);
    expect(updates.get(t.nina.id)).toMatchObject({ unreadCount: 6 });
    expect(updates.get(t.pavel.id)).toMatchObject({ unreadCount: 1 });
  });
});
