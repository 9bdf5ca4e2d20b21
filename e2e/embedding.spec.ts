/**
 * Embedding (spec/shell.md §4): the app posts APP_READY with time and url to its parent window.
 * The parent is a page of another origin that the operator allowed with FRAME_ANCESTORS
 * (src/server/plugins/securityHeaders.ts); a parent of an origin not listed gets no app.
 */
import { createServer, type Server } from 'node:http';
import { expect, test } from './fixtures';
import { createTestServer, type TestServer } from './server';

/** A page at its own origin that frames `appUrl` and records the messages it receives. */
async function parentSite(appUrl: () => string): Promise<{ server: Server; origin: string }> {
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(`<!doctype html>
      <script>
        window.received = [];
        window.addEventListener('message', (event) => window.received.push(event.data));
      </script>
      <iframe src="${appUrl()}" width="800" height="600"></iframe>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { server, origin: `http://127.0.0.1:${port}` };
}

let app: TestServer;
let allowed: { server: Server; origin: string };
let other: { server: Server; origin: string };
test.beforeAll(async () => {
  allowed = await parentSite(() => `${app.url}/login`);
  other = await parentSite(() => `${app.url}/login`);
  app = await createTestServer({ FRAME_ANCESTORS: `'self' ${allowed.origin}` });
  await app.start();
});
test.afterAll(async () => {
  await app?.dispose();
  allowed?.server.close();
  other?.server.close();
});

const received = () => (window as unknown as { received: unknown[] }).received;

test('a parent window of an allowed origin receives APP_READY from the embedded app', async ({ page }) => {
  await page.goto(allowed.origin);
  await expect.poll(() => page.evaluate(received).then((messages) => messages.length)).toBeGreaterThan(0);
  const [message] = await page.evaluate(received);
  expect(message).toMatchObject({ type: 'APP_READY', url: `${app.url}/login` });
  const time = (message as { time: unknown }).time;
  expect(typeof time === 'number' || !Number.isNaN(Date.parse(String(time)))).toBe(true);
});

test('a parent of an origin FRAME_ANCESTORS does not list cannot show the app', async ({ page }) => {
  const refused = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
  await page.goto(other.origin);
  await refused;
  expect(await page.evaluate(received)).toEqual([]);
});
