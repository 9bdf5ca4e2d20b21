/**
 * In-page probes of the open benchmark (issue 13 item 8), installed with `addInitScript` before the
 * page's own scripts run, so they time from navigation start (`performance.now()` of the new
 * document) without Playwright's polling delay.
 *
 * The probe is plain JavaScript in a string: Playwright serialises init scripts and evaluated
 * functions, and tsx's helpers (`__name`) would not exist in the page.
 *
 * `window.__openBench` holds:
 * - `overlay`: `{ everShown, visible, shownAt, hiddenAt }` of the connection overlay
 *   (spec/shell.md §4; `data-testid="connection-overlay"` or `aria-labelledby="connection-overlay-title"`),
 *   checked in the next animation frame after any DOM change (MutationObserver);
 * - `lastAddedAt`: ms since navigation start of the latest DOM change that added nodes;
 * - `lastClickAt`: `event.timeStamp` (ms since navigation start) of the latest click, seen in the
 *   capture phase before the app handles it;
 * - `watch(kind, arg)` → id, `result(id, timeoutMs)` → Promise of ms (or null on timeout):
 *   `visibleText` (an element whose own text is `arg` is visible: time since navigation start),
 *   `dialog` (a role=dialog with a heading whose text is `arg` is visible: ms since the last click),
 *   `menu` (a role=menu is visible: ms since navigation start), `menuTarget` (a `MenuTarget` for
 *   the card titled `arg`, once no overlay shows), checked once per animation frame;
 *   `textChange` (a text node or element text becomes `arg`: epoch ms, `performance.timeOrigin +
 *   now()`, recorded in the MutationObserver callback — the DOM change, not the paint);
 * - `counts(pattern)` → `{ elements, cards }`: all elements, and the text nodes whose trimmed
 *   text matches the RegExp source `pattern` (the card titles drawn).
 * `visibleText` watches given to `probeScript` start at once (before the app's scripts run).
 */

/** Result of `counts()`. */
export interface PageCounts {
  elements: number;
  cards: number;
}

