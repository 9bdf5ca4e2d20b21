/**
 * Reorder or nest, by the mouse (spec/board.md §4 Sorting; README "Try it"): a card dragged to
 * the top of a column and dropped there is reordered — also when the pointer crosses or rests in
 * the gap where the top card was, or stays long over the top card's upper part — while a card
 * held over the middle of another card for a moment is shown as "Make sub-card" (the target
 * outlined) and dropping it then nests it. A reload shows what the drop showed.
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

const column = (page: Page, name: string) => page.getByRole('region', { name });
const card = (scope: Page | Locator, name: string) => scope.locator('[data-card-id]', { hasText: name }).first();
/** The names of a column's top-level cards, top to bottom. */
const topLevelNames = (page: Page, columnName: string) =>
  column(page, columnName)
    .locator('[data-list^="c"] > [data-card-id]')
    .locator('[role="button"][aria-roledescription]')
    .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('aria-label')?.replace(/^#\d+ /, '')));
/** The sub-tasks bar a card shows once it has a sub-card. */
const subTasks = (tile: Locator) => tile.getByRole('progressbar', { name: 'Sub-tasks done' });
const subCardHint = (page: Page) => page.getByText('Make sub-card');

async function addCard(page: Page, columnName: string, name: string) {
  await column(page, columnName).getByRole('button', { name: 'Add card' }).click();
  await column(page, columnName).getByRole('textbox', { name: 'Task name' }).fill(name);
  await page.keyboard.press('Enter');
  await expect(card(column(page, columnName), name)).toBeVisible();
}

/**
 * Presses on `source`, outlasts the 150 ms drag delay (spec §4) and moves a little until the drag
 * runs (the source's handle is aria-pressed). A press right after a drop sometimes selects text
 * instead of lifting the card (a known defect, see the session note of stop 23): the press is then
 * released and tried again, since what this file checks is where drops land.
 */
async function lift(page: Page, source: Locator) {
  const handle = source.locator('[role="button"][aria-roledescription]').first();
  for (let attempt = 1; ; attempt += 1) {
    const from = (await source.boundingBox())!;
    await page.mouse.move(from.x + 40, from.y + 15);
    await page.mouse.down();
    await page.waitForTimeout(250);
    await page.mouse.move(from.x + 50, from.y + 25, { steps: 5 });
    if ((await handle.getAttribute('aria-pressed')) === 'true' || attempt === 3) return;
    await page.mouse.up();
    await page.mouse.click(5, 5); // drop the text selection
    await page.waitForTimeout(300);
  }
}

test('a card dropped near the top of a column is reordered, not nested', async ({ browser }) => {
  const page = await openBoard(browser, server.url, ws.owner.token, ws.projectId);
  // New cards go on top: the column reads Delta, Charlie, Bravo, Alpha.
  for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta']) await addCard(page, 'To do', name);
  await expect.poll(() => topLevelNames(page, 'To do')).toEqual(['Delta', 'Charlie', 'Bravo', 'Alpha']);

  // Up to the top card's upper edge: a gap opens at the top; then into the middle of that gap —
  // where the top card's middle was — and dropped at once.
  const top = (await card(page, 'Delta').boundingBox())!;
  await lift(page, card(page, 'Alpha'));
  await page.mouse.move(top.x + 100, top.y + 4, { steps: 20 });
  await page.waitForTimeout(300);
  await page.mouse.move(top.x + 100, top.y + top.height / 2, { steps: 4 });
  await page.waitForTimeout(100);
  await expect(subCardHint(page)).toHaveCount(0);
  await page.mouse.up();
  await expect.poll(() => topLevelNames(page, 'To do')).toEqual(['Alpha', 'Delta', 'Charlie', 'Bravo']);
  await expect(subTasks(card(page, 'Delta'))).toHaveCount(0);

  // Resting long on the upper part of the top card, or above it, still reorders.
  for (const [name, y] of [
    ['Bravo', top.y + 4],
    ['Charlie', top.y - 6],
  ] as const) {
    await lift(page, card(page, name));
    await page.mouse.move(top.x + 100, y, { steps: 20 });
    await page.waitForTimeout(1_000);
    await expect(subCardHint(page)).toHaveCount(0);
    await page.mouse.up();
    await expect.poll(() => topLevelNames(page, 'To do').then((names) => names[0])).toBe(name);
  }
  await expect.poll(() => topLevelNames(page, 'To do')).toEqual(['Charlie', 'Bravo', 'Alpha', 'Delta']);
  for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta']) await expect(subTasks(card(page, name))).toHaveCount(0);

  await page.reload();
  await expect.poll(() => topLevelNames(page, 'To do')).toEqual(['Charlie', 'Bravo', 'Alpha', 'Delta']);
});

test('holding over a card’s middle shows the sub-card indicator and nests', async ({ browser }) => {
  const page = await openBoard(browser, server.url, ws.owner.token, ws.projectId);
  for (const name of ['Parent', 'Child']) await addCard(page, 'Doing', name);
  await expect.poll(() => topLevelNames(page, 'Doing')).toEqual(['Child', 'Parent']);

  // Down onto the middle of the card below, in the same column, and held there.
  const target = (await card(page, 'Parent').boundingBox())!;
  await lift(page, card(page, 'Child'));
  await page.mouse.move(target.x + 100, target.y + target.height / 2, { steps: 20 });
  await expect(subCardHint(page)).toBeVisible();
  await expect(card(page, 'Parent').locator('.tile-card')).toHaveAttribute('data-over', '');
  // The card to nest into slides back to its place, under the pointer (no gap is shown).
  await expect.poll(async () => Math.round((await card(page, 'Parent').boundingBox())!.y)).toBe(Math.round(target.y));
  await page.mouse.up();

  await expect(subTasks(card(page, 'Parent'))).toBeVisible();
  await expect(card(page, 'Parent').getByText('0/1')).toBeVisible();
  await expect.poll(() => topLevelNames(page, 'Doing')).toEqual(['Parent']);
  await page.reload();
  await expect(card(page, 'Parent').getByText('0/1')).toBeVisible();
  await expect.poll(() => topLevelNames(page, 'Doing')).toEqual(['Parent']);
});
