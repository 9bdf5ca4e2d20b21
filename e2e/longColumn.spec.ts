/**
 * Long columns (spec/board.md §2 "the card list with drag and drop; a 'Show more N' button"; §4
 * Sorting): once 'Show more' has loaded 1,000 cards of an 1,100-card column, only the tiles near
 * the column's viewport are mounted, scrolling to the bottom shows the last loaded card, and drag
 * and drop still works there — with the keyboard inside the column and with the mouse into another
 * column. The board comes in through `POST /project/{id}/import/board`; every 25th card has
 * sub-cards, so tiles differ in height.
 */
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './fixtures';
import {
  BOARD_EXPORT_FORMAT,
  BOARD_EXPORT_VERSION,
  type BoardExport,
  type ExportedCard,
} from '../src/shared/board/boardExport';
import { createTestServer, type TestServer } from './server';
import { api, createWorkspace, openBoard, type Workspace } from './workspace';

const LONG_CARDS = 1_100;
const LOADED_CARDS = 1_000;
const SCREENS = path.resolve(__dirname, '../.tmp/screens');

const AT = new Date(Date.UTC(2026, 0, 1)).toISOString();
/** A plain card; a higher `sort` is higher up (DESIGN §4). */
const plainCard = (name: string, sort: number, children: ExportedCard[] = []): ExportedCard => ({
  name,
  desc: null,
  color: null,
  sort,
  createdAt: AT,
  movedAt: AT,
  doneAt: null,
  archivedAt: null,
  creator: null,
  members: [],
  stickers: [],
  comments: [],
  history: [],
  children,
});

/** "Long" holds `Long 1` (top) … `Long 1100`; "Other" holds one card. */
function boardFile(): BoardExport {
  const long = Array.from({ length: LONG_CARDS }, (_, i) => {
    const row = i + 1;
    const children = row % 25 === 0 ? [plainCard(`Step ${row}.1`, 2), plainCard(`Step ${row}.2`, 1)] : [];
    return plainCard(`Long ${row}`, (LONG_CARDS - i) * 1024, children);
  });
  return {
    format: BOARD_EXPORT_FORMAT,
    version: BOARD_EXPORT_VERSION,
    exportedAt: AT,
    board: { name: 'Long column', bgColor: null, bgImage: null, displayType: 'kanban' },
    stickers: [],
    templates: [],
    columns: [
      { name: 'Long', color: null, cards: long },
      { name: 'Other', color: null, cards: [plainCard('Other 1', 1024)] },
    ],
  };
}

let server: TestServer;
let ws: Workspace;
let projectId: number;
let boardId: number;
test.beforeAll(async () => {
  server = await createTestServer();
  await server.start();
  ws = await createWorkspace(server.url, []);
  projectId = (
    await api<{ id: number }>(server.url, ws.owner.token, 'POST', `/company/${ws.companyId}/projects`, {
      name: 'Long',
    })
  ).id;
  boardId = (
    await api<{ boardId: number }>(
      server.url,
      ws.owner.token,
      'POST',
      `/project/${projectId}/import/board`,
      boardFile(),
    )
  ).boardId;
});
test.afterAll(async () => server?.dispose());

const column = (page: Page, name: string) => page.getByRole('region', { name });
/** The title handle of card `name` ("#counter name"). */
const handle = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name: new RegExp(`^#\\d+ ${name}$`) });
/** The tile of card `name` (`has` takes a locator relative to the tile: one made from the page). */
const tile = (scope: Locator, name: string) =>
  scope.locator('[data-card-id]').filter({ has: handle(scope.page(), name) });
