/**
 * Ending a session reaches its sockets on every instance (DESIGN §2, §8: REDIS_URL; §3 Auth): two
 * servers on one database and one Redis; a logout on the first disconnects the token's socket on
 * the second, after `session:revoked`, and the same user's other session keeps its socket there.
 * Skipped (with a console line) when no Redis answers at 127.0.0.1:6379.
 */
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
import { REDIS_URL, redisAvailable } from './redisProbe';

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
