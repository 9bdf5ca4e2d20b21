/**
 * Admin panel end to end (issue 19 item 3 checks): a system admin blocks a user from /admin and
 * the user's open tab (another browser context) is signed out at once, its sign-in page saying
 * why; a user who is not a system admin opening /admin lands on /403.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from './fixtures';
import { createTestServer, type TestServer } from './server';
import { newAccount, registerByApi, type Account } from './session';

let server: TestServer;
let admin: Account & { token: string };
test.beforeAll(async () => {
  server = await createTestServer();
  await server.start();
  // The first account of a fresh server is the system admin.
  admin = { ...newAccount('admin'), token: '' };
  admin.token = await registerByApi(server.url, admin);
});
test.afterAll(async () => server?.dispose());

/** A signed-in context (token in storage) on `path`. */
async function open(browser: Browser, token: string, path: string, contexts: BrowserContext[]): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  contexts.push(context);
  await context.addInitScript((value) => localStorage.setItem('auth_token_default', value), token);
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  return page;
}

test('an admin blocks a user whose open tab is signed out at once, saying why', async ({ browser }) => {
  const contexts: BrowserContext[] = [];
  const victim = newAccount('victim');
  const victimToken = await registerByApi(server.url, victim);
  try {
    const victimPage = await open(browser, victimToken, '/cabinet', contexts);
    await expect(victimPage).toHaveURL(/\/cabinet/);
    await expect(victimPage.getByRole('button', { name: /Account menu/ })).toBeVisible();

    const adminPage = await open(browser, admin.token, '/admin', contexts);
    await expect(adminPage.getByRole('heading', { name: 'Administration' })).toBeVisible();
    await adminPage.getByRole('searchbox', { name: 'Search' }).fill(victim.email);
    const row = adminPage.getByRole('row').filter({ hasText: victim.email });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `Actions: ${victim.name}` }).click();
    await adminPage.getByRole('menuitem', { name: 'Block' }).click();
    const dialog = adminPage.getByRole('dialog', { name: `Block ${victim.name}?` });
    await dialog.getByRole('button', { name: 'Block' }).click();
    const blockedAt = Date.now();

    await expect(victimPage).toHaveURL(/\/login/, { timeout: 3000 });
    await expect(victimPage.getByText('Your account was blocked by an administrator.')).toBeVisible();
    expect(Date.now() - blockedAt).toBeLessThan(3000);
    await expect(row.getByText('Blocked')).toBeVisible();
    await expect(adminPage.getByText(`${victim.name} is blocked and signed out everywhere`)).toBeVisible();

    // The old token is dead and the sign-in is refused with the reason.
    await victimPage.getByRole('textbox', { name: 'E-mail' }).fill(victim.email);
    await victimPage.getByLabel('Password', { exact: true }).fill(victim.password);
    await victimPage.getByRole('button', { name: 'Sign in' }).click();
    await expect(victimPage.getByRole('alert').filter({ hasText: 'This account is blocked.' })).toHaveText(
      'This account is blocked. Contact your administrator',
    );
  } finally {
    for (const context of contexts) await context.close();
  }
});

test('a user who is not a system admin opening /admin sees /403', async ({ browser }) => {
  const contexts: BrowserContext[] = [];
  const user = newAccount('plain');
  const token = await registerByApi(server.url, user);
  try {
    const page = await open(browser, token, '/admin', contexts);
    await expect(page).toHaveURL(/\/403\?redirect=%2Fadmin$/);
  } finally {
    for (const context of contexts) await context.close();
  }
});
