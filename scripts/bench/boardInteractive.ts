/**
 * Time until a big board is interactive in Chromium (issue 3 bench): from navigation to
 * /cabinet/project/{id}/board until the first column's first card and its 'Add card' button are
 * visible and enabled, in a fresh browser context each run (no cache, signed in by token).
 * Needs the built client (dist/, `npm run build`) and a Chromium (scripts/chromiumPath.cjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import { findChromium } from '../chromiumPath.cjs';

/** Milliseconds per run, or a reason why it could not be measured. */
export async function measureBoardInteractive(options: {
  baseUrl: string;
  token: string;
  projectId: number;
  firstCardName: string;
  runs: number;
}): Promise<number[] | string> {
  if (!fs.existsSync(path.resolve('dist/index.html'))) return 'skipped: the client is not built (npm run build)';
  const found = findChromium();
  if (!found.found) return `skipped: ${found.message}`;
  const browser = await chromium.launch({
    executablePath: found.path,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const times: number[] = [];
  try {
    for (let run = 0; run < options.runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
      await context.addInitScript((token) => localStorage.setItem('auth_token_default', token), options.token);
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(`${options.baseUrl}/cabinet/project/${options.projectId}/board`);
      const firstColumn = page.getByRole('region').first();
      await firstColumn.getByText(options.firstCardName, { exact: true }).waitFor({ timeout: 60_000 });
      await firstColumn.getByRole('button', { name: 'Add card' }).waitFor({ state: 'visible' });
      times.push(performance.now() - started);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times;
}
