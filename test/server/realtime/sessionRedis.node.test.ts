/**
 * Ending a session reaches its sockets on every instance (DESIGN §2, §8: REDIS_URL; §3 Auth): two
 * servers on one database and one Redis; a logout on the first disconnects the token's socket on
 * the second, after `session:revoked`, and the same user's other session keeps its socket there.
 * Skipped (with a console line) when no Redis answers at 127.0.0.1:6379.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Socket as ClientSocket } from 'socket.io-client';
import { userRoom } from '../../../src/server/plugins/realtime';
import {
  DIALECTS,
  call,
  collect,
  openSocket,
  registerUser,
  skipUnavailableDialect,
  sleep,
  startServer,
  tokenOf,
  type TestServer,
} from '../harness';
import { serverClosed, watchEnd } from '../auth/revocationFixture';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function redisAvailable(): boolean {
  const probe =
    `const R=require('ioredis');const r=new R(process.argv[1],{lazyConnect:true,maxRetriesPerRequest:0,retryStrategy:()=>null,connectTimeout:2000});` +
    `r.connect().then(()=>r.ping()).then(()=>process.exit(0),()=>process.exit(1));`;
  return (
    spawnSync(process.execPath, ['-e', probe, REDIS_URL], { timeout: 4000, cwd: path.resolve(__dirname, '../../..') })
      .status === 0
  );
}

const available = redisAvailable();
if (!available) console.log(`Redis was skipped: no server answered at ${REDIS_URL} (session ends across instances).`);

(available ? describe.each(DIALECTS) : describe.skip.each(DIALECTS))(
  'two instances with the Redis adapter end a session everywhere (%s)',
  (dialect) => {
    if (skipUnavailableDialect(dialect, 'session ends across instances')) return;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamspace-session-redis-'));
    let first: TestServer;
    let second: TestServer;
    const sockets: ClientSocket[] = [];

    beforeAll(async () => {
      first = await startServer(dialect, { dataDir, redisUrl: REDIS_URL });
      // The second instance uses the first one's database (SQLite file in dataDir, or PostgreSQL URL).
      second = await startServer(dialect, { dataDir, redisUrl: REDIS_URL, databaseUrl: first.config.databaseUrl });
    });
    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await second?.close();
      await first?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    test('logout on instance A disconnects the socket of that token on instance B', async () => {
      const { token, email, password, user } = await registerUser(first);
      const otherSession = tokenOf((await call(first, 'POST', '/auth/login', { body: { email, password } })).headers);
      const onSecond = await openSocket(second, token);
      const otherOnSecond = await openSocket(second, otherSession);
      sockets.push(onSecond, otherOnSecond);
      const end = watchEnd(onSecond);
      const otherEnd = watchEnd(otherOnSecond);
      const heard = collect(onSecond, 'test:event');

      expect((await call(first, 'POST', '/auth/logout', { token })).status).toBe(200);
      expect(await serverClosed(onSecond, end)).toEqual({
        revoked: [{ reason: 'logout' }],
        reason: 'io server disconnect',
      });

      first.app.realtime.broadcast(userRoom(user.id), 'test:event', { n: 1 });
      await sleep(300);
      expect(heard).toEqual([]);
      expect(otherEnd.disconnectReason()).toBeNull();
      expect(otherOnSecond.connected).toBe(true);
    });
  },
);
