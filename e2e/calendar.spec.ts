/**
 * The shared calendar end to end (issue 15 checks; spec/shell.md §4 Invitation and Calendar popups,
 * §5, §9 alert sound and browser notifications): A creates a weekly meeting in the calendar screen
 * and invites B; B gets the invitation popup and a browser notification live, accepts and sees the
 * series; A moves one occurrence ("This event"); B sees it moved without reloading. A reminder
 * popup plays the three-tone alert (Web Audio calls recorded in the page) only while calendar sound
 * is on.
 */
import { expect, test, type Browser, type Page } from './fixtures';
import { createTestServer, type TestServer } from './server';
import { api, createWorkspace, type Workspace } from './workspace';

let server: TestServer;
let ws: Workspace;
test.beforeAll(async () => {
  server = await createTestServer();
  await server.start();
  ws = await createWorkspace(server.url, ['To do']);
});
test.afterAll(async () => server?.dispose());

declare global {
  interface Window {
    recorded: { tones: { frequency: number; at: number }[]; notifications: { title: string; tag?: string }[] };
  }
}

/** A signed-in page whose Web Audio oscillators and browser notifications are recorded. */
async function openRecorded(browser: Browser, token: string, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.addInitScript((value) => {
    localStorage.setItem('auth_token_default', value);
    window.recorded = { tones: [], notifications: [] };
    // Browser notifications: granted, each one recorded.
    class RecordedNotification {
      static permission = 'granted';
      static requestPermission = async () => 'granted';
      onclick: (() => void) | null = null;
      constructor(title: string, options: { tag?: string } = {}) {
        window.recorded.notifications.push({ title, tag: options.tag });
      }
      close() {}
    }
    Object.defineProperty(window, 'Notification', { value: RecordedNotification, configurable: true });
    // Web Audio: every oscillator's frequency and start time.
    const original = window.AudioContext;
    if (original) {
      const create = original.prototype.createOscillator;
      original.prototype.createOscillator = function createRecorded(this: AudioContext) {
        const oscillator = create.call(this);
        const start = oscillator.start.bind(oscillator);
        oscillator.start = (when?: number) => {
          // The scheduled time itself (context seconds): the context's clock may tick between two
          // start() calls of one sequence, so "when − currentTime" would not show the 200 ms steps.
          window.recorded.tones.push({ frequency: oscillator.frequency.value, at: when ?? this.currentTime });
          start(when);
        };
        return oscillator;
      };
    }
  }, token);
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  return page;
}

/** `datetime-local` text of an instant in the browser's zone (UTC here). */
const local = (ms: number) => new Date(ms).toISOString().slice(0, 16);

