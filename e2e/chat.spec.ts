/**
 * Team chat end to end (issue 16 checks; spec/shell.md §2 Chat panel, §3 Chat window state, §5
 * opening a dialog, §9 unread cap and storage keys chatPosition/chatSize; spec/board.md §6 message
 * the card creator): two members chat live in a public room — message, unread badge on the other
 * tab, typing line, edit, reaction — and one opens a dialog from a card's creator sticker, where
 * the same happens; the chat panel, moved and resized, keeps its place after a reload.
 */
import { expect, test, type Browser, type Page } from './fixtures';
import { createTestServer, type TestServer } from './server';
import { api, createWorkspace, type Workspace } from './workspace';

let server: TestServer;
let ws: Workspace;
let roomName: string;
test.beforeAll(async () => {
  server = await createTestServer();
  await server.start();
  ws = await createWorkspace(server.url, ['To do']);
  const member = await api<{ id: number }>(server.url, ws.member.token, 'GET', '/auth/user');
  roomName = `launch-${Date.now() % 100_000}`;
  await api(server.url, ws.owner.token, 'POST', `/chat/company/${ws.companyId}/rooms`, {
    type: 'public',
    name: roomName,
    memberIds: [member.id],
  });
});
test.afterAll(async () => server?.dispose());

/** A signed-in page of its own context at `path`. */
async function open(browser: Browser, token: string, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.addInitScript((value) => localStorage.setItem('auth_token_default', value), token);
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  return page;
}

