/**
 * How the e2e tests and benchmarks find a browser (scripts/chromiumPath.cjs): CHROMIUM_PATH, then
 * a Chromium/Chrome on PATH or in its usual install place, then Playwright's own; without any, one
 * line saying what to install. Each case builds its own PATH of fake executables in a temporary
 * directory, so the machine's own browsers do not count.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findChromium, type ChromiumLookupOptions } from '../../scripts/chromiumPath.cjs';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'chromium-path-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** A fake executable (or, with `mode` 0o644, a file that is not executable) under the temp root. */
function fakeBrowser(relative: string, mode = 0o755): string {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, '#!/bin/sh\n');
  fs.chmodSync(file, mode);
  return file;
}

/** Only the temp root is searched: no real install places, no real Playwright cache. */
const isolated = (env: Record<string, string | undefined>, more: ChromiumLookupOptions = {}) =>
  findChromium({ env, platform: 'linux', installPaths: [], playwrightPath: () => null, ...more });

describe('finding Chromium for e2e', () => {
  test('CHROMIUM_PATH wins over a browser on PATH', () => {
    const chosen = fakeBrowser('custom/my-chrome');
    fakeBrowser('bin/chromium');
    expect(isolated({ CHROMIUM_PATH: chosen, PATH: path.join(root, 'bin') })).toEqual({
      found: true,
      path: chosen,
      source: 'CHROMIUM_PATH',
    });
  });

  test('a CHROMIUM_PATH that is not an executable is reported, not silently replaced', () => {
    fakeBrowser('bin/chromium');
    const result = isolated({ CHROMIUM_PATH: path.join(root, 'missing'), PATH: path.join(root, 'bin') });
    expect(result).toEqual({ found: false, message: expect.stringContaining('CHROMIUM_PATH') });
  });

  test('a system browser is found on PATH, a Chromium preferred to a Chrome', () => {
    fakeBrowser('first/google-chrome');
    const chromium = fakeBrowser('second/chromium-browser');
    const env = { PATH: [path.join(root, 'first'), path.join(root, 'second')].join(':') };
    expect(isolated(env)).toEqual({ found: true, path: chromium, source: 'system' });
  });

  test('a Chrome alone on PATH is found; a non-executable file of that name is not', () => {
    fakeBrowser('a/chromium', 0o644);
    const chrome = fakeBrowser('b/google-chrome-stable');
    const env = { PATH: [path.join(root, 'a'), path.join(root, 'b')].join(':') };
    expect(isolated(env)).toMatchObject({ found: true, path: chrome });
  });

  test('then the usual install places, then Playwright’s own download', () => {
    const installed = fakeBrowser('opt/google/chrome/chrome');
    expect(isolated({ PATH: '' }, { installPaths: [path.join(root, 'nowhere'), installed] })).toMatchObject({
      path: installed,
      source: 'system',
    });
    const own = fakeBrowser('ms-playwright/chromium-1/chrome-linux64/chrome');
    expect(isolated({ PATH: '' }, { playwrightPath: () => own })).toEqual({
      found: true,
      path: own,
      source: 'playwright',
    });
  });

  test('Playwright’s path counts only when the browser was actually installed there', () => {
    const notInstalled = path.join(root, 'ms-playwright/chromium-1/chrome-linux64/chrome');
    expect(isolated({ PATH: '' }, { playwrightPath: () => notInstalled }).found).toBe(false);
  });

  test('with no browser anywhere the answer is one line that says what to install', () => {
    const result = isolated({ PATH: path.join(root, 'empty') });
    expect(result.found).toBe(false);
    if (result.found) return;
    expect(result.message).not.toContain('\n');
    expect(result.message).toMatch(/apt-get install chromium/);
    expect(result.message).toMatch(/npx playwright install chromium/);
    expect(result.message).toMatch(/CHROMIUM_PATH/);
  });
});

describe('without a browser', () => {
  const ROOT = path.resolve(__dirname, '../..');
  const env = { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium', FORCE_COLOR: '0' };

  test('the e2e step of npm test is one failed check with one line, no stack trace', () => {
    const run = spawnSync(process.execPath, ['scripts/test.mjs', 'e2e'], { cwd: ROOT, env, encoding: 'utf8' });
    expect(run.status).toBe(1);
    const output = run.stdout + run.stderr;
    expect(output).toMatch(
      /=== e2e: CHROMIUM_PATH is set to \/nonexistent\/chromium, which is not an executable file\./,
    );
    expect(output).toMatch(/0 passed, 1 failed\s*$/);
    expect(output).not.toMatch(/\n\s+at /);
  });

  test('playwright test itself stops with that one line', () => {
    const cli = path.join(ROOT, 'node_modules/@playwright/test/cli.js');
    const run = spawnSync(process.execPath, [cli, 'test', '--list'], { cwd: ROOT, env, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe('CHROMIUM_PATH is set to /nonexistent/chromium, which is not an executable file.');
    expect(run.stdout).not.toMatch(/\n\s+at /);
  });
});
