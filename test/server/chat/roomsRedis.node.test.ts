/**
 * Chat room events across two instances sharing one Redis (DESIGN §2: the Redis adapter shares
 * rooms and events between instances): a room updated through one instance reaches a socket that
 * joined the room on the other, and a member removed on one instance stops hearing the room on the
 * other at once. Skipped (with a console line) when no Redis answers.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Socket as ClientSocket } from 'socket.io-client';
import { collect, sleep, startServer, type TestServer } from '../harness';
import { REDIS_URL, redisAvailable } from '../realtime/redisProbe';
import { chatTeam, createRoom, ok, roomWatcher, type ChatTeam } from './roomsFixture';

const available = redisAvailable();
if (!available) console.log(`Redis was skipped: no server answered at ${REDIS_URL} (chat rooms across instances).`);

/** Time for a broadcast to cross Redis. */
const SETTLE_MS = 800;

(available ? describe : describe.skip)('chat rooms on two instances with the Redis adapter', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamspace-chat-redis-'));
  let first: TestServer;
  let second: TestServer;
  let team: ChatTeam;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    first = await startServer('sqlite', { dataDir, redisUrl: REDIS_URL });
    second = await startServer('sqlite', { dataDir, redisUrl: REDIS_URL });
    team = await chatTeam(first);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await first?.close();
    await second?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('a room updated on one instance reaches the room’s watcher on the other', async () => {
    const room = await createRoom(first, team.owner, team.companyId, {
      type: 'private',
      name: 'Across',
      memberIds: [team.anna.id],
    });
    const watcher = await roomWatcher(second, team.anna, room.id);
    sockets.push(watcher);
    const updates = collect(watcher, 'chat:room:updated');
    await ok(first, team.owner, 'PUT', `/chat/rooms/${room.id}`, { name: 'Across instances' });
    await sleep(SETTLE_MS);
    expect(updates).toEqual([expect.objectContaining({ id: room.id, name: 'Across instances' })]);
  });

  test('a member removed on one instance stops hearing the room on the other at once', async () => {
    const room = await createRoom(first, team.owner, team.companyId, {
      type: 'private',
      name: 'Closing',
      memberIds: [team.boris.id],
    });
    const watcher = await roomWatcher(second, team.boris, room.id);
    sockets.push(watcher);
    const removed = collect(watcher, 'chat:room:removed');
    const updates = collect(watcher, 'chat:room:updated');
    await ok(first, team.owner, 'DELETE', `/chat/rooms/${room.id}/members/${team.boris.id}`);
    await sleep(SETTLE_MS);
    expect(removed).toEqual([expect.objectContaining({ roomId: room.id })]);
    updates.length = 0;
    await ok(first, team.owner, 'PUT', `/chat/rooms/${room.id}`, { name: 'Closed' });
    await sleep(SETTLE_MS);
    expect(updates).toEqual([]);
  });
});
