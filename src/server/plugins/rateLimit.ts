/**
 * Rate limits (DESIGN §3 Auth) with @fastify/rate-limit, answering 429 RATE_LIMITED in the
 * envelope with a Retry-After header. Global: `perUser` per token (per IP without one).
 * Routes add their own: registrations per IP (route config), failed logins per IP + e-mail and
 * code requests per e-mail (`attemptLimiter`, which can count only failures).
 */
import crypto from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../config';
import { AppError } from '../http/appError';
import { bearerToken } from '../auth/auth.tokens';
import { globalPlugin } from './globalPlugin';

/** The 429 error; `ttlMs` until the window resets, shown in whole minutes (at least 1). */
export const rateLimited = (ttlMs: number): AppError =>
  new AppError('RATE_LIMITED', {
    params: { minutes: Math.max(1, Math.ceil(ttlMs / 60_000)) },
    retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)),
  });

export const rateLimitPlugin = globalPlugin<{ perUser: RateLimitRule }>(
  'teamspace-rate-limit',
  async (app, { perUser }) => {
    await app.register(rateLimit, {
      global: true,
      max: perUser.max,
      timeWindow: perUser.windowMs,
      // One key per token: the same for a user's HTTP calls and its socket `api` calls.
      keyGenerator: (request) => {
        const token = bearerToken(request.headers.authorization);
        return token ? `t:${crypto.createHash('sha256').update(token).digest('base64url')}` : `ip:${request.ip}`;
      },
      errorResponseBuilder: (_request, context) => rateLimited(context.ttl),
    });
  },
);

/** Route config of a plain per-IP limit (e.g. registrations). */
export const perIpLimit = (rule: RateLimitRule) => ({
  rateLimit: {
    max: rule.max,
    timeWindow: rule.windowMs,
    keyGenerator: (request: FastifyRequest) => `ip:${request.ip}`,
  },
});

/**
 * A limiter that counts only what the route chooses to count: `check` throws 429 when `max`
 * attempts were counted in the window, `count` adds one.
 */
export function attemptLimiter(app: FastifyInstance, rule: RateLimitRule, keyOf: (request: FastifyRequest) => string) {
  const limiter = app.createRateLimit({ max: rule.max, timeWindow: rule.windowMs, keyGenerator: keyOf });
  return {
    async check(request: FastifyRequest): Promise<void> {
      const state = await limiter(request, { increment: false });
      if (!state.isAllowed && state.remaining <= 0) throw rateLimited(state.ttl);
    },
    async count(request: FastifyRequest): Promise<void> {
      await limiter(request);
    },
  };
}
