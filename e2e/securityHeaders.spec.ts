/**
 * The built app runs under the server's Content-Security-Policy (src/server/plugins/securityHeaders.ts)
 * without a single violation: a listener for `securitypolicyviolation`, installed before any page
 * script, records every report (and Chromium's "Refused to …" console lines) while a user signs
 * in, opens the cabinet, a board with stickers, sub-cards, comments and an image background, a card
 * dialog with its tabs, switches to the dark theme and opens the guest board. A deliberately inline
 * script at the end proves the policy is enforced and the listener hears it.
 */
import { expect, test, type BrowserContext, type Page } from './fixtures';
import { createTestServer, type TestServer } from './server';
import { openUserMenu, signInByUi } from './session';
import { attachEverySticker, defineEverySticker } from './stickerBoard';
import { api, createWorkspace, type Workspace } from './workspace';

let server: TestServer;
let ws: Workspace;
let shareToken: string;

/** A tiny SVG as a data: URL (avatars are URLs users type; data: is allowed by img-src). */
const AVATAR = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="teal"/></svg>',
)}`;

test.beforeAll(async () => {
  server = await createTestServer();
  await server.start();
  ws = await createWorkspace(server.url, ['To do', 'Done']);
  const { url } = server;
  const token = ws.owner.token;
  const add = (column: string, name: string, parent?: number) =>
    api<{ id: number }>(url, token, 'POST', `/editor/card/${ws.columns[column]}${parent ? `/${parent}` : ''}`, {
      name,
    });
  await api(url, token, 'PUT', '/auth/profile', { avatar: AVATAR });
  // An image on another host: the request may fail offline, but the policy must allow it.
  await api(url, token, 'PUT', `/board/${ws.boardId}`, { bgImage: 'https://images.example.com/board.png' });
  const definitions = await defineEverySticker(url, token, ws.boardId);
  const stickered = await add('To do', 'Prepare the release');
  await attachEverySticker(url, token, stickered.id, definitions);
  const parent = await add('To do', 'Plan the sprint demo');
  await add('To do', 'Book the room', parent.id);
  await api(url, token, 'POST', `/editor/card/${parent.id}/comments`, { text: 'Room 4 is free on Friday' });
  const share = await api<{ token: string }>(url, token, 'PUT', `/board/${ws.boardId}/share`, {
    enabled: true,
    allowCreateTasks: true,
  });
  shareToken = share.token;
});
test.afterAll(async () => server?.dispose());

/** Every CSP violation the context's pages report, as readable lines. */
async function recordViolations(context: BrowserContext): Promise<string[]> {
  const found: string[] = [];
  await context.exposeFunction('reportCspViolation', (line: string) => found.push(line));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (line: string) => void }).reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) found.push(`console: ${message.text()}`);
  });
  return found;
}

const card = (page: Page, name: string) => page.locator('[data-card-id]', { hasText: name }).first();

test('the app signs in, shows boards, cards, themes and the guest board without a CSP violation', async ({
  browser,
}) => {
  const { url } = server;
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, colorScheme: 'light' });
  const violations = await recordViolations(context);
  const page = await context.newPage();

  // Sign-in through the form, then the cabinet with the company.
  const response = await page.goto(`${url}/login`);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await signInByUi(page, ws.owner);
  await expect(page.getByText(/^Welcome, /)).toBeVisible();
  await expect(page.getByText('Acme').first()).toBeVisible();

  // The board: stickers of every type, a sub-card count, the background image; a live change
  // arrives over the socket (connect-src 'self' covers ws: of the same host).
  await page.goto(`${url}/cabinet/project/${ws.projectId}/board`);
  await expect(card(page, 'Prepare the release')).toBeVisible();
  await api(url, ws.member.token, 'POST', `/editor/card/${ws.columns.Done}`, { name: 'Arrived live' });
  await expect(card(page, 'Arrived live')).toBeVisible();

  // A card dialog and its tabs.
  await page
    .getByRole('button', { name: /Plan the sprint demo/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('tab').first()).toBeVisible();
  await dialog.getByRole('tab', { name: /Discussion/ }).click();
  await expect(dialog.getByText('Room 4 is free on Friday')).toBeVisible();
  await dialog.getByRole('tab', { name: /History/ }).click();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // The dark theme (emotion inserts new style rules).
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Dark' }).click();
  await page.keyboard.press('Escape');
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .not.toBe('rgb(255, 255, 255)');

  // The guest board, in a context of its own (HTTP polling with the guest token).
  const guestContext = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const guestViolations = await recordViolations(guestContext);
  const guest = await guestContext.newPage();
  await guest.goto(`${url}/board/shared/${shareToken}`);
  await expect(card(guest, 'Prepare the release')).toBeVisible();
  await guest.getByRole('button', { name: 'Add card' }).first().click();
  await expect(guest.getByRole('textbox', { name: 'Task name' })).toBeVisible();

  expect(violations).toEqual([]);
  expect(guestViolations).toEqual([]);

  // The policy is enforced and heard: an inline script is refused and reported.
  await page.addScriptTag({ content: 'window.inlineRan = true' }).catch(() => {});
  await expect.poll(() => violations.some((line) => line.startsWith('script-src'))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan)).toBeUndefined();

  await guestContext.close();
  await context.close();
});
