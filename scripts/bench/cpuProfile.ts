/**
 * Where a page spends its CPU, for the browser benchmarks' opt-in profiles (bench:wiki with
 * WIKI_BENCH_PROFILE=1, bench:drawing with DRAWING_BENCH_PROFILE=1, scripts/bench/openTrace.ts):
 * Chromium's sampling profiler over CDP, printed through the build's source maps (dist/assets/*.map)
 * as the self time (ms) by original source (a node_modules package or a src file) and by function,
 * and, with `timelineMs`, as a timeline: each slice of that many ms since the profile started with
 * its busy time and the sources that filled it — idle slices are waits (network, socket, timers).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

/** The parts of a V8 CPU profile (CDP `Profiler.stop`) read here; times in µs. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
  samples?: number[];
  timeDeltas?: number[];
}

/** Starts Chromium's CPU profiler on `page` (sampling every 200 µs). */
export async function startProfile(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return cdp;
}

const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, '') || '?';

/** Maps a built script's position to `{source, fn}` with dist/assets/*.map (cached per file). */
function sourceMapper() {
  const maps = new Map<string, TraceMap | null>();
  return (frame: CpuProfile['nodes'][number]['callFrame']): { source: string; fn: string } => {
    const { url, lineNumber, columnNumber, functionName } = frame;
    if (!url) {
      // V8's own entries are named "(idle)", "(program)", "(garbage collector)"; natives by their name.
      const name = functionName.startsWith('(') ? functionName : `(${functionName || 'program'})`;
      return { source: name, fn: name };
    }
    const file = /\/assets\/[^?]+\.js$/.exec(url)?.[0];
    const fallback = { source: shortUrl(url), fn: `${shortUrl(url)}:${functionName}@${lineNumber}:${columnNumber}` };
    // Frames of code V8 took from its cache may carry no position (line -1).
    if (!file || lineNumber < 0) return fallback;
    if (!maps.has(file)) {
      const mapPath = path.resolve('dist', `.${file}.map`);
      maps.set(file, fs.existsSync(mapPath) ? new TraceMap(fs.readFileSync(mapPath, 'utf8')) : null);
    }
    const map = maps.get(file);
    const original = map ? originalPositionFor(map, { line: lineNumber + 1, column: columnNumber }) : null;
    if (!original?.source) return fallback;
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(original.source)?.[1];
    const source = pkg ?? original.source.replace(/^webpack:\/\/[^/]*\//, '');
    const where = pkg ? original.source.replace(/^.*node_modules\//, '') : source;
    return { source, fn: `${original.name ?? functionName ?? '?'} ${where}:${original.line}` };
  };
}

const top = (totals: Map<string, number>, n: number) =>
  [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, ms]) => `  ${ms.toFixed(1).padStart(7)} ms  ${key}`);

/**
 * Prints the self time (ms) by source (30) and by function (30) of `profile`, and with
 * `timelineMs` its timeline in slices of that many ms (busy ms, then the 3 sources with most).
 */
export function printCpuProfile(profile: CpuProfile, options: { timelineMs?: number } = {}): void {
  const mapFrame = sourceMapper();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const mapped = new Map<number, { source: string; fn: string }>();
  const sources = new Map<string, number>();
  const functions = new Map<string, number>();
  const slices: Map<string, number>[] = [];
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let at = 0;
  samples.forEach((id, i) => {
    at += (deltas[i] ?? 0) / 1000;
    // A sample's time is the gap to the next one (the last has none).
    const ms = (deltas[i + 1] ?? 0) / 1000;
    if (!mapped.has(id)) mapped.set(id, mapFrame(byId.get(id)!.callFrame));
    const { source, fn } = mapped.get(id)!;
    sources.set(source, (sources.get(source) ?? 0) + ms);
    functions.set(fn, (functions.get(fn) ?? 0) + ms);
    if (options.timelineMs) {
      const slice = Math.floor(at / options.timelineMs);
      while (slices.length <= slice) slices.push(new Map());
      slices[slice].set(source, (slices[slice].get(source) ?? 0) + ms);
    }
  });
  console.log('CPU self time by source:');
  console.log(top(sources, 30).join('\n'));
  console.log('CPU self time by function:');
  console.log(top(functions, 30).join('\n'));
  if (!options.timelineMs) return;
  console.log(`Timeline (slices of ${options.timelineMs} ms since the profile started: busy ms, top sources):`);
  slices.forEach((slice, i) => {
    const busy = [...slice].filter(([source]) => source !== '(idle)').reduce((sum, [, ms]) => sum + ms, 0);
    const parts = [...slice]
      .filter(([source]) => source !== '(idle)')
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([source, ms]) => `${source} ${ms.toFixed(0)}`)
      .join(', ');
    console.log(`  ${String(i * options.timelineMs!).padStart(5)} ms  busy ${busy.toFixed(0).padStart(3)}  ${parts}`);
  });
}

/** Stops the profiler started by `startProfile` and prints it (see printCpuProfile). */
export async function printProfile(
  cdp: Awaited<ReturnType<typeof startProfile>>,
  options: { timelineMs?: number } = {},
): Promise<void> {
  const { profile } = await cdp.send('Profiler.stop');
  printCpuProfile(profile, options);
}
