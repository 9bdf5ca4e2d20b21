/**
 * Guest links end to end (issue 6 checks; spec/board.md §6, spec/shell.md §4 HTTP mode): a member
 * shares a board; an anonymous browser opens the link, sees the cards read-only (no done toggle,
 * no sticker plus, no card menu, no drag), creates a card only once allowed, sees a member's change
 * within 5 s (the guest board polls every 3 s); after the link is regenerated the old one shows the
 * invalid-link page.
 */
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { createTestServer, type TestServer } from './server';
import { api, createWorkspace, openBoard, type Workspace } from './workspace';

let server: TestServer;
let ws: Workspace;
test.beforeAll(async () => {
  server = await createTestServer();
  await server.start();
  ws = await createWorkspace(server.url, ['To do']);
});
test.afterAll(async () => server?.dispose());

const card = (page: Page, name: string) => page.locator('[data-card-id]', { hasText: name }).first();

test('a guest sees the shared board read-only, creates only when allowed, and loses a regenerated link', async ({
  browser,
}) => {
  const { url } = server;
  const owner = ws.owner.token;
  await api(url, owner, 'POST', `/editor/card/${ws.columns['To do']}`, { name: 'Shared card' });

  // A member turns the link on in the share dialog and reads the link there.
  const ada = await openBoard(browser, url, owner, ws.projectId);
  await expect(card(ada, 'Shared card')).toBeVisible();
  await ada
    .getByRole('button', { name: /^Share/ })
    .first()
    .click();
  const dialog = ada.getByRole('dialog', { name: 'Share the board' });
  await dialog.getByRole('switch', { name: 'Guest link on' }).click();
  const link = dialog.getByRole('textbox', { name: 'Guest link' });
  await expect(link).toHaveValue(/\/board\/shared\//);
  const sharedUrl = await link.inputValue();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // An anonymous browser opens it: cards are there, nothing is editable.
  const guestContext = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const guest = await guestContext.newPage();
  await guest.goto(sharedUrl);
  await expect(card(guest, 'Shared card')).toBeVisible();
  await expect(guest).toHaveURL(/\/board\/shared\//);
  await expect(card(guest, 'Shared card').getByRole('button', { name: 'Mark as done' })).toBeDisabled();
  await expect(card(guest, 'Shared card').getByRole('button', { name: 'Add a sticker' })).toHaveCount(0);
  await expect(card(guest, 'Shared card').getByRole('button', { name: 'Card actions' })).toHaveCount(0);
  await expect(guest.locator('[aria-roledescription="draggable card"]')).toHaveCount(0);
  await expect(guest.getByRole('button', { name: 'Add card' })).toHaveCount(0);

  // A member's change appears within 5 s.
  await api(url, owner, 'POST', `/editor/card/${ws.columns['To do']}`, { name: 'Added by a member' });
  await expect(card(guest, 'Added by a member')).toBeVisible({ timeout: 5_000 });
  await guest.screenshot({ path: path.resolve(__dirname, '../.tmp/screens/guest-board.png') });

  // Creation once allowed (the guest page picks the setting up on its next poll).
  const share = await api<{ token: string }>(url, owner, 'PUT', `/board/${ws.boardId}/share`, {
    allowCreateTasks: true,
  });
  await expect(guest.getByRole('button', { name: 'Add card' })).toBeVisible({ timeout: 5_000 });
  await guest.getByRole('button', { name: 'Add card' }).click();
  await expect(guest.getByRole('button', { name: /^Executors/ })).toHaveCount(0);
  await guest.getByRole('textbox', { name: 'Task name' }).fill('Idea from a guest');
  await guest.keyboard.press('Enter');
  await expect(card(ada, 'Idea from a guest')).toBeVisible({ timeout: 1_000 });

  // Regenerating the link closes the old one at once.
  const renewed = await api<{ token: string }>(url, owner, 'PUT', `/board/${ws.boardId}/share`, { regenerate: true });
  expect(renewed.token).not.toBe(share.token);
  await guest.reload();
  await expect(guest.getByText('This link is invalid or was revoked')).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await guestContext.close();
  await ada.context().close();
});
