/**
 * Excalidraw's fonts served by us (issue 18 drawings): Excalidraw loads its hand-drawn and other
 * fonts from `window.EXCALIDRAW_ASSET_PATH` (the client sets EXCALIDRAW_ASSET_PATH of
 * src/shared/drawings/drawing.types.ts), else from
 * a CDN that our CSP (`font-src 'self'`) blocks and a self-hosted server may not reach. The files are
 * the package's own (`@excalidraw/excalidraw/dist/prod/fonts`, ~14 MB of woff2, fetched only for the
 * fonts a scene uses), served from node_modules with a day of caching. Without the package
 * installed the prefix answers 404 like any unknown path.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { EXCALIDRAW_ASSET_PATH } from '../../shared/drawings/drawing.types';
import { globalPlugin } from './globalPlugin';

/** The package's dist/prod folder, or null when it cannot be found. */
function excalidrawDist(): string | null {
  try {
    return path.dirname(require.resolve('@excalidraw/excalidraw'));
  } catch {
    return null;
  }
}

export const excalidrawAssetsPlugin = globalPlugin('teamspace-excalidraw-assets', async (app) => {
  const dist = excalidrawDist();
  const fonts = dist && path.join(dist, 'fonts');
  if (!fonts || !fs.existsSync(fonts)) return;
  await app.register(fastifyStatic, {
    root: fonts,
    prefix: `${EXCALIDRAW_ASSET_PATH}fonts/`,
    decorateReply: false,
    index: false,
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=86400');
    },
  });
});
