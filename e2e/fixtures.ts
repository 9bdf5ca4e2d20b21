/**
 * Playwright's `test` with one automatic fixture: after each test every browser context still open
 * is closed. Specs open their own contexts (a page per user, e2e/workspace.ts openBoard) and many
 * left them open for the rest of the run, each page keeping its socket reconnecting, its timers
 * and (calls) its fake camera busy on CI's two cores. Everything else is re-exported unchanged.
 */
import { test as base } from '@playwright/test';

export * from '@playwright/test';

export const test = base.extend<{ closeContexts: void }>({
  closeContexts: [
    async ({ browser }, use) => {
      await use();
      await Promise.all(browser.contexts().map((context) => context.close().catch(() => undefined)));
    },
    { auto: true },
  ],
});
