/**
 * Sending, editing, deleting and reacting to chat messages (spec/shell.md §3 Chat room; README
 * "Chat rules"): who may do what, soft delete shown as deleted, idempotent reactions, @mentions
 * of members and @room, and the 10,000-character limit.
 */
import { CHAT_MESSAGE_MAX } from '../../../src/shared/chat/chat.types';
import { forEachDialect } from '../harness';
import { api, ok } from '../editor/editorFixture';
import { addMember, chatTeam, page, roomOf, send, statusOf, type ChatTeam } from './messagesFixture';

forEachDialect('chat messages', (ref) => {
  let t: ChatTeam;
  let roomId: number;

  beforeAll(async () => {
    t = await chatTeam(ref.server);
    roomId = await roomOf(ref.server, t.companyId, 'public', [t.nina, t.member, t.pavel]);
  });

  test('a member sends a message: 201 with the author, and the room’s last message moves', async () => {
    const message = await send(ref.server, t.member, roomId, '  **Hello** team  ', { clientId: 'c-1' });
    expect(message).toMatchObject({
      roomId,
      text: '**Hello** team',
      author: { id: t.member.id, name: 'Max Member' },
      editedAt: null,
      deletedAt: null,
      replyToId: null,
      reactions: [],
      mentions: [],
      mentionsRoom: false,
      clientId: 'c-1',
    });
    const room = await ref.server.app.db
      .selectFrom('chatRooms')
      .selectAll()
      .where('id', '=', roomId)
      .executeTakeFirst();
    expect(room?.lastMessageId).toBe(message.id);
    const mark = await ref.server.app.db
      .selectFrom('chatMembers')
      .select('lastReadMessageId')
      .where('roomId', '=', roomId)
      .where('userId', '=', t.member.id)
      .executeTakeFirst();
    expect(mark?.lastReadMessageId).toBe(message.id);
  });

  test('a non-member of a public room, an outsider and an archived room cannot post', async () => {
    expect(await statusOf(ref.server, t.owner, 'POST', `/chat/rooms/${roomId}/messages`, { text: 'hi' })).toBe(403);
    expect(await statusOf(ref.server, t.outsider, 'POST', `/chat/rooms/${roomId}/messages`, { text: 'hi' })).toBe(403);
    const archived = await roomOf(ref.server, t.companyId, 'public', [t.member], { archived: true });
    expect(await statusOf(ref.server, t.member, 'POST', `/chat/rooms/${archived}/messages`, { text: 'hi' })).toBe(409);
  });

  test('a message of 10,001 characters is a 400 with the length message; 10,000 is accepted', async () => {
    const tooLong = await api(ref.server, t.member, 'POST', `/chat/rooms/${roomId}/messages`, {
      text: 'x'.repeat(CHAT_MESSAGE_MAX + 1),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.data.text).toBe('At most 10000 characters');
    expect(await statusOf(ref.server, t.member, 'POST', `/chat/rooms/${roomId}/messages`, { text: '   ' })).toBe(400);
    const longest = await send(ref.server, t.member, roomId, 'y'.repeat(CHAT_MESSAGE_MAX));
    expect(longest.text).toHaveLength(CHAT_MESSAGE_MAX);
  });

  test('mentions: members by name or e-mail local part, longest name first; @room; not e-mails or strangers', async () => {
    const owner = await ref.server.app.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', t.pavel.id)
      .executeTakeFirstOrThrow();
    const local = owner.email.split('@')[0];
    const message = await send(
      ref.server,
      t.member,
      roomId,
      `@nina petrova and @${local}, see mail to someone@nina.org; @Oscar Outsider is not here`,
    );
    expect(message.mentions).toEqual([t.nina.id, t.pavel.id]);
    expect(message.mentionsRoom).toBe(false);
    const everyone = await send(ref.server, t.member, roomId, 'Heads up @room!');
    expect(everyone).toMatchObject({ mentions: [], mentionsRoom: true });
    const glued = await send(ref.server, t.member, roomId, '@Nina Petrovaxyz @allthings');
    expect(glued).toMatchObject({ mentions: [], mentionsRoom: false });
  });

  test('only the author edits; the edit sets editedAt and recomputes mentions', async () => {
    const message = await send(ref.server, t.member, roomId, 'draft');
    const url = `/chat/messages/${message.id}`;
    expect(await statusOf(ref.server, t.nina, 'PUT', url, { text: 'hijack' })).toBe(403);
    expect(await statusOf(ref.server, t.owner, 'PUT', url, { text: 'hijack' })).toBe(403);
    expect(await statusOf(ref.server, t.member, 'PUT', url, { text: '' })).toBe(400);
    const edited = await ok(ref.server, t.member, 'PUT', url, { text: 'final for @Nina Petrova' });
    expect(edited).toMatchObject({ text: 'final for @Nina Petrova', mentions: [t.nina.id] });
    expect(edited.editedAt).toEqual(expect.any(String));
    expect(await statusOf(ref.server, t.member, 'PUT', '/chat/messages/999999', { text: 'x' })).toBe(404);
  });

  test('delete: the author, a room owner or a company admin; others 403; soft and shown as deleted', async () => {
    const byAuthor = await send(ref.server, t.pavel, roomId, 'mine');
    const byOwner = await send(ref.server, t.pavel, roomId, 'for the room owner');
    const byAdmin = await send(ref.server, t.pavel, roomId, 'for the company owner');
    expect(await statusOf(ref.server, t.member, 'DELETE', `/chat/messages/${byAuthor.id}`)).toBe(403);
    await ok(ref.server, t.nina, 'PUT', `/chat/messages/${byAuthor.id}/reactions`, { emoji: '👍', active: true });
    const deleted = await ok(ref.server, t.pavel, 'DELETE', `/chat/messages/${byAuthor.id}`);
    expect(deleted).toMatchObject({ id: byAuthor.id, text: '', reactions: [] });
    expect(deleted.deletedAt).toEqual(expect.any(String));
    expect(await ok(ref.server, t.pavel, 'DELETE', `/chat/messages/${byAuthor.id}`)).toMatchObject({ text: '' });
    expect(await statusOf(ref.server, t.pavel, 'PUT', `/chat/messages/${byAuthor.id}`, { text: 'back' })).toBe(409);
    expect((await ok(ref.server, t.nina, 'DELETE', `/chat/messages/${byOwner.id}`)).deletedAt).not.toBeNull();
    // The company owner has not joined this public room, and may still delete in it.
    expect((await ok(ref.server, t.owner, 'DELETE', `/chat/messages/${byAdmin.id}`)).deletedAt).not.toBeNull();
    const history = await page(ref.server, t.member, roomId, '?limit=3');
    expect(
      history.messages.map((m: { text: string; deletedAt: string | null }) => [m.text, Boolean(m.deletedAt)]),
    ).toEqual([
      ['', true],
      ['', true],
      ['', true],
    ]);
  });

  test('reactions: on and off are idempotent, grouped by emoji in order; unknown emoji 400; members only', async () => {
    const message = await send(ref.server, t.member, roomId, 'react to me');
    const url = `/chat/messages/${message.id}/reactions`;
    await ok(ref.server, t.nina, 'PUT', url, { emoji: '🎉', active: true });
    await ok(ref.server, t.nina, 'PUT', url, { emoji: '🎉', active: true });
    await ok(ref.server, t.pavel, 'PUT', url, { emoji: '🎉', active: true });
    const both = await ok(ref.server, t.member, 'PUT', url, { emoji: '👍', active: true });
    expect(both.reactions).toEqual([
      { emoji: '🎉', userIds: [t.nina.id, t.pavel.id] },
      { emoji: '👍', userIds: [t.member.id] },
    ]);
    await ok(ref.server, t.nina, 'PUT', url, { emoji: '🎉', active: false });
    const off = await ok(ref.server, t.nina, 'PUT', url, { emoji: '🎉', active: false });
    expect(off.reactions).toEqual([
      { emoji: '🎉', userIds: [t.pavel.id] },
      { emoji: '👍', userIds: [t.member.id] },
    ]);
    expect(await statusOf(ref.server, t.nina, 'PUT', url, { emoji: '💩', active: true })).toBe(400);
    expect(await statusOf(ref.server, t.owner, 'PUT', url, { emoji: '👍', active: true })).toBe(403);
    await addMember(ref.server, roomId, t.owner);
    expect(await statusOf(ref.server, t.owner, 'PUT', url, { emoji: '👍', active: true })).toBe(200);
  });
});
