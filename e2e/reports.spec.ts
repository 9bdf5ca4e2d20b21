/**
 * Company reports end to end (issue 19 check "open the reports page and see the charts"): a
 * company whose cards were created, moved, assigned and done through the API; its reports page
 * draws the charts (SVG bars, lines and areas holding data), and a card's CSV downloads.
 */
import { expect, test } from './fixtures';
import { createTestServer, type TestServer } from './server';
import { api, createWorkspace, type Workspace } from './workspace';

let server: TestServer;
let ws: Workspace;

test.beforeAll(async () => {
  server = await createTestServer();
  await server.start();
  ws = await createWorkspace(server.url, ['To do', 'Doing', 'Done']);
  const as = <T>(method: string, url: string, body?: unknown) => api<T>(server.url, ws.owner.token, method, url, body);
  const me = await as<{ id: number }>('GET', '/auth/user');
  for (let i = 1; i <= 6; i += 1) {
    const card = await as<{ id: number }>('POST', `/editor/card/${ws.columns['To do']}`, { name: `Task ${i}` });
    await as('POST', `/editor/card/${card.id}/member/${me.id}/false`);
    if (i <= 4) await as('PUT', `/editor/card/${card.id}`, { columnId: ws.columns.Doing });
    if (i <= 2) await as('PUT', `/editor/card/${card.id}`, { columnId: ws.columns.Done, done: true });
  }
});
test.afterAll(async () => server?.dispose());

test('the reports page draws the charts of the company', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  await context.addInitScript((token) => localStorage.setItem('auth_token_default', token), ws.owner.token);
  const page = await context.newPage();
  await page.goto(`${server.url}/cabinet/company/${ws.companyId}/reports`);
  await expect(page.getByRole('heading', { name: 'Company reports', level: 1 })).toBeVisible();

  const throughput = page.locator('section[data-report="throughput"]');
  // Two bar series (created, done); this week's bars have a height.
  const heights = () =>
    throughput
      .locator('svg .MuiBarChart-element')
      .evaluateAll((bars) => bars.map((bar) => Number(bar.getAttribute('height') ?? 0)));
  await expect.poll(async () => Math.max(0, ...(await heights()))).toBeGreaterThan(0);

  const perPerson = page.locator('section[data-report="donePerPerson"]');
  await expect(perPerson.locator('svg .MuiBarChart-element')).toHaveCount(2);
  await expect(perPerson.getByText(ws.owner.name)).toBeVisible();

  const flow = page.locator('section[data-report="cumulativeFlow"]');
  await expect(flow.locator('svg .MuiLineChart-area')).toHaveCount(3);

  const csv = page.waitForEvent('download');
  await throughput.getByRole('button', { name: /as CSV/ }).click();
  const file = await csv;
  expect(file.suggestedFilename()).toMatch(/^throughput-.*\.csv$/);

  // Reports with no data say so in words.
  await expect(page.locator('section[data-report="recurring"]').getByText('No data for this period')).toBeVisible();
});
