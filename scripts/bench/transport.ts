/**
 * Transport benchmark (issue 2, DESIGN §7 budget "socket round trip of a small call p99 < 5 ms").
 * Starts the app in-process on a temporary SQLite database, registers a user, then measures
 * GET /auth/user: 1,000 sequential calls over the socket `api` transport and 1,000 over HTTP
 * (keep-alive fetch), and the socket's throughput with 50 calls in flight (5,000 calls).
 * Run: `npx tsx scripts/bench/transport.ts` (options: --calls=1000 --burst=5000 --inflight=50).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';

const option = (name: string, fallback: number): number => {
  const found = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
const CALLS = option('calls', 1000);
const BURST = option('burst', 5000);
const IN_FLIGHT = option('inflight', 50);
const WARMUP = 100;

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] };
};

/** One socket `api` call; resolves with the reply status. */
function makeSocketCaller(socket: Socket) {
  const pending = new Map<string, (status: number) => void>();
  socket.on('api', (reply: { requestId: string; status: number }) => {
    pending.get(reply.requestId)?.(reply.status);
    pending.delete(reply.requestId);
  });
  return (url: string) =>
    new Promise<number>((resolve) => {
      const requestId = crypto.randomUUID();
      pending.set(requestId, resolve);
      socket.emit('api', { requestId, method: 'GET', url, headers: { accept: 'application/json' } });
    });
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamspace-bench-'));
  // The per-user limit (10,000 calls a minute) would stop longer runs: lift it for the benchmark.
  const config = loadConfig({
    DATA_DIR: dataDir,
    CLIENT_DIR: path.join(dataDir, 'none'),
    LOG_LEVEL: 'warn',
    RATE_USER_MAX: '100000000',
  });
  const { app, close } = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  try {
    const registered = await fetch(`${baseUrl}/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: 'benchmark-password', name: 'Bench' }),
    });
    const token = registered.headers.get('authorization')?.replace(/^Bearer /, '');
    if (registered.status !== 201 || !token) throw new Error(`registration failed: ${registered.status}`);

    const socket = connectSocket(baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      query: { token },
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const socketCall = makeSocketCaller(socket);
    const httpCall = async (url: string) => {
      const response = await fetch(`${baseUrl}${url}`, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      });
      await response.arrayBuffer();
      return response.status;
    };

    const sequential = async (fn: (url: string) => Promise<number>) => {
      for (let i = 0; i < WARMUP; i += 1) await fn('/auth/user');
      const samples: number[] = [];
      for (let i = 0; i < CALLS; i += 1) {
        const started = performance.now();
        const status = await fn('/auth/user');
        samples.push(performance.now() - started);
        if (status !== 200) throw new Error(`GET /auth/user answered ${status}`);
      }
      return summary(samples);
    };

    const overSocket = await sequential(socketCall);
    const overHttp = await sequential(httpCall);

    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < BURST) {
          next += 1;
          const status = await socketCall('/auth/user');
          if (status !== 200) throw new Error(`GET /auth/user answered ${status}`);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    socket.close();

    const ms = (value: number) => value.toFixed(2).padStart(8);
    const rows = [
      ['transport', 'calls', 'median ms', 'p99 ms', 'max ms'],
      ['socket api', String(CALLS), ms(overSocket.median), ms(overSocket.p99), ms(overSocket.max)],
      ['HTTP keep-alive', String(CALLS), ms(overHttp.median), ms(overHttp.p99), ms(overHttp.max)],
    ];
    const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].trim().length)));
    const line = (row: string[]) =>
      `| ${row.map((cell, column) => cell.trim().padStart(widths[column])).join(' | ')} |`;
    console.log(`\nGET /auth/user round trip on SQLite, ${os.cpus().length} cores, Node ${process.version}\n`);
    console.log(line(rows[0]));
    console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
    for (const row of rows.slice(1)) console.log(line(row));
    console.log(
      `\nsocket api throughput: ${BURST} calls with ${IN_FLIGHT} in flight in ${seconds.toFixed(2)} s = ${Math.round(BURST / seconds)} calls/s\n`,
    );
  } finally {
    await close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
