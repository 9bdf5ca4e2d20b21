/**
 * Accessibility: axe-core (WCAG 2.x A/AA and best practices, its default rule set) on the main
 * screens — sign-in, cabinet, company page, board, card modal and guest board — in the light and
 * the dark theme. No violation of impact "serious" or "critical" is allowed; a failure lists each
 * one with its rule, impact, help text and the elements it found. Each checked screen is saved as a
 * PNG under .tmp/a11y so a person can look at what was checked.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from './fixtures';
import { createTestServer, type TestServer } from './server';
import { attachEverySticker, defineEverySticker } from './stickerBoard';
import { api, createWorkspace, type Workspace } from './workspace';

let server: TestServer;
let ws: Workspace;
let shareToken: string;

test.beforeAll(async () => {
  server = await createTestServer();
  await server.start();
  ws = await createWorkspace(server.url, ['To do', 'In progress', 'Done']);
  const { url } = server;
  const token = ws.owner.token;
  const add = (column: string, name: string, parent?: number) =>
    api<{ id: number }>(url, token, 'POST', `/editor/card/${ws.columns[column]}${parent ? `/${parent}` : ''}`, {
      name,
    });
  // A board with what a tile can show: stickers of every type, sub-cards, a done card, comments.
  const definitions = await defineEverySticker(url, token, ws.boardId);
  const stickered = await add('To do', 'Prepare the release');
  await attachEverySticker(url, token, stickered.id, definitions);
  const parent = await add('To do', 'Plan the sprint demo');
  await add('To do', 'Book the room', parent.id);
  await add('In progress', 'Import the Trello boards');
  const done = await add('Done', 'Set up CI');
  await api(url, token, 'PUT', `/editor/card/${done.id}`, { done: true });
  await api(url, token, 'POST', `/editor/card/${parent.id}/comments`, { text: 'Room 4 is free on Friday' });
  const share = await api<{ token: string }>(url, token, 'PUT', `/board/${ws.boardId}/share`, {
    enabled: true,
    allowCreateTasks: true,
    showExecutorsAndResponsible: true,
  });
  shareToken = share.token;
});
test.afterAll(async () => server?.dispose());

type Theme = 'light' | 'dark';

/** A page in a fresh context with the theme chosen (stored choice and the OS preference alike). */
async function themedPage(browser: Browser, theme: Theme, token?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: theme });
  await context.addInitScript(
    ([mode, auth]) => {
      localStorage.setItem('theme', mode);
      localStorage.setItem('lang', 'en');
      if (auth) localStorage.setItem('auth_token_default', auth);
    },
    [theme, token ?? ''] as const,
  );
  return context.newPage();
}

/** One readable line per element of each serious or critical violation (empty when none). */
async function seriousViolations(page: Page): Promise<string[]> {
  // MUI's enter transitions (fades, slides) would make colours read mid-animation.
  await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (node) =>
          `${v.id} [${v.impact}] ${v.help}\n    at ${node.target.join(' ')}\n    ${(node.failureSummary ?? '').replace(/\n/g, '\n    ')}`,
      ),
    );
}

const shotDir = path.resolve(__dirname, '../.tmp/a11y');
mkdirSync(shotDir, { recursive: true });

async function expectAccessible(page: Page, name: string) {
  const found = await seriousViolations(page);
  await page.screenshot({ path: path.join(shotDir, `${name}.png`) });
  expect(found, `axe found serious/critical violations:\n${found.join('\n')}`).toEqual([]);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test('sign-in page', async ({ browser }) => {
      const page = await themedPage(browser, theme);
      await page.goto(`${server.url}/login`);
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expectAccessible(page, `sign-in-${theme}`);
      await page.context().close();
    });

    test('cabinet', async ({ browser }) => {
      const page = await themedPage(browser, theme, ws.owner.token);
      await page.goto(`${server.url}/cabinet`);
      await expect(page.getByText(/^Welcome, /)).toBeVisible();
      await expect(page.getByText('Acme').first()).toBeVisible();
      await expectAccessible(page, `cabinet-${theme}`);
      await page.context().close();
    });

    test('company page', async ({ browser }) => {
      const page = await themedPage(browser, theme, ws.owner.token);
      await page.goto(`${server.url}/cabinet/company/${ws.companyId}`);
      await expect(page.getByText('Launch').first()).toBeVisible();
      await expect(page.getByText(ws.member.name).first()).toBeVisible();
      await expectAccessible(page, `company-${theme}`);
      await page.context().close();
    });

    test('board', async ({ browser }) => {
      const page = await themedPage(browser, theme, ws.owner.token);
      await page.goto(`${server.url}/cabinet/project/${ws.projectId}/board`);
      await expect(page.getByText('Prepare the release')).toBeVisible();
      await expect(page.getByText('Set up CI')).toBeVisible();
      await expectAccessible(page, `board-${theme}`);
      await page.context().close();
    });

    test('card modal', async ({ browser }) => {
      const page = await themedPage(browser, theme, ws.owner.token);
      await page.goto(`${server.url}/cabinet/project/${ws.projectId}/board`);
      await page
        .getByRole('button', { name: /Plan the sprint demo/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('tab').first()).toBeVisible();
      await expectAccessible(page, `card-modal-${theme}`);
      await dialog.getByRole('tab', { name: /Discussion/ }).click();
      await expect(dialog.getByText('Room 4 is free on Friday')).toBeVisible();
      await expectAccessible(page, `card-discussion-${theme}`);
      await page.context().close();
    });

    test('guest board', async ({ browser }) => {
      const page = await themedPage(browser, theme);
      await page.goto(`${server.url}/board/shared/${shareToken}`);
      await expect(page.getByText('Prepare the release')).toBeVisible();
      await expectAccessible(page, `guest-board-${theme}`);
      await page.context().close();
    });
  });
}
