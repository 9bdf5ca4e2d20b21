/**
 * Open benchmark (issue 13 item 8 and its goals "usable < 1 s for 10 × 1,000, ≤ 0.5 s for the
 * seeded board"): for boards of 10 columns × N plain cards, and with `--seeded` the demo board of
 * `npm run seed`, in cold Chromium contexts, time to first card, time to usable (no connection
 * overlay, the first card's menu opens), whether the overlay showed, click → dialog cold and warm,
 * a rename by user B seen live in user A's page, main-thread CPU to usable, time until all columns
 * are drawn, JS heap after GC, DOM elements, cards drawn, and the JavaScript (bytes transferred,
 * files, Content-Encoding) of the board and sign-in pages; then a warm reopen (reload in the same
 * context: scripts from the HTTP cache, the last board from redux-persist): time to first card and
 * to usable again (issue 13 item 4). Steps and definitions: openMeasure.ts.
 * Prints the medians per board (openReport.ts) and writes every run as JSON.
 *
 * The server is started as a child (`node scripts/start.mjs`, building the client when dist/ is
 * missing or stale) on a temporary SQLite database, or a temporary PostgreSQL database with `--pg`;
 * `--base-url URL` measures an already running server instead (users, company and boards are
 * still created through its API). `--seeded` runs scripts/seed.ts on the server's data dir or
 * database before the server starts and measures the first board of its first project as its
 * users Anna (A) and Boris (B) (openSeeded.ts; not with `--base-url`); `--boards none` (or
 * `--boards ''`) then leaves the generated boards out. Runs are interleaved across boards (run 1 of every board, then
 * run 2, …) so a slow moment of the machine does not fall on one board only.
 *
 * Run: `npm run bench:open -- [--boards 20,400,1000|none] [--seeded] [--runs 5] [--pg]
 * [--base-url URL] [--drawn] [--out .tmp/bench-open.json]`, e.g. the smoke check
 * `npm run bench:open -- --boards 20 --runs 1 --seeded`. `--drawn` adds, after the other steps of a run, every
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
import { boardLabel, formatErrors, formatReport, mediansOf, writeReport, type OpenReport } from './openReport';
import { seedBenchBoards, startBenchServer, type BenchBoard, type BenchServer } from './openSeed';
import { openSeededBoard, runDemoSeed } from './openSeeded';

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
  const boardsOption = (option(argv, 'boards') ?? '20,400,1000').trim();
  const boards = ['', 'none'].includes(boardsOption) ? [] : boardsOption.split(',').map(Number);
  if (boards.some((n) => !Number.isInteger(n) || n < 2))
    throw new Error('--boards needs card counts per column of 2 or more, e.g. 20,400,1000, or none');
  const seeded = argv.includes('--seeded');
  if (boards.length === 0 && !seeded) throw new Error('nothing to measure: --boards none needs --seeded');
  const baseUrl = option(argv, 'base-url')?.replace(/\/+$/, '');
  if (seeded && baseUrl) throw new Error('--seeded seeds the server it starts: not with --base-url');
  const runs = Number(option(argv, 'runs') ?? 5);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a positive whole number');
  return {
    boards,
    runs,
    seeded,
    pg: argv.includes('--pg'),
    drawn: argv.includes('--drawn'),
    baseUrl,
    out: path.resolve(ROOT, option(argv, 'out') ?? '.tmp/bench-open.json'),
  };
}

/**
 * The boards to measure with their users A and B: the imported 10 × N boards (their order), then
 * the seeded board with `--seeded` (seeded before the server started).
 */
async function benchTargets(
  baseUrl: string,
  options: { boards: number[]; seeded: boolean },
): Promise<{ board: BenchBoard; tokenA: string; tokenB: string }[]> {
  const targets: { board: BenchBoard; tokenA: string; tokenB: string }[] = [];
  if (options.boards.length) {
    console.log(`[bench:open] importing ${options.boards.map((n) => `${BENCH_COLUMNS} × ${n}`).join(', ')} boards…`);
    const seed = await seedBenchBoards(baseUrl, options.boards);
    targets.push(...seed.boards.map((board) => ({ board, tokenA: seed.tokenA, tokenB: seed.tokenB })));
  }
  if (options.seeded) {
    const seeded = await openSeededBoard(baseUrl);
    console.log(`[bench:open] seeded board ${seeded.board.boardId} (${seeded.board.label}): ${seeded.picks}`);
    targets.push(seeded);
  }
  return targets;
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
    : await startBenchServer({
        pg: options.pg,
        prepare: options.seeded
          ? (env) => {
              console.log('[bench:open] seeding the demo data (scripts/seed.ts)…');
              return runDemoSeed(env);
            }
          : undefined,
      });
  try {
    const targets = await benchTargets(server.baseUrl, options);
    const browser = await launchBenchBrowser();
    try {
      const runs: OpenRun[][] = targets.map(() => []);
      for (let run = 1; run <= options.runs; run += 1) {
        for (const [i, { board, tokenA, tokenB }] of targets.entries()) {
          const result = await measureOpenRun(browser, {
            baseUrl: server.baseUrl,
            tokenA,
            tokenB,
            board,
            run,
            drawn: options.drawn,
          }).catch((error: unknown) => emptyRun([`run: ${error instanceof Error ? error.message : String(error)}`]));
          runs[i].push(result);
          const figure = (v: number | null) => (v === null ? '—' : `${Math.round(v)} ms`);
          console.log(
            `[bench:open] run ${run}/${options.runs}, ${boardLabel(board)}: ` +
              `first card ${figure(result.firstCardMs)}, usable ${figure(result.usableMs)}, ` +
              `reopen ${figure(result.reopenFirstCardMs)} / ${figure(result.reopenUsableMs)}` +
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
        drawn: options.drawn,
        signIn,
        boards: targets.map(({ board }, i) => ({
          label: board.label,
          cardsPerColumn: board.cardsPerColumn,
          columns: board.columns,
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
