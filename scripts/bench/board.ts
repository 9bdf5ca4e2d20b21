/**
 * Board benchmark (issue 3 checks, DESIGN §7 budgets): a board of 10 columns × 1,000 cards, each
 * carrying three stickers with values (issue 4), on a temporary SQLite database (or DATABASE_URL when `--postgres` is given and it is set).
 * Prints p50/p99 (ms) of
 * - opening the board (GET /editor/columns/{boardId}: columns + first page of every column) over
 *   the socket `api` transport and over HTTP (budget: socket p99 < 50 ms);
 * - a card move by one client until 100 other sockets in the board room have received
 *   `board:card:moved` (budget: p99 < 50 ms);
 * - the time until the board is interactive in Chromium (boardInteractive.ts; needs dist/).
 * Run: `npx tsx scripts/bench/board.ts` (options: --opens=200 --moves=100 --watchers=100 --stickers=3).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { measureBoardInteractive } from './boardInteractive';

const option = (name: string, fallback: number): number => {
  const found = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
const OPENS = option('opens', 200);
const MOVES = option('moves', 100);
const WATCHERS = option('watchers', 100);
/** Stickers per card (0–3): deadline, state, priority. */
const STICKERS = option('stickers', 3);
const COLUMNS = 10;
const CARDS_PER_COLUMN = 1000;

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const fixed = (n: number) => Number(n.toFixed(2));
  return {
    p50: fixed(percentile(sorted, 50)),
    p99: fixed(percentile(sorted, 99)),
    max: fixed(sorted[sorted.length - 1]),
  };
};

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamspace-bench-board-'));
  const base = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const config = {
    ...base,
    databaseUrl: process.argv.includes('--postgres') ? process.env.DATABASE_URL : undefined,
    rateLimits: { ...base.rateLimits, perUser: { max: 1_000_000, windowMs: 60_000 } },
  };
  const { app, close } = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const sockets: Socket[] = [];
  try {
    const json = async (token: string | null, method: string, url: string, body?: unknown) => {
      const response = await fetch(`${baseUrl}${url}`, {
        method,
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (response.status >= 300) throw new Error(`${method} ${url} → ${response.status}`);
      return { body: (await response.json()) as { data: never }, headers: response.headers };
    };
    const email = `bench.${Date.now()}@example.com`;
    const registered = await json(null, 'POST', '/auth/register', { email, password: 'bench-password', name: 'Bench' });
    const token = String(registered.headers.get('authorization')).replace(/^Bearer /, '');
    const userId = (registered.body.data as { user: { id: number } }).user.id;
    const company = (await json(token, 'POST', '/company', { name: 'Bench' })).body.data as { id: number };
    const project = (await json(token, 'POST', `/company/${company.id}/projects`, { name: 'Bench' })).body.data as {
      id: number;
    };
    const board = (await json(token, 'POST', `/project/${project.id}/boards`, { name: 'Big' })).body.data as {
      id: number;
    };
    const columnIds: number[] = [];
    for (let i = 0; i < COLUMNS; i += 1) {
      columnIds.push(
        ((await json(token, 'POST', `/editor/columns/${board.id}`, { name: `C${i}` })).body.data as { id: number }).id,
      );
    }
    // 10,000 cards written directly (the API path is measured below, not the seeding).
    const now = new Date().toISOString();
    let counter = 0;
    for (const columnId of columnIds) {
      const rows = Array.from({ length: CARDS_PER_COLUMN }, (_, i) => ({
        boardId: board.id,
        columnId,
        companyId: company.id,
        counter: (counter += 1),
        name: `Card ${counter}`,
        sort: (i + 1) * 1024,
        createdBy: userId,
        createdAt: now,
        updatedAt: now,
        movedAt: now,
      }));
      for (let i = 0; i < rows.length; i += 200)
        await app.db
          .insertInto('cards')
          .values(rows.slice(i, i + 200))
          .execute();
    }
    await app.db.updateTable('companies').set({ taskCounter: counter }).where('id', '=', company.id).execute();
    // Every card carries three stickers with values (deadline, state, priority): 30,000 rows.
    const stickerBodies = [
      { type: 'deadline' },
      { type: 'state', name: 'Status', configs: { states: [{ name: 'On track', color: 'green' }] } },
      { type: 'priority' },
    ].slice(0, STICKERS);
    const definitionIds: number[] = [];
    for (const body of stickerBodies) {
      definitionIds.push(
        ((await json(token, 'POST', `/board/${board.id}/stickers`, body)).body.data as { id: number }).id,
      );
    }
    const values = [
      { endDate: new Date(Date.now() + 7 * 86_400_000).toISOString(), showTime: false, prevValues: [] },
      { name: 'On track', color: 'green' },
      { value: 'high' },
    ];
    const allCardIds = (await app.db.selectFrom('cards').select('id').where('boardId', '=', board.id).execute()).map(
      (row) => row.id,
    );
    const stickerRows = allCardIds.flatMap((cardId) =>
      definitionIds.map((boardStickerId, i) => ({
        cardId,
        boardStickerId,
        value: JSON.stringify(values[i]),
        createdAt: now,
        updatedAt: now,
      })),
    );
    for (let i = 0; i < stickerRows.length; i += 300)
      await app.db
        .insertInto('cardStickers')
        .values(stickerRows.slice(i, i + 300))
        .execute();

    const open = (query: Record<string, unknown>) =>
      connectSocket(baseUrl, { path: '/socket.io', transports: ['websocket'], forceNew: true, query });
    const actor = open({ token });
    sockets.push(actor);
    await new Promise<void>((resolve) => actor.once('connect', () => resolve()));

    // Opening the board over the socket `api` transport.
    const socketOpen: number[] = [];
    for (let i = 0; i < OPENS + 20; i += 1) {
      const requestId = crypto.randomUUID();
      const started = performance.now();
      await new Promise<void>((resolve) => {
        const onReply = (reply: { requestId: string; status: number }) => {
          if (reply.requestId !== requestId) return;
          actor.off('api', onReply);
          if (reply.status !== 200) throw new Error(`open answered ${reply.status}`);
          resolve();
        };
        actor.on('api', onReply);
        actor.emit('api', { requestId, method: 'GET', url: `/editor/columns/${board.id}`, headers: {} });
      });
      if (i >= 20) socketOpen.push(performance.now() - started);
    }
    const httpOpen: number[] = [];
    for (let i = 0; i < OPENS + 20; i += 1) {
      const started = performance.now();
      await json(token, 'GET', `/editor/columns/${board.id}`);
      if (i >= 20) httpOpen.push(performance.now() - started);
    }

    // A move reaching 100 watching sockets.
    const watchers: Socket[] = [];
    for (let i = 0; i < WATCHERS; i += 1) {
      const socket = open({ token });
      sockets.push(socket);
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      await socket.emitWithAck('board:join', { boardId: board.id });
      watchers.push(socket);
    }
    const cardIds = (
      await app.db
        .selectFrom('cards')
        .select('id')
        .where('columnId', '=', columnIds[0])
        .limit(MOVES + 50)
        .execute()
    ).map((row) => row.id);
    /** Moves one card and resolves when every watcher has received `board:card:moved`. */
    const moveAndWait = async (cardId: number, columnId: number, sort: number): Promise<number> => {
      let pending = watchers.length;
      const started = performance.now();
      const allReceived = new Promise<void>((resolve) => {
        for (const socket of watchers) {
          socket.once('board:card:moved', () => {
            pending -= 1;
            if (pending === 0) resolve();
          });
        }
      });
      await json(token, 'PUT', `/editor/card/${cardId}`, { columnId, sort });
      await allReceived;
      return performance.now() - started;
    };
    // Typical: a drop between two cards of another column (neighbour + 1, a free sort).
    const fanOut: number[] = [];
    for (let i = 0; i < MOVES + 10; i += 1) {
      const took = await moveAndWait(cardIds[i], columnIds[1 + (i % (COLUMNS - 1))], 1024 * (2 + i) + 1);
      if (i >= 10) fanOut.push(took);
    }
    // Worst case: drops at the bottom of one column (sort 0 taken): all its 1,000 cards shift.
    const shifting: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const took = await moveAndWait(cardIds[MOVES + 10 + (i % 40)], columnIds[COLUMNS - 1], 0);
      if (i >= 10) shifting.push(took);
    }

    console.log(`Board of ${COLUMNS} columns × ${CARDS_PER_COLUMN} cards on ${app.dialect}:`);
    console.log('  open over the socket (ms):', summary(socketOpen), ' budget p99 < 50');
    console.log('  open over HTTP (ms):      ', summary(httpOpen));
    console.log(`  move → ${WATCHERS} watchers (ms): `, summary(fanOut), ' budget p99 < 50');
    console.log(`  move shifting 1,000 cards → ${WATCHERS} watchers (ms):`, summary(shifting));

    for (const socket of sockets.splice(0)) socket.close();
    const highest = await app.db
      .selectFrom('cards')
      .select('name')
      .where('columnId', '=', columnIds[0])
      .where('parentCardId', 'is', null)
      .where('archivedAt', 'is', null)
      .orderBy('sort', 'desc')
      .executeTakeFirstOrThrow();
    const interactive = await measureBoardInteractive({
      baseUrl,
      token,
      projectId: project.id,
      firstCardName: highest.name,
      runs: 5,
    });
    console.log(
      '  board interactive in Chromium (ms, fresh context each run):',
      typeof interactive === 'string' ? interactive : summary(interactive),
    );
  } finally {
    for (const socket of sockets) socket.close();
    await close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
