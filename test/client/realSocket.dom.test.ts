/**
 * The connection service against a real socket.io server (in-process, listen(0)): the handshake
 * with the token, the `api` round trip, and AUTH_FAILED ending reconnection.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { makeStore } from '../../src/client/app/store';
import { createConnectionService } from '../../src/client/features/connection/connectionService';

let http: ReturnType<typeof createServer>;
let ioServer: Server;
let url: string;
let handshakes: string[];

beforeAll(async () => {
  http = createServer();
  ioServer = new Server(http);
  ioServer.use((socket, next) => {
    const token = String(socket.handshake.query.token);
    handshakes.push(token);
    if (token === 'good') next();
    else next(new Error(token === 'busy' ? 'SERVER_BUSY' : 'AUTH_FAILED'));
  });
  ioServer.on('connection', (socket) => {
    socket.on('api', (req: { requestId: string; url: string; headers: Record<string, string> }) =>
      socket.emit('api', {
        requestId: req.requestId,
        status: 200,
        data: { success: true, status: 'success', data: { url: req.url, socketId: req.headers['socket-id'] } },
        headers: {},
      }),
    );
    socket.on('ping', (ack: () => void) => ack());
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
beforeEach(() => {
  handshakes = [];
});
afterAll(async () => {
  ioServer.close();
  await new Promise((resolve) => http.close(resolve));
});

const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
};

test('a good token connects, becomes ready and carries api requests', async () => {
  localStorage.setItem('auth_token_default', 'good');
  const connection = createConnectionService({ url });
  const store = makeStore({ connection });
  connection.start();
  await until(() => store.getState().connection.ready);
  const reply = await connection.request({
    method: 'GET',
    url: '/auth/user',
    headers: { 'socket-id': connection.socketId() ?? '' },
  });
  expect(reply.status).toBe(200);
  expect(reply.data).toMatchObject({ data: { url: '/auth/user', socketId: store.getState().connection.socketId } });
  await until(() => store.getState().connection.latency !== null);
  connection.stop();
});

test('AUTH_FAILED from the server ends reconnection: one handshake only, session signed out', async () => {
  localStorage.setItem('auth_token_default', 'revoked');
  const connection = createConnectionService({ url });
  const store = makeStore({ connection });
  connection.start();
  await until(() => store.getState().connection.authFailed);
  await new Promise((r) => setTimeout(r, 2500)); // longer than the first back-off (≤ 1.5 s)
  expect(handshakes).toEqual(['revoked']);
  expect(store.getState().session.token).toBeNull();
  connection.stop();
});

test('another handshake refusal is retried by the service', async () => {
  localStorage.setItem('auth_token_default', 'busy');
  const connection = createConnectionService({ url, random: () => 0 }); // first retry after 0.5 s
  const store = makeStore({ connection });
  connection.start();
  await until(() => handshakes.length >= 2, 3000);
  expect(handshakes).toEqual(['busy', 'busy']);
  expect(store.getState().connection).toMatchObject({ authFailed: false, error: 'SERVER_BUSY' });
  expect(store.getState().session.token).toBe('busy');
  connection.stop();
});
