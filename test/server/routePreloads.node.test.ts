/**
 * A browser navigation to a screen gets the client page with its chunks' scripts as preloads
 * (issue 13 item 4; src/server/plugins/routePreloads.ts, src/shared/routeChunks.ts): the board
 * path names the board screens' scripts, not the entry's own; the page comes compressed as the
 * request allows and follows a new build; a path without chunks gets the plain page.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startServer, type TestServer } from './harness';

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamspace-client-'));
const INDEX =
  '<!doctype html><html><head><title>Teamspace</title><script defer src=/assets/runtime.0123456789.js></script>' +
  '<script defer src="/assets/main.0123456789.js"></script></head><body><div id="root"></div></body></html>';
const GROUPS = {
  socket: ['assets/socket.aaaaaaaaaa.js'],
  CabinetLayout: ['assets/shared.bbbbbbbbbb.js', 'assets/CabinetLayout.cccccccccc.js'],
  ProjectLayout: ['assets/shared.bbbbbbbbbb.js', 'assets/ProjectLayout.dddddddddd.js'],
  ProjectBoardPage: ['assets/ProjectBoardPage.eeeeeeeeee.js'],
  // A group that also lists an entry script: index.html loads it already.
  BoardView: ['assets/main.0123456789.js', 'assets/BoardView.ffffffffff.js'],
};
fs.writeFileSync(path.join(clientDir, 'index.html'), INDEX);
fs.writeFileSync(path.join(clientDir, 'chunk-groups.json'), JSON.stringify(GROUPS));

let server: TestServer;
beforeAll(async () => {
  server = await startServer('sqlite', { clientDir });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

/** A navigation to `url` accepting `encoding`; the raw body (fetch decodes compressed ones). */
async function navigate(url: string, encoding = 'identity') {
  const response = await fetch(`${server.baseUrl}${url}`, {
    headers: { accept: 'text/html,*/*;q=0.8', 'accept-encoding': encoding },
  });
  return { response, html: await response.text() };
}

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)" fetchpriority="low">/g)].map((m) => m[1]);

test('a board path names its screens’ scripts once each, before </head>, and not the entry’s own', async () => {
  const { response, html } = await navigate('/cabinet/project/12/board?card=3');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/html');
  expect(response.headers.get('cache-control')).toBe('no-cache');
  expect(preloads(html)).toEqual([
    '/assets/socket.aaaaaaaaaa.js',
    '/assets/shared.bbbbbbbbbb.js',
    '/assets/CabinetLayout.cccccccccc.js',
    '/assets/ProjectLayout.dddddddddd.js',
    '/assets/ProjectBoardPage.eeeeeeeeee.js',
    '/assets/BoardView.ffffffffff.js',
  ]);
  expect(html.indexOf('rel="preload"')).toBeGreaterThan(html.indexOf('main.0123456789.js'));
  expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
});

test('the page is sent brotli or gzip compressed as the request accepts, with Vary', async () => {
  for (const [accepted, encoding] of [
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
  ] as const) {
    const response = await fetch(`${server.baseUrl}/cabinet/project/12`, {
      headers: { accept: 'text/html', 'accept-encoding': accepted },
    });
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(preloads(await response.text())).toContain('/assets/BoardView.ffffffffff.js');
  }
  // The bytes on the wire are the compressed page (undici decodes them above).
  const raw = await new Promise<Buffer>((resolve, reject) => {
    const url = new URL(`${server.baseUrl}/cabinet/project/12`);
    http
      .get(url, { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () => resolve(Buffer.concat(parts)));
      })
      .on('error', reject);
  });
  expect(zlib.gunzipSync(raw).toString()).toContain('BoardView.ffffffffff.js');
});

test('a path whose row has no built chunks, and an unknown path, get the plain page', async () => {
  for (const url of ['/register', '/some/unknown/page']) {
    const { response, html } = await navigate(url);
    expect({ url, status: response.status }).toEqual({ url, status: 200 });
    expect(preloads(html)).toEqual([]);
    expect(html).toContain('<div id="root">');
  }
});

test('a new build under the running server is served with its own scripts', async () => {
  // The build writes index.html, then chunk-groups.json: the new time of either is a new build.
  const groups = { ...GROUPS, BoardView: ['assets/BoardView.9999999999.js'] };
  fs.writeFileSync(path.join(clientDir, 'chunk-groups.json'), JSON.stringify(groups));
  const later = new Date(Date.now() + 5_000);
  fs.utimesSync(path.join(clientDir, 'chunk-groups.json'), later, later);
  const { html } = await navigate('/cabinet/project/12/board');
  expect(preloads(html)).toContain('/assets/BoardView.9999999999.js');
  expect(preloads(html)).not.toContain('/assets/BoardView.ffffffffff.js');
});
