/**
 * The main screens in both themes: sign-in, cabinet and the connection overlay. Each screen is
 * checked for its key elements and saved as a PNG under .tmp/screens (and e2e/screenshots for the
 * README when UPDATE_SCREENSHOTS=1) so a person can look at them.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { createTestServer, type TestServer } from './server';
import { newAccount, registerByApi } from './session';
import { api, createWorkspace } from './workspace';

let server: TestServer;
test.beforeAll(async () => {
  server = await createTestServer();
  await server.start();
});
test.afterAll(async () => server?.dispose());

const shotDirs = [path.resolve(__dirname, '../.tmp/screens')];
if (process.env.UPDATE_SCREENSHOTS === '1') shotDirs.push(path.resolve(__dirname, 'screenshots'));
shotDirs.forEach((dir) => mkdirSync(dir, { recursive: true }));

async function shoot(page: Page, name: string) {
  for (const dir of shotDirs) await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

for (const theme of ['light', 'dark'] as const) {
  test(`sign-in, cabinet and overlay in the ${theme} theme`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: theme });
    await page.goto(`${server.url}/login`);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await shoot(page, `login-${theme}`);

    const account = newAccount(theme);
    const token = await registerByApi(server.url, account);
    await page.evaluate((value) => localStorage.setItem('auth_token_default', value), token);
    await page.goto(`${server.url}/cabinet`);
    await expect(page.getByText(`Welcome, ${account.name}`)).toBeVisible();
    await expect(page.getByTestId('connection-overlay')).toBeHidden();
    await shoot(page, `cabinet-${theme}`);

    await server.stop();
    await expect(page.getByTestId('connection-overlay')).toBeVisible({ timeout: 15_000 });
    await page.waitForTimeout(500); // let the dialog's fade-in finish before the picture
    await shoot(page, `overlay-${theme}`);
    await server.start();
    await expect(page.getByTestId('connection-overlay')).toBeHidden({ timeout: 30_000 });
  });
}

test('a board with cards in both themes', async ({ browser }) => {
  const ws = await createWorkspace(server.url, ['To do', 'In progress', 'Done']);
  const add = (column: string, name: string, parent?: number) =>
    api<{ id: number }>(
      server.url,
      ws.owner.token,
      'POST',
      `/editor/card/${ws.columns[column]}${parent ? `/${parent}` : ''}`,
      {
        name,
      },
    );
  await add('To do', 'Write the release notes');
  const parent = await add('To do', 'Plan the sprint demo');
  await add('To do', 'Book the room', parent.id);
  await add('To do', 'Prepare the slides', parent.id);
  await add('In progress', 'Import the Trello boards');
  const done = await add('Done', 'Set up CI');
  await api(server.url, ws.owner.token, 'PUT', `/editor/card/${done.id}`, { done: true });
  await api(server.url, ws.owner.token, 'POST', `/editor/card/${parent.id}/comments`, {
    text: 'Room 4 is free on Friday',
  });

  for (const theme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, colorScheme: theme });
    await context.addInitScript((token) => localStorage.setItem('auth_token_default', token), ws.owner.token);
    const page = await context.newPage();
    await page.goto(`${server.url}/cabinet/project/${ws.projectId}/board`);
    await expect(page.getByText('Plan the sprint demo')).toBeVisible();
    await expect(page.getByText('0/2')).toBeVisible();
    await shoot(page, `board-${theme}`);
    await context.close();
  }
});
