/**
 * The socket gateway (DESIGN §3 Transports, Socket API, Live events): handshake auth, `ping`
 * acknowledgement, the `api` transport answering exactly like HTTP, and broadcasts that skip only
 * the socket named by Socket-Id.
 */
import type { Socket as ClientSocket } from 'socket.io-client';
import { userRoom } from '../../../src/server/plugins/realtime';
import { hashToken } from '../../../src/server/auth/auth.tokens';
import { call, collect, forEachDialect, openSocket, registerUser, sleep, socketCall } from '../harness';

forEachDialect('socket gateway', (ref) => {
  const sockets: ClientSocket[] = [];
  const open = async (token: string | undefined, via: 'query' | 'auth' = 'query') => {
    const socket = await openSocket(ref.server, token, via);
    sockets.push(socket);
    return socket;
  };
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  test('a bad, missing or expired token fails the handshake with AUTH_FAILED', async () => {
    await expect(open('not-a-token')).rejects.toThrow('AUTH_FAILED');
    await expect(open(undefined)).rejects.toThrow('AUTH_FAILED');
    const { token } = await registerUser(ref.server);
    await ref.server.app.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1).toISOString() })
      .where('tokenHash', '=', hashToken(token))
      .execute();
    await expect(open(token)).rejects.toThrow('AUTH_FAILED');
  });

  test('the token is accepted in the handshake query or in auth, and ping is acknowledged', async () => {
    const { token } = await registerUser(ref.server);
    for (const via of ['query', 'auth'] as const) {
      const socket = await open(token, via);
      const started = Date.now();
      const answer = await socket.timeout(2000).emitWithAck('ping');
      expect(answer).toEqual({ time: expect.any(Number) });
      expect(Date.now() - started).toBeLessThan(1000);
    }
  });

  test('api answers the same status and body as HTTP, for successes and failures', async () => {
    const { token } = await registerUser(ref.server, 'Socket User');
    const socket = await open(token);
    const cases = [
      { method: 'GET', url: '/auth/user' },
      { method: 'PUT', url: '/auth/profile', body: { name: 'Renamed' } },
      { method: 'PUT', url: '/auth/profile', body: { name: '' } },
      {
        method: 'PUT',
        url: '/auth/user/background/settings',
        body: { enabled: 'no' },
        headers: { 'accept-language': 'ru' },
      },
      { method: 'GET', url: '/no/such/route' },
      { method: 'POST', url: '/auth/login', body: { email: 'nobody@example.com', password: 'whatever1' } },
    ];
    for (const request of cases) {
      const overSocket = await socketCall(socket, request);
      const overHttp = await call(ref.server, request.method, request.url, {
        token,
        body: request.body,
        headers: request.headers,
      });
      expect({ url: request.url, status: overSocket.status, data: overSocket.data }).toEqual({
        url: request.url,
        status: overHttp.status,
        data: overHttp.body,
      });
      if (overHttp.status >= 400) expect(overSocket.error).toBe(overHttp.body.error);
      else expect(overSocket.error).toBeUndefined();
    }
  });

  test('api replies go only to the asking socket and carry its requestId', async () => {
    const { token } = await registerUser(ref.server);
    const asking = await open(token);
    const other = await open(token);
    const seenByOther = collect(other, 'api');
    const reply = await socketCall(asking, { method: 'GET', url: '/auth/user' });
    expect(reply.status).toBe(200);
    expect(typeof reply.requestId).toBe('string');
    await sleep(100);
    expect(seenByOther).toEqual([]);
  });

  test('refresh over the socket rotates the token and the socket keeps working with the new one', async () => {
    const { token } = await registerUser(ref.server);
    const socket = await open(token);
    const refreshed = await socketCall(socket, { method: 'GET', url: '/auth/refresh' });
    expect(refreshed.status).toBe(200);
    const next = /^Bearer (\S+)$/.exec(refreshed.headers.authorization)?.[1];
    expect(next).toBeTruthy();
    expect(next).not.toBe(token);
    expect((await call(ref.server, 'GET', '/auth/user', { token })).status).toBe(401);
    expect((await socketCall(socket, { method: 'GET', url: '/auth/user' })).status).toBe(200);
    // Logging out over the socket revokes its token: the reply comes, then the server closes the socket.
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    expect((await socketCall(socket, { method: 'POST', url: '/auth/logout' })).status).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect((await call(ref.server, 'GET', '/auth/user', { token: next })).status).toBe(401);
  });

  test('a malformed api request gets a 400 reply when it has a requestId', async () => {
    const { token } = await registerUser(ref.server);
    const socket = await open(token);
    const replies = collect(socket, 'api');
    socket.emit('api', { requestId: 'r-1', method: 'FETCH', url: 'no-slash' });
    await sleep(150);
    expect(replies).toEqual([
      expect.objectContaining({ requestId: 'r-1', status: 400, error: 'Check the highlighted fields' }),
    ]);
  });

  test('a broadcast skips only the socket named by Socket-Id; the same user’s other tab gets it', async () => {
    const { token, user } = await registerUser(ref.server);
    const stranger = await registerUser(ref.server);
    const actorTab = await open(token);
    const otherTab = await open(token);
    const strangerSocket = await open(stranger.token);
    const byActor = collect(actorTab, 'test:thing:updated');
    const byOther = collect(otherTab, 'test:thing:updated');
    const byStranger = collect(strangerSocket, 'test:thing:updated');

    ref.server.app.realtime.broadcast(
      userRoom(user.id),
      'test:thing:updated',
      { id: 1, actorId: user.id },
      { exceptSocketId: actorTab.id },
    );
    await sleep(150);
    expect(byOther).toEqual([{ id: 1, actorId: user.id }]);
    expect(byActor).toEqual([]);
    expect(byStranger).toEqual([]);

    ref.server.app.realtime.broadcast(userRoom(user.id), 'test:thing:updated', { id: 2 });
    await sleep(150);
    expect(byActor).toEqual([{ id: 2 }]);
    expect(byOther).toHaveLength(2);
  });

  test('joinRoom and leaveRoom move a socket in and out of a room', async () => {
    const { token } = await registerUser(ref.server);
    const socket = await open(token);
    const received = collect(socket, 'board:card:created');
    ref.server.app.realtime.joinRoom(socket.id as string, 'board:7');
    await sleep(50);
    ref.server.app.realtime.broadcast('board:7', 'board:card:created', { id: 1 });
    await sleep(100);
    ref.server.app.realtime.leaveRoom(socket.id as string, 'board:7');
    await sleep(50);
    ref.server.app.realtime.broadcast('board:7', 'board:card:created', { id: 2 });
    await sleep(100);
    expect(received).toEqual([{ id: 1 }]);
  });
});
