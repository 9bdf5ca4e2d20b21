/**
 * Wiki server benchmark (issue 18 "Speed"): one in-process server on a temporary SQLite database
 * (its CPU shared with the clients of this process), real HTTP and socket.io clients. Prints, in ms:
 * - GET /wiki/project/{id}/pages of a 200-page tree (nested up to 4 levels): median and p95;
 * - `wiki:join` of a 50,000-character page (300 paragraphs with marks, state from the server's own
 *   markdown import) with an empty state vector, until the ack with the whole document: median, p95;
 * - relay: one editor sends single-keystroke Yjs updates (one every --gap ms, default 20), the other
 *   editor's socket receives each `wiki:update`; latency from the emit to the receipt (the server
 *   stores the update before relaying it): p50, p99, max.
 * Budgets (issue 18): tree and big page open in < 300 ms; a keystroke reaches the other editor
 * p99 < 100 ms. Run: `npm run bench:wiki:server` (options: --runs=50 --keys=300 --gap=20).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { io as connectSocket, type Socket } from 'socket.io-client';
import * as Y from 'yjs';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { json } from './benchHttp';

const option = (name: string, fallback: number): number => {
  const found = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
const RUNS = option('runs', 50);
const KEYS = option('keys', 300);
const GAP = option('gap', 20);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
const stats = (samples: number[], points: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return Object.fromEntries([
    ...points.map((p) => [p === 50 ? 'median' : `p${p}`, Number(percentile(sorted, p).toFixed(1))]),
    ['max', Number((sorted.at(-1) ?? NaN).toFixed(1))],
  ]);
};

const socketOf = (base: string, token: string): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = connectSocket(base, { path: '/socket.io', transports: ['websocket'], query: { token } });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });

/** About 50,000 characters of markdown in 300 paragraphs, some with marks. */
function bigMarkdown(): string {
  const words = 'the quick brown fox jumps over a lazy dog while teams edit pages together live'.split(' ');
  const paragraphs: string[] = [];
  let total = 0;
  for (let i = 0; total < 50_000; i++) {
    const text = Array.from({ length: 28 }, (_, j) => words[(i * 7 + j) % words.length]).join(' ');
    const line = i % 10 === 0 ? `## Section ${i / 10 + 1}` : i % 3 === 0 ? `${text} **bold ${i}** end.` : `${text}.`;
    paragraphs.push(line);
    total += line.length;
  }
  return paragraphs.join('\n\n');
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamspace-wiki-bench-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, CLIENT_DIR: path.join(dataDir, 'no-client'), LOG_LEVEL: 'warn' }),
    argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
  };
  const built = await buildApp(config);
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const sockets: Socket[] = [];
  try {
    const register = (name: string) =>
      json(base, 'POST', '/auth/register', undefined, {
        email: `${name}.${Date.now()}@example.com`,
        password: 'correct horse 1',
        name,
      });
    const owner = await register('owner');
    const member = await register('member');
    const company = (await json(base, 'POST', '/company', owner.token, { name: 'Bench' })).data;
    const link = (await json(base, 'POST', `/company/${company.id}/links`, owner.token, {})).data;
    await json(base, 'POST', `/company/${company.id}/join/${link.token}`, member.token);
    const project = (await json(base, 'POST', `/company/${company.id}/projects`, owner.token, { name: 'Docs' })).data;

    // 200 pages: roots with 4 children, each with 3 grandchildren with a child each (4 levels), and the big page.
    const seeded = performance.now();
    const files: Array<{ path: string; content: string }> = [];
    for (let r = 1; r <= 10 && files.length < 200; r++) {
      files.push({ path: `Root ${r}.md`, content: `Root ${r}` });
      for (let c = 1; c <= 4 && files.length < 200; c++) {
        files.push({ path: `Root ${r}/Child ${c}.md`, content: `Child ${c}` });
        for (let g = 1; g <= 3 && files.length < 200; g++) {
          files.push({ path: `Root ${r}/Child ${c}/Leaf ${g}.md`, content: `Leaf ${g}` });
          files.push({ path: `Root ${r}/Child ${c}/Leaf ${g}/Deep.md`, content: 'Deep' });
        }
      }
    }
    files.splice(199);
    while (files.length < 199) files.push({ path: `Extra ${files.length}.md`, content: 'Extra' });
    files.push({ path: 'Big page.md', content: bigMarkdown() });
    const report = (await json(base, 'POST', `/wiki/project/${project.id}/import`, owner.token, { files })).data;
    const big = report.pages.find((page: { title: string }) => page.title === 'Big page');
    const bigText = (await json(base, 'GET', `/wiki/pages/${big.id}/content`, owner.token)).data.text as string;
    console.log(
      `seeded ${report.pages.length} pages (big page: ${bigText.length} characters of text) in ${(
        (performance.now() - seeded) /
        1000
      ).toFixed(1)} s`,
    );

    const treeMs: number[] = [];
    for (let run = 0; run < RUNS + 3; run++) {
      const start = performance.now();
      const { data } = await json(base, 'GET', `/wiki/project/${project.id}/pages`, member.token);
      if (run >= 3) treeMs.push(performance.now() - start);
      if (data.length !== report.pages.length) throw new Error(`tree has ${data.length} pages`);
    }
    console.log(
      `GET pages (${report.pages.length}-page tree): ${JSON.stringify(stats(treeMs, [50, 95]))} ms over ${RUNS} runs`,
    );

    const reader = await socketOf(base, member.token);
    sockets.push(reader);
    const joinMs: number[] = [];
    for (let run = 0; run < RUNS + 3; run++) {
      const start = performance.now();
      const answer = await reader
        .timeout(10_000)
        .emitWithAck('wiki:join', { pageId: big.id, stateVector: new Uint8Array([0]) });
      const ms = performance.now() - start;
      if (!answer.ok) throw new Error(`wiki:join answered ${JSON.stringify(answer)}`);
      if (run === 0) {
        const doc = new Y.Doc();
        Y.applyUpdate(doc, new Uint8Array(answer.update));
        console.log(`  big page: ${answer.update.byteLength} bytes of Yjs update`);
      }
      if (run >= 3) joinMs.push(ms);
    }
    console.log(`wiki:join (50,000-character page): ${JSON.stringify(stats(joinMs, [50, 95]))} ms over ${RUNS} runs`);

    // Relay: A types into a small page, B receives.
    const page = report.pages[0];
    const [a, b] = await Promise.all([socketOf(base, owner.token), socketOf(base, member.token)]);
    sockets.push(a, b);
    const docA = new Y.Doc();
    for (const socket of [a, b]) {
      const answer = await socket.timeout(5000).emitWithAck('wiki:join', { pageId: page.id });
      if (socket === a) Y.applyUpdate(docA, new Uint8Array(answer.update));
    }
    const sentAt = new Map<number, number>();
    const relayMs: number[] = [];
    let received = 0;
    b.on('wiki:update', () => {
      received += 1;
      const start = sentAt.get(received);
      if (start !== undefined) relayMs.push(performance.now() - start);
    });
    const fragment = docA.getXmlFragment('default');
    const paragraph = new Y.XmlElement('paragraph');
    const text = new Y.XmlText();
    const updates: Uint8Array[] = [];
    docA.on('update', (update: Uint8Array) => updates.push(update));
    docA.transact(() => {
      fragment.insert(fragment.length, [paragraph]);
      paragraph.insert(0, [text]);
    });
    a.emit('wiki:update', { pageId: page.id, update: updates.shift() });
    received = -1; // the paragraph's own update is not a keystroke
    await sleep(200);
    received = 0;
    for (let key = 1; key <= KEYS; key++) {
      text.insert(text.length, 'x');
      sentAt.set(key, performance.now());
      a.emit('wiki:update', { pageId: page.id, update: updates.shift() });
      await sleep(GAP);
    }
    const until = Date.now() + 5000;
    while (received < KEYS && Date.now() < until) await sleep(20);
    console.log(
      `relay of a keystroke A → server (stored) → B: ${JSON.stringify(stats(relayMs, [50, 99]))} ms over ${relayMs.length} updates (one every ${GAP} ms)`,
    );
  } finally {
    for (const socket of sockets) socket.close();
    await built.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
