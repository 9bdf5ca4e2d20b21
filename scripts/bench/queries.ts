/**
 * Saved query benchmark (issue 19 "Speed"): a company of 50,000 cards on 5 boards, each card with
 * a state, a priority, a number and a time tracking sticker and an executor (200,000 card stickers,
 * 50,000 members), written by bulk inserts, then timed on SQLite and PostgreSQL (in-process server,
 * real HTTP):
 * - POST /queries/company/{id}/run with two sticker conditions (state is "Doing" and priority is
 *   "high"), 100 rows sorted by counter, with totals; the same grouped by board;
 * - GET /queries/{id}/board/{boardId}/card-ids of that query (one board).
 * Prints median and p95 in ms of each (target < 200 ms, server). Run: `npm run bench:queries`
 * (options: --cards=50000 --runs=20; PostgreSQL at TEST_POSTGRES_URL or 127.0.0.1:5432, skipped
 * when it cannot be reached).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { json } from './benchHttp';

const option = (name: string, fallback: number): number => {
  const found = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
const CARDS = option('cards', 50_000);
const RUNS = option('runs', 20);
const BOARDS = 5;
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const STATES = ['Doing', 'Review', 'Finished'];
const LEVELS = ['low', 'medium', 'high', 'critical'];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function adminQuery(text: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await client.connect();
    await client.query(text);
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function timed(label: string, call: () => Promise<unknown>) {
  await call(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await call();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  console.log(
    `  ${label}: median ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms`,
  );
}

async function benchDialect(dialect: 'sqlite' | 'postgres'): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamspace-queries-bench-'));
  const database = `teamspace_bench_${crypto.randomBytes(4).toString('hex')}`;
  if (dialect === 'postgres' && !(await adminQuery(`CREATE DATABASE ${database}`))) {
    console.log('postgres: not reachable, skipped');
    return;
  }
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      CLIENT_DIR: path.join(dataDir, 'no-client'),
      LOG_LEVEL: 'warn',
      ...(dialect === 'postgres' ? { DATABASE_URL: ADMIN_URL.replace(/\/[^/]*$/, `/${database}`) } : {}),
    }),
    argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
  };
  const built = await buildApp(config);
  try {
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    const address = built.app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const owner = await json(base, 'POST', '/auth/register', undefined, {
      email: `owner.${Date.now()}@example.com`,
      password: 'correct horse 1',
      name: 'Owner',
    });
    const token = owner.token;
    const userId: number = owner.data.user.id;
    const company = (await json(base, 'POST', '/company', token, { name: 'Bench' })).data;
    const project = (await json(base, 'POST', `/company/${company.id}/projects`, token, { name: 'P' })).data;
    const boards: { id: number; columns: number[]; stickers: number[] }[] = [];
    for (let b = 0; b < BOARDS; b += 1) {
      const board = (await json(base, 'POST', `/project/${project.id}/boards`, token, { name: `Board ${b}` })).data;
      const columns: number[] = [];
      for (let c = 0; c < 4; c += 1)
        columns.push((await json(base, 'POST', `/editor/columns/${board.id}`, token, { name: `Col ${c}` })).data.id);
      const sticker = async (body: object) =>
        (await json(base, 'POST', `/board/${board.id}/stickers`, token, body)).data.id;
      const stickers = [
        await sticker({
          type: 'state',
          name: 'Status',
          configs: { states: STATES.map((name, i) => ({ name, color: ['blue', 'orange', 'green'][i] })) },
        }),
        await sticker({ type: 'priority' }),
        await sticker({ type: 'numberField', name: 'Points' }),
        await sticker({ type: 'timeTracking' }),
      ];
      boards.push({ id: board.id, columns, stickers });
    }

    const db = built.app.db;
    const started = performance.now();
    const now = new Date().toISOString();
    const BATCH = 1000;
    for (let from = 0; from < CARDS; from += BATCH) {
      const rows = [];
      for (let i = from; i < Math.min(CARDS, from + BATCH); i += 1) {
        const board = boards[i % BOARDS];
        rows.push({
          boardId: board.id,
          columnId: board.columns[i % 4],
          parentCardId: null,
          counter: 1000 + i,
          companyId: company.id,
          name: `Card ${i}`,
          description: i % 7 === 0 ? `Description of card ${i}` : null,
          color: null,
          sort: i,
          createdBy: userId,
          creatorName: null,
          createdAt: now,
          updatedAt: now,
          movedAt: now,
          doneAt: i % 5 === 0 ? now : null,
          archivedAt: null,
        });
      }
      const ids = (await db.insertInto('cards').values(rows).returning('id').execute()).map((r) => r.id);
      const stickers = ids.flatMap((cardId, k) => {
        const i = from + k;
        const [state, priority, points, tracking] = boards[i % BOARDS].stickers;
        const value = (boardStickerId: number, v: unknown) => ({
          cardId,
          boardStickerId,
          value: JSON.stringify(v),
          dueAt: null,
          updatedBy: null,
          createdAt: now,
          updatedAt: now,
        });
        return [
          value(state, { name: STATES[i % 3], color: ['blue', 'orange', 'green'][i % 3] }),
          value(priority, { value: LEVELS[(i >> 1) % 4] }),
          value(points, { value: i % 100 }),
          value(tracking, { plan: { hours: i % 8, minutes: 0 }, fact: { hours: (i * 3) % 9, minutes: 30 } }),
        ];
      });
      for (let s = 0; s < stickers.length; s += 1000)
        await db
          .insertInto('cardStickers')
          .values(stickers.slice(s, s + 1000))
          .execute();
      await db
        .insertInto('cardMembers')
        .values(ids.map((cardId) => ({ cardId, userId, isResponsible: 0, createdAt: now })))
        .execute();
    }
    if (dialect === 'postgres') await sql`analyze`.execute(db);
    console.log(
      `${dialect}: ${CARDS} cards, ${CARDS * 4} card stickers written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const definition = {
      filters: {
        stickers: [
          { op: 'stateIs', name: 'Status', state: 'Doing' },
          { op: 'priorityIs', priority: 'high' },
        ],
      },
      columns: [
        { field: 'counter' },
        { field: 'name' },
        { sticker: { type: 'state', name: 'Status' } },
        { sticker: { type: 'numberField', name: 'Points' } },
      ],
      sort: { by: { field: 'counter' }, dir: 'desc' },
    };
    const first = (await json(base, 'POST', `/queries/company/${company.id}/run`, token, { definition, limit: 100 }))
      .data;
    console.log(`  matching cards: ${first.totals.count}`);
    await timed('run, 2 sticker conditions, 100 rows + totals', () =>
      json(base, 'POST', `/queries/company/${company.id}/run`, token, { definition, limit: 100 }),
    );
    await timed('run, grouped by board', () =>
      json(base, 'POST', `/queries/company/${company.id}/run`, token, {
        definition: { ...definition, groupBy: 'board' },
        limit: 100,
      }),
    );
    await timed('run, sorted by a sticker value (Points)', () =>
      json(base, 'POST', `/queries/company/${company.id}/run`, token, {
        definition: { ...definition, sort: { by: { sticker: { type: 'numberField', name: 'Points' } }, dir: 'asc' } },
        limit: 100,
      }),
    );
    const saved = (
      await json(base, 'POST', `/queries/company/${company.id}`, token, { name: 'Doing high', definition })
    ).data;
    await timed('card ids of one board', () =>
      json(base, 'GET', `/queries/${saved.id}/board/${boards[0].id}/card-ids`, token),
    );
  } finally {
    await built.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (dialect === 'postgres') await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}

async function main(): Promise<void> {
  for (const dialect of ['sqlite', 'postgres'] as const) await benchDialect(dialect);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