test('A invites B to a weekly meeting; B is told live, accepts and sees A move one occurrence', async ({ browser }) => {
  const alice = await openRecorded(browser, ws.owner.token, '/cabinet/calendar');
  const bob = await openRecorded(browser, ws.member.token, '/cabinet');
  await expect(alice.getByRole('heading', { name: 'Calendar' })).toBeVisible();
  await expect(
    bob
      .getByRole('button', { name: 'Calendar' })
      .or(bob.getByRole('link', { name: 'Calendar' }))
      .first(),
  ).toBeVisible();

  // A: a weekly meeting tomorrow 10:00–11:00 UTC, inviting B.
  const tomorrow = new Date();
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  tomorrow.setUTCHours(10, 0, 0, 0);
  await alice.getByRole('button', { name: 'New event' }).click();
  const dialog = alice.getByRole('dialog');
  await dialog.getByLabel('Title').fill('Weekly sync');
  await dialog.getByLabel('Start', { exact: true }).fill(local(tomorrow.getTime()));
  await dialog.getByLabel('End', { exact: true }).fill(local(tomorrow.getTime() + 3_600_000));
  await dialog.getByLabel('Type').click();
  await alice.getByRole('option', { name: 'Meeting' }).click();
  await dialog.getByLabel('Repeat').click();
  await alice.getByRole('option', { name: 'Weekly' }).click();
  await dialog.getByLabel('Invite people').click();
  await alice.getByRole('option', { name: new RegExp(ws.member.name) }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(alice.locator('.rbc-event', { hasText: 'Weekly sync' }).first()).toBeVisible();

  // B: the invitation popup and the browser notification arrive live.
  const popup = bob.getByRole('alert').filter({ hasText: 'Weekly sync' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Invitation');
  await expect
    .poll(() => bob.evaluate(() => window.recorded.notifications))
    .toEqual([expect.objectContaining({ tag: 'calendar-invitations' })]);
  await popup.getByRole('button', { name: 'Accept' }).click();
  await expect(popup).toBeHidden();

  // B sees the series in the calendar.
  await bob.goto(`${server.url}/cabinet/calendar`);
  await bob.getByRole('button', { name: 'Agenda' }).click();
  const rows = bob.locator('.rbc-agenda-view tr', { hasText: 'Weekly sync' });
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(4);

  // A moves the second occurrence by two hours, for that occurrence only.
  const second = tomorrow.getTime() + 7 * 86_400_000;
  await alice.getByRole('button', { name: 'Agenda' }).click();
  await alice
    .locator('.rbc-agenda-view tr', { hasText: 'Weekly sync' })
    .nth(1)
    .locator('.rbc-agenda-event-cell')
    .click();
  const edit = alice.getByRole('dialog');
  await edit.getByLabel('Start', { exact: true }).fill(local(second + 2 * 3_600_000));
  await edit.getByLabel('End', { exact: true }).fill(local(second + 3 * 3_600_000));
  await edit.getByRole('button', { name: 'Save' }).click();
  await alice.getByRole('button', { name: 'This event' }).click();
  await expect(alice.getByRole('dialog')).toHaveCount(0);

  // B, without reloading, sees that occurrence at 12:00 and the others still at 10:00.
  await expect(bob.locator('.rbc-agenda-view tr', { hasText: 'Weekly sync' }).nth(1)).toContainText('12:00');
  await expect(bob.locator('.rbc-agenda-view tr', { hasText: 'Weekly sync' }).nth(0)).toContainText('10:00');
  await expect(bob.locator('.rbc-agenda-view tr', { hasText: 'Weekly sync' }).nth(2)).toContainText('10:00');
});

test('a reminder popup plays the three-tone alert only while calendar sound is on', async ({ browser }) => {
  const alice = await openRecorded(browser, ws.owner.token, '/cabinet');
  await expect(
    alice
      .getByRole('button', { name: /Calendar/ })
      .or(alice.getByRole('link', { name: /Calendar/ }))
      .first(),
  ).toBeVisible();
  // The page must have been used once: browsers start audio only after a gesture.
  await alice.mouse.click(700, 450);

  const remindSoon = (title: string) => {
    const start = Date.now() + 4_000;
    return api(server.url, ws.owner.token, 'POST', '/api/calendar/events', {
      title,
      startDate: new Date(start).toISOString(),
      endDate: new Date(start + 1_800_000).toISOString(),
      reminders: [0],
    });
  };

  await remindSoon('Stand-up');
  const reminder = alice.getByRole('alert').filter({ hasText: 'Stand-up' });
  await expect(reminder).toBeVisible({ timeout: 15_000 });
  await expect(reminder).toContainText('Reminder');
  await expect
    .poll(() => alice.evaluate(() => window.recorded.tones.map((tone) => tone.frequency)))
    .toEqual([1000, 1200, 1400]);
  const starts = await alice.evaluate(() => window.recorded.tones.map((tone) => tone.at));
  expect(starts[1] - starts[0]).toBeCloseTo(0.2, 2);
  expect(starts[2] - starts[1]).toBeCloseTo(0.2, 2);

  // Calendar sound off (another tab's change arrives live): the next reminder is silent.
  await api(server.url, ws.owner.token, 'PUT', '/notifications/settings', { calendarSoundEnabled: false });
  await remindSoon('Retro');
  await expect(alice.getByRole('alert').filter({ hasText: 'Retro' })).toBeVisible({ timeout: 15_000 });
  await alice.waitForTimeout(500);
  expect(await alice.evaluate(() => window.recorded.tones.length)).toBe(3);
});
