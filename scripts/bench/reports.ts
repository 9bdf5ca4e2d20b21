/**
 * Company reports benchmark (issue 19 "Speed": the reports page answers in < 500 ms on the server
 * with 50,000 cards and 500,000 history entries, on SQLite and PostgreSQL). Builds the app in-process
 * on a temporary database of each dialect (PostgreSQL: a new database at BENCH_POSTGRES_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres, dropped afterwards), makes a company through the
 * routes, then bulk-inserts 5 boards × 5 columns, 50,000 cards over the last 365 days, 500,000 history
 * entries (creation, 4 moves, done, other edits), members and time-tracking, stopwatch, timer,
 * deadline and regular-task stickers. Times `GET /reports/company/{id}` (app.inject: server time,
 * no network) for the default period (84 days), a whole year, one board and one person; prints
 * median and max in ms. Run: `npm run bench:reports` (options: --runs=5 --cards=50000 --only=sqlite).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { buildApp, type BuiltApp } from '../../src/server/app';
import { loadConfig, type ServerConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/database';

const option = (name: string, fallback: string): string =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const RUNS = Number(option('runs', '5'));
const CARDS = Number(option('cards', '50000'));
const HISTORY_PER_CARD = 10;
const ONLY = option('only', '');
const PG_ADMIN = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DAY = 86_400_000;

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: PG_ADMIN });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function call(built: BuiltApp, method: 'GET' | 'POST', url: string, token?: string, body?: unknown) {
  const response = await built.app.inject({
    method,
    url,
    headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return { data: response.json().data, token: String(response.headers.authorization ?? '').replace(/^Bearer /, '') };
}

/** Inserts rows in chunks (one statement each), inside one transaction. */
async function bulk<T>(db: Kysely<Database>, table: keyof Database, rows: T[], chunk: number) {
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += chunk)
      await trx
        .insertInto(table)
        .values(rows.slice(i, i + chunk) as never)
        .execute();
  });
}

const iso = (ms: number) => new Date(ms).toISOString();

