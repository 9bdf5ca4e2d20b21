/**
 * Import benchmark (issue 7 Deliver 5; DESIGN §7 "a 5,000-card Trello import takes under 10 s"):
 * generates a Trello export of 5,000 cards (10 lists, labels, due / start, checklists with 4 items,
 * comments, members, attachments, ~20% closed; ./trelloExportGenerator.ts), writes it to a temp
 * file and times, on a fresh SQLite database in a temp DATA_DIR (or a fresh PostgreSQL database
 * with `--pg`), reading + parsing, converting (convertTrelloExport) and writing (importBoardExport),
 * then the CLI end to end (`scripts/importTrello.ts`, process start included). Prints
 * `import 5000 cards: X ms (parse P ms, convert Y ms, write Z ms)` and exits 1 when the import or
 * the CLI run takes 10 s or more.
 * Run: `npm run bench:import` (options: --cards=5000 --pg --no-cli).
 */
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { loadConfig } from '../../src/server/config';
import { createDatabase } from '../../src/server/db/createDatabase';
import type { Db } from '../../src/server/editor/cards.repository';
import { importBoardExport } from '../../src/server/import/boardImport/importBoardExport';
import { loadCompanyPeople } from '../../src/server/import/companyPeople';
import { convertTrelloExport } from '../../src/server/import/trello/trelloConvert';
import { benchMemberName, generateTrelloExport } from './trelloExportGenerator';

const BUDGET_MS = 10_000;
const ROOT = path.resolve(__dirname, '../..');
const option = (name: string, fallback: number): number => {
  const found = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
const CARDS = option('cards', 5000);
const USE_PG = process.argv.includes('--pg');
const RUN_CLI = !process.argv.includes('--no-cli');
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A user (the importer), a company with half of the Trello members as users, and a project. */
async function seed(db: Db): Promise<{ userId: number; projectId: number; companyId: number; email: string }> {
  const now = new Date().toISOString();
  const user = (email: string, name: string) =>
    db
      .insertInto('users')
      .values({
        email,
        name,
        passwordHash: 'bench',
        isSystemAdmin: 0,
        avatar: null,
        backgroundImage: null,
        backgroundColor: null,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const importer = await user('importer@bench.test', 'Importer');
  const company = await db
    .insertInto('companies')
    .values({ name: 'Bench', createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const members = [importer.id];
  for (let n = 1; n <= 10; n += 1) members.push((await user(`person${n}@bench.test`, benchMemberName(n))).id);
  await db
    .insertInto('companyMembers')
    .values(
      members.map((userId, i) => ({
        companyId: company.id,
        userId,
        role: i === 0 ? 'owner' : 'member',
        joinedAt: now,
      })),
    )
    .execute();
  const project = await db
    .insertInto('projects')
    .values({ companyId: company.id, name: 'Bench', archivedAt: null, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId: importer.id, projectId: project.id, companyId: company.id, email: 'importer@bench.test' };
}

function runCli(file: string, env: Record<string, string>, email: string): Promise<{ ms: number; lastLine: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/importTrello.ts', file, '--user', email],
      { cwd: ROOT, env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`CLI failed: ${stderr || error.message}`));
        else resolve({ ms: performance.now() - started, lastLine: stdout.trim().split('\n').pop() ?? '' });
      },
    );
  });
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamspace-bench-import-'));
  const databaseName = USE_PG ? `teamspace_bench_${crypto.randomBytes(6).toString('hex')}` : undefined;
  if (databaseName) await adminQuery(`CREATE DATABASE ${databaseName}`);
  const databaseUrl = databaseName ? ADMIN_URL.replace(/\/[^/]*$/, `/${databaseName}`) : undefined;
  const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), databaseUrl };
  const { db } = await createDatabase(config);
  let failed = false;
  try {
    const place = await seed(db);
    const file = path.join(dataDir, 'trello-bench.json');
    fs.writeFileSync(file, JSON.stringify(generateTrelloExport({ cards: CARDS })));
    const megabytes = (fs.statSync(file).size / 1024 / 1024).toFixed(1);

    const t0 = performance.now();
    const json: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    const t1 = performance.now();
    const people = await loadCompanyPeople(db, place.companyId);
    const converted = convertTrelloExport(json, people);
    const t2 = performance.now();
    const report = await importBoardExport(db, {
      projectId: place.projectId,
      userId: place.userId,
      file: converted.board,
      people,
    });
    const t3 = performance.now();
    const total = t3 - t0;
    const dialect = USE_PG ? 'PostgreSQL' : 'SQLite';
    console.log(
      `import ${CARDS} cards: ${Math.round(total)} ms (parse ${Math.round(t1 - t0)} ms, convert ${Math.round(t2 - t1)} ms, ` +
        `write ${Math.round(t3 - t2)} ms) on ${dialect}, file ${megabytes} MB`,
    );
    console.log(
      `  wrote ${report.columns} columns, ${report.cards} cards (${report.archivedCards} archived), ${report.subCards} sub-cards, ` +
        `${report.comments} comments; ${converted.skipped.length + report.skipped.length} report entries`,
    );
    if (total >= BUDGET_MS) {
      console.log(`  OVER BUDGET: ${Math.round(total)} ms ≥ ${BUDGET_MS} ms`);
      failed = true;
    }
    if (RUN_CLI) {
      const env: Record<string, string> = databaseUrl
        ? { DATABASE_URL: databaseUrl }
        : { DATA_DIR: dataDir, DATABASE_URL: '' };
      const cli = await runCli(file, env, place.email);
      const cliReport = JSON.parse(cli.lastLine) as { cards: number };
      console.log(
        `CLI import:trello end to end: ${Math.round(cli.ms)} ms (process start included; ${cliReport.cards} cards)`,
      );
      if (cli.ms >= BUDGET_MS) {
        console.log(`  OVER BUDGET: ${Math.round(cli.ms)} ms ≥ ${BUDGET_MS} ms`);
        failed = true;
      }
    }
  } finally {
    await db.destroy();
    if (databaseName) await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
