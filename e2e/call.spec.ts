/**
 * Conference calls end to end (issue 17 checks; spec/shell.md §3 Conference invitation, §4
 * conference invitations and flag) in Chromium with fake camera and microphone
 * (playwright.config.ts: --use-fake-ui-for-media-stream --use-fake-device-for-media-stream):
 * member A calls B in their dialog; B's page rings (the Web Audio oscillators of the ringtone are
 * counted) and B accepts; both peers' RTCPeerConnection stats show inbound audio and video bytes
 * growing; B shares the screen and A receives a third track; A hangs up and the call flag turns
 * off on both sides. A reload rejoins the call (sessionStorage `activeCall`) and media flows again.
 * Headless Chromium may offer no screen to share: then the test feeds a canvas
 * captureStream() track through the same code path (`window.__teamspaceCall.shareScreenTrack`,
 * what the Share screen button does with getDisplayMedia's track) and says so in an annotation.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from './fixtures';
import { createTestServer, type TestServer } from './server';
import { api, createWorkspace, type Workspace } from './workspace';

let server: TestServer;
let ws: Workspace;
const ids = { a: 0, b: 0 };
const names = { a: '', b: '' };
test.beforeAll(async () => {
  server = await createTestServer();
  await server.start();
  ws = await createWorkspace(server.url, ['To do']);
  const [a, b] = await Promise.all([
    api<{ id: number; name: string }>(server.url, ws.owner.token, 'GET', '/auth/user'),
    api<{ id: number; name: string }>(server.url, ws.member.token, 'GET', '/auth/user'),
  ]);
  Object.assign(ids, { a: a.id, b: b.id });
  Object.assign(names, { a: ws.owner.name, b: ws.member.name });
  await api(server.url, ws.owner.token, 'POST', `/chat/get-room-by-user-id/${b.id}`, { companyId: ws.companyId });
});
test.afterAll(async () => server?.dispose());

/** Every context a test opened: closed after it, or their fake cameras keep encoding video for the rest of the run. */
const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close().catch(() => undefined)));
});

/** A signed-in page of its own context; Web Audio oscillators are counted in `window.__oscillators`. */
async function open(browser: Browser, token: string, theme: 'light' | 'dark' = 'light'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  contexts.push(context);
  await context.addInitScript(
    ([value, chosen]) => {
      localStorage.setItem('auth_token_default', value);
      localStorage.setItem('theme', chosen);
      const counted = window as unknown as { __oscillators: number };
      counted.__oscillators = 0;
      const original = AudioContext.prototype.createOscillator;
      AudioContext.prototype.createOscillator = function (this: AudioContext) {
        counted.__oscillators += 1;
        return original.call(this);
      };
    },
    [token, theme] as const,
  );
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.text().includes('[call]')) console.log(`[${theme} page] ${message.text()}`);
  });
  await page.goto(`${server.url}/cabinet`);
  return page;
}

const panel = (page: Page) => page.getByRole('dialog', { name: 'Chat' });
const callWindow = (page: Page, room: string) => page.getByRole('region', { name: `Call: ${room}` });
const flagInList = (page: Page) =>
  panel(page).getByRole('list', { name: 'Dialogs' }).getByRole('img', { name: 'A call is running' });
const runningChip = (page: Page) => panel(page).getByTestId('room-call-running');

async function openDialog(page: Page, peer: string): Promise<void> {
  await page.getByRole('button', { name: /^Chat/ }).click();
  await panel(page).getByRole('list', { name: 'Dialogs' }).getByRole('button').filter({ hasText: peer }).click();
}

/** Inbound RTP bytes by kind on the connection to `userId` (and how many inbound video streams carry bytes). */
function inbound(page: Page, userId: number) {
  return page.evaluate(async (other) => {
    const hook = (window as unknown as { __teamspaceCall?: { connections(): Record<number, RTCPeerConnection> } })
      .__teamspaceCall;
    const pc = hook?.connections()[other];
    const totals = { audio: 0, video: 0, videoStreams: 0, state: pc?.connectionState ?? 'none' };
    if (!pc) return totals;
    (await pc.getStats()).forEach((report: { type: string; kind?: string; bytesReceived?: number }) => {
      if (report.type !== 'inbound-rtp') return;
      if (report.kind === 'audio') totals.audio += report.bytesReceived ?? 0;
      if (report.kind === 'video') {
        totals.video += report.bytesReceived ?? 0;
        if ((report.bytesReceived ?? 0) > 0) totals.videoStreams += 1;
      }
    });
    return totals;
  }, userId);
}

/** Two samples `ms` apart show audio and video bytes growing. */
async function expectMediaFlowing(page: Page, userId: number, ms = 2_000) {
  await expect.poll(async () => (await inbound(page, userId)).state, { timeout: 20_000 }).toBe('connected');
  await expect.poll(async () => (await inbound(page, userId)).video, { timeout: 15_000 }).toBeGreaterThan(0);
  const first = await inbound(page, userId);
  await page.waitForTimeout(ms);
  const second = await inbound(page, userId);
  expect(second.audio).toBeGreaterThan(first.audio);
  expect(second.video).toBeGreaterThan(first.video);
  return { first, second };
}

