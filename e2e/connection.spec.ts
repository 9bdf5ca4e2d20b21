/**
 * The connection overlay (spec/shell.md §4): stopping the server shows it, and the client
 * reconnects by itself when the server comes back, with the session intact.
 */
import { expect, test } from './fixtures';
import { createTestServer, type TestServer } from './server';
import { newAccount, registerByApi } from './session';

let server: TestServer;
test.beforeAll(async () => {
  server = await createTestServer();
  await server.start();
});
test.afterAll(async () => server?.dispose());

test('stopping the server shows the overlay, which goes away by itself when the server returns', async ({ page }) => {
  const account = newAccount('conn');
  const token = await registerByApi(server.url, account);
  await page.goto(`${server.url}/login`);
  await page.evaluate((value) => localStorage.setItem('auth_token_default', value), token);
  await page.goto(`${server.url}/cabinet`);
  await expect(page.getByText(`Welcome, ${account.name}`)).toBeVisible();
  const overlay = page.getByTestId('connection-overlay');
  await expect(overlay).toBeHidden();

  await server.stop();
  await expect(overlay).toBeVisible({ timeout: 15_000 });
  await expect(overlay.getByRole('button', { name: 'Retry' })).toBeVisible();

  await server.start();
  // Reconnection back-off starts at 1 s and grows; allow a few attempts.
  await expect(overlay).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText(`Welcome, ${account.name}`)).toBeVisible();
});
