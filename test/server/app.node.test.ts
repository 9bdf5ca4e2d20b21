/**
 * App-wide behaviour (DESIGN §3 Envelope, Route map): unknown routes, body limits, the OpenAPI
 * document, the built client for browser navigations, and a clean shutdown.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { call, forEachDialect, openSocket, registerUser, startServer } from './harness';

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamspace-client-'));
fs.writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html><html><body><div id="root"></div>Teamspace client</body></html>',
);
fs.writeFileSync(
  path.join(clientDir, 'signin.html'),
  '<!doctype html><html><body><div id="root"></div><script defer src="/signIn.0123456789abcdef.js"></script>Teamspace sign-in</body></html>',
);
fs.writeFileSync(path.join(clientDir, 'main.0123456789abcdef.js'), 'console.log("app")');
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

forEachDialect(
  'app',
  (ref) => {
    test('an unknown route is a 404 in the envelope', async () => {
      const response = await call(ref.server, 'GET', '/definitely/not/here');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ success: false, status: 'error', error: 'Not found', code: 'NOT_FOUND' });
      expect((await call(ref.server, 'DELETE', '/auth/user')).status).toBe(404);
    });

    test('a body above the limit is a 413 in the envelope', async () => {
      const response = await call(ref.server, 'POST', '/auth/register', {
        body: { email: 'big@example.com', password: 'password-1', name: 'x'.repeat(20_000) },
      });
      expect(response.status).toBe(413);
      expect(response.body).toEqual({
        success: false,
        status: 'error',
        error: 'The request is too large',
        code: 'PAYLOAD_TOO_LARGE',
      });
    });

    test('GET /openapi.json describes the auth calls from the zod schemas', async () => {
      const response = await call(ref.server, 'GET', '/openapi.json');
      expect(response.status).toBe(200);
      const paths = Object.keys(response.body.paths);
      expect(paths).toEqual(
        expect.arrayContaining([
          '/auth/register',
          '/auth/login',
          '/auth/user',
          '/auth/refresh',
          '/auth/logout',
          '/auth/profile',
          '/auth/user/background/settings',
          '/auth/get-email-code',
          '/auth/restore',
        ]),
      );
      const register = response.body.paths['/auth/register'].post;
      expect(register.requestBody.content['application/json'].schema.required).toEqual(
        expect.arrayContaining(['email', 'password', 'name']),
      );
      expect(register.responses['201']).toBeDefined();
    });

    test('a browser navigation gets the client page, also on an API path; assets are files', async () => {
      for (const url of ['/', '/cabinet/calendar', '/loginx', '/login/more', '/auth/user']) {
        const response = await call(ref.server, 'GET', url, {
          headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
        });
        expect({ url, status: response.status, type: response.headers.get('content-type') }).toEqual({
          url,
          status: 200,
          type: expect.stringContaining('text/html'),
        });
        expect(response.body).toContain('Teamspace client');
      }
      const asset = await call(ref.server, 'GET', '/main.0123456789abcdef.js', { headers: { accept: '*/*' } });
      expect(asset.status).toBe(200);
      expect(asset.body).toBe('console.log("app")');
      expect(asset.headers.get('cache-control')).toContain('immutable');
      // The client's own calls (Accept: application/json) stay API calls.
      expect((await call(ref.server, 'GET', '/auth/user')).body.code).toBe('UNAUTHORIZED');
    });

    test('a browser navigation to /login, with any query, gets the light sign-in page, never cached', async () => {
      for (const url of ['/login', '/login/', '/login?auth=required&returnUrl=%2Fcabinet%2Fcalendar']) {
        const response = await call(ref.server, 'GET', url, {
          headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
        });
        expect({ url, status: response.status, type: response.headers.get('content-type') }).toEqual({
          url,
          status: 200,
          type: expect.stringContaining('text/html'),
        });
        expect(response.body).toContain('/signIn.0123456789abcdef.js');
        expect(response.body).not.toContain('Teamspace client');
        expect(response.headers.get('cache-control')).toBe('no-cache');
      }
      // The API keeps answering its own calls.
      expect((await call(ref.server, 'GET', '/auth/user')).body.code).toBe('UNAUTHORIZED');
    });
  },
  { clientDir, bodyLimitBytes: 16 * 1024 },
);

describe('without a built client', () => {
  test('a navigation gets a short page saying the client is not built', async () => {
    const server = await startServer('sqlite');
    try {
      const response = await call(server, 'GET', '/cabinet', { headers: { accept: 'text/html' } });
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.body).toContain('not built');
      expect((await call(server, 'GET', '/cabinet')).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe('shutdown', () => {
  test('close() disconnects sockets and stops accepting connections', async () => {
    const server = await startServer('sqlite');
    const { token } = await registerUser(server);
    const socket = await openSocket(server, token);
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
    await server.close();
    expect(await disconnected).toBe('io server disconnect');
    await expect(fetch(`${server.baseUrl}/auth/user`)).rejects.toThrow();
    socket.close();
  });
});
