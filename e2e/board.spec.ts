/**
 * Two members work on one board (issue 3 checks; spec/board.md §4, DESIGN §3 Live events): one
 * creates, renames, completes, drags (mouse and keyboard), nests, archives and deletes cards and
 * comments; the other sees each change within 1 s without reload, and a reload shows the same.
 */
import { expect, test, type Locator, type Page } from './fixtures';
import { createTestServer, type TestServer } from './server';
import { createWorkspace, openBoard, type Workspace } from './workspace';

let server: TestServer;
let ws: Workspace;
test.beforeAll(async () => {
  server = await createTestServer();
  await server.start();
  ws = await createWorkspace(server.url, ['To do', 'Doing']);
});
test.afterAll(async () => server?.dispose());

/** The live budget of the issue: the other member sees a change within 1 s. */
const LIVE = { timeout: 1_000 };
const column = (page: Page, name: string) => page.getByRole('region', { name });
const card = (scope: Page | Locator, name: string) => scope.locator('[data-card-id]', { hasText: name }).first();
const cardNames = (page: Page, columnName: string) =>
  column(page, columnName)
    .locator('[data-card-id]')
    .locator('[role="button"][aria-roledescription]')
    .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('aria-label')?.replace(/^#\d+ /, '')));

/** Presses `keys` one by one, pausing between them: dnd-kit measures the new position after each. */
async function pressKeys(page: Page, keys: string[]) {
  for (const key of keys) {
    await page.keyboard.press(key);
    await page.waitForTimeout(250);
  }
}

async function addCard(page: Page, columnName: string, name: string) {
  await column(page, columnName).getByRole('button', { name: 'Add card' }).click();
  await column(page, columnName).getByRole('textbox', { name: 'Task name' }).fill(name);
  await page.keyboard.press('Enter');
  await expect(card(column(page, columnName), name)).toBeVisible();
}

/**
 * Mouse drag with the 150 ms activation delay of spec/board.md §4; onto the 'middle' of a card it
 * holds until the card is offered as the parent ("Make sub-card"), then drops.
 */
async function dragTo(page: Page, source: Locator, target: Locator, where: 'above' | 'middle') {
  const from = (await source.boundingBox())!;
  await page.mouse.move(from.x + 40, from.y + 15);
  await page.mouse.down();
  await page.waitForTimeout(250);
  await page.mouse.move(from.x + 50, from.y + 25, { steps: 5 });
  const to = (await target.boundingBox())!;
  await page.mouse.move(to.x + 100, where === 'above' ? to.y + 4 : to.y + to.height / 2, { steps: 20 });
  await page.waitForTimeout(300);
  const settled = (await target.boundingBox())!;
  await page.mouse.move(settled.x + 100, where === 'above' ? settled.y + 4 : settled.y + settled.height / 2, {
    steps: 5,
  });
  await page.waitForTimeout(200);
  if (where === 'middle') await expect(page.getByText('Make sub-card')).toBeVisible();
  await page.mouse.up();
}

test('the other member sees every change live, and a reload shows the same board', async ({ browser }) => {
  const ada = await openBoard(browser, server.url, ws.owner.token, ws.projectId);
  const bob = await openBoard(browser, server.url, ws.member.token, ws.projectId);
  await expect(column(ada, 'To do')).toBeVisible();
  await expect(column(bob, 'To do')).toBeVisible();

  // Create
  await addCard(ada, 'To do', 'Write the spec');
  await expect(card(column(bob, 'To do'), 'Write the spec')).toBeVisible(LIVE);

  // Rename inline
  const tile = card(ada, 'Write the spec');
  await tile.hover();
  await tile.getByRole('button', { name: 'Edit title' }).click();
  await ada.getByRole('textbox', { name: 'Card name' }).fill('Write the full spec');
  await ada.keyboard.press('Enter');
  await expect(card(bob, 'Write the full spec')).toBeVisible(LIVE);

  // Complete
  await card(ada, 'Write the full spec').getByRole('button', { name: 'Mark as done' }).click();
  await expect(card(bob, 'Write the full spec').getByRole('button', { name: 'Mark as not done' })).toBeVisible(LIVE);

  // Drag with the mouse into another column
  await addCard(ada, 'Doing', 'Review it');
  await expect(card(bob, 'Review it')).toBeVisible(LIVE);
  await dragTo(ada, card(ada, 'Write the full spec'), card(column(ada, 'Doing'), 'Review it'), 'above');
  await expect(card(column(ada, 'Doing'), 'Write the full spec')).toBeVisible();
  await expect(card(column(bob, 'Doing'), 'Write the full spec')).toBeVisible(LIVE);
  await expect.poll(() => cardNames(bob, 'Doing'), LIVE).toEqual(['Write the full spec', 'Review it']);

  // Drag with the keyboard: Space lifts, ArrowDown moves, Space drops
  await card(ada, 'Write the full spec').locator('[role="button"][aria-roledescription]').first().focus();
  await pressKeys(ada, ['Space', 'ArrowDown', 'Space']);
  await expect.poll(() => cardNames(ada, 'Doing')).toEqual(['Review it', 'Write the full spec']);
  await expect.poll(() => cardNames(bob, 'Doing'), LIVE).toEqual(['Review it', 'Write the full spec']);

  // Make a sub-card by holding a card over the middle of another, then dropping it
  await addCard(ada, 'To do', 'Sub-step');
  await expect(card(bob, 'Sub-step')).toBeVisible(LIVE);
  await dragTo(ada, card(ada, 'Sub-step'), card(ada, 'Review it'), 'middle');
  await expect(card(bob, 'Review it').getByText('0/1')).toBeVisible(LIVE);
  await expect(card(column(bob, 'To do'), 'Sub-step')).toHaveCount(0);

  // Comment in the card modal, watched by the other member's open modal
  await card(bob, 'Review it')
    .getByRole('button', { name: /Review it/ })
    .first()
    .click();
  await bob.getByRole('tab', { name: /Discussion/ }).click();
  await card(ada, 'Review it')
    .getByRole('button', { name: /Review it/ })
    .first()
    .click();
  await ada.getByRole('tab', { name: /Discussion/ }).click();
  await ada.getByRole('textbox', { name: 'New comment' }).fill('Looks good to me');
  await ada.keyboard.press('Control+Enter');
  await expect(bob.getByText('Looks good to me')).toBeVisible(LIVE);
  await ada.keyboard.press('Escape');
  await bob.keyboard.press('Escape');

  // Archive from the card menu
  await card(ada, 'Write the full spec').getByRole('button', { name: 'Card actions' }).click();
  await ada.getByRole('menuitem', { name: 'Archive' }).click();
  await expect(card(column(bob, 'Doing'), 'Write the full spec')).toHaveCount(0, LIVE);
  await expect(column(bob, 'Doing').getByText('Archive (1)')).toBeVisible(LIVE);

  // Delete a card that has a sub-card: 449 confirm, then force
  await card(ada, 'Review it').getByRole('button', { name: 'Card actions' }).click();
  await ada.getByRole('menuitem', { name: 'Delete' }).click();
  await ada.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card(column(ada, 'Doing'), 'Review it')).toHaveCount(0);
  await expect(card(column(bob, 'Doing'), 'Review it')).toHaveCount(0, LIVE);

  // A reload shows what the live view showed
  await bob.reload();
  await expect(column(bob, 'Doing').getByText('Archive (1)')).toBeVisible();
  await expect(card(bob, 'Review it')).toHaveCount(0);
  await column(bob, 'Doing').getByText('Archive (1)').click();
  await expect(card(column(bob, 'Doing'), 'Write the full spec')).toBeVisible();
});

