/**
 * Server test harness (STYLE "Tests"): the real app in-process, listening on a free port, on a
 * temporary SQLite file or on a fresh PostgreSQL database created for the test file and dropped
 * afterwards. `forEachDialect` runs a block on both; when PostgreSQL does not answer at
 * 127.0.0.1:5432 its cases are skipped and a console line says so.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { io as connectSocket, type Socket as ClientSocket } from 'socket.io-client';
import { buildApp, type BuiltApp } from '../../src/server/app';
import { loadConfig, type ServerConfig } from '../../src/server/config';

/** Parsed JSON of an answer: tests read arbitrary fields of it and assert them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertion helpers read arbitrary JSON
export type Json = any;

export const DIALECTS = ['sqlite', 'postgres'] as const;
export type Dialect = (typeof DIALECTS)[number];

/** Maintenance database where per-file test databases are created. */
export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let postgresUp: boolean | undefined;

/** Whether PostgreSQL answers a query (checked once per test file, synchronously, 3 s limit). */
export function postgresAvailable(): boolean {
  if (postgresUp === undefined) {
    const probe =
      `const pg=require('pg');const c=new pg.Client({connectionString:process.argv[1],connectionTimeoutMillis:2500});` +
      `c.connect().then(()=>c.query('select 1')).then(()=>process.exit(0),()=>process.exit(1));`;
    const result = spawnSync(process.execPath, ['-e', probe, POSTGRES_ADMIN_URL], {
      timeout: 4000,
      cwd: path.resolve(__dirname, '../..'),
    });
    postgresUp = result.status === 0;
  }
  return postgresUp;
}

/** A running test server. */
export interface TestServer extends BuiltApp {
  baseUrl: string;
  config: ServerConfig;
  dialect: Dialect;
  /**
   * Closes the app but keeps its database and data dir, so a restart test can start another server
   * on them (`startServer(dialect, {dataDir, databaseUrl})` with this one's config); `close()`
   * afterwards still removes them.
   */
  stop(): Promise<void>;
}

