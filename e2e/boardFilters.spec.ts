/**
 * Finding cards by what they carry, end to end (spec/board.md §3 "Filters are stored per board";
 * README "Creating and finding tasks"): a Trello board imported with its labels (state stickers
 * "Labels", "Labels 2", … — a card's i-th label in the i-th) is filtered by one label through
 * 'More filters', and the board shows just the cards carrying it, whichever sticker holds it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from './fixtures';
import { createTestServer, type TestServer } from './server';
import { api, createWorkspace, openBoard, type Workspace } from './workspace';

const FIXTURE = path.resolve(__dirname, '../test/server/import/fixtures/trello-board.json');

let server: TestServer;
let ws: Workspace;
test.beforeAll(async () => {
  server = await createTestServer();
  await server.start();
  ws = await createWorkspace(server.url, ['Backlog']);
  const trello: unknown = JSON.parse(readFileSync(FIXTURE, 'utf8'));
  await api(server.url, ws.owner.token, 'POST', `/project/${ws.projectId}/import/trello`, trello);
});
test.afterAll(async () => server?.dispose());

const option = (page: Page, name: string): Locator => page.getByRole('listbox').getByRole('option', { name });

test('a filter by a Trello label finds its cards', async ({ browser }) => {
  const page = await openBoard(browser, server.url, ws.owner.token, ws.projectId);
  await page.getByRole('tab', { name: 'Product' }).click();
  const tile = (name: string) => page.locator('[data-card-id]').filter({ hasText: name }).first();
  await expect(tile('Review PR')).toBeVisible();

  await page.getByRole('button', { name: 'More filters' }).click();
  await page.getByRole('combobox', { name: 'Stickers' }).click();
  await option(page, 'Bug').click();
  await page.keyboard.press('Escape');
  // Bug is the first label of all three; the other cards leave the board.
  await expect(tile('Review PR')).toHaveCount(0);
  for (const name of ['Write spec', 'Big feature', 'Bug report template']) await expect(tile(name)).toBeVisible();
  await expect(page.locator('[data-card-id]')).toHaveCount(3);

  // Urgent is the third label of 'Big feature': held by the sticker "Labels 3".
  await page.getByRole('combobox', { name: 'Stickers' }).click();
  await option(page, 'Bug').click();
  await option(page, 'Urgent').click();
  await page.keyboard.press('Escape');
  await expect(tile('Write spec')).toHaveCount(0);
  await expect(tile('Big feature')).toBeVisible();
  await expect(page.locator('[data-card-id]')).toHaveCount(1);
});
