/**
 * Security headers on every answer — API, the built client and socket.io's own HTTP answers —
 * through @fastify/helmet:
 * - Content-Security-Policy: scripts only from our origin (no inline script, no eval); styles from
 *   our origin plus inline `<style>` because emotion (MUI) inserts its style sheets at run time —
 *   a nonce would need index.html rendered per request and the nonce handed to emotion's cache,
 *   for little gain while scripts stay strict; images from anywhere over http(s), data: and blob:
 *   because avatars (`PUT /auth/profile {avatar}`) and backgrounds (`customBackground.image`,
 *   `bgImage` of a board) are URLs users type; `connect-src 'self'`, which CSP Level 3 matches for
 *   ws:/wss: of the same host too (socket.io, DESIGN §3 Transports); no `upgrade-insecure-requests`
 *   (a self-hosted instance may be served over plain HTTP on a LAN).
 * - `frame-ancestors` from FRAME_ANCESTORS (config.frameAncestors, default 'self'): the operator
 *   lists the parent origins allowed to embed the app (spec/shell.md §4 "the app posts APP_READY to
 *   its parent"). X-Frame-Options (for browsers without CSP 2) is SAMEORIGIN for 'self', DENY for
 *   'none', and absent otherwise so it never contradicts an allowed parent.
 * - X-Content-Type-Options: nosniff; Referrer-Policy: no-referrer (typed image URLs point at other
 *   hosts: they learn nothing of our pages); HSTS for 180 days without subdomains (ignored over
 *   HTTP; subdomains may be other services of the operator); the rest of helmet's defaults.
 */
import helmet from '@fastify/helmet';
import { globalPlugin } from './globalPlugin';

/** The CSP directives for a `frame-ancestors` list (exported for tests and documentation). */
export function contentSecurityPolicy(frameAncestors: string[]): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': frameAncestors,
  };
}

/** X-Frame-Options matching `frame-ancestors`, or false when other parents are allowed. */
function frameOptionsFor(frameAncestors: string[]): { action: 'sameorigin' | 'deny' } | false {
  if (frameAncestors.length === 1 && frameAncestors[0] === "'self'") return { action: 'sameorigin' };
  if (frameAncestors.length === 1 && frameAncestors[0] === "'none'") return { action: 'deny' };
  return false;
}

/** Registers helmet for the whole app; register first, so even early answers (429) carry the headers. */
export const securityHeadersPlugin = globalPlugin<{ frameAncestors: string[] }>(
  'teamspace-security-headers',
  async (app, { frameAncestors }) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(frameAncestors) },
      xFrameOptions: frameOptionsFor(frameAncestors),
      referrerPolicy: { policy: 'no-referrer' },
      strictTransportSecurity: { maxAge: 180 * 24 * 60 * 60, includeSubDomains: false },
    });

    // socket.io answers its polling and handshake requests itself, outside Fastify's hooks.
    app.addHook('onReady', async () => {
      app.realtime.io.engine.on('headers', (headers: Record<string, string>) => {
        headers['X-Content-Type-Options'] = 'nosniff';
        headers['Referrer-Policy'] = 'no-referrer';
      });
    });
  },
);
