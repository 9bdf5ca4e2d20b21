/**
 * Drawing lists (issue 18 item 2): two members open the same drawing, each draws a rectangle
 * (keyboard `r` and a mouse drag on Excalidraw's canvas), both screens show two rectangles, and a
 * reload still does. The scene is read through the `data-element-count` attribute the drawing view
 * keeps on its canvas box (live elements of the scene) and `data-drawing-state` ('live' once
 * joined). One member works in English and the light theme, the other in Russian and the dark
 * theme; screenshots of both go to .tmp/screenshots/.
 */
import { expect, test, type Browser, type Page } from './fixtures';
import { createTestServer, type TestServer } from './server';
import { api, createWorkspace, type Workspace } from './workspace';

let server: TestServer;
let ws: Workspace;

test.beforeAll(async () => {
  server = await createTestServer();
  await server.start();
  ws = await createWorkspace(server.url, []);
});
test.afterAll(async () => {
  await server?.dispose();
});

async function openAs(browser: Browser, token: string, url: string, lang: 'en' | 'ru', theme: 'light' | 'dark') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(
    ([value, language, mode]) => {
      localStorage.setItem('auth_token_default', value);
      localStorage.setItem('lang', language);
      localStorage.setItem('theme', mode);
    },
    [token, lang, theme] as const,
  );
  const page = await context.newPage();
  await page.goto(url);
  return { context, page };
}

const canvasBox = (page: Page) => page.locator('[data-drawing-state]');

/** Draws a rectangle with the keyboard shortcut and a drag from (x, y), 150×100 px. */
async function drawRectangle(page: Page, x: number, y: number) {
  const canvas = page.locator('canvas.excalidraw__canvas.interactive');
  await expect(canvas).toBeVisible();
  await page.mouse.click(x - 60, y - 60);
  await page.keyboard.press('r');
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 80, y + 50, { steps: 4 });
  await page.mouse.move(x + 150, y + 100, { steps: 4 });
  await page.mouse.up();
  await page.keyboard.press('Escape');
}

test('two members draw a rectangle each: both see two, and after a reload too', async ({ browser }) => {
  test.setTimeout(60_000);
  const drawing = await api<{ id: number }>(
    server.url,
    ws.member.token,
    'POST',
    `/draw/project/${ws.projectId}/drawings`,
    {
      name: 'Architecture',
    },
  );
  const url = `${server.url}/cabinet/project/${ws.projectId}/draw-list/${drawing.id}`;
  const anna = await openAs(browser, ws.member.token, url, 'en', 'light');
  const olga = await openAs(browser, ws.owner.token, url, 'ru', 'dark');
  try {
    await expect(canvasBox(anna.page)).toHaveAttribute('data-drawing-state', 'live', { timeout: 20_000 });
    await expect(canvasBox(olga.page)).toHaveAttribute('data-drawing-state', 'live', { timeout: 20_000 });
    await drawRectangle(anna.page, 300, 300);
    await drawRectangle(olga.page, 650, 420);
    for (const { page } of [anna, olga]) await expect(canvasBox(page)).toHaveAttribute('data-element-count', '2');
    await anna.page.mouse.move(500, 250);
    await anna.page.screenshot({ path: '.tmp/screenshots/drawing-en-light.png' });
    await olga.page.screenshot({ path: '.tmp/screenshots/drawing-ru-dark.png' });

    await olga.page.reload();
    await expect(canvasBox(olga.page)).toHaveAttribute('data-drawing-state', 'live', { timeout: 20_000 });
    await expect(canvasBox(olga.page)).toHaveAttribute('data-element-count', '2');

    // The list shows the drawing with its thumbnail once the editor closed it.
    await anna.page.getByRole('link', { name: 'All drawings' }).click();
    await expect(anna.page.getByRole('link', { name: 'Open Architecture' })).toBeVisible();
    await expect(anna.page.locator('img[src^="data:image/svg+xml"]')).toBeVisible({ timeout: 15_000 });
    await anna.page.screenshot({ path: '.tmp/screenshots/drawings-list-en-light.png' });
    await olga.page.goto(`${server.url}/cabinet/project/${ws.projectId}/draw-list`);
    await expect(olga.page.getByRole('heading', { name: 'Рисунки' })).toBeVisible();
    await olga.page.screenshot({ path: '.tmp/screenshots/drawings-list-ru-dark.png' });
  } finally {
    await anna.context.close();
    await olga.context.close();
  }
});
