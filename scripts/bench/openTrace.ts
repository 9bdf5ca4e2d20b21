/**
 * Where the time to the first card goes (issue 13 item 8, the profile behind the open benchmark):
 * one cold open of a seeded 10 × N board in a new Chromium context with a performance trace, then
 * a waterfall printed from the trace — every request (start → end, ms since navigation start) and
 * every main-thread task over 8 ms with what filled it (script evaluation by file, parse, style,
 * layout, paint, garbage collection) — up to the first card's title being visible.
 *
 * Run: `npx tsx scripts/bench/openTrace.ts [--cards 20] [--after 0] [--reopen] [--base-url URL] [--out .tmp/open-trace.json]`;
 * `--after MS` keeps tracing that long after the first card (the stretch until the board is usable);
 * `--reopen` traces a reload of the board once a first visit settled (HTTP cache, kept entries).
 * Without `--base-url` it starts its own server on a temporary SQLite database (openSeed.ts).
 * The trace is written to `--out` for chrome://tracing or the DevTools performance panel.
 */
import fs from 'node:fs';
import path from 'node:path';
import { STORAGE_KEYS } from '../../src/shared/constants';
import { printCpuProfile } from './cpuProfile';
import { launchBenchBrowser } from './openMeasure';
import { probeScript, resultExpression } from './openProbe';
import { REACT_COMMITS_SCRIPT, printReactCommits } from './reactCommits';
import { seedBenchBoards, startBenchServer, type BenchServer } from './openSeed';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; name?: string; [key: string]: unknown };
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
].join(',');

/** How long the first visit of `--reopen` lets the page settle before the traced reload (ms). */
const REOPEN_SETTLE_MS = 2500;

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
}

/** The renderer main thread: the thread named CrRendererMain with the most events. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const names = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best = names[0];
  let bestCount = -1;
  for (const candidate of names) {
    const count = events.filter((e) => e.pid === candidate.pid && e.tid === candidate.tid).length;
    if (count > bestCount) [best, bestCount] = [candidate, count];
  }
  return { pid: best.pid, tid: best.tid };
}

const shortUrl = (url: unknown) => String(url ?? '').replace(/^https?:\/\/[^/]+/, '') || '?';

function describe(children: TraceEvent[]): string {
  const totals = new Map<string, number>();
  for (const child of children) {
    let key: string | null = null;
    const data = child.args?.data ?? {};
    if (child.name === 'EvaluateScript' || child.name === 'v8.compile' || child.name === 'v8.parseOnBackground')
      key = `${child.name === 'EvaluateScript' ? 'eval' : 'compile'} ${shortUrl(data.url)}`;
    else if (child.name === 'FunctionCall') key = `call ${shortUrl(data.url)}:${String(data.functionName ?? '')}`;
    else if (
      ['ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'MajorGC', 'MinorGC', 'TimerFire'].includes(child.name)
    )
      key = child.name;
    else if (child.name === 'EventDispatch') key = `event ${String(data.type ?? '')}`;
    else if (child.name === 'FireAnimationFrame') key = 'rAF';
    else if (child.name === 'RunMicrotasks' || child.name === 'V8.RunMicrotasks') key = 'microtasks';
    else if (child.name === 'ResourceReceivedData' || child.name === 'ResourceFinish') key = null;
    if (key) totals.set(key, (totals.get(key) ?? 0) + (child.dur ?? 0) / 1000);
  }
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([key, ms]) => `${key} ${Math.round(ms)}`)
    .join(', ');
}

/** Main-thread time by trace event, exclusive of nested events (a stack over ts/dur), until `limitMs`. */
function printSelfTimes(onMain: TraceEvent[], startTs: number, limitMs: number): void {
  const sorted = onMain
    .filter((e) => (e.ts - startTs) / 1000 <= limitMs)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const stack: { event: TraceEvent; end: number; child: number }[] = [];
  const close = (until: number) => {
    while (stack.length && stack[stack.length - 1].end <= until) {
      const top = stack.pop()!;
      self.set(top.event.name, (self.get(top.event.name) ?? 0) + ((top.event.dur ?? 0) - top.child) / 1000);
      if (stack.length) stack[stack.length - 1].child += top.event.dur ?? 0;
    }
  };
  for (const event of sorted) {
    close(event.ts);
    stack.push({ event, end: event.ts + (event.dur ?? 0), child: 0 });
  }
  close(Infinity);
  const rows = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 18);
  console.log('\nMain-thread self time by trace event until the end of the window (ms):');
  for (const [name, ms] of rows) console.log(`  ${String(Math.round(ms)).padStart(5)}  ${name}`);
}

