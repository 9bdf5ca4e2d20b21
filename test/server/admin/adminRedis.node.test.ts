/**
 * Blocking reaches every instance (issue 19 item 3, DESIGN §2 several instances): two servers on
 * one database and one Redis; an admin blocks a user on the first, and the user's sockets on the
 * second are told (`session:revoked {reason: 'blocked'}`) and disconnected within 1 s. The instance
 * panel counts both instances. Skipped (with a console line) when no Redis answers.
 */
import type { Socket as ClientSocket } from 'socket.io-client';
import { call, openSocket } from '../harness';
import { serverClosed, watchEnd } from '../auth/revocationFixture';
import { describeOnTwoInstances } from '../realtime/twoInstances';
import { account } from './adminFixture';

describeOnTwoInstances('admin blocking across two instances', 'admin blocking', (instances) => {
  const sockets: ClientSocket[] = [];
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });

  test('a block on instance A ends the user’s sockets on instance B within 1 s', async () => {
    const admin = await account(instances.first, 'Root Admin');
    const victim = await account(instances.first, 'Blocked Bob');
    const onSecond = await openSocket(instances.second, victim.token);
    const onFirst = await openSocket(instances.first, victim.token);
    sockets.push(onSecond, onFirst);
    const endSecond = watchEnd(onSecond);
    const endFirst = watchEnd(onFirst);

    const info = await call(instances.second, 'GET', '/admin/instance', { token: admin.token });
    expect(info.body.data).toMatchObject({ instances: 2, redis: true });
    expect(info.body.data.liveSockets).toBeGreaterThanOrEqual(2);

    const started = Date.now();
    const answer = await call(instances.first, 'PUT', `/admin/users/${victim.id}/blocked`, {
      token: admin.token,
      body: { blocked: true },
    });
    expect(answer.status).toBe(200);
    expect(await serverClosed(onSecond, endSecond, 1000)).toEqual({
      revoked: [{ reason: 'blocked' }],
      reason: 'io server disconnect',
    });
    await serverClosed(onFirst, endFirst, 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect((await call(instances.second, 'GET', '/auth/user', { token: victim.token })).status).toBe(401);
  });
});