/** Config for tests: quiet, cheap argon2, generous limits, temp data dir; `overrides` win. */
export function testConfig(dataDir: string, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const base = loadConfig({ DATA_DIR: dataDir, CLIENT_DIR: path.join(dataDir, 'no-client'), LOG_LEVEL: 'silent' });
  return {
    ...base,
    argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
    rateLimits: {
      loginFailures: { max: 1000, windowMs: 60_000 },
      registrations: { max: 1000, windowMs: 60_000 },
      emailCodes: { max: 1000, windowMs: 60_000 },
      perUser: { max: 100_000, windowMs: 60_000 },
    },
    ...overrides,
  };
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Starts the app with `listen(0)`; on PostgreSQL in a new database that `close()` drops. */
export async function startServer(dialect: Dialect, overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamspace-test-'));
  let databaseName: string | undefined;
  if (dialect === 'postgres') {
    databaseName = `teamspace_test_${crypto.randomBytes(6).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${databaseName}`);
  }
  const config = testConfig(dataDir, {
    ...(databaseName ? { databaseUrl: POSTGRES_ADMIN_URL.replace(/\/[^/]*$/, `/${databaseName}`) } : {}),
    ...overrides,
  });
  const built = await buildApp(config);
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  let stopped = false;
  return {
    ...built,
    baseUrl: `http://127.0.0.1:${port}`,
    config,
    dialect,
    stop: async () => {
      if (!stopped) await built.close();
      stopped = true;
    },
    close: async () => {
      if (!stopped) await built.close();
      stopped = true;
      if (databaseName) await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What a test body gets: the server of its block (set in beforeAll). */
export interface ServerRef {
  readonly server: TestServer;
}

/**
 * Inside a `describe` of one dialect: when it is PostgreSQL and no server answers, registers one
 * skipped test, says so on the console and returns true (the caller registers nothing else).
 */
export function skipUnavailableDialect(dialect: Dialect, title: string): boolean {
  if (dialect !== 'postgres' || postgresAvailable()) return false;
  console.log(`PostgreSQL was skipped: no server answered at ${POSTGRES_ADMIN_URL} ("${title}" ran on SQLite only).`);
  test.skip('PostgreSQL is not available', () => {});
  return true;
}

/**
 * `describe.each` over both dialects with one server per block (started in beforeAll, closed in
 * afterAll). PostgreSQL cases are skipped, with a console line, when no server answers.
 */
export function forEachDialect(
  title: string,
  body: (ref: ServerRef, dialect: Dialect) => void,
  overrides: Partial<ServerConfig> = {},
): void {
  describe.each(DIALECTS)(`${title} (%s)`, (dialect) => {
    if (skipUnavailableDialect(dialect, title)) return;
    let current: TestServer | undefined;
    const ref: ServerRef = {
      get server() {
        if (!current) throw new Error('server not started');
        return current;
      },
    };
    beforeAll(async () => {
      current = await startServer(dialect, overrides);
    });
    afterAll(async () => {
      await current?.close();
    });
    body(ref, dialect);
  });
}

/** JSON API call with the client's headers (Accept: application/json). */
export async function call(
  server: TestServer,
  method: string,
  url: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string>; raw?: string } = {},
): Promise<{ status: number; body: Json; headers: Headers }> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let payload: string | undefined = options.raw;
  if (options.body !== undefined) {
    payload = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${server.baseUrl}${url}`, { method, headers, body: payload });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body, headers: response.headers };
}

/** The token of an answer's `Authorization: Bearer …` header. */
export function tokenOf(headers: Headers): string {
  const match = /^Bearer (\S+)$/.exec(headers.get('authorization') ?? '');
  if (!match) throw new Error(`no Bearer token in the answer (authorization: ${headers.get('authorization')})`);
  return match[1];
}

let counter = 0;
/** A unique e-mail for this test run. */
export const uniqueEmail = (label = 'user'): string =>
  `${label}.${Date.now().toString(36)}.${(counter += 1)}@example.com`;

/** Registers a fresh user; returns its token, e-mail and password. */
export async function registerUser(
  server: TestServer,
  name = 'Test User',
): Promise<{ token: string; email: string; password: string; user: Json }> {
  const email = uniqueEmail();
  const password = 'correct horse 1';
  const response = await call(server, 'POST', '/auth/register', { body: { email, password, name } });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { token: tokenOf(response.headers), email, password, user: response.body.data.user };
}

/** A connected socket.io client (websocket only, no reconnection). Rejects with the connect error. */
export function openSocket(
  server: TestServer,
  token: string | undefined,
  via: 'query' | 'auth' = 'query',
): Promise<ClientSocket> {
  return new Promise((resolve, reject) => {
    const socket = connectSocket(server.baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      ...(token === undefined ? {} : via === 'query' ? { query: { token } } : { auth: { token } }),
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Sends one socket `api` request and resolves with the matching reply. */
export function socketCall(
  socket: ClientSocket,
  request: { method: string; url: string; body?: unknown; headers?: Record<string, string> },
  timeoutMs = 5000,
): Promise<{ requestId: string; status: number; data: Json; error?: string; headers: Record<string, string> }> {
  const requestId = crypto.randomUUID();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off('api', onReply);
      reject(new Error(`no api reply for ${request.method} ${request.url}`));
    }, timeoutMs);
    const onReply = (reply: { requestId: string } & Record<string, Json>) => {
      if (reply.requestId !== requestId) return;
      clearTimeout(timer);
      socket.off('api', onReply);
      resolve(reply as Json);
    };
    socket.on('api', onReply);
    socket.emit('api', { requestId, headers: {}, ...request });
  });
}

/** Collects every `event` a socket receives. */
export function collect(socket: ClientSocket, event: string): unknown[] {
  const received: unknown[] = [];
  socket.on(event, (payload: unknown) => received.push(payload));
  return received;
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
