/**
 * Live load benchmark (DESIGN §7 "a card change reaches watching sockets", DESIGN §3 Live events):
 * 300 sockets (socket.io-client, websocket transport) join one board with `board:join`; 5 writers
 * rename cards of that board at 20 requests/s each over the socket `api` (or HTTP PUT with
 * `--http`) for a fixed time. Each rename carries its sequence number in the card name; the
 * delivery latency of one event is the time from the writer's send to a watcher's receipt of
 * `board:card:updated` (one clock: writers and watchers live in this process). Writers send on a
 * fixed schedule without waiting for answers, so a slow server shows as latency, not as fewer sends.
 * Reports writes sent / acknowledged, writer errors (non-2xx or no answer in 5 s), events expected
 * (acknowledged writes × watchers) / received / missed, and p50/p95/p99/max delivery in ms.
 * Targets on a quiet 2-core machine: 0 errors, 0 missed, p99 20 ms (SQLite) / 29 ms (PostgreSQL).
 *
 * The server runs as a child process (`node --import tsx src/server/server.ts`, as `npm start`
 * does) so its CPU is its own, on a temporary SQLite file, or with `--pg` on a fresh PostgreSQL
 * database (created on TEST_POSTGRES_URL's server, default postgres://postgres@127.0.0.1:5432,
 * dropped afterwards). Exit code 1 when a write failed or an event was missed.
 * Run: `npm run bench:live -- [--duration 20] [--sockets 300] [--writers 5] [--rate 20] [--pg] [--http]`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { io as connectSocket, type Socket } from 'socket.io-client';

const argv = process.argv.slice(2);
/** `--name value` or `--name=value`. */
const option = (name: string, fallback: number): number => {
  const index = argv.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (index < 0) return fallback;
  const value = argv[index].includes('=') ? argv[index].split('=')[1] : argv[index + 1];
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`--${name} needs a positive number`);
  return parsed;
};
const DURATION_S = option('duration', 20);
const SOCKETS = option('sockets', 300);
const WRITERS = option('writers', 5);
const RATE = option('rate', 20);
const POSTGRES = argv.includes('--pg');
const OVER_HTTP = argv.includes('--http');
const CARDS_PER_WRITER = 10;
const ANSWER_LIMIT_MS = 5_000;
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const root = path.resolve(__dirname, '../..');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

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

/** Starts the server; resolves once it answers. */
async function startServer(env: Record<string, string>, baseUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/server.ts')], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', RATE_USER_MAX: '100000000', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    try {
      const answer = await fetch(`${baseUrl}/auth/user`, { headers: { accept: 'application/json' } });
      await answer.arrayBuffer();
      if (answer.status === 401) return child;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error('server did not answer within 60 s');
}

/** CPU time (ms, user + system) a Linux process has used so far; NaN elsewhere. */
function cpuMsOf(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

async function json(baseUrl: string, token: string, method: string, url: string, body?: unknown) {
  const answer = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const parsed = (await answer.json()) as { data: { id: number; token: string } };
  if (answer.status >= 300) throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(parsed)}`);
  return parsed.data;
}

function openSocket(baseUrl: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connectSocket(baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      query: { token },
      reconnection: false,
      forceNew: true,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** A board with `WRITERS × CARDS_PER_WRITER` cards; returns the token, board and each writer's cards. */
async function setUp(baseUrl: string) {
  const registered = await fetch(`${baseUrl}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: 'load@example.com', password: 'benchmark-password', name: 'Load' }),
  });
  await registered.arrayBuffer();
  const token = registered.headers.get('authorization')?.replace(/^Bearer /, '');
  if (registered.status !== 201 || !token) throw new Error(`registration failed: ${registered.status}`);
  const company = await json(baseUrl, token, 'POST', '/company', { name: 'Load' });
  const project = await json(baseUrl, token, 'POST', `/company/${company.id}/projects`, { name: 'Load' });
  const board = await json(baseUrl, token, 'POST', `/project/${project.id}/boards`, { name: 'Live' });
  const column = await json(baseUrl, token, 'POST', `/editor/columns/${board.id}`, { name: 'Cards' });
  const cards: number[][] = [];
  for (let w = 0; w < WRITERS; w += 1) {
    cards.push([]);
    for (let c = 0; c < CARDS_PER_WRITER; c += 1) {
      cards[w].push((await json(baseUrl, token, 'POST', `/editor/card/${column.id}`, { name: `w${w} c${c}` })).id);
    }
  }
  return { token, boardId: board.id, cards };
}

interface Run {
  /** Send time (performance.now) by card name. */
  sentAt: Map<string, number>;
  acknowledged: Set<string>;
  errors: string[];
  latencies: number[];
  received: number;
  sent: number;
}

