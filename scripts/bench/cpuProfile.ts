/**
 * Where a page spends its CPU, for the browser benchmarks' opt-in profiles (bench:wiki with
 * WIKI_BENCH_PROFILE=1, bench:drawing with DRAWING_BENCH_PROFILE=1): Chromium's sampling profiler
 * over CDP, printed as the functions with the most self time, each with its script and
 * line:column (map them with the build's source maps).
 */
import type { Page } from '@playwright/test';

/** Starts Chromium's CPU profiler on `page` (sampling every 200 µs). */
export async function startProfile(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return cdp;
}

/** Prints the 25 functions with the most self time (ms) since `startProfile`. */
export async function printProfile(cdp: Awaited<ReturnType<typeof startProfile>>) {
  const { profile } = await cdp.send('Profiler.stop');
  const selfMs = new Map<string, number>();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, i) => {
    const frame = byId.get(id)!.callFrame;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber}:${frame.columnNumber}`;
    selfMs.set(key, (selfMs.get(key) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
  });
  const top = [...selfMs].sort((a, b) => b[1] - a[1]).slice(0, 25);
  for (const [key, ms] of top) console.log(`${ms.toFixed(1).padStart(8)} ms  ${key}`);
}