test('A calls B in a dialog: B rings and accepts, media flows both ways, B shares the screen, A hangs up', async ({
  browser,
}) => {
  const a = await open(browser, ws.owner.token);
  const b = await open(browser, ws.member.token, 'dark');
  await openDialog(a, names.b);
  await expect(b.getByRole('button', { name: /^Chat/ })).toBeVisible();

  // A calls: the dialog's Call button starts the call and rings B.
  await panel(a).getByRole('button', { name: 'Start a call' }).click();
  await expect(callWindow(a, names.b)).toBeVisible();
  const before = await b.evaluate(() => (window as unknown as { __oscillators: number }).__oscillators);
  const accept = b.getByRole('button', { name: `Accept the call from ${names.a}` });
  await expect(accept).toBeVisible();
  // The ringtone: Web Audio oscillators on B's page.
  await expect
    .poll(() => b.evaluate(() => (window as unknown as { __oscillators: number }).__oscillators))
    .toBeGreaterThan(before);
  await accept.click();
  await expect(callWindow(b, names.a)).toBeVisible();
  await expect(callWindow(a, names.b).getByRole('status')).toHaveText('2 participants');
  await expect(callWindow(b, names.a).getByRole('status')).toHaveText('2 participants');

  // Both peers receive audio and video (bytes growing between two samples).
  const atA = await expectMediaFlowing(a, ids.b);
  const atB = await expectMediaFlowing(b, ids.a);
  test.info().annotations.push({
    type: 'stats',
    description: `A from B: audio ${atA.first.audio}→${atA.second.audio} B, video ${atA.first.video}→${atA.second.video} B; B from A: audio ${atB.first.audio}→${atB.second.audio} B, video ${atB.first.video}→${atB.second.video} B`,
  });
  await a.screenshot({ path: '.tmp/test-results/call-light.png' });
  await b.screenshot({ path: '.tmp/test-results/call-dark.png' });

  // B shares the screen: the button (getDisplayMedia), else a canvas track through the same path.
  await callWindow(b, names.a).getByRole('button', { name: 'Share screen' }).click();
  const shared = callWindow(b, names.a).getByRole('button', { name: 'Stop sharing the screen' });
  const refused = callWindow(b, names.a).getByRole('alert').filter({ hasText: 'Screen sharing did not start.' });
  await expect(shared.or(refused)).toBeVisible();
  if (await refused.isVisible()) {
    test
      .info()
      .annotations.push({ type: 'screen', description: 'getDisplayMedia unavailable: canvas captureStream() track' });
    await b.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 360;
      const context = canvas.getContext('2d')!;
      let frame = 0;
      setInterval(() => {
        frame += 1;
        context.fillStyle = `hsl(${(frame * 7) % 360} 70% 50%)`;
        context.fillRect(0, 0, 640, 360);
        context.fillStyle = '#fff';
        context.font = '48px sans-serif';
        context.fillText(`Shared screen ${frame}`, 40, 200);
      }, 100);
      const track = canvas.captureStream(10).getVideoTracks()[0];
      const hook = (window as unknown as { __teamspaceCall: { shareScreenTrack(t: MediaStreamTrack): Promise<void> } })
        .__teamspaceCall;
      await hook.shareScreenTrack(track);
    });
  } else test.info().annotations.push({ type: 'screen', description: 'getDisplayMedia' });
  await expect(shared).toBeVisible();
  // A receives a third track: a second inbound video stream carrying bytes, and the screen tile.
  await expect.poll(async () => (await inbound(a, ids.b)).videoStreams, { timeout: 20_000 }).toBe(2);
  const tracks = await a.evaluate((other) => {
    const hook = (window as unknown as { __teamspaceCall: { connections(): Record<number, RTCPeerConnection> } })
      .__teamspaceCall;
    const pc = hook.connections()[other];
    return pc.getReceivers().filter((receiver) => receiver.track.readyState === 'live').length;
  }, ids.b);
  expect(tracks).toBe(3);
  await expect(callWindow(a, names.b).locator(`[data-kind="screen"][data-user-id="${ids.b}"]`)).toBeVisible();
  await a.screenshot({ path: '.tmp/test-results/call-screen-light.png' });

  // B opens the dialog too: the flag is on in the list and the header on both sides.
  await openDialog(b, names.a);
  for (const page of [a, b]) {
    await expect(flagInList(page)).toBeVisible();
    await expect(runningChip(page)).toBeVisible();
  }

  // A hangs up: the dialog's call ends and the flag turns off on both sides.
  await callWindow(a, names.b).getByRole('button', { name: 'Hang up' }).click();
  await expect(callWindow(a, names.b)).toBeHidden();
  await expect(callWindow(b, names.a)).toBeHidden();
  for (const page of [a, b]) {
    await expect(flagInList(page)).toBeHidden();
    await expect(runningChip(page)).toBeHidden();
  }
});

test('a reload rejoins the call: the server kept the place and media flows again', async ({ browser }) => {
  const a = await open(browser, ws.owner.token);
  const b = await open(browser, ws.member.token);
  await openDialog(a, names.b);
  await panel(a).getByRole('button', { name: 'Start a call' }).click();
  await b.getByRole('button', { name: `Accept the call from ${names.a}` }).click();
  await expect(callWindow(b, names.a).getByRole('status')).toHaveText('2 participants');
  await expectMediaFlowing(a, ids.b);

  await b.reload();
  await expect(callWindow(b, names.a).getByRole('status')).toHaveText('2 participants');
  await expectMediaFlowing(b, ids.a);
  await expectMediaFlowing(a, ids.b);

  await callWindow(b, names.a).getByRole('button', { name: 'Hang up' }).click();
  await expect(callWindow(a, names.b)).toBeHidden();
  await expect(runningChip(a)).toBeHidden();
});
