/**
 * Live chat events and unread counters (spec/shell.md §3 Unread counters, Notification settings;
 * DESIGN §3 Live events): a message reaches the room's watchers (not the sender's socket), each
 * other member gets `chat:unread:updated` and `chat:notification` in `user:<id>`; counts per
 * category are uncapped; read marks only move forward; a removed member hears nothing more.
 */
import type { Socket as ClientSocket } from 'socket.io-client';
import { CHAT_EVENTS } from '../../../src/shared/chat/chat.types';
import { collect, forEachDialect, type Json } from '../harness';
import { eventually } from '../calendar/calendarFixture';
import { ok } from '../editor/editorFixture';
import {
  chatTeam,
  countsOf,
  removeMember,
  roomOf,
  send,
  sendMany,
  statusOf,
  watcher,
  type ChatTeam,
} from './messagesFixture';

forEachDialect('chat live events and unread counts', (ref) => {
  let t: ChatTeam;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    t = await chatTeam(ref.server);
  });
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });

  test('a message reaches the room’s watchers with actorId and clientId, not the sender’s own socket', async () => {
    const roomId = await roomOf(ref.server, t.companyId, 'public', [t.member, t.nina]);
    const sender = await watcher(ref.server, t.member, [roomId], sockets);
    const senderOtherTab = await watcher(ref.server, t.member, [roomId], sockets);
    const reader = await watcher(ref.server, t.nina, [roomId], sockets);
    const onSender = collect(sender, CHAT_EVENTS.messageCreated);
    const onOtherTab = collect(senderOtherTab, CHAT_EVENTS.messageCreated);
    const onReader = collect(reader, CHAT_EVENTS.messageCreated);
    const message = await ok(
      ref.server,
      t.member,
      'POST',
      `/chat/rooms/${roomId}/messages`,
      { text: 'live', clientId: 'tmp-7' },
      sender.id,
    );
    await eventually(() => onReader.length === 1 && onOtherTab.length === 1);
    expect(onReader[0]).toEqual({ ...message, actorId: t.member.id });
    expect((onReader[0] as Json).clientId).toBe('tmp-7');
    expect(onSender).toEqual([]);

    const updated = collect(reader, CHAT_EVENTS.messageUpdated);
    const reactions = collect(reader, CHAT_EVENTS.reactionUpdated);
    const deleted = collect(reader, CHAT_EVENTS.messageDeleted);
    await ok(ref.server, t.member, 'PUT', `/chat/messages/${message.id}`, { text: 'live!' });
    await ok(ref.server, t.member, 'PUT', `/chat/messages/${message.id}/reactions`, { emoji: '🚀', active: true });
    await ok(ref.server, t.member, 'DELETE', `/chat/messages/${message.id}`);
    await eventually(() => deleted.length === 1);
    expect(updated).toEqual([expect.objectContaining({ id: message.id, text: 'live!', actorId: t.member.id })]);
    expect(reactions).toEqual([
      { roomId, messageId: message.id, reactions: [{ emoji: '🚀', userIds: [t.member.id] }], actorId: t.member.id },
    ]);
    expect(deleted).toEqual([expect.objectContaining({ id: message.id, text: '', deletedAt: expect.any(String) })]);
  });

  test('other members get unread updates and notifications; a dialog is named after its author', async () => {
    const dialog = await roomOf(ref.server, t.companyId, 'dialog', [t.member, t.pavel]);
    const pavelTab = await watcher(ref.server, t.pavel, [], sockets);
    const memberTab = await watcher(ref.server, t.member, [], sockets);
    const unread = collect(pavelTab, CHAT_EVENTS.unreadUpdated);
    const notes = collect(pavelTab, CHAT_EVENTS.notification);
    const ownNotes = collect(memberTab, CHAT_EVENTS.notification);
    const message = await send(ref.server, t.member, dialog, 'Hi @Pavel Ivanov');
    await eventually(() => unread.length === 1 && notes.length === 1);
    expect(notes[0]).toMatchObject({
      companyId: t.companyId,
      roomId: dialog,
      roomType: 'dialog',
      roomName: 'Max Member',
      mentioned: true,
      message: { id: message.id, text: 'Hi @Pavel Ivanov' },
    });
    expect(unread[0]).toMatchObject({
      companyId: t.companyId,
      roomId: dialog,
      unreadCount: 1,
      mentionCount: 1,
      lastReadMessageId: 0,
      counts: { dialog: 1 },
    });
    expect(ownNotes).toEqual([]);
  });

  test('unread counts per category are uncapped: 12 unread are 12', async () => {
    const pub = await roomOf(ref.server, t.companyId, 'public', [t.owner, t.nina]);
    const priv = await roomOf(ref.server, t.companyId, 'private', [t.owner, t.nina]);
    const dialog = await roomOf(ref.server, t.companyId, 'dialog', [t.owner, t.nina]);
    const before = await countsOf(ref.server, t.nina, t.companyId);
    await sendMany(ref.server, t.owner, pub, 12);
    await sendMany(ref.server, t.owner, priv, 3);
    await sendMany(ref.server, t.owner, dialog, 2);
    await send(ref.server, t.nina, pub, 'my own message does not count');
    const after = await countsOf(ref.server, t.nina, t.companyId);
    expect({
      public: after.public - before.public,
      private: after.private - before.private,
      dialog: after.dialog - before.dialog,
    }).toEqual({ public: 0, private: 3, dialog: 2 });
    // Nina's own message moved her read mark past the 12 public ones; the owner has read them all.
    const pub2 = await roomOf(ref.server, t.companyId, 'public', [t.owner, t.nina]);
    await sendMany(ref.server, t.owner, pub2, 12);
    const final = await countsOf(ref.server, t.nina, t.companyId);
    expect(final.public - after.public).toBe(12);
    expect(final.total).toBe(final.public + final.private + final.dialog);
  });

  test('the read mark only moves forward and is clamped to the last message; the reader’s tabs hear it', async () => {
    const roomId = await roomOf(ref.server, t.companyId, 'private', [t.owner, t.nina]);
    const ids = await sendMany(ref.server, t.owner, roomId, 5);
    const otherTab = await watcher(ref.server, t.nina, [], sockets);
    const ownerTab = await watcher(ref.server, t.owner, [roomId], sockets);
    const unread = collect(otherTab, CHAT_EVENTS.unreadUpdated);
    const reads = collect(ownerTab, CHAT_EVENTS.readUpdated);
    const url = `/chat/rooms/${roomId}/read`;
    expect(await ok(ref.server, t.nina, 'PUT', url, { messageId: ids[2] })).toEqual({
      roomId,
      userId: t.nina.id,
      lastReadMessageId: ids[2],
      unreadCount: 2,
    });
    expect(await ok(ref.server, t.nina, 'PUT', url, { messageId: ids[0] })).toMatchObject({
      lastReadMessageId: ids[2],
      unreadCount: 2,
    });
    expect(await ok(ref.server, t.nina, 'PUT', url, { messageId: 99_999_999 })).toMatchObject({
      lastReadMessageId: ids[4],
      unreadCount: 0,
    });
    await eventually(() => reads.length === 2 && unread.length === 2);
    expect(reads).toEqual([
      expect.objectContaining({ userId: t.nina.id, lastReadMessageId: ids[2] }),
      expect.objectContaining({ userId: t.nina.id, lastReadMessageId: ids[4] }),
    ]);
    expect(unread[1]).toMatchObject({ roomId, unreadCount: 0, lastReadMessageId: ids[4] });
    expect(await statusOf(ref.server, t.member, 'PUT', url, { messageId: ids[4] })).toBe(403);
  });

  test('a member taken out of the room gets no further messages', async () => {
    const roomId = await roomOf(ref.server, t.companyId, 'private', [t.owner, t.pavel]);
    const pavel = await watcher(ref.server, t.pavel, [roomId], sockets);
    const seen = collect(pavel, CHAT_EVENTS.messageCreated);
    const notes = collect(pavel, CHAT_EVENTS.notification);
    await send(ref.server, t.owner, roomId, 'before');
    await eventually(() => seen.length === 1 && notes.length === 1);
    await removeMember(ref.server, roomId, t.pavel);
    await send(ref.server, t.owner, roomId, 'after');
    const probe = await roomOf(ref.server, t.companyId, 'public', [t.owner, t.pavel]);
    await send(ref.server, t.owner, probe, 'probe');
    await eventually(() => notes.length === 2);
    expect(seen).toHaveLength(1);
    expect(notes.map((note) => (note as Json).message.text)).toEqual(['before', 'probe']);
    expect(await statusOf(ref.server, t.pavel, 'GET', `/chat/rooms/${roomId}/messages`)).toBe(403);
  });
});