const PROBE = String.raw`
(() => {
  if (window.__openBench) return;
  const OVERLAY = '[data-testid="connection-overlay"], [aria-labelledby="connection-overlay-title"]';
  const shown = (el) => {
    if (!el || !el.isConnected) return false;
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return false;
    return typeof el.checkVisibility !== 'function' || el.checkVisibility({ visibilityProperty: true });
  };
  const byText = (text) => {
    // Card titles of the benchmark hold no quotes; one kind of quote is enough for XPath 1.0.
    const literal = text.includes("'") ? '"' + text + '"' : "'" + text + "'";
    const found = document.evaluate('//text()[normalize-space(.)=' + literal + ']', document, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
    const elements = [];
    for (let i = 0; i < found.snapshotLength; i += 1) elements.push(found.snapshotItem(i).parentElement);
    return elements.filter(Boolean);
  };
  const state = {
    overlay: { everShown: false, visible: false, shownAt: null, hiddenAt: null },
    lastClickAt: null,
    lastAddedAt: null,
    watches: new Map(),
    nextId: 1,
  };
  let framePending = false;
  const hitPoint = (el) => {
    if (!el || !shown(el)) return null;
    const rect = el.getBoundingClientRect();
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    const hit = document.elementFromPoint(x, y);
    return hit && (hit === el || el.contains(hit)) ? { x, y } : null;
  };
  const menuPoint = (title) => {
    let card = null;
    for (const el of byText(title)) {
      const tile = el.closest('*:has(button[aria-label="Card actions"])');
      const button = tile && hitPoint(tile.querySelector('button[aria-label="Card actions"]'));
      if (button) return button;
      card = card || hitPoint(el);
    }
    return card && { ...card, hover: true };
  };
  const checks = {
    visibleText: (arg) => (byText(arg).some(shown) ? performance.now() : null),
    menu: () => (Array.from(document.querySelectorAll('[role="menu"]')).some(shown) ? performance.now() : null),
    dialog: (arg) => {
      for (const dialog of document.querySelectorAll('[role="dialog"]')) {
        const headings = dialog.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]');
        for (const heading of headings) {
          if (heading.textContent.trim() === arg && shown(heading)) {
            return state.lastClickAt === null ? null : performance.now() - state.lastClickAt;
          }
        }
      }
      return null;
    },
    // Where a pointer opens the card's menu once no overlay shows: its "Card actions" button where
    // a click would hit it; for a tile that shows the button on hover only, its title after a few
    // frames (hover: true). The menu's watch starts with the answer, so no round trip comes between.
    menuTarget: (arg, watch) => {
      const point = state.overlay.visible ? null : menuPoint(arg);
      watch.hoverFrames = point && point.hover ? (watch.hoverFrames || 0) + 1 : 0;
      if (!point || (point.hover && watch.hoverFrames <= 3)) return null;
      return { ...point, menuWatch: state.watch('menu', '') };
    },
  };
  const settle = (watch, value) => {
    watch.value = value;
    watch.done = true;
    watch.waiters.forEach((resolve) => resolve(value));
    watch.waiters = [];
  };
  const frame = () => {
    framePending = false;
    const overlay = Array.from(document.querySelectorAll(OVERLAY)).some(shown);
    if (overlay !== state.overlay.visible) {
      state.overlay.visible = overlay;
      if (overlay) {
        state.overlay.everShown = true;
        if (state.overlay.shownAt === null) state.overlay.shownAt = performance.now();
      } else state.overlay.hiddenAt = performance.now();
    }
    let waiting = false;
    for (const watch of state.watches.values()) {
      if (watch.done || !checks[watch.kind]) continue;
      const value = checks[watch.kind](watch.arg, watch);
      if (value !== null) settle(watch, value);
      else waiting = true;
    }
    // Elements may become visible without a DOM change (styles, transitions): keep looking.
    if (waiting || overlay) schedule();
  };
  const schedule = () => {
    if (framePending) return;
    framePending = true;
    requestAnimationFrame(frame);
  };
  const textIn = (node, text) =>
    (node.nodeType === 3 && node.data.trim() === text) ||
    (node.nodeType === 1 && node.textContent.includes(text) && byText(text).some((el) => node === el || node.contains(el)));
  new MutationObserver((records) => {
    if (records.some((record) => record.type === 'childList' && record.addedNodes.length > 0)) {
      state.lastAddedAt = performance.now();
    }
    for (const watch of state.watches.values()) {
      if (watch.done || watch.kind !== 'textChange') continue;
      for (const record of records) {
        const hit =
          record.type === 'characterData'
            ? textIn(record.target, watch.arg)
            : Array.from(record.addedNodes).some((node) => textIn(node, watch.arg));
        if (hit) {
          settle(watch, performance.timeOrigin + performance.now());
          break;
        }
      }
    }
    schedule();
  }).observe(document, { subtree: true, childList: true, characterData: true });
  addEventListener('click', (event) => (state.lastClickAt = event.timeStamp), { capture: true });

  state.watch = (kind, arg) => {
    const id = state.nextId++;
    state.watches.set(id, { kind, arg, done: false, value: null, waiters: [] });
    schedule();
    return id;
  };
  state.result = (id, timeoutMs) => {
    const watch = state.watches.get(id);
    if (!watch) return Promise.resolve(null);
    if (watch.done) return Promise.resolve(watch.value);
    return new Promise((resolve) => {
      watch.waiters.push(resolve);
      setTimeout(() => resolve(null), timeoutMs);
    });
  };
  state.counts = (pattern) => {
    const title = new RegExp(pattern);
    const walker = document.createTreeWalker(document.body || document, NodeFilter.SHOW_TEXT);
    let cards = 0;
    while (walker.nextNode()) if (title.test(walker.currentNode.data.trim())) cards += 1;
    return { elements: document.getElementsByTagName('*').length, cards };
  };
  window.__openBench = state;
  for (const [id, text] of Object.entries(__INITIAL_WATCHES__)) {
    state.watches.set(id, { kind: 'visibleText', arg: text, done: false, value: null, waiters: [] });
  }
})();
`;

/**
 * The init script: installs `window.__openBench` and starts a `visibleText` watch per entry of
 * `initialWatches` (watch id → card title), e.g. `{ firstCard: 'Bench 1.1' }`.
 */
export function probeScript(initialWatches: Record<string, string>): string {
  return PROBE.replace('__INITIAL_WATCHES__', JSON.stringify(initialWatches));
}

/** Page-side expression starting a watch; evaluates to its id. */
export const watchExpression = (
  kind: 'visibleText' | 'dialog' | 'menu' | 'menuTarget' | 'textChange',
  arg = '',
): string => `window.__openBench.watch(${JSON.stringify(kind)}, ${JSON.stringify(arg)})`;

/** Page-side expression awaiting a watch's value (ms, see the file comment) or null after `timeoutMs`. */
export const resultExpression = (id: number | string, timeoutMs: number): string =>
  `window.__openBench.result(${JSON.stringify(id)}, ${timeoutMs})`;

/** Value of a `menuTarget` watch: where to point (CSS px), and the id of the `menu` watch it started. */
export interface MenuTarget {
  x: number;
  y: number;
  /** The point is the card's title: its tile shows the menu button on hover only. */
  hover?: boolean;
  menuWatch: number;
}

/** Page-side expression of `counts(pattern)`. */
export const countsExpression = (pattern: string): string => `window.__openBench.counts(${JSON.stringify(pattern)})`;

/** Page-side expression of `lastAddedAt`. */
export const lastAddedExpression = 'window.__openBench.lastAddedAt';

/** Page-side expression of the overlay state. */
export const overlayExpression = 'window.__openBench.overlay';
