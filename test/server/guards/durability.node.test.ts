/**
 * Durability: the real server (a child process, as `npm start` runs it) is killed with SIGKILL in
 * the middle of concurrent writes — card creations, moves between and within lists, sticker values,
 * comments — then started again on the same data. Every write that was acknowledged (2xx) before
 * the kill must be there: cards with their name and task number, moved cards in the acknowledged
 * column (or the one of a move still in flight), sticker values and comments. The data stays
 * consistent (DESIGN §4): task numbers unique and never reused, sorts unique per list, history and
 * comment counts equal to their rows; on SQLite `PRAGMA integrity_check` is ok on the file the kill
 * left (WAL included), and the server starts cleanly on it. Several rounds on SQLite and PostgreSQL.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { SQLITE_FILE } from '../../../src/server/db/createDatabase';
import { DIALECTS, POSTGRES_ADMIN_URL, skipUnavailableDialect, type Json } from '../harness';
import { childServer, freePort, type ChildServer } from './childServer';
import { Ledger, runWriters, World } from './durabilityWriters';

const ROUNDS = 4;
const WRITERS = 4;

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Runs read-only SQL on the server's database (snake_case rows). */
type Query = (sql: string) => Promise<Json[]>;

async function withDatabase<T>(dataDir: string, databaseUrl: string | undefined, use: (q: Query) => Promise<T>) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await use(async (sql) => (await client.query(sql)).rows);
    } finally {
      await client.end();
    }
  }
  const database = new SQLite(path.join(dataDir, SQLITE_FILE), { readonly: true, fileMustExist: true });
  try {
    return await use(async (sql) => database.prepare(sql).all() as Json[]);
  } finally {
    database.close();
  }
}

/** `PRAGMA integrity_check` on the file exactly as the kill left it (WAL not checkpointed). */
function sqliteIntegrity(dataDir: string): string {
  const database = new SQLite(path.join(dataDir, SQLITE_FILE), { readonly: true, fileMustExist: true });
  try {
    return String(database.pragma('integrity_check', { simple: true }));
  } finally {
    database.close();
  }
}

/** Every problem found in the database against the ledger of acknowledged writes. */
async function problemsOf(q: Query, world: World, ledger: Ledger): Promise<string[]> {
  const problems: string[] = [];
  const cards = new Map<number, Json>(
    (await q(`SELECT id, counter, name, column_id FROM cards WHERE board_id = ${world.boardId}`)).map((row) => [
      Number(row.id),
      row,
    ]),
  );
  for (const [id, card] of ledger.cards) {
    const row = cards.get(id);
    if (!row) problems.push(`acknowledged card ${id} (${card.name}) is missing`);
    else {
      if (Number(row.counter) !== card.counter) problems.push(`card ${id} counter ${row.counter} ≠ ${card.counter}`);
      if (row.name !== card.name) problems.push(`card ${id} name ${row.name} ≠ ${card.name}`);
      const allowed = [card.columnId, ...card.pendingColumnIds];
      if (!allowed.includes(Number(row.column_id)))
        problems.push(`card ${id} in column ${row.column_id}, acknowledged ${card.columnId}`);
    }
  }
  const comments = new Map((await q('SELECT id, card_id, text FROM comments')).map((row) => [Number(row.id), row]));
  for (const comment of ledger.comments) {
    const row = comments.get(comment.id);
    if (!row || Number(row.card_id) !== comment.cardId || row.text !== comment.text)
      problems.push(`acknowledged comment ${comment.id} on card ${comment.cardId} is missing or changed`);
  }
  const stickers = await q(`SELECT card_id, value FROM card_stickers WHERE board_sticker_id = ${world.stickerId}`);
  const stickerValues = new Map(stickers.map((row) => [Number(row.card_id), JSON.parse(row.value ?? 'null')]));
  for (const [id, card] of ledger.cards) {
    if (card.sticker !== undefined && stickerValues.get(id)?.value !== card.sticker)
      problems.push(`acknowledged sticker value of card ${id} is ${JSON.stringify(stickerValues.get(id))}`);
  }
  const counters = await q(
    `SELECT counter, COUNT(*) AS n FROM cards WHERE company_id = ${world.companyId} GROUP BY counter HAVING COUNT(*) > 1`,
  );
  counters.forEach((row) => problems.push(`task number ${row.counter} is used ${row.n} times`));
  const [company] = await q(
    `SELECT task_counter, (SELECT MAX(counter) FROM cards WHERE company_id = ${world.companyId}) AS top FROM companies WHERE id = ${world.companyId}`,
  );
  if (Number(company.task_counter) < Number(company.top))
    problems.push(`company task counter ${company.task_counter} is below the highest task number ${company.top}`);
  const sorts = await q(
    `SELECT column_id, parent_card_id, sort, COUNT(*) AS n FROM cards WHERE board_id = ${world.boardId}
     GROUP BY column_id, parent_card_id, archived_at IS NULL, sort HAVING COUNT(*) > 1`,
  );
  sorts.forEach((row) => problems.push(`sort ${row.sort} appears ${row.n} times in column ${row.column_id}`));
  const histories = await q(
    `SELECT id, history_count, (SELECT COUNT(*) FROM card_history h WHERE h.card_id = c.id) AS entries,
            message_count, (SELECT COUNT(*) FROM comments m WHERE m.card_id = c.id) AS messages
     FROM cards c WHERE board_id = ${world.boardId}`,
  );
  for (const row of histories) {
    if (Number(row.history_count) !== Number(row.entries))
      problems.push(`card ${row.id} history count ${row.history_count} ≠ ${row.entries} entries`);
    if (Number(row.message_count) !== Number(row.messages))
      problems.push(`card ${row.id} message count ${row.message_count} ≠ ${row.messages} comments`);
  }
  return problems;
}

