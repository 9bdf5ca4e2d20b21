/**
 * Auth routes (DESIGN §3 Auth, spec/shell.md §7 Authentication). Every answer is the envelope;
 * a new token travels in the `Authorization: Bearer <token>` response header (login, register,
 * refresh). Rate limits: registrations per IP, failed logins per IP + e-mail, code requests
 * per e-mail (429 RATE_LIMITED). Sign-ins and failed sign-ins go to the audit log (issue 19).
 *
 * A session that ends takes its sockets with it (sessionSockets.ts): logout (that session),
 * refresh (the old token's sockets, except the one that refreshed over its own `api`) and restore
 * (every session of the user). `POST /auth/logout` needs a live token: 401 UNAUTHORIZED without
 * one or with an unknown/revoked one, 401 TOKEN_EXPIRED after expiry.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_PATHS } from '../../shared/auth/auth.paths';
import {
  backgroundBody,
  emailCodeBody,
  loginBody,
  profileBody,
  registerBody,
  restoreBody,
  userSchema,
  type EmailCodeBody,
  type LoginBody,
} from '../../shared/auth/auth.schemas';
import { ok } from '../../shared/envelope';
import { recordAudit } from '../admin/auditLog';
import { isAppError } from '../http/appError';
import { emptySuccess, failureResponses, failureSchema, successOf } from '../http/schemas';
import { callerOf } from '../plugins/auth';
import { attemptLimiter, perIpLimit } from '../plugins/rateLimit';
import { bearerHeader } from './auth.tokens';
import { endingCallOf } from './sessionSockets';

const userResponse = { 200: successOf(userSchema), ...failureResponses };
const userEnvelope = { 200: successOf(z.object({ user: userSchema })), ...failureResponses };
const createdEnvelope = { 201: successOf(z.object({ user: userSchema })), ...failureResponses };
const emptyResponse = { 200: emptySuccess, ...failureResponses };
const tags = ['auth'];
const secured = [{ bearer: [] }];

const withToken = (reply: FastifyReply, token: string) => reply.header('authorization', bearerHeader(token));

export async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limits = app.config.rateLimits;
  const loginFailures = attemptLimiter(
    app,
    limits.loginFailures,
    (request) => `login:${request.ip}:${(request.body as LoginBody).email}`,
  );
  const codeRequests = attemptLimiter(
    app,
    limits.emailCodes,
    (request) => `code:${(request.body as EmailCodeBody).email}`,
  );

  app.post(AUTH_PATHS.register, {
    config: perIpLimit(limits.registrations),
    schema: {
      tags,
      summary: 'Create an account (the first one is system admin)',
      body: registerBody,
      response: createdEnvelope,
    },
    handler: async (request, reply) => {
      const { user, token } = await app.auth.register(request.body);
      return withToken(reply, token).code(201).send(ok({ user }));
    },
  });

  app.post(AUTH_PATHS.login, {
    schema: { tags, summary: 'Sign in; remember = stay signed in', body: loginBody, response: userEnvelope },
    handler: async (request, reply) => {
      await loginFailures.check(request);
      try {
        const { user, token } = await app.auth.login(request.body);
        await recordAudit(app, request, {
          action: 'auth.signIn',
          actor: { id: user.id, name: user.name },
          target: { kind: 'user', id: user.id },
        });
        return withToken(reply, token).send(ok({ user }));
      } catch (error) {
        await loginFailures.count(request);
        await recordAudit(app, request, {
          action: 'auth.signInFailed',
          actor: { id: null, name: request.body.email },
          details: { email: request.body.email, code: isAppError(error) ? error.code : 'INTERNAL' },
        });
        throw error;
      }
    },
  });

  app.get(AUTH_PATHS.user, {
    onRequest: app.authenticate,
    schema: { tags, security: secured, summary: 'The signed-in user', response: userResponse },
    handler: async (request) => ok(app.auth.toUser(callerOf(request).user)),
  });

  app.get(AUTH_PATHS.refresh, {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'Rotate the token (new one in the Authorization header)',
      response: userEnvelope,
    },
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const next = await app.auth.refresh(caller);
      const call = endingCallOf(request);
      app.realtime.sessions.followRotation(call, caller.session.id, next);
      app.realtime.sessions.endSessions([caller.session.id], 'refreshed', call);
      return withToken(reply, next.token).send(ok({ user: app.auth.toUser(caller.user) }));
    },
  });

  app.post(AUTH_PATHS.logout, {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'End the session of the token',
      description:
        'The token stops working and the sockets opened with it are told (`session:revoked {reason: "logout"}`) ' +
        'and disconnected. Without a live token the answer is 401: a second logout with the same token is a 401 too.',
      response: {
        200: emptySuccess,
        401: failureSchema.describe(
          'No token, or a token that is not a live session (UNAUTHORIZED: unknown or revoked; TOKEN_EXPIRED)',
        ),
        ...failureResponses,
      },
    },
    handler: async (request) => {
      const caller = callerOf(request);
      await app.auth.logout(caller);
      app.realtime.sessions.endSessions([caller.session.id], 'logout', endingCallOf(request));
      return ok(null);
    },
  });

  app.put(AUTH_PATHS.profile, {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'Change name, avatar or meta',
      body: profileBody,
      response: userResponse,
    },
    handler: async (request) => ok(await app.auth.updateProfile(callerOf(request).user.id, request.body)),
  });

  app.put(AUTH_PATHS.background, {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'Change the custom background',
      body: backgroundBody,
      response: userResponse,
    },
    handler: async (request) => ok(await app.auth.updateBackground(callerOf(request).user.id, request.body)),
  });

  app.put(AUTH_PATHS.emailCode, {
    schema: {
      tags,
      summary: 'Mail a 6-digit restore code (same answer for unknown e-mails)',
      body: emailCodeBody,
      response: emptyResponse,
    },
    handler: async (request) => {
      await codeRequests.check(request);
      await codeRequests.count(request);
      await app.auth.requestEmailCode(request.body.email, request.lang);
      return ok(null);
    },
  });

  app.post(AUTH_PATHS.restore, {
    schema: {
      tags,
      summary: 'Set a new password with the mailed code; signs out everywhere',
      body: restoreBody,
      response: emptyResponse,
    },
    handler: async (request) => {
      const userId = await app.auth.restore(request.body);
      app.realtime.sessions.endUserSockets(userId, 'restore', endingCallOf(request));
      return ok(null);
    },
  });
}
