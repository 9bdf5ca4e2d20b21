/**
 * One run of the open benchmark on one board (issue 13 item 8): a cold open, then a warm reopen, in
 * a new Chromium context signed in as user A (token put into localStorage `auth_token_default` by
 * an init script, the session restore path of src/client/features/session/sessionSlice.ts). The
 * board is a generated 10 × N one or the seeded demo board (`--seeded`, openSeeded.ts); cards are
 * found by title (`BenchBoard.first`, `second`, `renamed`). Steps:
 * 1. first card: navigation start → the title of the board's top card is visible (openProbe.ts);
 * 2. usable: the connection overlay is not visible and the first card's "Card actions" button
 *    opens a role=menu (ms since navigation start when the menu became visible). The pointer is
 *    moved there and pressed (trusted input, `page.mouse`) as soon as the in-page probe finds the
 *    button hit-testable in an animation frame with no overlay shown, asked for with the first card
 *    so that no round trip comes between (`timeToUsable`); main-thread CPU
 *    until then (CDP `Performance.getMetrics` TaskDuration with `timeDomain: 'threadTicks'`, i.e.
 *    CPU time, not wall time that a busy machine inflates);
 * 3. all drawn: once the page settled (element count unchanged and main thread under 15% busy
 *    for 1 s, at most 30 s; the board paints a few cards per column first and the rest in a
 *    deferred render), the time of the last DOM change that added nodes (ms since navigation
 *    start); then DOM elements, card titles drawn, JS heap after a GC (CDP `HeapProfiler.collectGarbage`, then JSHeapUsedSize) and
 *    the scripts loaded so far (openScripts.ts);
 * 3b. usable steps on the settled page (`usableSettledMs`): the steps of 2 again (the button
 *    looked for, pressed, the menu seen) once nothing is loading or rendering any more: what the
 *    measuring's round trips and the menu itself cost on this machine, the part of "usable" that no
 *    first paint can remove (ms from the steps' start to the open menu);
 * 4. click → dialog: a click on a card → a role=dialog with a heading holding its title is visible,
 *    cold (first dialog of the context) and warm (a second card, after closing the first);
 * 5. rename: user B renames a card over HTTP (`PUT /editor/card/{id}`); time from sending to the
 *    text change in page A's DOM (epoch clocks of both sides). A first rename (not counted) makes
 *    sure page A receives live events;
 * 6. whether the connection overlay was ever visible during steps 1–7;
 * 7. with `drawn` (`--drawn`): every column's 'Show more' clicked until all its cards are loaded
 *    (columns over 60 loaded cards are windowed), the columns scrolled back to the top, then a
 *    rename timed as in 5 with every card of the board loaded (`renameAllLoadedMs`, and the
 *    `loadedCards` the 'Show more' buttons accounted for);
 * 8. reopen: `page.reload()` in the same context (scripts in the HTTP cache, the last board kept by
 *    redux-persist in localStorage, src/client/app/persistence.ts; the probe starts again), then
 *    first card and usable as in 1 and 2 (`reopenFirstCardMs`, `reopenUsableMs`, ms since the
 *    reload's navigation start). The steps before leave the first card where it was: the rename
 *    is on `renamed`, a card of column 2, and the dialogs are closed again.
 * A step that fails or times out is recorded as null with its error; the run goes on (after a
 * failed first card it stops: nothing else can be measured).
 */