/** Highest task number in the company (acknowledged or not). */
async function topCounter(q: Query, companyId: number): Promise<number> {
  const [row] = await q(`SELECT MAX(counter) AS top FROM cards WHERE company_id = ${companyId}`);
  return Number(row.top ?? 0);
}

describe.each(DIALECTS)('kill -9 in the middle of writes (%s)', (dialect) => {
  if (skipUnavailableDialect(dialect, 'durability')) return;

  let dataDir: string;
  let databaseName: string | undefined;
  let databaseUrl: string | undefined;
  let server: ChildServer;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamspace-durability-'));
    if (dialect === 'postgres') {
      databaseName = `teamspace_test_${crypto.randomBytes(6).toString('hex')}`;
      await adminQuery(`CREATE DATABASE ${databaseName}`);
      databaseUrl = POSTGRES_ADMIN_URL.replace(/\/[^/]*$/, `/${databaseName}`);
    }
    server = childServer(await freePort(), {
      DATA_DIR: dataDir,
      CLIENT_DIR: path.join(dataDir, 'no-client'),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    await server.start();
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    if (databaseName) await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test(`every acknowledged write survives ${ROUNDS} kills and the data stays consistent`, async () => {
    const world = await World.create(server.baseUrl);
    const ledger = new Ledger();
    let logs = '';

    for (let round = 1; round <= ROUNDS; round += 1) {
      const ackedBefore = ledger.acknowledged;
      const killAfter = ackedBefore + 20 + crypto.randomInt(40);
      const writers = runWriters(world, ledger, WRITERS, round);
      // (Writers end early only if the server died by itself: then the refusals say why.)
      await Promise.race([ledger.waitFor(killAfter), writers]);
      expect(ledger.refusals).toEqual([]);
      logs += server.output();
      ledger.killing = true;
      await server.kill9();
      await writers;
      ledger.killing = false;
      expect(ledger.acknowledged).toBeGreaterThanOrEqual(killAfter);

      if (dialect === 'sqlite') {
        // The kill leaves the write-ahead log behind; the restart below must recover it.
        expect(fs.existsSync(path.join(dataDir, `${SQLITE_FILE}-wal`))).toBe(true);
        expect(sqliteIntegrity(dataDir)).toBe('ok');
      }

      // A clean start on what the kill left: no stale lock, the WAL recovered, migrations a no-op.
      await server.start();
      const before = await withDatabase(dataDir, databaseUrl, (q) => topCounter(q, world.companyId));
      expect(await withDatabase(dataDir, databaseUrl, (q) => problemsOf(q, world, ledger))).toEqual([]);

      // The server goes on: a new card gets a task number above every one used before the kill.
      const next = await world.createCard(world.columnIds[0], `after round ${round}`);
      expect(next.counter).toBeGreaterThan(before);
      ledger.addCard(next.id, next.counter, `after round ${round}`, world.columnIds[0]);
    }

    logs += server.output();
    expect(ledger.refusals).toEqual([]);
    expect(logs.split('\n').filter((line) => /"level":(50|60)/.test(line))).toEqual([]);
    expect(ledger.cards.size).toBeGreaterThan(ROUNDS * 10);
  }, 120_000);
});
