/**
 * Compressed scripts (issue 13 item 6, "e2e: the sign-in and board pages get compressed scripts"):
 * every script the sign-in page and a board page load arrives with Content-Encoding br or gzip
 * (precompressed at build, chosen by the browser's Accept-Encoding, server/plugins/static.ts).
 */
import { expect, test, type Page, type Response } from './fixtures';
import { createTestServer, type TestServer } from './server';
import { createWorkspace, type Workspace } from './workspace';

let server: TestServer;
let ws: Workspace;
test.beforeAll(async () => {
  server = await createTestServer();
  await server.start();
  ws = await createWorkspace(server.url, ['To do']);
});
test.afterAll(async () => server?.dispose());

/** The scripts a page receives from now on (responses of resource type 'script'). */
function recordScripts(page: Page): Response[] {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  return scripts;
}

/** url → content-encoding of each script (empty string when sent plain). */
async function encodings(scripts: Response[]): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const response of scripts) result[response.url()] = (await response.allHeaders())['content-encoding'] ?? '';
  return result;
}

test('the sign-in page gets its scripts compressed', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto(`${server.url}/login`);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const byUrl = await encodings(scripts);
  expect(Object.keys(byUrl).length).toBeGreaterThan(0);
  for (const [url, encoding] of Object.entries(byUrl)) expect(encoding, url).toMatch(/^(br|gzip)$/);
});

test('a board page gets its scripts compressed', async ({ browser }) => {
  const context = await browser.newContext();
  await context.addInitScript((value) => localStorage.setItem('auth_token_default', value), ws.owner.token);
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto(`${server.url}/cabinet/project/${ws.projectId}/board`);
  await expect(page.getByRole('region', { name: 'To do' })).toBeVisible();
  const byUrl = await encodings(scripts);
  expect(Object.keys(byUrl).length).toBeGreaterThan(3);
  for (const [url, encoding] of Object.entries(byUrl)) expect(encoding, url).toMatch(/^(br|gzip)$/);
  await context.close();
});
