/**
 * Security headers (src/server/plugins/securityHeaders.ts) on API answers, on the built client's
 * index.html and assets and on socket.io's own answers; `frame-ancestors` from FRAME_ANCESTORS.
 * The headers do not depend on the database: SQLite only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/server/config';
import { call, registerUser, startServer, type TestServer } from './harness';

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamspace-client-'));
fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
fs.writeFileSync(path.join(clientDir, 'main.0123456789abcdef.js'), 'console.log("app")');

/** The CSP of an answer as a map directive → sources. */
function cspOf(headers: Headers): Map<string, string[]> {
  const policy = headers.get('content-security-policy') ?? '';
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectCommonHeaders(headers: Headers): void {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
  const csp = cspOf(headers);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.has('upgrade-insecure-requests')).toBe(false);
}

describe('security headers with the default frame rules', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('sqlite', { clientDir });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  test('an API answer carries the CSP, nosniff, the referrer policy and same-origin framing', async () => {
    const { token } = await registerUser(server);
    const answer = await call(server, 'GET', '/auth/user', { token });
    expect(answer.status).toBe(200);
    expectCommonHeaders(answer.headers);
    expect(cspOf(answer.headers).get('frame-ancestors')).toEqual(["'self'"]);
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  test('error answers carry them too', async () => {
    const answer = await call(server, 'GET', '/auth/user');
    expect(answer.status).toBe(401);
    expectCommonHeaders(answer.headers);
    expectCommonHeaders((await call(server, 'GET', '/no/such/route')).headers);
  });

  test('index.html for a browser navigation and a built asset carry them', async () => {
    const page = await fetch(`${server.baseUrl}/cabinet`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expectCommonHeaders(page.headers);
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');

    const asset = await fetch(`${server.baseUrl}/main.0123456789abcdef.js`);
    expect(asset.status).toBe(200);
    expectCommonHeaders(asset.headers);
  });

  test("socket.io's own HTTP answers say nosniff", async () => {
    const handshake = await fetch(`${server.baseUrl}/socket.io/?EIO=4&transport=polling`);
    await handshake.arrayBuffer();
    expect(handshake.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('FRAME_ANCESTORS', () => {
  test('a parent origin is allowed in frame-ancestors and X-Frame-Options is left out', async () => {
    const frameAncestors = loadConfig({ FRAME_ANCESTORS: "'self' https://portal.example.com" }).frameAncestors;
    const server = await startServer('sqlite', { frameAncestors });
    try {
      const answer = await call(server, 'GET', '/auth/user');
      expect(cspOf(answer.headers).get('frame-ancestors')).toEqual(["'self'", 'https://portal.example.com']);
      expect(answer.headers.get('x-frame-options')).toBeNull();
    } finally {
      await server.close();
    }
  });

  test("'none' forbids every parent and says DENY to older browsers", async () => {
    const server = await startServer('sqlite', {
      frameAncestors: loadConfig({ FRAME_ANCESTORS: "'none'" }).frameAncestors,
    });
    try {
      const answer = await call(server, 'GET', '/auth/user');
      expect(cspOf(answer.headers).get('frame-ancestors')).toEqual(["'none'"]);
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
    } finally {
      await server.close();
    }
  });

  test('the default is the own origin; an empty value counts as unset', () => {
    expect(loadConfig({}).frameAncestors).toEqual(["'self'"]);
    expect(loadConfig({ FRAME_ANCESTORS: ' ' }).frameAncestors).toEqual(["'self'"]);
    expect(
      loadConfig({ FRAME_ANCESTORS: "https://a.example.com  https://*.b.example.com:8443 'self'" }).frameAncestors,
    ).toEqual(['https://a.example.com', 'https://*.b.example.com:8443', "'self'"]);
  });

  test.each([
    ["'self'; script-src *"],
    ['https://a.example.com,https://b.example.com'],
    ["'none' 'self'"],
    ["'unsafe-inline'"],
  ])('%s is refused at start with the variable named', (value) => {
    expect(() => loadConfig({ FRAME_ANCESTORS: value })).toThrow(/FRAME_ANCESTORS/);
  });
});
