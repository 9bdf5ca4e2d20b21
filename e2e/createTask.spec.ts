/**
 * Creating and assigning tasks end to end (issue 5 checks; spec/board.md §2 New-card form and
 * Task Templates menu, §4 Create form, §5 required stickers, §7): a card is created from a template
 * on a board whose deadline sticker is required — Save is blocked until the deadline is filled —
 * then executor and responsible are assigned on the tile, the card is found by its number, copied,
 * archived and restored, and the other member sees the new card live.
 */
import { expect, test, type Page } from './fixtures';
import type { BoardSticker } from '../src/shared/stickers';
import { createTestServer, type TestServer } from './server';
import { api, createWorkspace, openBoard, type Workspace } from './workspace';

let server: TestServer;
let ws: Workspace;
test.beforeAll(async () => {
  server = await createTestServer();
  await server.start();
  ws = await createWorkspace(server.url, ['To do', 'Doing']);
});
test.afterAll(async () => server?.dispose());

const LIVE = { timeout: 1_000 };
const column = (page: Page, name: string) => page.getByRole('region', { name });
const card = (page: Page, name: string) => page.locator('[data-card-id]', { hasText: name }).first();

test('a task from a template with a required sticker, assigned, found by number, copied, archived and restored', async ({
  browser,
}) => {
  const { url } = server;
  const owner = ws.owner.token;
  const define = (body: object) => api<BoardSticker>(url, owner, 'POST', `/board/${ws.boardId}/stickers`, body);
  await define({ type: 'deadline', configs: { automation: { afterCreate: 'requireValue' } } });
  const state = await define({
    type: 'state',
    name: 'Status',
    configs: { states: [{ name: 'Triage', color: 'orange' }] },
  });
  await define({ type: 'executor' });
  await define({ type: 'responsible' });
  const members = await api<{ userId: number; role: string }[]>(url, owner, 'GET', `/company/${ws.companyId}/members`);
  const ownerId = members.find((m) => m.role === 'owner')!.userId;
  await api(url, owner, 'POST', `/board/${ws.boardId}/task-templates`, {
    name: 'Bug report',
    description: 'Something is broken for a customer and needs a fix before the next release',
    taskName: 'Fix the login bug',
    taskDescription: 'Steps to reproduce: …',
    executors: [ownerId],
    responsible: [],
    stickers: [{ stickerId: state.id, value: { name: 'Triage', color: 'orange' } }],
  });

  const ada = await openBoard(browser, url, owner, ws.projectId);
  const bob = await openBoard(browser, url, ws.member.token, ws.projectId);
  await expect(column(ada, 'To do')).toBeVisible();
  await expect(column(bob, 'To do')).toBeVisible();

  // The column's Task Templates menu: name and the description cut at 50 characters.
  await column(ada, 'To do').getByRole('button', { name: 'Task Templates' }).click();
  const template = ada.getByRole('menuitem', { name: /Bug report/ });
  await expect(template).toContainText('Something is broken for a customer and needs a fix…');
  await template.click();
  const name = ada.getByRole('textbox', { name: 'Task name' });
  await expect(name).toHaveValue('Fix the login bug');

  // The required deadline blocks saving until it is filled.
  await ada.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(ada.getByText('Please fill required stickers: Deadline')).toBeVisible();
  await ada.getByRole('button', { name: 'Deadline', exact: true }).first().click();
  const endDate = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await ada.getByLabel('End date').fill(endDate);
  await ada.getByRole('dialog', { name: 'Deadline' }).getByRole('button', { name: 'Save' }).click();
  await ada.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(ada.getByText('Card created with stickers successfully')).toBeVisible();
  await expect(card(bob, 'Fix the login bug')).toBeVisible(LIVE);
  await expect(card(bob, 'Fix the login bug').getByRole('button', { name: 'Status', exact: true })).toContainText(
    'Triage',
  );

  // Assign the other member as responsible on the tile.
  await card(ada, 'Fix the login bug').getByRole('button', { name: 'Responsible', exact: true }).click();
  await ada.getByRole('menuitemcheckbox', { name: ws.member.name }).click();
  await ada.keyboard.press('Escape');
  await expect(
    card(bob, 'Fix the login bug').getByRole('button', { name: `Responsible: ${ws.member.name}` }),
  ).toBeVisible(LIVE);
  await expect(card(bob, 'Fix the login bug').getByRole('button', { name: /^Executors: / })).toBeVisible();

  // Find it by its number.
  const number = (await card(ada, 'Fix the login bug').innerText()).match(/#(\d+)/)![1];
  await ada.getByRole('button', { name: /Find task by number/ }).click();
  await ada.getByRole('textbox', { name: 'Task number' }).fill(number);
  await ada.keyboard.press('Enter');
  await expect(ada.getByRole('dialog').getByText('Fix the login bug').first()).toBeVisible();
  await ada.keyboard.press('Escape');

  // Copy, archive and restore through the card menu.
  await card(ada, 'Fix the login bug').getByRole('button', { name: 'Card actions' }).click();
  await ada.getByRole('menuitem', { name: 'Copy card' }).click();
  await expect(column(bob, 'To do').locator('[data-card-id]', { hasText: 'Fix the login bug' })).toHaveCount(2, LIVE);
  await card(ada, 'Fix the login bug').getByRole('button', { name: 'Card actions' }).click();
  await ada.getByRole('menuitem', { name: 'Archive' }).click();
  await expect(column(bob, 'To do').locator('[data-card-id]', { hasText: 'Fix the login bug' })).toHaveCount(1, LIVE);
  await column(ada, 'To do')
    .getByRole('button', { name: /Archive \(1\)/ })
    .click();
  const tiles = column(ada, 'To do').locator('[data-card-id]', { hasText: 'Fix the login bug' });
  await expect(tiles).toHaveCount(2); // the open card and, below, the archived one
  const archived = tiles.nth(1);
  await archived.getByRole('button', { name: 'Card actions' }).click();
  await ada.getByRole('menuitem', { name: 'Unarchive' }).click();
  await expect(column(bob, 'To do').locator('[data-card-id]', { hasText: 'Fix the login bug' })).toHaveCount(2, LIVE);
  await ada.context().close();
  await bob.context().close();
});
