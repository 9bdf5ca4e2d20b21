/**
 * Open benchmark (issue 13 item 8): for boards of 10 columns × N plain cards, in cold Chromium
 * contexts, time to first card, time to usable (no connection overlay, the first card's menu
 * opens), whether the overlay showed, click → dialog cold and warm, a rename by user B seen live in
 * user A's page, main-thread CPU to usable, time until all columns are drawn, JS heap after GC,
 * DOM elements, cards drawn, and the JavaScript (bytes transferred, files, Content-Encoding) of
 * the board and sign-in pages.
 * Prints the medians per board (openReport.ts) and writes every run as JSON.
 *
 * The server is started as a child (`node scripts/start.mjs`, building the client when dist/ is
 * missing or stale) on a temporary SQLite database, or a temporary PostgreSQL database with `--pg`;
 * `--base-url URL` measures an already running server instead (users, company and boards are
 * still created through its API). Runs are interleaved across boards (run 1 of every board, then
 * run 2, …) so a slow moment of the machine does not fall on one board only.
 *
 * Run: `npm run bench:open -- [--boards 20,400,1000] [--runs 5] [--pg] [--base-url URL]
 * [--drawn] [--out .tmp/bench-open.json]`. `--drawn` adds, after the other steps of a run, every
 * column's 'Show more' until all cards are loaded and a rename timed then (e.g. 4,000 cards on
 * the 10 × 400 board); it takes minutes per run on the big boards. A figure that could not be measured shows as "—" with the failed
 * steps listed under the table; the exit code is 1 only when the benchmark itself failed (server,
 * seeding, browser).
 */
import os from 'node:os';
import path from 'node:path';
import { findChromium } from '../chromiumPath.cjs';
import { BENCH_COLUMNS } from './openBoardFile';
import { emptyRun, launchBenchBrowser, measureOpenRun, measureSignInScripts, type OpenRun } from './openMeasure';
import { formatErrors, formatReport, mediansOf, writeReport, type OpenReport } from './openReport';
import { seedBenchBoards, startBenchServer, type BenchServer } from './openSeed';

const ROOT = path.resolve(__dirname, '../..');

/** `--name value` or `--name=value`; undefined when absent. */
function option(argv: string[], name: string): string | undefined {
  const index = argv.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (index < 0) return undefined;
  const value = argv[index].includes('=') ? argv[index].slice(argv[index].indexOf('=') + 1) : argv[index + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`--${name} needs a value`);
  return value;
}

/** Command-line options (see the file comment). */
export function parseOptions(argv: string[]) {
  const boards = (option(argv, 'boards') ?? '20,400,1000').split(',').map(Number);
  if (boards.some((n) => !Number.isInteger(n) || n < 2))
    throw new Error('--boards needs card counts per column of 2 or more, e.g. 20,400,1000');
  const runs = Number(option(argv, 'runs') ?? 5);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a positive whole number');
  return {
    boards,
    runs,
    pg: argv.includes('--pg'),
    drawn: argv.includes('--drawn'),
    baseUrl: option(argv, 'base-url')?.replace(/\/+$/, ''),
    out: path.resolve(ROOT, option(argv, 'out') ?? '.tmp/bench-open.json'),
  };
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const browserCheck = findChromium();
  if (!browserCheck.found) {
    // Before seeding: one line, not a stack trace after minutes of import.
    console.error(`[bench:open] ${browserCheck.message}`);
    process.exit(1);
  }
  const startedAt = new Date().toISOString();
  const server: BenchServer = options.baseUrl
    ? { baseUrl: options.baseUrl, database: 'external server', stop: async () => undefined }
    : await startBenchServer({ pg: options.pg });
  try {
    console.log(`[bench:open] importing ${options.boards.map((n) => `${BENCH_COLUMNS} × ${n}`).join(', ')} boards…`);
    const seed = await seedBenchBoards(server.baseUrl, options.boards);
    const browser = await launchBenchBrowser();
    try {
      const runs: OpenRun[][] = seed.boards.map(() => []);
      for (let run = 1; run <= options.runs; run += 1) {
        for (const [i, board] of seed.boards.entries()) {
          const result = await measureOpenRun(browser, {
            baseUrl: server.baseUrl,
            tokenA: seed.tokenA,
            tokenB: seed.tokenB,
            board,
            run,
            drawn: options.drawn,
          }).catch((error: unknown) => emptyRun([`run: ${error instanceof Error ? error.message : String(error)}`]));
          runs[i].push(result);
          const figure = (v: number | null) => (v === null ? '—' : `${Math.round(v)} ms`);
          console.log(
            `[bench:open] run ${run}/${options.runs}, ${BENCH_COLUMNS} × ${board.cardsPerColumn}: ` +
              `first card ${figure(result.firstCardMs)}, usable ${figure(result.usableMs)}` +
              (result.errors.length ? ` (${result.errors.length} step(s) failed)` : ''),
          );
        }
      }
      const signIn = await measureSignInScripts(browser, server.baseUrl).catch((error: unknown) => {
        console.error(`[bench:open] sign-in page scripts not measured: ${String(error)}`);
        return null;
      });
      const report: OpenReport = {
        startedAt,
        baseUrl: server.baseUrl,
        database: server.database,
        chromium: browser.version(),
        node: process.version,
        cores: os.cpus().length,
        runs: options.runs,
        signIn,
        boards: seed.boards.map((board, i) => ({
          cardsPerColumn: board.cardsPerColumn,
          columns: BENCH_COLUMNS,
          median: mediansOf(runs[i]),
          runs: runs[i],
        })),
      };
      console.log(`\n${formatReport(report).join('\n')}`);
      const errors = formatErrors(report);
      if (errors.length) {
        console.log(`\nNot measured (—):\n${errors.join('\n')}`);
      }
      writeReport(options.out, report);
      console.log(`\nJSON: ${path.relative(process.cwd(), options.out) || options.out}`);
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
