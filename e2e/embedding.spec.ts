/** Embedding (spec/shell.md §4): the app posts APP_READY with time and url to its parent window. */
import { expect, test } from '@playwright/test';
import { createTestServer, type TestServer } from './server';

let server: TestServer;
test.beforeAll(async () => {
  server = await createTestServer();
  await server.start();
});
test.afterAll(async () => server?.dispose());

test('a parent window receives APP_READY from the embedded app', async ({ page }) => {
  await page.setContent(`
    <script>
      window.received = [];
      window.addEventListener('message', (event) => window.received.push(event.data));
    </script>
    <iframe src="${server.url}/login" width="800" height="600"></iframe>`);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { received: { type?: string }[] }).received.length))
    .toBeGreaterThan(0);
  const [message] = await page.evaluate(() => (window as unknown as { received: unknown[] }).received);
  expect(message).toMatchObject({ type: 'APP_READY', url: `${server.url}/login` });
  const time = (message as { time: unknown }).time;
  expect(typeof time === 'number' || !Number.isNaN(Date.parse(String(time)))).toBe(true);
});