async function main(): Promise<void> {
  const cards = Number(option('cards', '20'));
  const after = Number(option('after', '0'));
  const out = path.resolve(option('out', '.tmp/open-trace.json'));
  const external = option('base-url', '');
  const reopen = process.argv.includes('--reopen');
  const server: BenchServer = external
    ? { baseUrl: external, database: 'external', stop: async () => undefined }
    : await startBenchServer({ pg: false });
  try {
    const seed = await seedBenchBoards(server.baseUrl, [cards]);
    const board = seed.boards[0];
    const browser = await launchBenchBrowser();
    try {
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
      await context.addInitScript({
        content: `localStorage.setItem(${JSON.stringify(STORAGE_KEYS.token)}, ${JSON.stringify(seed.tokenA)});`,
      });
      await context.addInitScript({ content: probeScript({ firstCard: board.first.name }) });
      await context.addInitScript({ content: REACT_COMMITS_SCRIPT });
      const page = await context.newPage();
      const url = `${server.baseUrl}/cabinet/project/${board.projectId}/board`;
      if (reopen) {
        // A reopen: the first visit fills the HTTP cache and the kept entries, then settles.
        await page.goto(url, { waitUntil: 'commit' });
        await page.evaluate(resultExpression('firstCard', 60_000));
        await page.waitForTimeout(REOPEN_SETTLE_MS);
      }
      const cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await browser.startTracing(page, { categories: CATEGORIES.split(',') });
      if (reopen) await page.reload({ waitUntil: 'commit' });
      else await page.goto(url, { waitUntil: 'commit' });
      const firstCard = (await page.evaluate(resultExpression('firstCard', 60_000))) as number | null;
      await page.waitForTimeout(300 + after);
      await printReactCommits(page);
      const buffer = await browser.stopTracing();
      const { profile } = await cdp.send('Profiler.stop');
      printCpuProfile(profile);
      const resources = (await page.evaluate(() =>
        performance.getEntriesByType('resource').map((e) => {
          const r = e as PerformanceResourceTiming;
          return [r.name, r.startTime, r.requestStart, r.responseStart, r.responseEnd, r.nextHopProtocol];
        }),
      )) as [string, number, number, number, number, string][];
      console.log('Resource timing (start, request sent, first byte, end ms):');
      for (const [name, start, request, first, end] of resources)
        console.log(
          `  ${[start, request, first, end].map((v) => String(Math.round(v)).padStart(5)).join(' ')}  ${shortUrl(name)}`,
        );
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.writeFileSync(out, buffer);
      const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
      const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'NavigationTiming');
      const startTs = nav?.ts ?? Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
      const ms = (ts: number) => Math.round((ts - startTs) / 1000);
      console.log(`first card visible at ${firstCard === null ? '—' : Math.round(firstCard)} ms (probe)\n`);

      console.log('Requests (start → response → end ms):');
      const sends = events.filter((e) => e.name === 'ResourceSendRequest');
      for (const send of sends.filter((e) => /^https?:/.test(String(e.args?.data?.url)))) {
        const id = send.args?.data?.requestId;
        const response = events.find((e) => e.name === 'ResourceReceiveResponse' && e.args?.data?.requestId === id);
        const finish = events.find((e) => e.name === 'ResourceFinish' && e.args?.data?.requestId === id);
        console.log(
          `  ${String(ms(send.ts)).padStart(5)} → ${response ? String(ms(response.ts)).padStart(5) : '    ?'} → ${
            finish ? String(ms(finish.ts)).padStart(5) : '    ?'
          }  ${String(send.args?.data?.requestMethod ?? '')} ${shortUrl(send.args?.data?.url)}`,
        );
      }

      const main = mainThread(events);
      const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
      const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 8000).sort((a, b) => a.ts - b.ts);
      const limit = firstCard === null ? Infinity : firstCard + 200 + after;
      console.log('\nMain-thread tasks over 8 ms (start ms, duration ms: top parts ms):');
      let busy = 0;
      for (const task of tasks) {
        if (ms(task.ts) > limit) break;
        const end = task.ts + (task.dur ?? 0);
        const children = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts < end);
        busy += (task.dur ?? 0) / 1000;
        console.log(
          `  ${String(ms(task.ts)).padStart(5)} ${String(Math.round((task.dur ?? 0) / 1000)).padStart(4)}: ${describe(children)}`,
        );
      }
      printSelfTimes(onMain, startTs, limit);
      console.log(
        `\nbusy in tasks over 8 ms in the window: ${Math.round(busy)} ms; trace: ${path.relative(process.cwd(), out)}`,
      );
      await context.close();
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
