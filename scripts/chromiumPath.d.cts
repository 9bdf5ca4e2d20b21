/** Types of scripts/chromiumPath.cjs (see there for the search order). */
export type ChromiumLookup =
  { found: true; path: string; source: 'CHROMIUM_PATH' | 'system' | 'playwright' } | { found: false; message: string };

export interface ChromiumLookupOptions {
  env?: Record<string, string | undefined>;
  platform?: NodeJS.Platform;
  installPaths?: string[];
  playwrightPath?: () => string | null;
}

/** The browser for e2e and benchmarks: CHROMIUM_PATH, then a system Chromium/Chrome, then Playwright's. */
export function findChromium(options?: ChromiumLookupOptions): ChromiumLookup;
