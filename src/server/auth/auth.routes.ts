/**
 * Auth routes (DESIGN §3 Auth, spec/shell.md §7 Authentication). Every answer is the envelope;
 * a new token travels in the `Authorization: Bearer <token>` response header (login, register,
 * refresh). Rate limits: registrations per IP, failed logins per IP + e-mail, code requests
 * per e-mail (429 RATE_LIMITED).
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
import { emptySuccess, failureResponses, successOf } from '../http/schemas';
import { callerOf } from '../plugins/auth';
import { attemptLimiter, perIpLimit } from '../plugins/rateLimit';
import { bearerHeader } from './auth.tokens';

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
        return withToken(reply, token).send(ok({ user }));
      } catch (error) {
        await loginFailures.count(request);
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
      const token = await app.auth.refresh(caller);
      return withToken(reply, token).send(ok({ user: app.auth.toUser(caller.user) }));
    },
  });

  app.post(AUTH_PATHS.logout, {
    schema: { tags, security: secured, summary: 'Revoke the token (idempotent)', response: emptyResponse },
    handler: async (request) => {
      await app.auth.logout(request.token);
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
      await app.auth.restore(request.body);
      return ok(null);
    },
  });
}