async function fill(built: BuiltApp) {
  const db = built.app.db;
  const people = [];
  for (let i = 0; i < 5; i += 1) {
    const email = `bench.${i}.${crypto.randomBytes(3).toString('hex')}@example.com`;
    const { data, token } = await call(built, 'POST', '/auth/register', undefined, {
      email,
      password: 'correct horse 1',
      name: `Person ${i + 1}`,
    });
    people.push({ id: data.user.id as number, token });
  }
  const owner = people[0];
  const company = (await call(built, 'POST', '/company', owner.token, { name: 'Bench Inc' })).data;
  const now = new Date().toISOString();
  await bulk(
    db,
    'companyMembers',
    people.slice(1).map((p) => ({ companyId: company.id, userId: p.id, role: 'member', joinedAt: now })),
    100,
  );
  const project = (await call(built, 'POST', `/company/${company.id}/projects`, owner.token, { name: 'P' })).data;
  const boards: { id: number; columns: number[]; stickers: Record<string, number> }[] = [];
  for (let b = 0; b < 5; b += 1) {
    const board = (await call(built, 'POST', `/project/${project.id}/boards`, owner.token, { name: `Board ${b + 1}` }))
      .data;
    const columns: number[] = [];
    for (let c = 0; c < 5; c += 1)
      columns.push(
        (await call(built, 'POST', `/editor/columns/${board.id}`, owner.token, { name: `Col ${c + 1}` })).data.id,
      );
    const stickers: Record<string, number> = {};
    for (const [sort, type] of ['timeTracking', 'stopwatch', 'timer', 'deadline', 'regularTask'].entries()) {
      const row = await db
        .insertInto('boardStickers')
        .values({
          boardId: board.id,
          type,
          name: null,
          icon: null,
          isActive: 1,
          configs: '{}',
          sort: 100 + sort,
          deletedAt: null,
          createdAt: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      stickers[type] = row.id;
    }
    boards.push({ id: board.id, columns, stickers });
  }
  const started = performance.now();
  const start = Date.now() - 365 * DAY;
  const cards = [];
  for (let i = 0; i < CARDS; i += 1) {
    const board = boards[i % boards.length];
    const created = start + Math.floor((i / CARDS) * 355 * DAY);
    const done = i % 10 < 6 ? created + ((i % 7) + 1) * DAY : null;
    cards.push({
      boardId: board.id,
      columnId: board.columns[done ? 4 : i % 4],
      parentCardId: null,
      counter: 10_000 + i,
      companyId: company.id,
      name: `Card ${i}`,
      description: null,
      color: null,
      sort: i,
      createdBy: owner.id,
      creatorName: null,
      createdAt: iso(created),
      updatedAt: iso(created),
      movedAt: iso(created),
      doneAt: done ? iso(done) : null,
      archivedAt: null,
    });
  }
  await bulk(db, 'cards', cards, 1000);
  const ids = await db
    .selectFrom('cards')
    .select(['id', 'createdAt', 'doneAt', 'boardId'])
    .where('companyId', '=', company.id)
    .orderBy('id')
    .execute();
  const history = [];
  const members = [];
  const stickers = [];
  const place = (columnId: number) => JSON.stringify({ columnId, columnName: null, parentCardId: null });
  for (const [n, card] of ids.entries()) {
    const board = boards.find((b) => b.id === card.boardId)!;
    const created = Date.parse(card.createdAt);
    const at = (hours: number) => iso(created + hours * 3_600_000);
    const entry = (action: string, hours: number, from: string | null = null, to: string | null = null) => ({
      cardId: card.id,
      actorId: owner.id,
      action,
      field: action === 'moved' ? 'place' : null,
      fromValue: from,
      toValue: to,
      createdAt: at(hours),
    });
    const rows = [entry('created', 0)];
    for (let m = 0; m < 4; m += 1)
      rows.push(entry('moved', 6 + m * 8, place(board.columns[m]), place(board.columns[m + 1])));
    if (card.doneAt) rows.push(entry('done', 40));
    while (rows.length < HISTORY_PER_CARD)
      rows.push(entry(rows.length % 2 ? 'renamed' : 'stickerChanged', 2 + rows.length));
    history.push(...rows);
    members.push({ cardId: card.id, userId: people[n % 5].id, isResponsible: 0 as const, createdAt: card.createdAt });
    if (n % 3 === 0)
      members.push({
        cardId: card.id,
        userId: people[(n + 1) % 5].id,
        isResponsible: 1 as const,
        createdAt: card.createdAt,
      });
    const value = (type: string, stored: unknown) => ({
      cardId: card.id,
      boardStickerId: board.stickers[type],
      value: JSON.stringify(stored),
      dueAt: null,
      updatedBy: null,
      createdAt: card.createdAt,
      updatedAt: card.createdAt,
    });
    const lap = (hours: number, minutes: number) => ({
      start: { time: at(hours) },
      end: { time: iso(created + hours * 3_600_000 + minutes * 60_000) },
    });
    if (n % 3 === 0)
      stickers.push(
        value('timeTracking', { plan: { hours: n % 8, minutes: 30 }, fact: { hours: n % 9, minutes: 15 } }),
      );
    if (n % 5 === 0) stickers.push(value('stopwatch', [lap(3, 25), lap(20, 40)]));
    if (n % 7 === 0) stickers.push(value('timer', { initialValue: 3_600_000, history: [lap(5, 30)] }));
    if (n % 4 === 0)
      stickers.push(value('deadline', { endDate: at(72), startDate: null, showTime: true, notification: null }));
    if (n % 50 === 0) stickers.push(value('regularTask', { every: 1, unit: 'week' }));
  }
  await bulk(db, 'cardHistory', history, 2000);
  await bulk(db, 'cardMembers', members, 2000);
  await bulk(db, 'cardStickers', stickers, 1000);
  console.log(
    `  filled ${ids.length} cards, ${history.length} history entries, ${members.length} members, ${stickers.length} card stickers in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return { companyId: company.id as number, token: owner.token, boardId: boards[0].id, userId: people[1].id };
}

async function time(built: BuiltApp, url: string, token: string) {
  await call(built, 'GET', url, token); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now();
    await call(built, 'GET', url, token);
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return {
    median: Number(samples[Math.floor(samples.length / 2)].toFixed(1)),
    max: Number(samples.at(-1)!.toFixed(1)),
  };
}

async function benchDialect(dialect: 'sqlite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamspace-bench-reports-'));
  const database = dialect === 'postgres' ? `teamspace_bench_${crypto.randomBytes(5).toString('hex')}` : null;
  if (database) await adminQuery(`CREATE DATABASE ${database}`);
  const config: ServerConfig = {
    ...loadConfig({
      DATA_DIR: dataDir,
      CLIENT_DIR: path.join(dataDir, 'no-client'),
      LOG_LEVEL: 'warn',
      ...(database ? { DATABASE_URL: PG_ADMIN.replace(/\/[^/]*$/, `/${database}`) } : {}),
    }),
    argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
  };
  const built = await buildApp(config);
  try {
    console.log(`${dialect}:`);
    const world = await fill(built);
    if (dialect === 'postgres')
      await built.app.db
        .executeQuery({ sql: 'analyze', parameters: [], query: { kind: 'RawNode' } } as never)
        .catch(() => undefined);
    const base = `/reports/company/${world.companyId}`;
    const today = new Date().toISOString().slice(0, 10);
    const yearAgo = new Date(Date.now() - 364 * DAY).toISOString().slice(0, 10);
    const cases: [string, string][] = [
      ['default period (84 days)', base],
      ['a whole year', `${base}?from=${yearAgo}&to=${today}`],
      ['a year, one board', `${base}?from=${yearAgo}&to=${today}&boardIds=${world.boardId}`],
      ['a year, one person', `${base}?from=${yearAgo}&to=${today}&userIds=${world.userId}`],
    ];
    for (const [label, url] of cases) {
      const result = await time(built, url, world.token);
      console.log(`  GET reports, ${label}: median ${result.median} ms, max ${result.max} ms (${RUNS} runs)`);
    }
  } finally {
    await built.close();
    if (database) await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  for (const dialect of ['sqlite', 'postgres'] as const) if (!ONLY || ONLY === dialect) await benchDialect(dialect);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