/** One writer: renames its cards on a fixed schedule of `RATE` per second until `endAt`. */
async function writer(baseUrl: string, token: string, index: number, cards: number[], endAt: number, run: Run) {
  const socket = OVER_HTTP ? null : await openSocket(baseUrl, token);
  const pending = new Map<string, (status: number) => void>();
  socket?.on('api', (reply: { requestId: string; status: number }) => pending.get(reply.requestId)?.(reply.status));
  const rename = (cardId: number, name: string): Promise<number> => {
    if (!socket)
      return fetch(`${baseUrl}/editor/card/${cardId}`, {
        method: 'PUT',
        headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ name }),
      }).then(async (answer) => (await answer.arrayBuffer(), answer.status));
    const requestId = crypto.randomUUID();
    return new Promise<number>((resolve) => {
      pending.set(requestId, (status) => (pending.delete(requestId), resolve(status)));
      socket.emit('api', { requestId, method: 'PUT', url: `/editor/card/${cardId}`, body: { name }, headers: {} });
    });
  };

  const answers: Promise<void>[] = [];
  const start = performance.now();
  for (let seq = 0; ; seq += 1) {
    const due = start + (seq * 1000) / RATE;
    if (due >= endAt) break;
    if (due > performance.now()) await sleep(due - performance.now());
    const name = `w${index} #${seq}`;
    run.sentAt.set(name, performance.now());
    run.sent += 1;
    const answered = rename(cards[seq % cards.length], name);
    const limit = sleep(ANSWER_LIMIT_MS).then(() => -1);
    answers.push(
      Promise.race([answered, limit]).then(
        (status) => {
          if (status >= 200 && status < 300) run.acknowledged.add(name);
          else run.errors.push(`${name}: ${status < 0 ? `no answer in ${ANSWER_LIMIT_MS} ms` : status}`);
        },
        (error: unknown) => void run.errors.push(`${name}: ${String(error)}`),
      ),
    );
  }
  await Promise.all(answers);
  socket?.close();
}

async function main(): Promise<void> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamspace-bench-live-'));
  const databaseName = POSTGRES ? `teamspace_bench_${crypto.randomBytes(6).toString('hex')}` : undefined;
  if (databaseName) await adminQuery(`CREATE DATABASE ${databaseName}`);
  const env: Record<string, string> = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  env.CLIENT_DIR = path.join(dataDir, 'no-client');
  if (databaseName) env.DATABASE_URL = ADMIN_URL.replace(/\/[^/]*$/, `/${databaseName}`);
  const server = await startServer(env, baseUrl);
  const watchers: Socket[] = [];

  try {
    const { token, boardId, cards } = await setUp(baseUrl);
    const run: Run = { sentAt: new Map(), acknowledged: new Set(), errors: [], latencies: [], received: 0, sent: 0 };
    const seenBy = new Map<string, number>();
    for (let i = 0; i < SOCKETS; i += 50) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(50, SOCKETS - i) }, () => openSocket(baseUrl, token)),
      );
      for (const socket of batch) {
        const ack = (await socket.timeout(5000).emitWithAck('board:join', { boardId })) as { ok: boolean };
        if (!ack.ok) throw new Error(`board:join refused: ${JSON.stringify(ack)}`);
        socket.on('board:card:updated', (card: { name: string }) => {
          const sentAt = run.sentAt.get(card.name);
          if (sentAt === undefined) return;
          run.latencies.push(performance.now() - sentAt);
          run.received += 1;
          seenBy.set(card.name, (seenBy.get(card.name) ?? 0) + 1);
        });
        watchers.push(socket);
      }
    }

    const serverCpuBefore = cpuMsOf(server.pid ?? 0);
    const benchCpuBefore = process.cpuUsage();
    const startedAt = performance.now();
    const endAt = performance.now() + DURATION_S * 1000;
    await Promise.all(cards.map((own, index) => writer(baseUrl, token, index, own, endAt, run)));
    // Let the last events arrive (up to 5 s). Events of writes without an answer count apart.
    const expected = run.acknowledged.size * SOCKETS;
    const receivedOfAcknowledged = () => [...run.acknowledged].reduce((sum, name) => sum + (seenBy.get(name) ?? 0), 0);
    for (let waited = 0; receivedOfAcknowledged() < expected && waited < 5000; waited += 50) await sleep(50);

    const benchCpu = process.cpuUsage(benchCpuBefore);
    const elapsedMs = performance.now() - startedAt;
    const serverCpu = cpuMsOf(server.pid ?? 0) - serverCpuBefore;
    const received = receivedOfAcknowledged();
    const missed = expected - received;
    const sorted = [...run.latencies].sort((a, b) => a - b);
    const ms = (value: number) => value.toFixed(1);
    const database = POSTGRES ? 'PostgreSQL' : 'SQLite';
    console.log(
      `\nLive load on ${database}: ${SOCKETS} watching sockets, ${WRITERS} writers × ${RATE}/s for ${DURATION_S} s ` +
        `over ${OVER_HTTP ? 'HTTP PUT' : 'the socket api'}; server in a child process; ` +
        `${os.cpus().length} cores, Node ${process.version}\n`,
    );
    console.log(`writes sent ${run.sent}, acknowledged ${run.acknowledged.size}, errors ${run.errors.length}`);
    console.log(
      `events expected ${expected}, received ${received}, missed ${missed} ` +
        `(+${run.received - received} of writes without an answer)`,
    );
    console.log(
      `delivery ms: p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  ` +
        `p99 ${ms(percentile(sorted, 99))}  max ${ms(sorted[sorted.length - 1] ?? NaN)}`,
    );
    // Near 100% of a core, either side is the bottleneck and the latencies measure its queue.
    const busy = (cpuMs: number) => `${Math.round((100 * cpuMs) / elapsedMs)}% of a core`;
    console.log(
      `CPU during the run: server ${busy(serverCpu)}, this process (watchers + writers) ${busy((benchCpu.user + benchCpu.system) / 1000)}`,
    );
    console.log(`target (quiet machine): 0 errors, 0 missed, p99 ≤ ${POSTGRES ? 29 : 20} ms\n`);
    run.errors.slice(0, 10).forEach((line) => console.log(`error: ${line}`));
    if (run.errors.length > 0 || missed > 0) process.exitCode = 1;
  } finally {
    watchers.forEach((socket) => socket.close());
    await new Promise<void>((resolve) => {
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
      setTimeout(() => server.kill('SIGKILL'), 10_000).unref();
    });
    if (databaseName) await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
