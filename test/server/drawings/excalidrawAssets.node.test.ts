/**
 * Excalidraw's fonts come from our server (issue 18 drawings; src/server/plugins/excalidrawAssets.ts):
 * the CSP blocks its CDN, so a drawing's text would otherwise fall back to the browser's fonts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { EXCALIDRAW_ASSET_PATH } from '../../../src/shared/drawings/drawing.types';
import { startServer, type TestServer } from '../harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer('sqlite');
});
afterAll(() => server?.close());

const fontsDir = path.join(path.dirname(require.resolve('@excalidraw/excalidraw')), 'fonts');

test('a font file of the package is served below EXCALIDRAW_ASSET_PATH, cached for a day', async () => {
  const file = fs.readdirSync(path.join(fontsDir, 'Excalifont')).find((name) => name.endsWith('.woff2'))!;
  const response = await fetch(`${server.baseUrl}${EXCALIDRAW_ASSET_PATH}fonts/Excalifont/${file}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('font/woff2');
  expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.equals(fs.readFileSync(path.join(fontsDir, 'Excalifont', file)))).toBe(true);
});

test('nothing outside the fonts folder is reachable through the prefix', async () => {
  for (const url of [
    `${EXCALIDRAW_ASSET_PATH}fonts/../index.js`,
    `${EXCALIDRAW_ASSET_PATH}fonts/%2e%2e/index.js`,
    `${EXCALIDRAW_ASSET_PATH}fonts/..%2f..%2fpackage.json`,
  ]) {
    const response = await fetch(`${server.baseUrl}${url}`);
    expect(response.status).not.toBe(200);
    expect(response.status).toBeLessThan(500);
  }
});
