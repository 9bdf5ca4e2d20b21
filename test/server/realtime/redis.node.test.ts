/**
 * Several instances share live events through the Redis adapter (DESIGN §2, §8: REDIS_URL).
 * Two servers on one SQLite file and one Redis: a broadcast from either reaches sockets of both,
 * and Socket-Id exclusion and joinRoom work across instances. Skipped (with a console line) when
 * no Redis answers at 127.0.0.1:6379.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Socket as ClientSocket } from 'socket.io-client';
import { userRoom } from '../../../src/server/plugins/realtime';
import { collect, openSocket, registerUser, sleep, startServer, type TestServer } from '../harness';
import { REDIS_URL, redisAvailable } from './redisProbe';

const available = redisAvailable();
if (!available)
  console.log(`Redis was skipped: no server answered at ${REDIS_URL} (multi-instance events not tested).`);

(available ? describe : describe.skip)('two instances with the Redis adapter', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamspace-redis-'));
  let first: TestServer;
  let second: TestServer;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    first = await startServer('sqlite', { dataDir, redisUrl: REDIS_URL });
    second = await startServer('sqlite', { dataDir, redisUrl: REDIS_URL });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await first?.close();
    await second?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('a broadcast on one instance reaches the user’s sockets on the other, except the Socket-Id one', async () => {
    const { token, user } = await registerUser(first);
    const onFirst = await openSocket(first, token);
    const onSecond = await openSocket(second, token);
    sockets.push(onFirst, onSecond);
    const seenFirst = collect(onFirst, 'test:event');
    const seenSecond = collect(onSecond, 'test:event');

    first.app.realtime.broadcast(userRoom(user.id), 'test:event', { n: 1 }, { exceptSocketId: onFirst.id });
    await sleep(300);
    expect(seenSecond).toEqual([{ n: 1 }]);
    expect(seenFirst).toEqual([]);

    second.app.realtime.broadcast(userRoom(user.id), 'test:event', { n: 2 }, { exceptSocketId: onFirst.id });
    await sleep(300);
    expect(seenSecond).toEqual([{ n: 1 }, { n: 2 }]);
    expect(seenFirst).toEqual([]);

    first.app.realtime.joinRoom(onSecond.id as string, 'board:42');
    await sleep(300);
    first.app.realtime.broadcast('board:42', 'test:event', { n: 3 });
    await sleep(300);
    expect(seenSecond).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });
});
