/**
 * History pages of a chat room (spec/shell.md §3 Chat room; GET /chat/rooms/{roomId}/messages and
 * the thread call): keyset pages before/after/around a message, exact "more" flags, no gap and no
 * repeat while messages arrive, who may read, and threads of replies.
 */
import { forEachDialect, type Json } from '../harness';
import { api, ok } from '../editor/editorFixture';
import { chatTeam, page, roomOf, send, sendMany, statusOf, type ChatTeam } from './messagesFixture';

const idsOf = (data: Json): number[] => data.messages.map((message: Json) => message.id);

forEachDialect('chat history pages', (ref) => {
  let t: ChatTeam;
  let roomId: number;
  let ids: number[];

  beforeAll(async () => {
    t = await chatTeam(ref.server);
    roomId = await roomOf(ref.server, t.companyId, 'public', [t.owner, t.member]);
    ids = await sendMany(ref.server, t.member, roomId, 12);
  });

  test('without a cursor the last page comes, oldest first, with exact flags', async () => {
    const last = await page(ref.server, t.owner, roomId, '?limit=5');
    expect(idsOf(last)).toEqual(ids.slice(7));
    expect(last.messages[0].text).toBe('m 8');
    expect(last).toMatchObject({ hasMoreBefore: true, hasMoreAfter: false });
    const all = await page(ref.server, t.owner, roomId);
    expect(idsOf(all)).toEqual(ids);
    expect(all).toMatchObject({ hasMoreBefore: false, hasMoreAfter: false });
  });

  test('before, after and around give the neighbouring ranges', async () => {
    const before = await page(ref.server, t.owner, roomId, `?before=${ids[5]}&limit=3`);
    expect(idsOf(before)).toEqual(ids.slice(2, 5));
    expect(before).toMatchObject({ hasMoreBefore: true, hasMoreAfter: true });
    const first = await page(ref.server, t.owner, roomId, `?before=${ids[3]}&limit=3`);
    expect(idsOf(first)).toEqual(ids.slice(0, 3));
    expect(first).toMatchObject({ hasMoreBefore: false, hasMoreAfter: true });
    const after = await page(ref.server, t.owner, roomId, `?after=${ids[8]}&limit=3`);
    expect(idsOf(after)).toEqual(ids.slice(9, 12));
    expect(after).toMatchObject({ hasMoreBefore: true, hasMoreAfter: false });
    const fromStart = await page(ref.server, t.owner, roomId, `?after=0&limit=4`);
    expect(idsOf(fromStart)).toEqual(ids.slice(0, 4));
    expect(fromStart).toMatchObject({ hasMoreBefore: false, hasMoreAfter: true });
    const around = await page(ref.server, t.owner, roomId, `?around=${ids[6]}&limit=4`);
    expect(idsOf(around)).toEqual(ids.slice(4, 8));
    expect(around).toMatchObject({ hasMoreBefore: true, hasMoreAfter: true });
  });

  test('two cursors at once, or a page over 200, is a 400', async () => {
    expect(await statusOf(ref.server, t.owner, 'GET', `/chat/rooms/${roomId}/messages?before=5&after=2`)).toBe(400);
    expect(await statusOf(ref.server, t.owner, 'GET', `/chat/rooms/${roomId}/messages?limit=201`)).toBe(400);
    expect(await statusOf(ref.server, t.owner, 'GET', `/chat/rooms/${roomId}/messages?before=abc`)).toBe(400);
    const beyond = await page(ref.server, t.owner, roomId, '?after=2147483648');
    expect(beyond).toMatchObject({ messages: [], hasMoreBefore: true, hasMoreAfter: false });
    const thread = await ok(ref.server, t.owner, 'GET', `/chat/messages/${ids[0]}/replies?after=99999999999`);
    expect(thread).toMatchObject({ messages: [], hasMoreAfter: false });
  });

  test('scrolling back while messages arrive reads every message exactly once', async () => {
    const room = await roomOf(ref.server, t.companyId, 'public', [t.owner, t.member]);
    const sent = await sendMany(ref.server, t.member, room, 9, 'old');
    const seen: number[] = [];
    let current = await page(ref.server, t.owner, room, '?limit=4');
    seen.unshift(...idsOf(current));
    const newer: number[] = [];
    while (current.hasMoreBefore) {
      newer.push(...(await sendMany(ref.server, t.member, room, 2, 'new')));
      current = await page(ref.server, t.owner, room, `?before=${current.messages[0].id}&limit=4`);
      seen.unshift(...idsOf(current));
    }
    expect(seen).toEqual(sent);
    // …and forward from the newest seen: the new ones, each once.
    const forward: number[] = [];
    let cursor = sent[sent.length - 1];
    for (;;) {
      const next = await page(ref.server, t.owner, room, `?after=${cursor}&limit=3`);
      forward.push(...idsOf(next));
      if (!next.hasMoreAfter) break;
      await send(ref.server, t.member, room, 'late');
      cursor = next.messages[next.messages.length - 1].id;
    }
    expect(forward.slice(0, newer.length)).toEqual(newer);
    expect(new Set(forward).size).toBe(forward.length);
  });

  test('public rooms are read by company members who have not joined; private ones and outsiders get 403', async () => {
    expect(await statusOf(ref.server, t.nina, 'GET', `/chat/rooms/${roomId}/messages`)).toBe(200);
    const secret = await roomOf(ref.server, t.companyId, 'private', [t.member]);
    await send(ref.server, t.member, secret, 'secret');
    expect(await statusOf(ref.server, t.nina, 'GET', `/chat/rooms/${secret}/messages`)).toBe(403);
    expect(await statusOf(ref.server, t.outsider, 'GET', `/chat/rooms/${roomId}/messages`)).toBe(403);
    expect(await statusOf(ref.server, t.owner, 'GET', `/chat/rooms/999999/messages`)).toBe(404);
  });

  test('a reply to a reply joins the root’s thread, which reads oldest first', async () => {
    const room = await roomOf(ref.server, t.companyId, 'public', [t.owner, t.member]);
    const root = await send(ref.server, t.owner, room, 'Root question');
    const first = await send(ref.server, t.member, room, 'First answer', { replyToId: root.id });
    const second = await send(ref.server, t.owner, room, 'Answer to the answer', { replyToId: first.id });
    expect(first.replyToId).toBe(root.id);
    expect(second.replyToId).toBe(root.id);
    expect(second.replyTo).toMatchObject({ id: root.id, text: 'Root question', deleted: false });
    const thread = await ok(ref.server, t.nina, 'GET', `/chat/messages/${root.id}/replies`);
    expect(idsOf(thread)).toEqual([first.id, second.id]);
    const rest = await ok(ref.server, t.nina, 'GET', `/chat/messages/${root.id}/replies?after=${first.id}`);
    expect(idsOf(rest)).toEqual([second.id]);
    expect(rest.hasMoreBefore).toBe(true);
    const history = await page(ref.server, t.owner, room);
    expect(history.messages[0]).toMatchObject({ id: root.id, replyCount: 2 });
  });

  test('a reply to a message of another room is a 400 at replyToId', async () => {
    const room = await roomOf(ref.server, t.companyId, 'public', [t.owner]);
    const answer = await ok(ref.server, t.owner, 'GET', `/chat/rooms/${roomId}/messages?limit=1`);
    const { status, body } = await api(ref.server, t.owner, 'POST', `/chat/rooms/${room}/messages`, {
      text: 'hi',
      replyToId: answer.messages[0].id,
    });
    expect(status).toBe(400);
    expect(body.data.replyToId).toBe('Reply to a message of this room');
  });
});
