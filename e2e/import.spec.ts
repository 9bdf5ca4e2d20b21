/**
 * Moving a team from Trello end to end (issue 7 checks): a member imports a Trello "Export as
 * JSON" file through the project's "Import from Trello" dialog (progress, then the import report),
 * opens the new board, finds a closed card in its column's archive, a card's two checklists as
 * named sub-cards holding their items, and the closed list as an archived column (restored from the
 * board menu, archived again from its column menu), and exports the board as JSON (which is our format and holds those cards) and
 * its cards as CSV — where names a spreadsheet would run as formulas come out escaped (OWASP CSV
 * injection rule); the exported JSON then imports back through the same dialog.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from './fixtures';
import { createTestServer, type TestServer } from './server';
import { api, createWorkspace, openBoard, type Workspace } from './workspace';

const FIXTURE = path.resolve(__dirname, '../test/server/import/fixtures/trello-board.json');
const SCREENS = path.resolve(__dirname, '../.tmp/screens');

let server: TestServer;
let ws: Workspace;
test.beforeAll(async () => {
  server = await createTestServer();
  await server.start();
  ws = await createWorkspace(server.url, ['Backlog']);
});
test.afterAll(async () => server?.dispose());

const column = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });
const card = (scope: Page | Locator, name: string): Locator =>
  scope.locator('[data-card-id]').filter({ hasText: name }).first();

interface ExportedCardLike {
  name: string;
  archivedAt: string | null;
  children: ExportedCardLike[];
}

test('a Trello export imports through the dialog, shows archive and sub-cards, and exports back', async ({
  browser,
}) => {
  const page = await openBoard(browser, server.url, ws.owner.token, ws.projectId);
  await expect(page.getByRole('tab', { name: 'Sprint 1' })).toBeVisible();

  // Import through the dialog: choose the file, import, read the report.
  await page.getByRole('button', { name: 'Import from Trello' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from Trello' });
  await dialog.getByLabel('Export file').setInputFiles(FIXTURE);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  const report = dialog.getByRole('region', { name: 'Import report' });
  await expect(report).toBeVisible({ timeout: 30_000 });
  await expect(report).toContainText('5'); // columns
  await page.screenshot({ path: path.join(SCREENS, 'import-report.png') });
  await dialog.getByRole('button', { name: 'Open board' }).click();
  await expect(dialog).toHaveCount(0);

  // The new board is open: Trello's lists became columns in their order.
  await expect(page.getByRole('tab', { name: 'Product', selected: true })).toBeVisible();
  await expect(card(column(page, 'To do'), 'Write spec')).toBeVisible();
  await expect(card(column(page, 'Doing'), 'Review PR')).toBeVisible();

  // A closed card sits in its column's archive.
  await expect(card(column(page, 'To do'), 'Old idea')).toHaveCount(0);
  await column(page, 'To do')
    .getByText(/^Archive \(\d+\)$/)
    .click();
  await expect(card(column(page, 'To do'), 'Old idea')).toBeVisible();

  // The card's two checklists keep their names: a sub-card each, holding its items.
  const setUpCi = card(column(page, 'To do'), 'Set up CI');
  await setUpCi.getByRole('button', { name: 'Show sub-cards' }).click();
  for (const [checklist, items] of [
    ['Setup', ['Install node', 'Add workflow']],
    ['Release', ['Tag']],
  ] as const) {
    await card(page, checklist).getByRole('button', { name: 'Show sub-cards' }).first().click();
    for (const item of items) await expect(card(page, item)).toBeVisible();
  }
  await page.screenshot({ path: path.join(SCREENS, 'imported-board.png') });

  // The archived Trello list is an archived column: off the board, restored from the board menu…
  await expect(column(page, 'Old stuff')).toHaveCount(0);
  await page.getByRole('button', { name: 'Actions for board Product' }).click();
  await page.getByRole('menuitem', { name: 'Archived columns' }).click();
  const archive = page.getByRole('dialog', { name: 'Archived columns' });
  await archive.getByRole('button', { name: 'Restore column Old stuff' }).click();
  await expect(archive.getByText('No archived columns')).toBeVisible();
  await archive.getByRole('button', { name: 'Close' }).click();
  await expect(card(column(page, 'Old stuff'), 'Legacy card')).toBeVisible();
  // …and archived again from its column menu.
  await page.getByRole('button', { name: 'Actions of column Old stuff' }).click();
  await page.getByRole('menuitem', { name: 'Archive column' }).click();
  await expect(column(page, 'Old stuff')).toHaveCount(0);

  // Cards whose names a spreadsheet would run as formulas (added by a colleague meanwhile).
  const boards = await api<{ id: number; name: string }[]>(
    server.url,
    ws.owner.token,
    'GET',
    `/project/${ws.projectId}/boards`,
  );
  const productId = boards.find((b) => b.name === 'Product')?.id;
  const columns = await api<{ id: number; name: string }[]>(
    server.url,
    ws.owner.token,
    'GET',
    `/editor/columns/${productId}`,
  );
  const doing = columns.find((c) => c.name === 'Doing')?.id;
  const FORMULAS = ['=HYPERLINK("http://evil.example","Open")', '+SUM(1,2)', '-1+cmd', '@A1'];
  for (const name of FORMULAS) await api(server.url, ws.owner.token, 'POST', `/editor/card/${doing}`, { name });
  await expect(card(column(page, 'Doing'), '@A1')).toBeVisible();

  // Export the board as JSON and the cards as CSV.
  await page.getByRole('button', { name: 'Actions for board Product' }).click();
  await page.getByRole('menuitem', { name: 'Export board' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Export board' });
  const [jsonDownload] = await Promise.all([
    page.waitForEvent('download'),
    exportDialog.getByRole('button', { name: 'Download JSON' }).click(),
  ]);
  expect(jsonDownload.suggestedFilename()).toBe('Product.teamspace.json');
  const exportPath = path.join(SCREENS, '..', 'Product.teamspace.json');
  await jsonDownload.saveAs(exportPath);
  const exported = JSON.parse(readFileSync(exportPath, 'utf8')) as {
    format: string;
    columns: { name: string; cards: ExportedCardLike[] }[];
  };
  expect(exported.format).toBe('teamspace.board');
  const toDo = exported.columns.find((c) => c.name === 'To do');
  expect(toDo?.cards.find((c) => c.name === 'Old idea')?.archivedAt).not.toBeNull();
  const checklists = toDo?.cards.find((c) => c.name === 'Set up CI')?.children ?? [];
  expect(checklists.map((c) => [c.name, c.children.map((item) => item.name).sort()])).toEqual([
    ['Setup', ['Add workflow', 'Install node']],
    ['Release', ['Tag']],
  ]);

  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    exportDialog.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(csvDownload.suggestedFilename()).toBe('Product.csv');
  const csv = readFileSync(await csvDownload.path(), 'utf8');
  expect(csv).toContain('Write spec');
  expect(csv).toContain('Install node');
  // Escaped by the OWASP rule: a leading single quote, the cell quoted.
  expect(csv).toContain('"\'=HYPERLINK(""http://evil.example"",""Open"")"');
  for (const name of FORMULAS.slice(1)) expect(csv).toContain(`,"'${name}",`);
  expect(csv).not.toMatch(/(^|,)[=+\-@][A-Z]/m);
  await expect(exportDialog.getByText('Saved Product.csv')).toBeVisible();
  await exportDialog.getByRole('button', { name: 'Close' }).click();
  await expect(exportDialog).toHaveCount(0);

  // Our own export imports back through the same dialog into an equal board.
  await page.getByRole('button', { name: 'Import from Trello' }).click();
  const again = page.getByRole('dialog', { name: 'Import from Trello' });
  await again.getByLabel('Export file').setInputFiles(exportPath);
  await again.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(again.getByRole('region', { name: 'Import report' })).toBeVisible({ timeout: 30_000 });
  await again.getByRole('button', { name: 'Open board' }).click();
  await expect(page.getByRole('tab', { name: 'Product' })).toHaveCount(2);
  await expect(card(column(page, 'To do'), 'Set up CI')).toBeVisible();
});
