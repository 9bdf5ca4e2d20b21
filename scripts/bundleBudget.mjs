#!/usr/bin/env node
/**
 * Bundle budget of the built client (DESIGN §7): the JavaScript a route loads initially, in KB of
 * gzip, against its goal (≤ 150 KB for sign-in, ≤ 300 KB for a board) and its ceiling (see
 * BUDGETS). Exits 1 (after printing a table route → KB gzip / goal / ceiling) when a route passes
 * its ceiling, 2 when the build output it needs is missing.
 *
 * What a route loads initially: for sign-in, the scripts of the `signIn` entry point (signin.html,
 * the light sign-in page of features/signIn, which the server answers /login with); for the app's
 * routes, the `boot` and `main` entry points' scripts (runtime, boot, vendors, main, English
 * translations included) + every script of the chunk groups that the client preloads at startup for
 * that path and the server names as preloads in its page (src/shared/routeChunks.ts ROUTE_CHUNKS,
 * read from the source with the TypeScript parser so the two never drift).
 * Chunk groups and their files come from webpack's stats (`.tmp/bundle-stats.json`, written by
 * webpack.config.ts at the end of every production build); sizes are gzip level 9 of the emitted
 * .js files (what the server's precompressed .gz holds; brotli is smaller still).
 *
 * Usage: `node scripts/bundleBudget.mjs [stats.json]`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const statsFile = path.resolve(root, process.argv[2] ?? '.tmp/bundle-stats.json');
const routeChunksFile = path.join(root, 'src/shared/routeChunks.ts');

/**
 * The routes measured: an entry point or a sample path of the app each, the goal in KB (1 KB =
 * 1024 bytes) of gzip, and the ceiling this check enforces: the size reached plus a KB or two, so a
 * change that makes a route heavier fails here; lower a ceiling whenever a route gets lighter.
 * Sign-in reached its goal when it became a page of its own (the `signIn` entry: React, MUI with
 * the app's theme, its texts with a small translator; no store, router, socket, i18next or zod up
 * front): 229.5 KB → 127.1 KB in one script, ceiling 129 (README "Where we depart from DESIGN.md"). Before that (sign-in's went from 244 to 246 with issue 15; issue 16's chat launcher and slice came
 * with moving seven feature namespaces' texts into their features' chunks, and it is back at 245; the board's went from 368 to 369 with issue 17: the call and invitation slices, their listener registrations and the two tiny hosts that mount the lazy call window and incoming-call prompt, 0.9 KB); issue 18 took both up by 0.7-0.8 KB (sign-in 245.6, board 369.7): the runtime's entries for the wiki's and drawings' lazy chunks (Excalidraw's ~140 were cut to a handful), the two routes' loaders, and the wiki's error texts in the English errors namespace of the entry; issue 19's three lazy routes cost ~0.5 KB, and the toasts' host (notistack) and the connection overlay's dialog becoming chunks of their own took sign-in to 229.1 and the board to 361.5, so the ceilings were 230 and 362; the windowed card list's chunk coming off the board's first paint took it to 351.8 (ceiling 353); the app's `boot` entry, the first URL's requests before the vendors parse, costs ~1 KB), sign-in loaded the app's entry,
 * whose react-dom, MUI, Redux Toolkit, i18next and react-router alone are ~160 KB. The board: what
 * its first paint does not show then mounted on first use, prefetched when the board is idle (the
 * sticker menus' forms, the filter bar's selects — their closed look drawn without MUI's Select and
 * TextField —, the column, sticker attach and account menus, the delete confirm, the sticker
 * palette), and the project trail lost Breadcrumbs, Link and Chip: 351.8 → 332.1 (ceiling 334). The
 * app bar, project and board tabs, filter bar and sticker tools drawn as plain elements (one
 * stylesheet, project/shellStyles.ts; the board menu lazy) took AppBar, Toolbar, Avatar, Tabs, Tab,
 * TabScrollButton, ToggleButton, InputAdornment, InputLabel and FormLabel off it; the board's
 * loading, error and empty states, its sub-task bars, the card menu, the members, templates and
 * sticker-chip menus off its first paint (plain elements, or the menus chunk) took Alert, Skeleton,
 * LinearProgress, Divider and the List parts; with the columns' resting chrome in one stylesheet
 * (board/columnStyles.ts) and the tile's title editor on first use, the last importers of Menu,
 * Popover, Modal, InputBase and their transitions left the first paint: 333.3 → 297.7 (ceiling 299),
 * under the goal.
 */
