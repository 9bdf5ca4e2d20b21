/**
 * Compressed answers (issue 13 item 6; src/server/plugins/compression.ts, static.ts): a large JSON
 * list goes out as br or gzip when the request accepts it, as plain JSON otherwise; small answers
 * and socket `api` replies stay plain; the built client's files are sent from their precompressed
 * copies with the right Content-Type, `Vary: Accept-Encoding` and their cache headers.
 * Compression does not depend on the database: SQLite only.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { seedCards } from '../company/fixtures';
import { ok, team, type Team } from '../editor/editorFixture';
import { openSocket, socketCall, startServer, type TestServer } from '../harness';

const SCRIPT = `console.log(${JSON.stringify('teamspace '.repeat(500))});`;
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamspace-client-'));
fs.mkdirSync(path.join(clientDir, 'assets'));
fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
fs.writeFileSync(
  path.join(clientDir, 'index.html.gz'),
  zlib.gzipSync(fs.readFileSync(path.join(clientDir, 'index.html'))),
);
const SIGN_IN_PAGE =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/signIn.js"></script></body></html>';
fs.writeFileSync(path.join(clientDir, 'signin.html'), SIGN_IN_PAGE);
fs.writeFileSync(path.join(clientDir, 'signin.html.br'), zlib.brotliCompressSync(SIGN_IN_PAGE));
fs.writeFileSync(path.join(clientDir, 'assets/main.0123456789.js'), SCRIPT);
fs.writeFileSync(path.join(clientDir, 'assets/main.0123456789.js.br'), zlib.brotliCompressSync(SCRIPT));
fs.writeFileSync(path.join(clientDir, 'assets/main.0123456789.js.gz'), zlib.gzipSync(SCRIPT));

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent on the wire (still compressed when content-encoding says so). */
  body: Buffer;
}

/** A GET with exactly these headers (fetch would add its own Accept-Encoding). */
function rawGet(server: TestServer, url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${server.baseUrl}${url}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** The plain text of an answer, decoded by its content-encoding. */
function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
}

describe('compression', () => {
  let server: TestServer;
  let world: Team;
  let auth: Record<string, string>;

  beforeAll(async () => {
    server = await startServer('sqlite', { clientDir });
    world = await team(server, 1);
    // A column of 60 cards: the board's first page (20 cards per column) is several KB of JSON.
    await seedCards(server, world.boardId, world.companyId, 60);
    auth = { authorization: `Bearer ${world.owner.token}`, accept: 'application/json' };
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  test('a large JSON list is compressed with br or gzip as the request accepts, plain without', async () => {
    const url = `/editor/columns/${world.boardId}`;
    const plain = await rawGet(server, url, auth);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(2048);
    const expected = JSON.parse(plain.body.toString('utf8'));
    expect(expected.data.flatMap((column: { cards: unknown[] }) => column.cards)).toHaveLength(20);

    const brotli = await rawGet(server, url, { ...auth, 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(decoded(brotli))).toEqual(expected);

    const gzip = await rawGet(server, url, { ...auth, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gzip))).toEqual(expected);
  });

  test('an answer under 1 KB stays plain', async () => {
    const small = await rawGet(server, '/auth/user', { ...auth, 'accept-encoding': 'br, gzip' });
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  test('a socket api call gets plain JSON even when it asks for compression', async () => {
    const socket = await openSocket(server, world.owner.token);
    try {
      const reply = await socketCall(socket, {
        method: 'GET',
        url: `/editor/columns/${world.boardId}`,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(reply.status).toBe(200);
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.data.data.flatMap((column: { cards: unknown[] }) => column.cards)).toHaveLength(20);
    } finally {
      socket.close();
    }
  });

  test('a built script is sent from its precompressed copy, with its type, Vary and a year of cache', async () => {
    const url = '/assets/main.0123456789.js';
    const brotli = await rawGet(server, url, { 'accept-encoding': 'gzip, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(brotli)).toBe(SCRIPT);

    const gzip = await rawGet(server, url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(SCRIPT);

    const plain = await rawGet(server, url, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.toString('utf8')).toBe(SCRIPT);
  });

  test('a page navigation gets the compressed index.html, never cached', async () => {
    const page = await rawGet(server, `/cabinet/project/${world.projectId}/board`, {
      accept: 'text/html',
      'accept-encoding': 'gzip, br',
    });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(decoded(page)).toContain('<div id="root">');
  });

  test('a navigation to /login gets the compressed sign-in page, never cached', async () => {
    const page = await rawGet(server, '/login?auth=required', { accept: 'text/html', 'accept-encoding': 'gzip, br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(decoded(page)).toContain('/assets/signIn.js');
  });

  test('fetch (which sends Accept-Encoding itself) still reads the compressed answers', async () => {
    const columns = await ok(server, world.owner, 'GET', `/editor/columns/${world.boardId}`);
    expect(columns).toHaveLength(2);
  });
});