test('a keyboard move goes one place per arrow press, down and back up', async ({ browser }) => {
  const ada = await openBoard(browser, server.url, ws.owner.token, ws.projectId);
  await expect(column(ada, 'To do')).toBeVisible();
  // New cards go on top: the column reads Third, Second, First.
  for (const name of ['First', 'Second', 'Third']) await addCard(ada, 'To do', name);
  const before = await cardNames(ada, 'To do');
  expect(before.slice(0, 3)).toEqual(['Third', 'Second', 'First']);
  await card(ada, 'Third').locator('[role="button"][aria-roledescription]').first().focus();
  await pressKeys(ada, ['Space', 'ArrowDown', 'Space']);
  await expect.poll(() => cardNames(ada, 'To do').then((n) => n.slice(0, 3))).toEqual(['Second', 'Third', 'First']);
  await card(ada, 'Third').locator('[role="button"][aria-roledescription]').first().focus();
  await pressKeys(ada, ['Space', 'ArrowUp', 'Space']);
  await expect.poll(() => cardNames(ada, 'To do').then((n) => n.slice(0, 3))).toEqual(['Third', 'Second', 'First']);
});

test('a column moves with the keyboard, one place per arrow press, and stays there after a reload', async ({
  browser,
}) => {
  const ada = await openBoard(browser, server.url, ws.owner.token, ws.projectId);
  await expect(column(ada, 'Doing')).toBeVisible();
  const columnNames = () =>
    ada.locator('section[aria-label]').evaluateAll((s) => s.map((e) => e.getAttribute('aria-label')));
  expect(await columnNames()).toEqual(['To do', 'Doing']);
  await ada.getByRole('button', { name: 'Drag column To do' }).focus();
  await pressKeys(ada, ['Space', 'ArrowRight', 'Space']);
  await expect.poll(columnNames).toEqual(['Doing', 'To do']);
  await ada.reload();
  await expect.poll(columnNames).toEqual(['Doing', 'To do']);
  await ada.getByRole('button', { name: 'Drag column To do' }).focus();
  await pressKeys(ada, ['Space', 'ArrowLeft', 'Space']);
  await expect.poll(columnNames).toEqual(['To do', 'Doing']);
  await ada.close();
});
