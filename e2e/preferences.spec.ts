/** Language and theme choices persist over reload (spec/shell.md §4 Theme, §9 storage keys). */
import { expect, test } from './fixtures';
import { createTestServer, type TestServer } from './server';
import { newAccount, openUserMenu, registerByApi } from './session';

let server: TestServer;
test.beforeAll(async () => {
  server = await createTestServer();
  await server.start();
});
test.afterAll(async () => server?.dispose());

const bodyBackground = () => getComputedStyle(document.body).backgroundColor;
/** Perceived brightness 0–255 of an `rgb(r, g, b)` colour. */
const brightness = (rgb: string) => {
  const [r, g, b] = rgb.match(/\d+/g)!.map(Number);
  return 0.299 * r + 0.587 * g + 0.114 * b;
};

test('switching to Russian and to the dark theme survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  const account = newAccount('prefs');
  const token = await registerByApi(server.url, account);
  await page.goto(`${server.url}/login`);
  await page.evaluate((value) => localStorage.setItem('auth_token_default', value), token);
  await page.goto(`${server.url}/cabinet`);
  await expect(page.getByText('No companies yet')).toBeVisible();
  expect(brightness(await page.evaluate(bodyBackground))).toBeGreaterThan(200);

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Русский' }).click();
  await expect(page.getByText('Пока нет компаний')).toBeVisible();
  await page.keyboard.press('Escape'); // the menu stays open after a choice, to show its effect

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Тёмная' }).click();
  await expect.poll(async () => brightness(await page.evaluate(bodyBackground))).toBeLessThan(60);
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.getByText('Пока нет компаний')).toBeVisible();
  expect(brightness(await page.evaluate(bodyBackground))).toBeLessThan(60);
  expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('theme')])).toEqual([
    'ru',
    'dark',
  ]);
});
