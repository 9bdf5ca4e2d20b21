/**
 * The calendar screen in cold Chromium for scripts/bench/calendar.ts: /cabinet/calendar opened with
 * a stored token until the month view draws its events (`.rbc-event`, react-big-calendar).
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { findChromium } from '../chromiumPath.cjs';
import { launchBenchBrowser } from './openMeasure';

/** Milliseconds from navigation to the first drawn event and how many are drawn; null when not measurable. */
export async function measureCalendarInBrowser(
  baseUrl: string,
  token: string,
): Promise<{ shownMs: number; events: number } | null> {
  if (!fs.existsSync(path.resolve('dist/index.html'))) return null;
  if (!findChromium().found) return null;
  const browser = await launchBenchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    await context.addInitScript((stored) => localStorage.setItem('auth_token_default', stored), token);
    const page = await context.newPage();
    const started = performance.now();
    await page.goto(`${baseUrl}/cabinet/calendar`);
    await page.locator('.rbc-event').first().waitFor({ timeout: 60_000 });
    const shownMs = Math.round(performance.now() - started);
    return { shownMs, events: await page.locator('.rbc-event').count() };
  } finally {
    await browser.close();
  }
}