const launcher = (page: Page) => page.getByRole('button', { name: /^Chat/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Chat' });
const composer = (page: Page) => panel(page).getByRole('textbox', { name: 'Message' });
const message = (page: Page, text: string) => panel(page).getByRole('article').filter({ hasText: text });

/** Brings the page to the front and opens the room named `name` (an entry of one of the three lists). */
async function openRoom(page: Page, name: string): Promise<void> {
  // Messages count as read only in the focused window (as in Slack or Mattermost).
  await page.bringToFront();
  if (!(await panel(page).isVisible())) await launcher(page).click();
  await panel(page).getByRole('list').getByRole('button').filter({ hasText: name }).first().click();
  await expect(composer(page)).toBeEditable();
}

test('two members chat live in a public room: message, unread badge, typing, edit and reaction', async ({
  browser,
}) => {
  const alice = await open(browser, ws.owner.token, '/cabinet');
  const bob = await open(browser, ws.member.token, '/cabinet');
  await expect(launcher(bob)).toHaveAccessibleName('Chat');

  await openRoom(alice, roomName);
  await composer(alice).fill('Hello team, the release is on Friday');
  await composer(alice).press('Enter');
  await expect(message(alice, 'the release is on Friday')).toBeVisible();
  await expect(composer(alice)).toHaveValue('');

  // Bob's other tab: the unread badge on the launcher, live.
  await expect(launcher(bob)).toHaveAccessibleName('Chat: 1 unread message');
  await openRoom(bob, roomName);
  await expect(message(bob, 'the release is on Friday')).toBeVisible();
  await expect(launcher(bob)).toHaveAccessibleName('Chat');

  // Typing: Alice sees Bob typing, then his message.
  await composer(bob).pressSequentially('Great', { delay: 30 });
  await expect(panel(alice).getByText(/is typing…$/)).toBeVisible();
  await composer(bob).press('Shift+Enter');
  await composer(bob).pressSequentially('see you there');
  await expect(composer(bob)).toHaveValue('Great\nsee you there');
  await composer(bob).press('Enter');
  await expect(message(alice, 'see you there')).toBeVisible();
  await expect(panel(alice).getByText(/is typing…$/)).toBeHidden();

  // Alice edits her message (Up arrow on the empty composer edits her last one).
  await composer(alice).press('ArrowUp');
  await expect(composer(alice)).toHaveValue('Hello team, the release is on Friday');
  await composer(alice).fill('Hello team, the release moved to Monday');
  await composer(alice).press('Enter');
  await expect(message(bob, 'the release moved to Monday')).toContainText('(edited)');

  // Bob reacts; Alice sees the reaction.
  const bobsView = message(bob, 'the release moved to Monday');
  await bobsView.hover();
  await bobsView.getByRole('button', { name: 'Add reaction' }).click();
  await bob.getByRole('group', { name: 'Add reaction' }).getByRole('button', { name: '👍' }).click();
  await expect(
    message(alice, 'the release moved to Monday').getByRole('button', { name: '👍 1 reaction' }),
  ).toBeVisible();

  await alice.context().close();
  await bob.context().close();
});

test("a member opens a dialog from a card's creator sticker and the creator gets it live", async ({ browser }) => {
  await api(server.url, ws.owner.token, 'POST', `/editor/card/${ws.columns['To do']}`, { name: 'Write the changelog' });
  const alice = await open(browser, ws.owner.token, '/cabinet');
  await expect(launcher(alice)).toBeVisible();
  const bob = await open(browser, ws.member.token, `/cabinet/project/${ws.projectId}/board`);
  const card = bob.locator('[data-card-id]', { hasText: 'Write the changelog' }).first();
  await card.getByRole('button', { name: new RegExp(`^Message ${ws.owner.name}`) }).click();

  await expect(panel(bob)).toBeVisible();
  await expect(composer(bob)).toBeEditable();
  await composer(bob).fill('About the changelog: I will take it');
  await composer(bob).press('Enter');
  await expect(message(bob, 'I will take it')).toBeVisible();

  await expect(launcher(alice)).toHaveAccessibleName('Chat: 1 unread message');
  await launcher(alice).click();
  const dialogs = panel(alice).getByRole('list', { name: 'Dialogs' });
  await expect(dialogs.getByTestId('unread-badge')).toHaveText('1');
  await openRoom(alice, ws.member.name);
  await expect(message(alice, 'I will take it')).toBeVisible();

  // In the dialog too: typing, an edit and a reaction reach the other side live.
  await composer(alice).pressSequentially('Thanks', { delay: 30 });
  await expect(panel(bob).getByText(`${ws.owner.name} is typing…`)).toBeVisible();
  await composer(alice).press('Enter');
  await expect(message(bob, 'Thanks')).toBeVisible();
  await bob.bringToFront();
  await composer(bob).press('ArrowUp');
  await composer(bob).fill('About the changelog: I will take it today');
  await composer(bob).press('Enter');
  const edited = message(alice, 'I will take it today');
  await expect(edited).toContainText('(edited)');
  await edited.hover();
  await edited.getByRole('button', { name: 'Add reaction' }).click();
  await alice.getByRole('group', { name: 'Add reaction' }).getByRole('button', { name: '🎉' }).click();
  await expect(message(bob, 'I will take it today').getByRole('button', { name: '🎉 1 reaction' })).toBeVisible();

  await alice.context().close();
  await bob.context().close();
});

test('the chat panel, moved and resized, keeps its place and size after a reload', async ({ browser }) => {
  const page = await open(browser, ws.owner.token, '/cabinet');
  await launcher(page).click();
  const box = async () => {
    const found = await panel(page).boundingBox();
    if (!found) throw new Error('the chat panel has no box');
    return found;
  };
  const start = await box();

  // Move: drag the title bar 300 px left and 60 px down.
  const title = panel(page).getByRole('heading', { name: 'Chat' });
  const grip = await title.boundingBox();
  if (!grip) throw new Error('no title');
  await page.mouse.move(grip.x + 10, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(grip.x - 140, grip.y + 30, { steps: 8 });
  await page.mouse.move(grip.x - 290, grip.y + grip.height / 2 + 60, { steps: 8 });
  await page.mouse.up();
  const moved = await box();
  expect(moved.x).toBeLessThan(start.x - 250);
  expect(moved.y).toBeGreaterThan(start.y + 40);

  // Resize: drag the bottom-right corner 120 px right and 80 px up.
  await page.mouse.move(moved.x + moved.width - 2, moved.y + moved.height - 2);
  await page.mouse.down();
  await page.mouse.move(moved.x + moved.width + 60, moved.y + moved.height - 40, { steps: 8 });
  await page.mouse.move(moved.x + moved.width + 118, moved.y + moved.height - 82, { steps: 8 });
  await page.mouse.up();
  const resized = await box();
  expect(resized.width).toBeGreaterThan(moved.width + 80);
  expect(resized.height).toBeLessThan(moved.height - 50);

  const stored = await page.evaluate(() => [localStorage.getItem('chatPosition'), localStorage.getItem('chatSize')]);
  expect(stored[0]).not.toBeNull();
  expect(stored[1]).not.toBeNull();

  await page.reload();
  await launcher(page).click();
  const after = await box();
  expect(Math.abs(after.x - resized.x)).toBeLessThanOrEqual(2);
  expect(Math.abs(after.y - resized.y)).toBeLessThanOrEqual(2);
  expect(Math.abs(after.width - resized.width)).toBeLessThanOrEqual(2);
  expect(Math.abs(after.height - resized.height)).toBeLessThanOrEqual(2);
  await page.context().close();
});
