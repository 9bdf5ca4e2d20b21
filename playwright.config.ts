/**
 * Playwright e2e: each spec starts the real server (scripts/start.mjs, as `npm start` does) on a
 * free port with a temporary DATA_DIR (e2e/server.ts); the client is built once in global setup.
 * The browser is the user's own (scripts/chromiumPath.cjs: CHROMIUM_PATH, a system Chromium/Chrome,
 * else Playwright's downloaded one); without any, one line says what to install and the run stops.
 */
import { defineConfig } from '@playwright/test';
import { findChromium } from './scripts/chromiumPath.cjs';

const browser = findChromium();
if (!browser.found) {
  // One line instead of a launch failure per test with a stack trace.
  console.error(browser.message);
  process.exit(1);
}

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/globalSetup.ts',
  // One at a time: two workers (each spec file has its own server and Chromium) were slower on the
  // 2-core CI machine (592 s against 502 s) and made server starts and drags flaky.
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  outputDir: '.tmp/test-results',
  use: {
    browserName: 'chromium',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: browser.path,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Calls (e2e/call.spec.ts): camera and microphone are Chromium's fake devices, allowed without a prompt.
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
      ],
    },
  },
});