import { performance } from 'node:perf_hooks';
import { chromium, type Browser, type CDPSession, type Locator, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/shared/constants';
import { findChromium } from '../chromiumPath.cjs';
import { BENCH_CARD_PATTERN } from './openBoardFile';
import {
  countsExpression,
  lastAddedExpression,
  overlayExpression,
  probeScript,
  resultExpression,
  watchExpression,
  type MenuTarget,
  type PageCounts,
} from './openProbe';
import { recordScripts, type ScriptTotals } from './openScripts';
import { apiCall, type BenchBoard } from './openSeed';

const VIEWPORT = { width: 1400, height: 900 };
/** Generous limits: a 10 × 1,000 board on a busy 2-core machine may take several seconds. */
const FIRST_CARD_LIMIT_MS = 90_000;
const USABLE_LIMIT_MS = 60_000;
const DIALOG_LIMIT_MS = 30_000;
/** One try of hovering the first card and opening its menu (the tile may move meanwhile). */
const MENU_TRY_MS = 5_000;
const RENAME_LIMIT_MS = 20_000;
/** Loading every page of a 10 × 1,000 board on a busy machine (190+ 'Show more' per 10 × 400). */
const LOAD_ALL_LIMIT_MS = 10 * 60_000;
const SETTLE_LIMIT_MS = 30_000;
const SETTLE_WINDOW_MS = 500;
/** Main-thread CPU share under which a window counts as quiet (the app has periodic work). */
const SETTLED_CPU_SHARE = 0.15;
const MB = 1024 * 1024;

/** Figures of one run (ms unless named otherwise); null = not measured (see `errors`). */
export interface OpenRun {
  firstCardMs: number | null;
  usableMs: number | null;
  drawnMs: number | null;
  overlayShown: boolean | null;
  dialogColdMs: number | null;
  dialogWarmMs: number | null;
  renameMs: number | null;
  /** Cards loaded after 'Show more' everywhere (`--drawn` only). */
  loadedCards: number | null;
  /** Rename by B seen in A with every card loaded (`--drawn` only). */
  renameAllLoadedMs: number | null;
  /** Reload in the same context: time to first card, time to usable (step 8). */
  reopenFirstCardMs: number | null;
  reopenUsableMs: number | null;
  /** The usable steps (2) repeated on the settled page: ms from their start to the open menu (3b). */
  usableSettledMs: number | null;
  cpuToUsableMs: number | null;
  heapMb: number | null;
  domElements: number | null;
  cardsDrawn: number | null;
  scripts: ScriptTotals | null;
  errors: string[];
}

/** A run without figures (yet); `errors` says why. */
export function emptyRun(errors: string[] = []): OpenRun {
  return {
    firstCardMs: null,
    usableMs: null,
    drawnMs: null,
    overlayShown: null,
    dialogColdMs: null,
    dialogWarmMs: null,
    renameMs: null,
    loadedCards: null,
    renameAllLoadedMs: null,
    reopenFirstCardMs: null,
    reopenUsableMs: null,
    usableSettledMs: null,
    cpuToUsableMs: null,
    heapMb: null,
    domElements: null,
    cardsDrawn: null,
    scripts: null,
    errors,
  };
}

/**
 * Chromium as issue 13 measured it (headless, no background work), found the way the e2e tests
 * find it (scripts/chromiumPath.cjs); rejects with that module's one-line message when none is.
 */
export async function launchBenchBrowser(): Promise<Browser> {
  const found = findChromium();
  if (!found.found) throw new Error(found.message);
  return chromium.launch({
    executablePath: found.path,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `fn`; on failure records `name: message` in `errors` and answers null. */
async function step<T>(errors: string[], name: string, fn: () => Promise<T>): Promise<T | null> {
  try {
    return await fn();
  } catch (error) {
    errors.push(`${name}: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`);
    return null;
  }
}

async function metric(session: CDPSession, name: string): Promise<number> {
  const { metrics } = await session.send('Performance.getMetrics');
  const found = metrics.find((m) => m.name === name);
  if (!found) throw new Error(`no ${name} metric`);
  return found.value;
}

/** Starts a probe watch and returns a function awaiting its value (throws when it times out). */
async function watch(page: Page, kind: Parameters<typeof watchExpression>[0], arg: string, limitMs: number) {
  const id = (await page.evaluate(watchExpression(kind, arg))) as number;
  return async (): Promise<number> => {
    const value = (await page.evaluate(resultExpression(id, limitMs))) as number | null;
    if (value === null) throw new Error(`${kind} "${arg}" not seen within ${limitMs / 1000} s`);
    return value;
  };
}

/**
 * Opens the first card's menu once no overlay shows; ms since navigation start of the open menu.
 * The pointer moves to the card's "Card actions" button and presses it as a user's would (trusted
 * CDP input through `page.mouse`), at the point the in-page probe found hit-testable in an animation
 * frame (its `menuTarget` watch; the title is hovered first where the button shows on hover only).
 * `looking` is that probe's answer when it was asked for earlier (with the first card, so the wait
 * adds no round trip). Playwright's actionability checks (two animation frames of a stable box, a
 * hit test) and their round trips took ~0.15 s of usable on a busy page: the harness's time.
 */
async function timeToUsable(page: Page, firstCard: string, looking?: Promise<MenuTarget | null>): Promise<number> {
  const deadline = Date.now() + USABLE_LIMIT_MS;
  const left = () => Math.max(1, deadline - Date.now());
  let next = looking;
  while (Date.now() < deadline) {
    let target = await (next ?? lookForMenu(page, firstCard, left()));
    next = undefined;
    if (!target) break;
    if (target.hover) {
      await page.mouse.move(target.x, target.y);
      target = await lookForMenu(page, firstCard, MENU_TRY_MS);
      if (!target || target.hover) continue;
    }
    await page.mouse.click(target.x, target.y);
    const openedAt = (await page.evaluate(resultExpression(target.menuWatch, MENU_TRY_MS))) as number | null;
    if (openedAt === null) continue; // the tile moved from under the pointer: look again
    const state = (await page.evaluate(overlayExpression)) as { visible: boolean; hiddenAt: number | null };
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden', timeout: 10_000 });
    // An overlay that came up over the open menu and went again: usable once it had gone.
    if (!state.visible) return Math.max(openedAt, state.hiddenAt ?? 0);
  }
  throw new Error(`not usable within ${USABLE_LIMIT_MS / 1000} s`);
}

/**
 * Starts the probe's `menuTarget` watch for the first card; answers its value, or null after
 * `limitMs`. Started with the first card's wait, `timeToUsable` awaits it later.
 */
function lookForMenu(page: Page, firstCard: string, limitMs: number): Promise<MenuTarget | null> {
  const looking = page
    .evaluate(watchExpression('menuTarget', firstCard))
    .then((id) => page.evaluate(resultExpression(id as number, limitMs)) as Promise<MenuTarget | null>);
  looking.catch(() => undefined); // awaited later; a failure (navigation) is that step's error
  return looking;
}

/**
 * Waits until the page settled (element count unchanged and under `SETTLED_CPU_SHARE` of main-thread
 * CPU over two 0.5 s windows; at most 30 s), then counts; `drawnMs` is the probe's `lastAddedAt`.
 */
async function settledCounts(
  page: Page,
  session: CDPSession,
  cardPattern: string,
): Promise<PageCounts & { drawnMs: number }> {
  let last = { elements: -1, cpuMs: (await metric(session, 'TaskDuration')) * 1000 };
  let quiet = 0;
  for (let waited = 0; waited < SETTLE_LIMIT_MS && quiet < 2; waited += SETTLE_WINDOW_MS) {
    await sleep(SETTLE_WINDOW_MS);
    const { elements } = (await page.evaluate(countsExpression('^$'))) as PageCounts;
    const cpuMs = (await metric(session, 'TaskDuration')) * 1000;
    const calm = elements === last.elements && cpuMs - last.cpuMs < SETTLE_WINDOW_MS * SETTLED_CPU_SHARE;
    quiet = calm ? quiet + 1 : 0;
    last = { elements, cpuMs };
  }
  if (quiet < 2) throw new Error(`the page did not settle within ${SETTLE_LIMIT_MS / 1000} s`);
  const counts = (await page.evaluate(countsExpression(cardPattern))) as PageCounts;
  return { ...counts, drawnMs: (await page.evaluate(lastAddedExpression)) as number };
}

/** Click on the card titled `name` → its dialog visible (ms since the click); then closes it. */
async function clickToDialog(page: Page, name: string): Promise<number> {
  const shown = await watch(page, 'dialog', name, DIALOG_LIMIT_MS);
  await page.getByText(name, { exact: true }).first().click({ timeout: DIALOG_LIMIT_MS });
  const ms = await shown();
  await page.keyboard.press('Escape');
  await page
    .getByRole('dialog')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .waitFor({ state: 'hidden', timeout: DIALOG_LIMIT_MS });
  return ms;
}

/** B renames `cardId` to `name` over HTTP; ms until page A's DOM shows it. */
async function renameSeen(page: Page, baseUrl: string, tokenB: string, cardId: number, name: string): Promise<number> {
  const seen = await watch(page, 'textChange', name, RENAME_LIMIT_MS);
  const sentAt = performance.timeOrigin + performance.now();
  await apiCall(baseUrl, tokenB, 'PUT', `/editor/card/${cardId}`, { name });
  return (await seen()) - sentAt;
}

/**
 * Clicks `column`'s 'Show more' button labelled `label` until the label counts down or the button
 * goes (the page landed). A click that started nothing (the windowed list moved the button under
 * the pointer) is repeated after Escape, in case it opened a card instead; three tries.
 */
async function showMore(page: Page, column: Locator, label: string, where: string): Promise<void> {
  const button = column.getByRole('button', { name: label, exact: true });
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await button.first().click({ timeout: 30_000 });
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      if (!(await button.count())) return;
      await sleep(100);
    }
    await page.keyboard.press('Escape');
  }
  throw new Error(`${where}: '${label}' still shown after three clicks`);
}

/**
 * Clicks each column's 'Show more N' until the column has none (N cards more each time, the page
 * size at most), then scrolls every scroller back to the top; returns the cards loaded, counted as
 * the first page drawn plus the N of each column's first button.
 */
async function loadAllCards(page: Page, cardPattern: string): Promise<number> {
  const deadline = Date.now() + LOAD_ALL_LIMIT_MS;
  const more = /^Show more (\d+)$/;
  const columns = page.locator('section[aria-label]');
  let loaded = (await page.evaluate(countsExpression(cardPattern))) as PageCounts;
  let total = loaded.cards;
  for (let i = 0; i < (await columns.count()); i += 1) {
    const column = columns.nth(i);
    let first = true;
    for (;;) {
      if (Date.now() > deadline) throw new Error(`not all loaded within ${LOAD_ALL_LIMIT_MS / 60_000} min`);
      const button = column.getByRole('button', { name: more }).first();
      if (!(await button.count())) break;
      const label = (await button.textContent())?.trim() ?? '';
      if (first) total += Number(more.exec(label)?.[1] ?? 0);
      first = false;
      await showMore(page, column, label, `column ${i + 1}`);
    }
  }
  await page.evaluate(
    '(() => { for (const el of document.querySelectorAll("*")) if (el.scrollTop) el.scrollTop = 0; window.scrollTo(0, 0); })()',
  );
  await sleep(500);
  loaded = (await page.evaluate(countsExpression(cardPattern))) as PageCounts;
  if (!loaded.cards) throw new Error('no card drawn after loading all');
  return total;
}

/** Navigation start → the probe's `firstCard` watch (the board's top card visible), in ms. */
async function timeToFirstCard(page: Page, name: string): Promise<number> {
  const value = (await page.evaluate(resultExpression('firstCard', FIRST_CARD_LIMIT_MS))) as number | null;
  if (value === null) throw new Error(`"${name}" not visible within ${FIRST_CARD_LIMIT_MS / 1000} s`);
  return value;
}

/** One run on `board`, cold open then reopen (see the file comment); `run` makes the rename names unique. */
export async function measureOpenRun(
  browser: Browser,
  options: { baseUrl: string; tokenA: string; tokenB: string; board: BenchBoard; run: number; drawn?: boolean },
): Promise<OpenRun> {
  const { baseUrl, board } = options;
  const cardPattern = board.cardPattern ?? BENCH_CARD_PATTERN;
  const result = emptyRun();
  const errors = result.errors;
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await context.addInitScript({
      content: `localStorage.setItem(${JSON.stringify(STORAGE_KEYS.token)}, ${JSON.stringify(options.tokenA)});`,
    });
    await context.addInitScript({
      content: probeScript({ firstCard: board.first.name }),
    });
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    // Thread ticks: duration metrics in CPU time of the main thread (older Chromium: wall time).
    await session
      .send('Performance.enable', { timeDomain: 'threadTicks' })
      .catch(() => session.send('Performance.enable'));
    const scripts = await recordScripts(session);

    await page.goto(`${baseUrl}/cabinet/project/${board.projectId}/board`, { waitUntil: 'commit' });
    const looking = lookForMenu(page, board.first.name, FIRST_CARD_LIMIT_MS);
    result.firstCardMs = await step(errors, 'first card', () => timeToFirstCard(page, board.first.name));
    if (result.firstCardMs === null) return result;

    result.usableMs = await step(errors, 'usable', () => timeToUsable(page, board.first.name, looking));
    if (result.usableMs !== null)
      result.cpuToUsableMs = await step(errors, 'cpu', async () => (await metric(session, 'TaskDuration')) * 1000);

    const counts = await step(errors, 'all drawn', () => settledCounts(page, session, cardPattern));
    result.drawnMs = counts?.drawnMs ?? null;
    result.domElements = counts?.elements ?? null;
    result.cardsDrawn = counts?.cards ?? null;
    result.heapMb = await step(errors, 'heap', async () => {
      await session.send('HeapProfiler.collectGarbage');
      return (await metric(session, 'JSHeapUsedSize')) / MB;
    });
    result.scripts = scripts.totals();
    result.usableSettledMs = await step(errors, 'usable, settled page', async () => {
      const startedAt = (await page.evaluate('performance.now()')) as number;
      return (await timeToUsable(page, board.first.name)) - startedAt;
    });

    result.dialogColdMs = await step(errors, 'dialog cold', () => clickToDialog(page, board.first.name));
    result.dialogWarmMs = await step(errors, 'dialog warm', () => clickToDialog(page, board.second.name));

    const renameTo = (suffix: string) => `${board.renamed.name} r${options.run}${suffix}`;
    const warmUp = await step(errors, 'rename (first, not counted)', () =>
      renameSeen(page, baseUrl, options.tokenB, board.renamed.id, renameTo('a')),
    );
    if (warmUp !== null)
      result.renameMs = await step(errors, 'rename', () =>
        renameSeen(page, baseUrl, options.tokenB, board.renamed.id, renameTo('b')),
      );
    if (options.drawn && result.renameMs !== null) {
      result.loadedCards = await step(errors, 'load all', () => loadAllCards(page, cardPattern));
      if (result.loadedCards !== null)
        result.renameAllLoadedMs = await step(errors, 'rename, all loaded', () =>
          renameSeen(page, baseUrl, options.tokenB, board.renamed.id, renameTo('c')),
        );
    }
    result.overlayShown = await step(
      errors,
      'overlay',
      async () => ((await page.evaluate(overlayExpression)) as { everShown: boolean }).everShown,
    );

    const reopened = await step(errors, 'reopen', async () => {
      await page.reload({ waitUntil: 'commit' });
      return { looking: lookForMenu(page, board.first.name, FIRST_CARD_LIMIT_MS) };
    });
    if (reopened) {
      result.reopenFirstCardMs = await step(errors, 'reopen: first card', () =>
        timeToFirstCard(page, board.first.name),
      );
      if (result.reopenFirstCardMs !== null)
        result.reopenUsableMs = await step(errors, 'reopen: usable', () =>
          timeToUsable(page, board.first.name, reopened.looking),
        );
    }
    return result;
  } finally {
    await context.close();
  }
}

/**
 * Scripts of the sign-in page: /login in a new context without a token, until its "Sign in"
 * button is visible and the network has been idle for 0.5 s.
 */
export async function measureSignInScripts(browser: Browser, baseUrl: string): Promise<ScriptTotals> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    const scripts = await recordScripts(session);
    await page.goto(`${baseUrl}/login`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: /^(Sign in|Войти)$/ }).waitFor({ timeout: FIRST_CARD_LIMIT_MS });
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
    return scripts.totals();
  } finally {
    await context.close();
  }
}