const mountedTiles = (scope: Locator) => scope.locator('[data-card-id]').count();
const mountedNames = (scope: Locator) =>
  scope
    .locator('[data-card-id] [role="button"][aria-roledescription]')
    .evaluateAll((handles) => handles.map((h) => h.getAttribute('aria-label')?.replace(/^#\d+ /, '')));

/**
 * Sets the scroll position of the box that scrolls the card list of column `scope` (the column's
 * own box on the project page) to `where` (0 top … 1 bottom), again until measured tiles stop
 * moving it.
 */
async function scrollTo(page: Page, scope: Locator, where: number) {
  for (let i = 0; i < 20; i++) {
    const moved = await scope
      .locator('[data-list]')
      .first()
      .evaluate((list, fraction) => {
        let el = list.parentElement;
        while (el && !(getComputedStyle(el).overflowY === 'auto' && el.scrollHeight > el.clientHeight))
          el = el.parentElement;
        const box = el ?? document.scrollingElement!;
        const before = box.scrollTop;
        box.scrollTop = (box.scrollHeight - box.clientHeight) * fraction;
        return Math.abs(box.scrollTop - before) > 1;
      }, where);
    await page.waitForTimeout(150);
    if (!moved) return;
  }
}

/** Mouse drag with the 150 ms activation delay of spec/board.md §4. */
async function dragTo(page: Page, source: Locator, target: Locator) {
  const from = (await source.boundingBox())!;
  await page.mouse.move(from.x + 40, from.y + 15);
  await page.mouse.down();
  await page.waitForTimeout(250);
  await page.mouse.move(from.x + 50, from.y + 25, { steps: 5 });
  const to = (await target.boundingBox())!;
  await page.mouse.move(to.x + 100, to.y + 4, { steps: 20 });
  await page.waitForTimeout(300);
  for (let i = 0; i < 2; i++) {
    const settled = (await target.boundingBox())!;
    await page.mouse.move(settled.x + 100, settled.y + 4, { steps: 5 });
    await page.waitForTimeout(200);
  }
  await page.mouse.up();
}

test('a column of 1,000 loaded cards mounts few tiles, scrolls to its last card and still drags', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await openBoard(browser, server.url, ws.owner.token, projectId);
  const long = column(page, 'Long');
  await expect(handle(long, 'Long 1')).toBeVisible();

  // 'Show more N' until 1,000 cards are loaded (pages of 20, spec §7).
  for (let remaining = LONG_CARDS - 20; remaining > LONG_CARDS - LOADED_CARDS; remaining -= 20) {
    // From the keyboard: a mouse click may land where the button was before the tiles just
    // scrolled into view were measured.
    await long.getByRole('button', { name: `Show more ${remaining}` }).focus();
    await page.keyboard.press('Enter');
    await expect(long.getByRole('button', { name: `Show more ${remaining - 20}` })).toBeEnabled();
  }
  const mounted = await mountedTiles(long);
  console.log(`Long column: ${LOADED_CARDS} cards loaded, ${mounted} tiles mounted`);
  expect(mounted).toBeLessThan(80);

  // Mid-scroll: a window of tiles in place, measured heights (the sub-card bars) included.
  await scrollTo(page, long, 0.5);
  const middle = await mountedNames(long);
  expect(middle.length).toBeGreaterThan(3);
  expect(middle.length).toBeLessThan(80);
  await page.screenshot({ path: path.join(SCREENS, 'long-column-mid-scroll.png') });
  // The windowed tiles stay accessible (as e2e/accessibility.spec.ts checks the board).
  const axe = await new AxeBuilder({ page }).include('section[aria-label="Long"]').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // The bottom shows the last loaded card, above 'Show more 100'.
  await scrollTo(page, long, 1);
  await expect(handle(long, `Long ${LOADED_CARDS}`)).toBeInViewport();
  await expect(long.getByRole('button', { name: 'Show more 100' })).toBeInViewport();
  expect(await mountedTiles(long)).toBeLessThan(80);

  // Keyboard drag in the long list: Space lifts, ArrowUp moves, Space drops.
  await handle(long, 'Long 999').focus();
  for (const key of ['Space', 'ArrowUp', 'Space']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(250); // dnd-kit measures the new position between key presses
  }
  // (Up by one or two places: the first arrow skips the card the drag starts over, BoardDnd.)
  await expect
    .poll(async () => {
      const names = await mountedNames(long);
      return names.indexOf('Long 999') < names.indexOf('Long 998');
    })
    .toBe(true);

  // Mouse drag from the bottom of the long list into the other column. Focusing the buttons left
  // the board area scrolled a little: back to its top first, so the drag does not auto-scroll it.
  await column(page, 'Other').evaluate((node) => {
    for (let el = node.parentElement; el; el = el.parentElement) if (el.scrollTop > 0) el.scrollTop = 0;
  });
  await dragTo(page, tile(long, 'Long 996'), tile(column(page, 'Other'), 'Other 1'));
  await expect(handle(column(page, 'Other'), 'Long 996')).toBeVisible();
  await expect(handle(long, 'Long 996')).toHaveCount(0);
  await expect
    .poll(async () => {
      const columns = await api<{ name: string; cards: { name: string }[] }[]>(
        server.url,
        ws.owner.token,
        'GET',
        `/editor/columns/${boardId}`,
      );
      return columns.find((c) => c.name === 'Other')?.cards.map((c) => c.name);
    })
    .toEqual(['Long 996', 'Other 1']);
});
