/**
 * Invitation links and joining by link (DESIGN §3 Route map, §5 Permissions; spec/shell.md §2
 * `/company/{id}/join/{token}`). Owners and admins list, create and revoke links; any signed-in
 * user previews a link and joins through it. An unknown, revoked, expired or used-up link is a
 * 404 NOT_FOUND whose message says the link is invalid (`errors:NOT_FOUND_inviteLink`).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createInviteLinkBody, idParam } from '../../shared/company/company.schemas';
import { ok } from '../../shared/envelope';
import { actorOf, requireCompanyManager } from '../access/access.service';
import { AppError } from '../http/appError';
import { callerOf } from '../plugins/auth';
import { findMember } from './company.repository';
import { inviteLinkInvalid, joinByLink } from './company.service';
import { companySchema, inviteLinkSchema, joinPreviewSchema } from './company.wire';
import { findUsableLink, insertLink, listActiveLinks, revokeLink } from './invite.repository';
import { createdOf, idParams, okEmpty, okOf, secured } from './routeOptions';

const tags = ['company'];
const token = z.string().min(1).max(200);

/** i18n key (errors namespace) of the field error for an expiry that is not in the future. */
export const EXPIRES_IN_PAST_KEY = 'errors:inviteLinkExpiresInPast';

/** Registers the invitation-link and join routes (see the file header). */
export async function inviteRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/company/:id/links', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'Usable invitation links, newest first (owner or admin)',
      params: idParams,
      response: okOf(z.array(inviteLinkSchema)),
    },
    handler: async (request) => {
      const { companyId } = await requireCompanyManager(app.db, actorOf(callerOf(request)), request.params.id);
      return ok(await listActiveLinks(app.db, companyId));
    },
  });

  app.post('/company/:id/links', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'Create an invitation link with an optional expiry and use limit (owner or admin)',
      params: idParams,
      body: createInviteLinkBody,
      response: createdOf(inviteLinkSchema),
    },
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const { companyId } = await requireCompanyManager(app.db, actorOf(caller), request.params.id);
      const expiresAt = request.body.expiresAt ? new Date(request.body.expiresAt) : null;
      if (expiresAt && expiresAt.getTime() <= Date.now()) {
        throw new AppError('VALIDATION_FAILED', { fieldKeys: { expiresAt: EXPIRES_IN_PAST_KEY } });
      }
      const link = await insertLink(app.db, {
        companyId,
        createdBy: caller.user.id,
        expiresAt: expiresAt ? expiresAt.toISOString() : null,
        maxUses: request.body.maxUses ?? null,
      });
      return reply.code(201).send(ok(link));
    },
  });

  app.delete('/company/:id/links/:linkId', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'Revoke an invitation link (owner or admin)',
      params: z.object({ id: idParam, linkId: idParam }),
      response: okEmpty,
    },
    handler: async (request) => {
      const { companyId } = await requireCompanyManager(app.db, actorOf(callerOf(request)), request.params.id);
      if (!(await revokeLink(app.db, companyId, request.params.linkId))) throw new AppError('NOT_FOUND');
      return ok(null);
    },
  });

  app.get('/company/join/:token', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'Preview of an invitation link for the join page (any signed-in user)',
      params: z.object({ token }),
      response: okOf(joinPreviewSchema),
    },
    handler: async (request) => {
      const link = await findUsableLink(app.db, request.params.token);
      if (!link) throw inviteLinkInvalid();
      const member = await findMember(app.db, link.companyId, callerOf(request).user.id);
      return ok({ companyId: link.companyId, companyName: link.companyName, alreadyMember: Boolean(member) });
    },
  });

  app.post('/company/:id/join/:token', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'Join a company by invitation link; idempotent for members',
      params: z.object({ id: idParam, token }),
      response: okOf(companySchema),
    },
    handler: async (request) =>
      ok(
        await joinByLink(app, {
          companyId: request.params.id,
          token: request.params.token,
          userId: callerOf(request).user.id,
          exceptSocketId: request.socketId,
        }),
      ),
  });
}