export const BUDGETS = [
  { route: 'sign-in', entry: 'signIn', budgetKb: 150, ceilingKb: 129 },
  { route: 'board', path: '/cabinet/project/1/board', budgetKb: 300, ceilingKb: 299 },
];

/**
 * Reads src/shared/routeChunks.ts: `[pattern, chunkNames[]][]` of ROUTE_CHUNKS (the chunk names
 * being webpack chunk names), read from the source with the TypeScript parser.
 */
export function readRouteChunks(file = routeChunksFile) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  let table;
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === 'ROUTE_CHUNKS') {
      let value = node.initializer;
      while (value && (ts.isSatisfiesExpression(value) || ts.isAsExpression(value))) value = value.expression;
      if (value && ts.isArrayLiteralExpression(value)) table = value;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!table) throw new Error(`ROUTE_CHUNKS not found in ${file}`);
  return table.elements.map((row) => {
    const [pattern, names] = row.elements;
    const literal = pattern.getText(source);
    const slash = literal.lastIndexOf('/');
    const regex = new RegExp(literal.slice(1, slash), literal.slice(slash + 1));
    return [regex, names.elements.map((name) => name.text)];
  });
}

/** The entry points index.html loads: the first URL's requests (boot) and the app (main, which depends on boot). */
const APP_ENTRIES = ['boot', 'main'];

/** Script files (relative to the output folder) a path loads initially, per webpack's stats. */
export function initialScripts(stats, routeChunks, pathname) {
  const groups = [...APP_ENTRIES, ...(routeChunks.find(([pattern]) => pattern.test(pathname))?.[1] ?? [])];
  const files = new Set();
  for (const name of groups) {
    const group = stats.namedChunkGroups?.[name] ?? stats.entrypoints?.[name];
    if (!group) throw new Error(`chunk group ${name} is not in the build's stats`);
    for (const asset of group.assets) if (asset.name.endsWith('.js')) files.add(asset.name);
  }
  return [...files];
}

/** Script files of an entry point (`signIn`), per webpack's stats. */
export function entryScripts(stats, entry) {
  const group = stats.entrypoints?.[entry];
  if (!group) throw new Error(`entry point ${entry} is not in the build's stats`);
  return group.assets.map((asset) => asset.name).filter((name) => name.endsWith('.js'));
}

/** The scripts one BUDGETS row loads initially. */
const scriptsOf = (stats, routeChunks, { entry, path: pathname }) =>
  entry ? entryScripts(stats, entry) : initialScripts(stats, routeChunks, pathname);

function main() {
  if (!existsSync(statsFile)) {
    console.error(`[budget] ${path.relative(root, statsFile)} is missing: run \`npm run build\` first.`);
    process.exit(2);
  }
  const stats = JSON.parse(readFileSync(statsFile, 'utf8'));
  const outputDir = stats.outputPath ?? path.join(root, 'dist');
  const routeChunks = readRouteChunks();
  const gzipOf = new Map();
  const sizeOf = (file) => {
    if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(readFileSync(path.join(outputDir, file)), { level: 9 }).length);
    return gzipOf.get(file);
  };
  const missing = BUDGETS.flatMap((row) => scriptsOf(stats, routeChunks, row)).filter(
    (file) => !existsSync(path.join(outputDir, file)),
  );
  if (missing.length) {
    console.error(`[budget] the stats name files the build output lacks (${missing[0]}…): rebuild.`);
    process.exit(2);
  }

  let over = 0;
  console.log('route      scripts   KB gzip     goal  ceiling');
  for (const row of BUDGETS) {
    const { route, budgetKb, ceilingKb } = row;
    const files = scriptsOf(stats, routeChunks, row);
    const kb = files.reduce((sum, file) => sum + sizeOf(file), 0) / 1024;
    const ok = kb <= ceilingKb;
    if (!ok) over += 1;
    const note = !ok
      ? '   OVER THE CEILING'
      : kb > budgetKb
        ? `   ${(kb - budgetKb).toFixed(1)} KB above the goal`
        : '';
    console.log(
      `${route.padEnd(10)} ${String(files.length).padStart(7)} ${kb.toFixed(1).padStart(9)} ${String(budgetKb).padStart(8)} ${String(ceilingKb).padStart(8)}${note}`,
    );
    if (process.env.BUDGET_VERBOSE === '1')
      files.forEach((file) => console.log(`    ${file.padEnd(48)} ${(sizeOf(file) / 1024).toFixed(1).padStart(7)}`));
  }
  process.exit(over > 0 ? 1 : 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
