/**
 * Chat benchmark (issue 16 "Speed"). Servers run as forked children (scripts/bench/chatServer.ts)
 * so their CPU is their own; sockets and senders live in this process. Prints, in ms:
 * (a) history: a room with 100,000 messages; server time (around app.inject: the whole Fastify
 *     pipeline, no network) of GET /chat/rooms/{id}/messages for the last page, a `before` page in
 *     the middle of history and one near its start: median and p99 over 50 runs, on SQLite and on
 *     PostgreSQL when it answers (a fresh database on TEST_POSTGRES_URL's server, dropped after);
 * (b) fan-out: 200 members watch the room through socket.io; one sends 200 messages one after the
 *     other (POST, then the next --gap ms after its answer, default 50); latency from the POST to each watcher's
 *     `chat:message:created`: p50/p99/max on one instance (SQLite), and with Redis (REDIS_URL or the
 *     local one) across two instances sharing one SQLite file, 100 watchers on each.
 * Budgets: last page < 100 ms; fan-out p99 < 50 ms on one instance, < 100 ms on two.
 * Run: `npm run bench:chat` (options: --messages=100000 --runs=50 --watchers=200 --sends=200 --gap=50 --no-pg --no-redis --no-history).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { json } from './benchHttp';
import { company, startInstance, type Instance } from './chatBenchClient';

const option = (name: string, fallback: number): number => {
  const found = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
const MESSAGES = option('messages', 100_000);
const RUNS = option('runs', 50);
const WATCHERS = option('watchers', 200);
const SENDS = option('sends', 200);
/** Pause between an answer and the next send (ms): a busy room, not a flood the test's own 200 clients cannot decode. */
const GAP = option('gap', 50);
const PG_ADMIN = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const fixed = (n: number) => Number(n.toFixed(1));
  return {
    median: fixed(percentile(sorted, 50)),
    p99: fixed(percentile(sorted, 99)),
    max: fixed(sorted.at(-1) ?? NaN),
  };
};

/** (a): server time of history pages in a room of MESSAGES messages. */
async function history(label: string, env: Record<string, string>): Promise<void> {
  const server = await startInstance(env);
  try {
    const { companyId, people } = await company(server.baseUrl, 2);
    const { roomId } = await server.ask<{ roomId: number }>({
      type: 'room',
      companyId,
      userIds: people.map((p) => p.id),
    });
    const seeded = performance.now();
    const { firstId, lastId } = await server.ask<{ firstId: number; lastId: number }>({
      type: 'history',
      roomId,
      authorId: people[0].id,
      count: MESSAGES,
    });
    console.log(`${label}: seeded ${MESSAGES} messages in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
    const pages = {
      'last page': `/chat/rooms/${roomId}/messages`,
      'before (middle)': `/chat/rooms/${roomId}/messages?before=${Math.floor((firstId + lastId) / 2)}`,
      'before (near start)': `/chat/rooms/${roomId}/messages?before=${firstId + 100}`,
      'around (middle)': `/chat/rooms/${roomId}/messages?around=${Math.floor((firstId + lastId) / 2)}`,
      'search "deploy"': `/chat/company/${companyId}/search?q=deploy&limit=50`,
    };
    for (const [name, url] of Object.entries(pages)) {
      await server.ask({ type: 'time', url, token: people[1].token, runs: 3 });
      const { ms } = await server.ask<{ ms: number[] }>({ type: 'time', url, token: people[1].token, runs: RUNS });
      console.log(`  ${label} ${name}: ${JSON.stringify(stats(ms))} ms over ${RUNS} runs`);
    }
  } finally {
    await server.stop();
  }
}

/** (b): latency from POST to each watcher's receipt, watchers spread over `instances`. */
async function fanOut(label: string, instances: Instance[]): Promise<void> {
  const [first] = instances;
  const { companyId, people } = await company(first.baseUrl, WATCHERS + 1);
  const [sender, ...watchers] = people;
  const { roomId } = await first.ask<{ roomId: number }>({ type: 'room', companyId, userIds: people.map((p) => p.id) });
  const sentAt = new Map<number, number>();
  const latencies: number[] = [];
  let received = 0;
  const sockets: Socket[] = [];
  for (const [index, who] of watchers.entries()) {
    const instance = instances[index % instances.length];
    const socket = connectSocket(instance.baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      query: { token: who.token },
    });
    await new Promise<void>((resolve, reject) => socket.once('connect', () => resolve()).once('connect_error', reject));
    socket.on('chat:message:created', (message: { text: string }) => {
      const seq = Number(message.text.split(' ')[1]);
      const at = sentAt.get(seq);
      if (at !== undefined) latencies.push(performance.now() - at);
      received += 1;
    });
    sockets.push(socket);
  }
  for (const [index, instance] of instances.entries()) {
    const mine = sockets.filter((_, k) => k % instances.length === index).map((socket) => socket.id as string);
    await instance.ask({ type: 'join', socketIds: mine, roomId });
  }
  await sleep(500);
  const answers: number[] = [];
  for (let seq = 0; seq < SENDS; seq += 1) {
    sentAt.set(seq, performance.now());
    await json(first.baseUrl, 'POST', `/chat/rooms/${roomId}/messages`, sender.token, { text: `bench ${seq}` });
    answers.push(performance.now() - (sentAt.get(seq) ?? 0));
    await sleep(GAP);
  }
  const deadline = Date.now() + 10_000;
  while (received < SENDS * watchers.length && Date.now() < deadline) await sleep(50);
  for (const socket of sockets) socket.close();
  console.log(
    `  ${label}, ${GAP} ms between sends: ${received}/${SENDS * watchers.length} receipts, ` +
      `latency ${JSON.stringify(stats(latencies))} ms; POST answered in ${JSON.stringify(stats(answers))} ms`,
  );
}

async function postgresUrl(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: PG_ADMIN, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `teamspace_bench_chat_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    url: PG_ADMIN.replace(/\/[^/]*$/, `/${name}`),
    drop: async () => {
      const client = new pg.Client({ connectionString: PG_ADMIN });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function main(): Promise<void> {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamspace-bench-chat-'));
    dirs.push(dir);
    return dir;
  };
  try {
    const skipHistory = process.argv.includes('--no-history');
    if (!skipHistory) console.log(`(a) history of a room with ${MESSAGES} messages, server time`);
    if (!skipHistory) await history('SQLite', { DATA_DIR: dataDir() });
    const database = process.argv.includes('--no-pg') || skipHistory ? null : await postgresUrl();
    if (database) {
      try {
        await history('PostgreSQL', { DATA_DIR: dataDir(), DATABASE_URL: database.url });
      } finally {
        await database.drop();
      }
    } else console.log('  PostgreSQL skipped (not reachable or --no-pg)');

    console.log(`(b) fan-out: ${WATCHERS} watchers, ${SENDS} messages`);
    const single = await startInstance({ DATA_DIR: dataDir() });
    try {
      await fanOut('one instance (SQLite)', [single]);
    } finally {
      await single.stop();
    }
    if (!process.argv.includes('--no-redis')) {
      const shared = dataDir();
      const a = await startInstance({ DATA_DIR: shared, REDIS_URL: REDIS });
      const b = await startInstance({ DATA_DIR: shared, REDIS_URL: REDIS });
      try {
        await fanOut('two instances over Redis (SQLite)', [a, b]);
      } finally {
        await Promise.all([a.stop(), b.stop()]);
      }
    }
  } finally {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
