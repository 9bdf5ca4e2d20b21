/**
 * React commits as a page makes them, for the browser benchmarks' debug output (openTrace.ts,
 * bench:wiki with WIKI_BENCH_DEBUG=1): an init script standing in for React's devtools hook (which
 * production builds call too) records every commit as `[ms since the page's time origin, fibers
 * rendered, of them mounted, the components re-rendered most ← the ones that re-rendered without
 * their parent component (the commit's causes: their own state or a context)]` in `window.__commits`. Component names
 * need an unminified build: `npx webpack --mode production --no-optimization-minimize`.
 */
import type { Page } from '@playwright/test';

/** The init script (add it to a context before its pages load). */
export const REACT_COMMITS_SCRIPT = `window.__commits = []; window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = { renderers: new Map(), supportsFiber: true,
  inject() { return 1; }, onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
  checkDCE() {}, onCommitFiberRoot(id, root) {
    let rendered = 0, mounted = 0; const names = new Map(); const roots = new Map();
    const isComponent = (f) => typeof f.type === 'function' || (f.type && typeof f.type === 'object');
    const own = (f) => { const t = f.type.type || f.type.render || f.type; return t.displayName || t.name || ''; };
    // An anonymous component (emotion's styled wrapper, …) is named after its nearest named owner.
    const nameOf = (f) => { const n = own(f); if (n) return n; let o = f.return;
      while (o && !(isComponent(o) && own(o) && own(o) !== 'Insertion')) o = o.return; return '?<' + (o ? own(o) : ''); };
    // [fiber, whether the nearest component above it rendered]
    const stack = [[root.current, false]];
    while (stack.length) { const [f, above] = stack.pop(); const did = (f.flags & 1) !== 0; let below = above;
      if (did) { rendered++; if (!f.alternate) mounted++;
        else if (isComponent(f)) { const n = nameOf(f); names.set(n, (names.get(n) || 0) + 1);
          // A re-render that its parent component did not cause: the cause is this one's state or context.
          if (!above) roots.set(n, (roots.get(n) || 0) + 1); } }
      if (isComponent(f)) below = did;
      // A subtree React skipped keeps its children (the same fibers as before): not walked, their
      // flags are from the commit that last rendered them.
      if (f.child && !(f.alternate && f.alternate.child === f.child)) stack.push([f.child, below]);
      if (f.sibling) stack.push([f.sibling, above]); }
    const list = (m, k) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, k).map(([n, c]) => n + '×' + c).join(' ');
    window.__commits.push([Math.round(performance.now()), rendered, mounted, list(names, 6) + (roots.size ? '  ← ' + list(roots, 4) : '')]);
  } };`;

/** Prints (and forgets) the commits recorded since the last call, at ms since `sinceMs` (page time). */
export async function printReactCommits(page: Page, sinceMs = 0): Promise<void> {
  const commits = (await page.evaluate('window.__commits.splice(0)')) as [number, number, number, string][];
  console.log('React commits (ms: fibers rendered/of them mounted; components re-rendered most):');
  for (const [at, rendered, mounted, top] of commits)
    if (at >= sinceMs) console.log(`  ${Math.round(at - sinceMs)}: ${rendered}/${mounted}  ${top}`);
}
