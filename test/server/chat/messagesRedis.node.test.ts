/**
 * Chat across two instances over the Redis adapter (DESIGN §2, §8 REDIS_URL; issue 16 "live on
 * every instance"): a message sent through instance A reaches a room watcher connected to instance
 * B, and the typing throttle holds across both. Two servers on one SQLite file and one Redis;
 * skipped (with a console line) when no Redis answers.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Socket as ClientSocket } from 'socket.io-client';
import { CHAT_EVENTS, CHAT_SOCKET_EVENTS } from '../../../src/shared/chat/chat.types';
import { collect, sleep, startServer, type TestServer } from '../harness';
import { eventually } from '../calendar/calendarFixture';
import { REDIS_URL, redisAvailable } from '../realtime/redisProbe';
import { chatTeam, roomOf, send, watcher, type ChatTeam } from './messagesFixture';

const available = redisAvailable();
if (!available)
  console.log(`Redis was skipped: no server answered at ${REDIS_URL} (chat across instances not tested).`);

(available ? describe : describe.skip)('chat on two instances with the Redis adapter', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamspace-chat-redis-'));
  let first: TestServer;
  let second: TestServer;
  let t: ChatTeam;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    first = await startServer('sqlite', { dataDir, redisUrl: REDIS_URL });
    second = await startServer('sqlite', { dataDir, redisUrl: REDIS_URL });
    t = await chatTeam(first);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await first?.close();
    await second?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('a message sent on instance A reaches a watcher on instance B, with the unread update', async () => {
    const roomId = await roomOf(first, t.companyId, 'public', [t.member, t.nina]);
    const onB = await watcher(second, t.nina, [roomId], sockets);
    const created = collect(onB, CHAT_EVENTS.messageCreated);
    const unread = collect(onB, CHAT_EVENTS.unreadUpdated);
    const message = await send(first, t.member, roomId, 'across instances');
    await eventually(() => created.length === 1 && unread.length === 1);
    expect(created[0]).toEqual({ ...message, actorId: t.member.id });
    expect(unread[0]).toMatchObject({ roomId, unreadCount: 1 });
  });

  test('typing on A and then on B within 3 s relays once', async () => {
    const roomId = await roomOf(first, t.companyId, 'public', [t.member, t.nina]);
    const typistA = await watcher(first, t.member, [roomId], sockets);
    const typistB = await watcher(second, t.member, [roomId], sockets);
    const reader = await watcher(second, t.nina, [roomId], sockets);
    const seen = collect(reader, CHAT_EVENTS.typing);
    const typing = (socket: ClientSocket) =>
      new Promise((resolve) => socket.emit(CHAT_SOCKET_EVENTS.typing, { roomId }, resolve));
    expect(await typing(typistA)).toEqual({ ok: true });
    expect(await typing(typistB)).toEqual({ ok: true });
    await sleep(600);
    expect(seen).toEqual([{ roomId, userId: t.member.id, name: 'Max Member' }]);
  });
});
