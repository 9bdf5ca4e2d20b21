/**
 * Which Chromium the e2e tests and the browser benchmarks drive (playwright.config.ts,
 * scripts/test.mjs, scripts/bench/*): the browser the way a user has it, in this order —
 *   1. `CHROMIUM_PATH`, when set (a wrong path is reported, not skipped, so a typo is not hidden);
 *   2. a system Chromium or Chrome: `chromium`, `chromium-browser`, `google-chrome`,
 *      `google-chrome-stable`, `chrome` on PATH, then the usual install places (Debian, snap,
 *      /opt/google, macOS /Applications, Windows Program Files);
 *   3. Playwright's own Chromium, when `npx playwright install chromium` has put it in its cache.
 * CommonJS so that the TypeScript config, the plain-Node test runner and the jest test all load it
 * without a loader; `.ci/run` calls it before `npm ci`, so @playwright/test may be missing here.
 */
'use strict';

const fs = require('node:fs');
const path = require('node:path');

const PATH_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome'];

/** Where browsers are installed when they are not on PATH, per platform. */
function knownInstallPaths(platform, env) {
  if (platform === 'darwin')
    return [
      '/Applications/Chromium.app/Contents/MacOS/Chromium',
      '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    ];
  if (platform === 'win32')
    return [env.ProgramFiles, env['ProgramFiles(x86)'], env.LOCALAPPDATA]
      .filter(Boolean)
      .flatMap((base) => [
        path.win32.join(base, 'Google', 'Chrome', 'Application', 'chrome.exe'),
        path.win32.join(base, 'Chromium', 'Application', 'chrome.exe'),
      ]);
  return [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/snap/bin/chromium',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/opt/google/chrome/chrome',
  ];
}

function isExecutableFile(file) {
  try {
    if (!fs.statSync(file).isFile()) return false;
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Playwright's downloaded Chromium, or null when @playwright/test is absent or it was not installed. */
function playwrightChromium() {
  try {
    return require('@playwright/test').chromium.executablePath() || null;
  } catch {
    return null;
  }
}

/** The one line to print when no browser is found. */
const MISSING =
  'No Chromium or Chrome found for the e2e tests: install one (Debian/Ubuntu: `apt-get install chromium`; ' +
  'or `npx playwright install chromium`), or set CHROMIUM_PATH to its executable.';

/**
 * Finds the browser (see the file header). Options replace the real environment in tests:
 * `env` (process.env), `platform` (process.platform), `installPaths` (the usual install places),
 * `playwrightPath` (a function answering Playwright's browser path or null).
 *
 * @returns {{found: true, path: string, source: 'CHROMIUM_PATH' | 'system' | 'playwright'} |
 *   {found: false, message: string}}
 */
function findChromium(options = {}) {
  const env = options.env ?? process.env;
  const platform = options.platform ?? process.platform;
  const installPaths = options.installPaths ?? knownInstallPaths(platform, env);
  const playwrightPath = options.playwrightPath ?? playwrightChromium;

  const configured = env.CHROMIUM_PATH;
  if (configured) {
    return isExecutableFile(configured)
      ? { found: true, path: configured, source: 'CHROMIUM_PATH' }
      : { found: false, message: `CHROMIUM_PATH is set to ${configured}, which is not an executable file.` };
  }

  const suffixes = platform === 'win32' ? ['.exe', ''] : [''];
  const dirs = (env.PATH ?? env.Path ?? '').split(platform === 'win32' ? ';' : ':').filter(Boolean);
  for (const name of PATH_NAMES)
    for (const dir of dirs)
      for (const suffix of suffixes) {
        const file = path.join(dir, name + suffix);
        if (isExecutableFile(file)) return { found: true, path: file, source: 'system' };
      }
  for (const file of installPaths) if (isExecutableFile(file)) return { found: true, path: file, source: 'system' };

  const own = playwrightPath();
  if (own && isExecutableFile(own)) return { found: true, path: own, source: 'playwright' };
  return { found: false, message: MISSING };
}

module.exports = { findChromium };

// `node scripts/chromiumPath.cjs`: prints the path, or the one line and exit code 1.
if (require.main === module) {
  const found = findChromium();
  if (found.found) console.log(found.path);
  else {
    console.error(found.message);
    process.exitCode = 1;
  }
}
