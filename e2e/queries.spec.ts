/**
 * Saved queries end to end (issue 19 checks): a member builds a query with a sticker condition
 * (state is "Doing"), sees the live result, saves it, and opens it as the board's filter — the
 * board then shows only the matching card.
 */
import { expect, test } from './fixtures';
import { createTestServer, type TestServer } from './server';
import { api, createWorkspace, type Workspace } from './workspace';

let server: TestServer;
let ws: Workspace;
test.beforeAll(async () => {
  server = await createTestServer();
  await server.start();
  ws = await createWorkspace(server.url, ['To do']);
  const sticker = await api<{ id: number }>(server.url, ws.owner.token, 'POST', `/board/${ws.boardId}/stickers`, {
    type: 'state',
    name: 'Status',
    configs: {
      states: [
        { name: 'Doing', color: 'blue' },
        { name: 'Blocked', color: 'red' },
      ],
    },
  });
  for (const [name, state] of [
    ['Matching card', { name: 'Doing', color: 'blue' }],
    ['Other card', { name: 'Blocked', color: 'red' }],
  ] as const)
    await api(server.url, ws.owner.token, 'POST', `/editor/card/${ws.columns['To do']}`, {
      name,
      stickers: [{ boardStickerId: sticker.id, value: state }],
    });
});
test.afterAll(async () => server?.dispose());

test('build and save a query with a sticker condition, then use it as the board filter', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.addInitScript((value) => localStorage.setItem('auth_token_default', value), ws.member.token);
  const page = await context.newPage();
  await page.goto(`${server.url}/cabinet/company/${ws.companyId}/queries`);
  const grid = page.getByRole('grid');
  await expect(grid.getByText('Other card')).toBeVisible();

  await page.getByRole('button', { name: 'Add sticker condition' }).click();
  await page.getByLabel('Value').fill('Doing');
  await expect(grid.getByText('Other card')).toBeHidden();
  await expect(grid.getByText('Matching card')).toBeVisible();
  await expect(page.getByText('Cards: 1')).toBeVisible();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Doing cards');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/[?&]q=\d+/);

  await page.goto(`${server.url}/cabinet/project/${ws.projectId}/board`);
  await expect(page.getByText('Other card')).toBeVisible();
  await page.getByRole('button', { name: 'More filters' }).click();
  await page.getByLabel('Saved query').click();
  await page.getByRole('option', { name: 'Doing cards' }).click();
  await expect(page.getByText('Other card')).toBeHidden();
  await expect(page.getByText('Matching card')).toBeVisible();
});
