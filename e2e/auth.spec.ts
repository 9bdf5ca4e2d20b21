/**
 * Sign-up, session persistence, logout and the guard's returnUrl round trip against the real
 * server in Chromium (issue 2 checks; spec/shell.md §2 Route guard, §4 Session), including an
 * invitation link opened signed out that survives registration.
 */
import { expect, test } from './fixtures';
import { createTestServer, type TestServer } from './server';
import { newAccount, openUserMenu, registerByApi, signInByUi } from './session';
import { api } from './workspace';

let server: TestServer;
test.beforeAll(async () => {
  server = await createTestServer();
  await server.start();
});
test.afterAll(async () => server?.dispose());

test('a new user registers, lands in the cabinet, keeps the session over reload and logs out', async ({ page }) => {
  const account = newAccount('reg');
  await page.goto(`${server.url}/register`);
  await page.getByLabel('Name').fill(account.name);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/cabinet$/);
  await expect(page.getByText(`Welcome, ${account.name}`)).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/cabinet$/);
  await expect(page.getByText(`Welcome, ${account.name}`)).toBeVisible();

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  // /login is a page of its own (the light sign-in page): the app loads it in its place.
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth_token_default'))).toBeNull();

  // The revoked session does not come back on reload.
  await page.goto(`${server.url}/cabinet`);
  await expect(page).toHaveURL(/\/login\?auth=required/);
});

test('a protected URL while signed out goes to /login with returnUrl and back after sign-in', async ({ page }) => {
  const account = newAccount('guard');
  await registerByApi(server.url, account);

  await page.goto(`${server.url}/cabinet/calendar?day=3`);
  await expect(page).toHaveURL(
    `${server.url}/login?auth=required&returnUrl=${encodeURIComponent('/cabinet/calendar?day=3')}`,
  );
  await expect(page.getByText('Sign in to continue.')).toBeVisible();

  await signInByUi(page, { ...account, password: 'wrong password' });
  await expect(page.getByRole('alert').filter({ hasText: 'Wrong e-mail or password' })).toBeVisible();

  await signInByUi(page, account);
  await expect(page).toHaveURL(`${server.url}/cabinet/calendar?day=3`);
});

test('an unknown path goes to the cabinet and /404 too', async ({ page }) => {
  const account = newAccount('paths');
  const token = await registerByApi(server.url, account);
  await page.goto(`${server.url}/login`);
  await page.evaluate((value) => localStorage.setItem('auth_token_default', value), token);

  await page.goto(`${server.url}/no/such/page`);
  await expect(page).toHaveURL(/\/cabinet$/);
  await page.goto(`${server.url}/404`);
  await expect(page).toHaveURL(/\/cabinet$/);
});

test('an invitation opened signed out → "Create one" → the new account lands on the invitation and joins', async ({
  page,
}) => {
  const owner = newAccount('inviter');
  const ownerToken = await registerByApi(server.url, owner);
  const company = await api<{ id: number }>(server.url, ownerToken, 'POST', '/company', { name: 'Invited Co' });
  const link = await api<{ token: string }>(server.url, ownerToken, 'POST', `/company/${company.id}/links`, {});
  const invitation = `/company/${company.id}/join/${link.token}`;

  await page.goto(`${server.url}${invitation}`);
  await expect(page).toHaveURL(`${server.url}/login?auth=required&returnUrl=${encodeURIComponent(invitation)}`);
  await page.getByRole('link', { name: 'Create one' }).click();

  const account = newAccount('invitee');
  await page.getByLabel('Name').fill(account.name);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(`${server.url}${invitation}`);
  await expect(page.getByRole('heading', { name: 'Invited Co' })).toBeVisible();
  await expect(page.getByText('No companies yet')).toHaveCount(0);
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page).toHaveURL(`${server.url}/cabinet/company/${company.id}`);
  await expect(page.getByText('Welcome to Invited Co')).toBeVisible();
});
