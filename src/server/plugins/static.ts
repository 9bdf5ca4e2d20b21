/**
 * The built client (DESIGN §3 Route map): files of CLIENT_DIR are served as they are (hashed
 * assets cached for a year, HTML never cached); a GET whose Accept includes text/html and that is
 * not a file gets index.html (a browser navigation, also for paths that are API calls such as
 * /board/shared/{token}) — except /login (any query), which gets signin.html, the light sign-in
 * page (webpack entry `signIn`, features/signIn; README "Where we depart from DESIGN.md"). Every other request
 * is the API. Without a built client such navigations get a short HTML page (503) that says so.
 *
 * Issue 13 item 6: the build leaves brotli (.br) and gzip (.gz) copies next to its text files
 * (webpack.config.ts); @fastify/static's `preCompressed` sends the best one the request's
 * Accept-Encoding allows (br, then gzip, then the file itself) with its own Content-Type, the
 * Content-Encoding and `Vary: Accept-Encoding` — index.html as the SPA fallback included. A path
 * whose screens load chunks gets index.html with preloads of their scripts (routePreloads.ts),
 * compressed the same way.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { globalPlugin } from './globalPlugin';
import { routePages, type RoutePage } from './routePreloads';

/** Paths that stay API (or socket.io) even for a browser navigation (a wiki image opened in its own tab). */
const NOT_NAVIGATION = ['/openapi.json', '/socket.io/', '/wiki/images/'];

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Teamspace</title></head>
<body><h1>Teamspace</h1><p>The web client is not built yet. Run <code>npm run build</code> (or <code>npm start</code>) and reload.</p></body></html>
`;

/** A content-hashed build file, or its precompressed copy (`main.0123456789.js.br`). */
const isHashedAsset = (file: string) =>
  /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpe?g|webp|ico|map)(\.br|\.gz)?$/i.test(file);

/** The page of the light sign-in entry, served for navigations to SIGN_IN_PATH. */
export const SIGN_IN_PAGE = 'signin.html';
const SIGN_IN_PATH = '/login';

/** The HTML page a navigation to `url` gets: signin.html for /login (with any query), else index.html. */
export function pageFor(url: string): string {
  const pathname = url.split(/[?#]/)[0].replace(/\/+$/, '');
  return pathname === SIGN_IN_PATH ? SIGN_IN_PAGE : 'index.html';
}

/** True for a GET/HEAD that a browser makes to show a page. */
export function isNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept;
  if (typeof accept !== 'string' || !accept.includes('text/html')) return false;
  const pathname = request.url.split('?')[0];
  return !NOT_NAVIGATION.some((prefix) => pathname === prefix || pathname.startsWith(prefix));
}

function fileExists(root: string, url: string): boolean {
  try {
    const pathname = decodeURIComponent(url.split('?')[0]);
    const file = path.resolve(root, `.${pathname}`);
    if (!file.startsWith(root + path.sep)) return false;
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

export const staticPlugin = globalPlugin('teamspace-static', async (app) => {
  const root = path.resolve(app.config.clientDir);

  const served = fs.existsSync(root);
  if (served) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      index: false,
      wildcard: true,
      preCompressed: true,
      setHeaders: (reply, file) => {
        reply.header('cache-control', isHashedAsset(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const pageOf = routePages(root);

  /** A route's page (routePreloads.ts) in the best encoding the request accepts. */
  const sendRoutePage = (request: FastifyRequest, reply: FastifyReply, page: RoutePage) => {
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html);
  };

  const sendPage = async (reply: FastifyReply, page: string) => {
    const file = path.join(root, page);
    // sendFile applies preCompressed and setHeaders (no-cache) like any other file.
    if (served && fs.existsSync(file)) return reply.code(200).sendFile(page);
    try {
      const html = await fs.promises.readFile(file);
      return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    } catch {
      return reply.code(503).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(NOT_BUILT_PAGE);
    }
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!isNavigation(request) || fileExists(root, request.url)) return;
    const page = pageFor(request.url);
    // The app's page with the path's screen scripts as preloads (the sign-in page has its own).
    const routePage = served && page === 'index.html' ? pageOf(request.url.split('?')[0]) : null;
    if (routePage) await sendRoutePage(request, reply, routePage);
    else await sendPage(reply, page);
    return reply;
  });
});
