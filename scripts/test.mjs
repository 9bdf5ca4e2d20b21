#!/usr/bin/env node
/**
 * `npm test`: every check of the project, in order — ESLint, Prettier, `tsc --noEmit`, jest (unit,
 * server integration on SQLite and PostgreSQL, client components), the production build with the
 * bundle budget (scripts/bundleBudget.mjs, issue 13 item 6) and Playwright e2e in Chromium (the
 * one scripts/chromiumPath.cjs finds).
 * Ends with one line `N passed, N failed` totalled over every runner (static checks count one
 * each) and exits non-zero when anything failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './chromiumPath.cjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const only = process.argv.slice(2); // e.g. `npm test -- jest e2e`
const wanted = (step) => only.length === 0 || only.includes(step);

let passed = 0;
let failed = 0;
const failures = [];

function run(step, command, args, env = {}) {
  console.log(`\n=== ${step}: ${[path.basename(command), ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${step} finished in ${((Date.now() - started) / 1000).toFixed(1)} s (exit ${result.status})`);
  return result.status ?? 1;
}

function staticCheck(step, command, args) {
  if (!wanted(step)) return;
  if (run(step, command, args) === 0) passed += 1;
  else {
    failed += 1;
    failures.push(step);
  }
}

staticCheck('lint', bin('eslint'), ['--max-warnings=0', '.']);
staticCheck('format', bin('prettier'), ['--check', '--log-level', 'warn', '.']);
staticCheck('typecheck', bin('tsc'), ['--noEmit']);

if (wanted('jest')) {
  const report = path.join(tmp, 'jest.json');
  rmSync(report, { force: true });
  // Two workers on the 2-core CI machine: the node project waits on the databases while the dom
  // project computes, so the pair overlaps well: 1,530 tests in 546 s on a fresh clone (1 worker,
  // jest's default here: 1,334 in 1,051 s).
  const code = run('jest', bin('jest'), ['--maxWorkers=2', '--json', `--outputFile=${report}`]);
  if (existsSync(report)) {
    const summary = JSON.parse(readFileSync(report, 'utf8'));
    passed += summary.numPassedTests;
    failed += summary.numFailedTests + summary.numRuntimeErrorTestSuites;
    if (summary.numFailedTests + summary.numRuntimeErrorTestSuites > 0) failures.push('jest');
  } else if (code !== 0) {
    failed += 1;
    failures.push('jest (no report)');
  }
}

// The production build (the one e2e serves; scripts/start.mjs skips it when dist/ is up to date),
// then the initial JavaScript of each route against its gzip budget — one check.
if (wanted('budget')) {
  const statsFile = path.join(tmp, 'bundle-stats.json');
  let code = run('build', process.execPath, [path.join(root, 'scripts/start.mjs')], { BUILD_ONLY: '1' });
  if (code === 0 && !existsSync(statsFile))
    code = run('build', process.execPath, [
      path.join(root, 'node_modules/webpack-cli/bin/cli.js'),
      '--mode',
      'production',
    ]);
  if (code === 0) code = run('budget', process.execPath, [path.join(root, 'scripts/bundleBudget.mjs')]);
  if (code === 0) passed += 1;
  else {
    failed += 1;
    failures.push('budget');
  }
}

// The e2e step needs a browser (scripts/chromiumPath.cjs); without one it is one failed check and
// one line saying what to install, not a failure per test with a stack trace.
const browser = wanted('e2e') ? findChromium() : undefined;
if (browser && !browser.found) {
  console.log(`\n=== e2e: ${browser.message}`);
  failed += 1;
  failures.push('e2e (no browser)');
} else if (wanted('e2e')) {
  const report = path.join(tmp, 'playwright.json');
  rmSync(report, { force: true });
  const code = run('e2e', bin('playwright'), ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: report });
  if (existsSync(report)) {
    const { stats } = JSON.parse(readFileSync(report, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    if (stats.unexpected > 0) failures.push('e2e');
  } else if (code !== 0) {
    failed += 1;
    failures.push('e2e (no report)');
  }
}

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
