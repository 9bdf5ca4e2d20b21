/**
 * Scrolling back through a chat room in Chromium (issue 16 "Speed": "scrolls back 1,000 messages
 * smoothly"). A forked instance (scripts/bench/chatBenchClient.ts) on SQLite holds a room of
 * --messages (default 2,000) messages; cold Chromium opens the chat panel at the room (its last
 * page, 50 messages), then scrolls to the top of the list again and again until --back (default
 * 1,000) older messages are loaded (20 pages through the virtualised list). Prints, in ms: time to
 * the room's last page, time to scroll back, and the page's frame intervals while scrolling
 * (median, p95, max: 16.7 ms is 60 fps) with the long tasks (> 50 ms) the browser reported.
 * Needs the built client (`npm run build`) and Chromium (scripts/chromiumPath.cjs).
 * Run: `npm run bench:chat:scroll` (options: --messages=2000 --back=1000).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { company, startInstance } from './chatBenchClient';
import { launchBenchBrowser } from './openMeasure';

const option = (name: string, fallback: number): number => {
  const found = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
const MESSAGES = option('messages', 2_000);
const BACK = option('back', 1_000);

declare global {
  interface Window {
    scrollProbe: { frames: number[]; longTasks: number[]; running: boolean };
  }
}

const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  return {
    median: Number(at(50).toFixed(1)),
    p95: Number(at(95).toFixed(1)),
    max: Number((sorted.at(-1) ?? NaN).toFixed(1)),
  };
};

async function main(): Promise<void> {
  if (!fs.existsSync(path.resolve('dist/index.html'))) throw new Error('build the client first: npm run build');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamspace-bench-chat-scroll-'));
  const server = await startInstance({ DATA_DIR: dataDir });
  const browser = await launchBenchBrowser();
  try {
    const { companyId, people } = await company(server.baseUrl, 2);
    const { roomId } = await server.ask<{ roomId: number }>({
      type: 'room',
      companyId,
      userIds: people.map((p) => p.id),
    });
    await server.ask({ type: 'history', roomId, authorId: people[1].id, count: MESSAGES });

    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    await context.addInitScript((token) => {
      localStorage.setItem('auth_token_default', token);
      window.scrollProbe = { frames: [], longTasks: [], running: false };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (window.scrollProbe.running) window.scrollProbe.longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: false });
    }, people[0].token);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/cabinet`);
    const started = performance.now();
    await page.getByRole('button', { name: /^Chat/ }).click();
    const panel = page.getByRole('dialog', { name: 'Chat' });
    await panel.getByRole('list').getByRole('button').first().click();
    const articles = panel.locator('[data-message-id]');
    await articles.first().waitFor({ timeout: 60_000 });
    const openMs = performance.now() - started;

    // The smallest loaded id tells how far back the list has loaded (ids grow by one per message).
    const lowest = () =>
      page.evaluate(() =>
        Math.min(
          ...[...document.querySelectorAll('[data-message-id]')].map((node) =>
            Number(node.getAttribute('data-message-id')),
          ),
        ),
      );
    const newest = await page.evaluate(() =>
      Math.max(
        ...[...document.querySelectorAll('[data-message-id]')].map((node) =>
          Number(node.getAttribute('data-message-id')),
        ),
      ),
    );
    const scroller = panel.locator('[data-virtuoso-scroller="true"], [data-testid="virtuoso-scroller"]').first();
    // Frame intervals from now on (a requestAnimationFrame loop started in the loaded page).
    // Passed as text: tsx would wrap a named function in a `__name` helper the page does not have.
    await page.evaluate(`(() => {
      window.scrollProbe.running = true;
      let last = 0;
      function frame(now) {
        if (!window.scrollProbe.running) return;
        if (last) window.scrollProbe.frames.push(now - last);
        last = now;
        requestAnimationFrame(frame);
      }
      requestAnimationFrame(frame);
    })()`);
    const scrollStarted = performance.now();
    let reached = await lowest();
    while (newest - reached < BACK) {
      await scroller.evaluate((node) => node.scrollBy({ top: -1_500 }));
      await page.waitForTimeout(50);
      reached = await lowest();
      if (performance.now() - scrollStarted > 120_000) throw new Error(`stuck at ${newest - reached} messages back`);
    }
    const backMs = performance.now() - scrollStarted;
    const probe = await page.evaluate(() => {
      window.scrollProbe.running = false;
      return window.scrollProbe;
    });
    console.log(`room of ${MESSAGES} messages in cold Chromium:`);
    console.log(`  last page shown ${Math.round(openMs)} ms after the launcher click`);
    console.log(`  scrolled back ${newest - reached} messages in ${Math.round(backMs)} ms`);
    console.log(
      `  frame intervals while scrolling: ${JSON.stringify(summary(probe.frames))} ms over ${probe.frames.length} frames`,
    );
    console.log(`  long tasks: ${probe.longTasks.length} (${JSON.stringify(summary(probe.longTasks))} ms)`);
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
