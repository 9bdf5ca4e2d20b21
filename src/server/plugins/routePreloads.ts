/**
 * The page a browser navigation gets, with the route's scripts named up front (issue 13 item 4,
 * no waterfall): index.html plus one `<link rel="preload" as="script">` per script of the chunks
 * the path renders (src/shared/routeChunks.ts ROUTE_CHUNKS; the files of each chunk from the
 * build's chunk-groups.json, webpack.config.ts). Without them the browser learns of those chunks
 * only once main has run (~0.2 s on a 2-core machine), and they then queue behind the API calls for
 * its six connections. The pages are built once per build of the client (the two files' mtimes) with
 * their gzip and brotli copies; a path no row matches, or a build without chunk-groups.json, gets
 * null (the plain index.html).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROUTE_CHUNKS } from '../../shared/routeChunks';

/** A built page and its compressed copies. */
export interface RoutePage {
  html: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/** File of the build that names the scripts of each named chunk group. */
export const CHUNK_GROUPS_FILE = 'chunk-groups.json';

/** The scripts index.html loads itself (`src` of its script tags, quoted or not). */
function entryScripts(html: string): Set<string> {
  return new Set([...html.matchAll(/<script\b[^>]*\ssrc=["']?([^"'\s>]+)/gi)].map((m) => m[1]));
}

/** `<link rel="preload">` of `files` before `</head>` of `html`. */
function withPreloads(html: string, files: string[]): string {
  // Low priority: a preload is "High" in Chromium, deferred scripts "Low"; the entry scripts (boot first)
  // must not queue behind the screens' chunks for the six connections.
  const links = files.map((file) => `<link rel="preload" as="script" href="${file}" fetchpriority="low">`).join('');
  return html.replace('</head>', `${links}</head>`);
}

/** The pages of every row of ROUTE_CHUNKS (null where a row adds nothing), built from the client's files. */
function buildPages(clientDir: string): (RoutePage | null)[] | null {
  let index: string;
  let groups: Record<string, string[]>;
  try {
    index = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
    groups = JSON.parse(fs.readFileSync(path.join(clientDir, CHUNK_GROUPS_FILE), 'utf8')) as Record<string, string[]>;
  } catch {
    return null;
  }
  const own = entryScripts(index);
  return ROUTE_CHUNKS.map(([, names]) => {
    const files = [...new Set(names.flatMap((name) => groups[name] ?? []))]
      .map((file) => `/${file}`)
      .filter((file) => !own.has(file));
    if (!files.length) return null;
    const html = Buffer.from(withPreloads(index, files));
    return { html, gzip: zlib.gzipSync(html, { level: 9 }), br: zlib.brotliCompressSync(html) };
  });
}

/**
 * A lookup `pathname → RoutePage | null` over the client in `clientDir`, rebuilt when index.html
 * or chunk-groups.json changes (a new build under a running server).
 */
export function routePages(clientDir: string): (pathname: string) => RoutePage | null {
  let builtFor = '';
  let pages: (RoutePage | null)[] | null = null;
  return (pathname) => {
    // Both files' times: the build writes chunk-groups.json after index.html.
    let stamp: string;
    try {
      stamp = ['index.html', CHUNK_GROUPS_FILE].map((file) => fs.statSync(path.join(clientDir, file)).mtimeMs).join();
    } catch {
      return null;
    }
    if (stamp !== builtFor) {
      pages = buildPages(clientDir);
      builtFor = stamp;
    }
    const row = ROUTE_CHUNKS.findIndex(([pattern]) => pattern.test(pathname));
    return row < 0 || !pages ? null : pages[row];
  };
}
