/**
 * Authentication for every route (DESIGN §3 Auth, Transports): decorates `app.auth` (the auth
 * service), `app.authenticate` (an onRequest hook that sets `request.caller` or answers 401
 * UNAUTHORIZED / TOKEN_EXPIRED), `request.token` (the Bearer token, if any) and
 * `request.socketId` (the Socket-Id header: the caller's socket, excluded from its own echoes),
 * and `app.authenticateMemberOrGuest` for the routes a guest link may reach (issue 6,
 * src/shared/board/share.ts): a guest token (X-Guest-Token, `?guestToken=`, `?token=`) sets
 * `request.guest` or answers 404 GUEST_LINK_INVALID; without one it is `app.authenticate`.
 * Every answer exposes the Authorization header to browsers.
 */
import type { FastifyRequest } from 'fastify';
import { HEADERS } from '../../shared/auth/auth.paths';
import { createAuthService, type AuthService, type Caller } from '../auth/auth.service';
import { bearerToken } from '../auth/auth.tokens';
import { guestTokenOf, resolveGuest, type GuestVisit } from '../share/guestAuth';
import { globalPlugin } from './globalPlugin';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
    /** onRequest hook for routes that need a signed-in user. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook for the read routes of a shared board: a guest token, else a signed-in user. */
    authenticateMemberOrGuest: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `app.authenticate`. */
    caller: Caller | null;
    /** Set by `app.authenticateMemberOrGuest` when the request carries a valid guest token. */
    guest: GuestVisit | null;
    token: string | undefined;
    socketId: string | undefined;
  }
}

/** The signed-in caller of a route guarded by `app.authenticate`. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error('route is missing the authenticate hook');
  return request.caller;
}

export const authPlugin = globalPlugin('teamspace-auth', async (app) => {
  app.decorate('auth', createAuthService({ db: app.db, config: app.config, mailer: app.mailer }));
  app.decorateRequest('caller', null);
  app.decorateRequest('guest', null);
  app.decorateRequest('token', undefined);
  app.decorateRequest('socketId', undefined);

  app.addHook('onRequest', async (request, reply) => {
    request.token = bearerToken(request.headers.authorization);
    const socketId = request.headers[HEADERS.socketId];
    request.socketId = typeof socketId === 'string' && socketId ? socketId : undefined;
    reply.header('access-control-expose-headers', 'Authorization');
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    request.caller = await app.auth.authenticate(request.token);
  });

  app.decorate('authenticateMemberOrGuest', async (request: FastifyRequest) => {
    const guestToken = guestTokenOf(request);
    if (guestToken) request.guest = await resolveGuest(app.db, guestToken);
    else request.caller = await app.auth.authenticate(request.token);
  });
});
