/**
 * React commits as a page makes them, for the browser benchmarks' debug output (openTrace.ts,
 * bench:wiki with WIKI_BENCH_DEBUG=1): an init script standing in for React's devtools hook (which
 * production builds call too) records every commit as `[ms since the page's time origin, fibers
 * rendered, of them mounted, the components re-rendered most]` in `window.__commits`. Component names
 * need an unminified build: `npx webpack --mode production --no-optimization-minimize`.
 */
import type { Page } from '@playwright/test';

/** The init script (add it to a context before its pages load). */
export const REACT_COMMITS_SCRIPT = `window.__commits = []; window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = { renderers: new Map(), supportsFiber: true,
  inject() { return 1; }, onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
  checkDCE() {}, onCommitFiberRoot(id, root) {
    let rendered = 0, mounted = 0; const names = new Map(); const stack = [root.current];
    while (stack.length) { const f = stack.pop(); if (f.flags & 1) { rendered++; if (!f.alternate) mounted++;
        else if (typeof f.type === 'function' || (f.type && typeof f.type === 'object')) {
          const t = f.type.type || f.type.render || f.type; const n = t.displayName || t.name || '?';
          names.set(n, (names.get(n) || 0) + 1); } }
      // A subtree React skipped keeps its children (the same fibers as before): not walked, their
      // flags are from the commit that last rendered them.
      if (f.child && !(f.alternate && f.alternate.child === f.child)) stack.push(f.child);
      if (f.sibling) stack.push(f.sibling); }
    const top = [...names.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([n, c]) => n + '×' + c).join(' ');
    window.__commits.push([Math.round(performance.now()), rendered, mounted, top]);
  } };`;

/** Prints (and forgets) the commits recorded since the last call, at ms since `sinceMs` (page time). */
export async function printReactCommits(page: Page, sinceMs = 0): Promise<void> {
  const commits = (await page.evaluate('window.__commits.splice(0)')) as [number, number, number, string][];
  console.log('React commits (ms: fibers rendered/of them mounted; components re-rendered most):');
  for (const [at, rendered, mounted, top] of commits)
    if (at >= sinceMs) console.log(`  ${Math.round(at - sinceMs)}: ${rendered}/${mounted}  ${top}`);
}
