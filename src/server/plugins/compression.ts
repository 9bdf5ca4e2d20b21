/**
 * Compressed API answers (issue 13 item 6) through @fastify/compress: a JSON answer of at least
 * COMPRESSION_THRESHOLD_BYTES goes out as brotli (quality 4, fast enough per request) or gzip,
 * whichever the request's Accept-Encoding prefers among the two (br first on a tie), with
 * `Vary: Accept-Encoding`. Smaller answers, other types and requests without Accept-Encoding are
 * sent as they are.
 * - The built client is not compressed here: its files are precompressed at build time and sent
 *   with their Content-Encoding already set (static.ts), which @fastify/compress leaves alone; its
 *   other types (HTML, JS, images) are outside the JSON filter anyway.
 * - socket.io answers its own HTTP requests outside Fastify's hooks; the socket `api` transport
 *   dispatches through `app.inject` (socketApi.ts) and must get plain JSON whatever Accept-Encoding
 *   a client put in the call's headers.
 * - Request bodies are not decompressed (`globalDecompression: false`): clients send plain JSON.
 * Register before the routes: @fastify/compress adds its hook to each route as it is declared.
 */
import compress from '@fastify/compress';
import { globalPlugin } from './globalPlugin';
import { isSocketApiCall } from './socketApi';

/** Answers below this size (bytes) are not worth compressing. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** JSON media types: application/json and application/<x>+json (charset parameters allowed). */
const JSON_TYPES = /^application\/(?:[\w.-]+\+)?json(?:;|$)/i;

/** Header @fastify/compress reads on the request to leave an answer alone. */
const NO_COMPRESSION = 'x-no-compression';

/** True when an answer of this Content-Type may be compressed here. */
export const isCompressibleType = (contentType: unknown): boolean =>
  typeof contentType !== 'string' || JSON_TYPES.test(contentType);

/**
 * Registers @fastify/compress for JSON answers only. Its own filter also takes every type that
 * mime-db calls compressible (HTML, JS, CSV), so a global onSend hook — which runs before the
 * route-level one @fastify/compress adds — marks the other answers as not to be compressed.
 */
export const compressionPlugin = globalPlugin('teamspace-compression', async (app) => {
  app.addHook('onRequest', async (request) => {
    if (isSocketApiCall(request)) request.headers[NO_COMPRESSION] = '1';
  });
  app.addHook('onSend', async (request, reply) => {
    if (!isCompressibleType(reply.getHeader('content-type'))) request.headers[NO_COMPRESSION] = '1';
  });
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: JSON_TYPES,
    globalDecompression: false,
  });
});
