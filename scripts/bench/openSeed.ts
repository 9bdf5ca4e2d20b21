/**
 * Server and data of the open benchmark (issue 13 item 8).
 * - `startBenchServer`: the real server as a child process through `node scripts/start.mjs` (the
 *   `npm start` path: it builds the client with webpack first when dist/ is missing or older than
 *   its sources) on a free port, a temporary DATA_DIR with SQLite, or with `pg` a fresh PostgreSQL
 *   database created on TEST_POSTGRES_URL's server (default postgres://postgres@127.0.0.1:5432) and
 *   dropped by `stop()`. The per-user rate limit is lifted; the server's CPU is its own. `prepare`
 *   runs on that data dir / database (the server's env) before the server starts, e.g. the demo
 *   seed of `--seeded` (openSeeded.ts).
 * - `seedBenchBoards`: through the real API, users A (owner) and B (joins by invitation link), a
 *   company, and per board size a project holding one imported board (openBoardFile.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { BENCH_COLUMNS, benchCardName, generateBoardFile } from './openBoardFile';

const ROOT = path.resolve(__dirname, '../..');
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Generous: the first start may build the client (webpack, several minutes on 2 busy cores). */
const START_LIMIT_MS = 20 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A running server to measure. */
export interface BenchServer {
  baseUrl: string;
  /** 'SQLite', 'PostgreSQL', or 'external' for `--base-url`. */
  database: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Resolves once `baseUrl` answers `GET /auth/user` with 401 (listening, no session). */
async function waitUntilAnswering(child: ChildProcess, baseUrl: string): Promise<void> {
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode})`);
    try {
      const answer = await fetch(`${baseUrl}/auth/user`, { headers: { accept: 'application/json' } });
      await answer.arrayBuffer();
      if (answer.status === 401) return;
    } catch {
      // not listening yet (or still building the client)
    }
    await sleep(200);
  }
  throw new Error(`server did not answer within ${START_LIMIT_MS / 60_000} min`);
}

/** Starts the server (see the file comment); `stop()` shuts it down and removes its data. */
export async function startBenchServer(options: {
  pg: boolean;
  prepare?: (env: Record<string, string>) => Promise<void>;
}): Promise<BenchServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamspace-bench-open-'));
  const databaseName = options.pg ? `teamspace_bench_${crypto.randomBytes(6).toString('hex')}` : undefined;
  if (databaseName) await adminQuery(`CREATE DATABASE ${databaseName}`);
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_USER_MAX: '100000000',
    DATABASE_URL: databaseName ? ADMIN_URL.replace(/\/[^/]*$/, `/${databaseName}`) : '',
  };
  const removeData = async () => {
    if (databaseName) await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  if (options.prepare) {
    try {
      await options.prepare(env);
    } catch (error) {
      await removeData();
      throw error;
    }
  }
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const cleanUp = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      });
    }
    await removeData();
  };
  try {
    await waitUntilAnswering(child, baseUrl);
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return { baseUrl, database: databaseName ? 'PostgreSQL' : 'SQLite', stop: cleanUp };
}

/** One JSON call; returns the envelope's `data` (throws on a non-2xx answer). */
export async function apiCall<T>(baseUrl: string, token: string, method: string, url: string, body?: unknown) {
  const answer = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  if (answer.status >= 300) throw new Error(`${method} ${url}: ${answer.status} ${text.slice(0, 500)}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** Registers a fresh account; returns its bearer token. */
async function register(baseUrl: string, label: string): Promise<string> {
  const id = `${Date.now().toString(36)}${crypto.randomBytes(3).toString('hex')}`;
  const answer = await fetch(`${baseUrl}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      email: `bench-open-${label.replace(/\W+/g, '-').toLowerCase()}.${id}@example.com`,
      password: 'bench-open-password',
      name: label,
    }),
  });
  const text = await answer.text();
  const token = answer.headers.get('authorization')?.replace(/^Bearer /, '');
  if (answer.status !== 201 || !token) throw new Error(`registration of ${label} failed: ${answer.status} ${text}`);
  return token;
}

/** A card the benchmark acts on: its id and its name as imported. */
export interface BenchCard {
  id: number;
  name: string;
}

/** A board to measure: an imported one (10 columns × `cardsPerColumn`) or the seeded demo board. */
export interface BenchBoard {
  /** Column heading of the report; default `${columns} × ${cardsPerColumn}`. */
  label?: string;
  columns: number;
  /** Cards per column (the seeded board: its top-level cards over its columns, rounded). */
  cardsPerColumn: number;
  projectId: number;
  boardId: number;
  /** Top card of column 1 (time to first card, its menu for "usable", dialog cold). */
  first: BenchCard;
  /** Second card of column 1 (dialog warm). */
  second: BenchCard;
  /** Top card of column 2 (renamed by B, watched in A). */
  renamed: BenchCard;
  /** RegExp source matching the board's card titles (cards drawn); default `BENCH_CARD_PATTERN`. */
  cardPattern?: string;
}

export interface BenchSeed {
  tokenA: string;
  tokenB: string;
  boards: BenchBoard[];
}

/** Users A and B, a company, and one project with one imported board per size (see the file comment). */
export async function seedBenchBoards(baseUrl: string, sizes: number[]): Promise<BenchSeed> {
  const tokenA = await register(baseUrl, 'Bench A');
  const tokenB = await register(baseUrl, 'Bench B');
  const company = await apiCall<{ id: number }>(baseUrl, tokenA, 'POST', '/company', { name: 'Open bench' });
  const link = await apiCall<{ token: string }>(baseUrl, tokenA, 'POST', `/company/${company.id}/links`, {});
  await apiCall(baseUrl, tokenB, 'POST', `/company/${company.id}/join/${link.token}`);
  const boards: BenchBoard[] = [];
  for (const cardsPerColumn of sizes) {
    const project = await apiCall<{ id: number }>(baseUrl, tokenA, 'POST', `/company/${company.id}/projects`, {
      name: `Open bench 10 × ${cardsPerColumn}`,
    });
    const report = await apiCall<{ boardId: number; cards: number }>(
      baseUrl,
      tokenA,
      'POST',
      `/project/${project.id}/import/board`,
      generateBoardFile(cardsPerColumn),
    );
    const columns = await apiCall<{ cards: BenchCard[] }[]>(
      baseUrl,
      tokenB,
      'GET',
      `/editor/columns/${report.boardId}`,
    );
    const find = (column: number, row: number): BenchCard => {
      const name = benchCardName(column, row);
      const card = columns[column - 1]?.cards.find((c) => c.name === name);
      if (!card) throw new Error(`card ${name} not on the first page of board ${report.boardId}`);
      return { id: card.id, name };
    };
    boards.push({
      columns: BENCH_COLUMNS,
      cardsPerColumn,
      projectId: project.id,
      boardId: report.boardId,
      first: find(1, 1),
      second: find(1, 2),
      renamed: find(2, 1),
    });
  }
  return { tokenA, tokenB, boards };
}
