/**
 * History dates and durations in Russian (spec/board.md §1 "en-US and ru-RU"): after switching the
 * language to Russian in the user menu, a card's time in column reads in Russian units, and its
 * History tab names the month in Russian and the columns of a move — in the built app, with the
 * Russian date-fns locale arriving with the Russian translations (app/i18n.ts).
 */
import { expect, test } from './fixtures';
import { createTestServer, type TestServer } from './server';
import { openUserMenu } from './session';
import { api, createWorkspace, openBoard } from './workspace';

let server: TestServer;
test.beforeAll(async () => {
  server = await createTestServer();
  await server.start();
});
test.afterAll(async () => server?.dispose());

/** A date of date-fns' Russian medium format: '22 нояб. 2026 г.' (month in the genitive, abbreviated). */
const RUSSIAN_DATE = /\d{1,2} (янв\.|февр\.|мар\.|апр\.|мая|июн\.|июл\.|авг\.|сент\.|окт\.|нояб\.|дек\.) \d{4} г\./;

test('history dates and durations in Russian', async ({ browser }) => {
  const ws = await createWorkspace(server.url, ['To do', 'Doing']);
  const card = await api<{ id: number }>(server.url, ws.owner.token, 'POST', `/editor/card/${ws.columns['To do']}`, {
    name: 'Translate the board',
  });
  await api(server.url, ws.owner.token, 'PUT', `/editor/card/${card.id}`, { columnId: ws.columns.Doing, sort: 0 });

  const page = await openBoard(browser, server.url, ws.owner.token, ws.projectId);
  await expect(page.getByText('Translate the board')).toBeVisible();
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Русский' }).click();
  await page.keyboard.press('Escape');

  // Time in column: seconds (or minutes and seconds) in Russian units.
  await expect(page.getByTestId('time-in-column')).toHaveText(/^(\d+ с|\d+ мин \d+ с)$/);

  await page.getByText('Translate the board').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: /^История \(2\)/ }).click();
  const history = dialog.getByRole('list', { name: 'История' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('переместил(а) карточку из «To do» в «Doing»');
  await expect(history.locator('time').first()).toHaveText(RUSSIAN_DATE);
});
