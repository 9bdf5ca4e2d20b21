/**
 * Company routes (DESIGN §3 Route map, §5 Permissions; issue 3 "Companies"): my companies, create,
 * view, rename, members and their roles, leaving; invitation links and joining live in
 * invite.routes.ts, registered from here. Every route needs a signed-in caller and checks access
 * through access.service (404 unknown company, 403 non-member or not a manager). Changes are
 * broadcast to `company:<id>` (company.events.ts), the caller's own socket excluded.
 *
 * Members also join their companies' rooms when their socket connects.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordAudit } from '../admin/auditLog';
import { z } from 'zod';
import { createCompanyBody, idParam, memberRoleBody, updateCompanyBody } from '../../shared/company/company.schemas';
import { ok } from '../../shared/envelope';
import { actorOf, requireCompany, requireCompanyManager } from '../access/access.service';
import { AppError } from '../http/appError';
import { callerOf } from '../plugins/auth';
import { userRoom } from '../plugins/realtime';
import { COMPANY_EVENTS, companyRoom, joinCompanyRoom, registerCompanyRooms } from './company.events';
import {
  findMember,
  insertCompanyWithOwner,
  listCompaniesOf,
  listMembers,
  renameCompany,
  setMemberRole,
} from './company.repository';
import { companyJson, ERROR_CONTEXT, removeMember } from './company.service';
import { companyMemberSchema, companySchema, companySummarySchema } from './company.wire';
import { inviteRoutes } from './invite.routes';
import { createdOf, idParams, okEmpty, okOf, secured } from './routeOptions';

const tags = ['company'];
const memberParams = z.object({ id: idParam, userId: idParam });

/** Registers the company, member and (via inviteRoutes) link routes, and the company rooms at connect. */
export async function companyRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerCompanyRooms(app);

  app.get('/company', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'My companies with my role',
      response: okOf(z.array(companySummarySchema)),
    },
    handler: async (request) => ok(await listCompaniesOf(app.db, callerOf(request).user.id)),
  });

  app.post('/company', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'Create a company; the caller becomes its owner',
      body: createCompanyBody,
      response: createdOf(companySchema),
    },
    handler: async (request, reply) => {
      const userId = callerOf(request).user.id;
      const company = await insertCompanyWithOwner(app.db, request.body.name, userId);
      joinCompanyRoom(app, userId, company.id);
      // The creator's other tabs learn about it; the creating socket has the answer.
      app.realtime.broadcast(
        userRoom(userId),
        COMPANY_EVENTS.companyCreated,
        { ...company, role: 'owner', actorId: userId },
        { exceptSocketId: request.socketId },
      );
      return reply.code(201).send(ok({ ...company, role: 'owner' as const, projects: [] }));
    },
  });

  app.get('/company/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'A company with its projects (archived ones included)',
      params: idParams,
      response: okOf(companySchema),
    },
    handler: async (request) => {
      const access = await requireCompany(app.db, actorOf(callerOf(request)), request.params.id);
      return ok(await companyJson(app, access.companyId, access.role));
    },
  });

  app.put('/company/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'Rename a company (owner or admin)',
      params: idParams,
      body: updateCompanyBody,
      response: okOf(companySchema),
    },
    handler: async (request) => {
      const caller = callerOf(request);
      const access = await requireCompanyManager(app.db, actorOf(caller), request.params.id);
      const { name } = request.body;
      if (name !== undefined) {
        await renameCompany(app.db, access.companyId, name);
        app.realtime.broadcast(
          companyRoom(access.companyId),
          COMPANY_EVENTS.companyUpdated,
          { id: access.companyId, name, actorId: caller.user.id },
          { exceptSocketId: request.socketId },
        );
      }
      return ok(await companyJson(app, access.companyId, access.role));
    },
  });

  app.get('/company/:id/members', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'Members in the order they joined',
      params: idParams,
      response: okOf(z.array(companyMemberSchema)),
    },
    handler: async (request) => {
      const access = await requireCompany(app.db, actorOf(callerOf(request)), request.params.id);
      return ok(await listMembers(app.db, access.companyId));
    },
  });

  app.put('/company/:id/members/:userId', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: "Change a member's role (owner or admin; the owner's role cannot change: 409)",
      params: memberParams,
      body: memberRoleBody,
      response: okOf(companyMemberSchema),
    },
    handler: async (request) => {
      const caller = callerOf(request);
      const { companyId } = await requireCompanyManager(app.db, actorOf(caller), request.params.id);
      const target = await findMember(app.db, companyId, request.params.userId);
      if (!target) throw new AppError('NOT_FOUND');
      if (target.role === 'owner') throw new AppError('CONFLICT', { params: ERROR_CONTEXT.owner });
      await setMemberRole(app.db, companyId, target.userId, request.body.role);
      await recordAudit(app, request, {
        action: 'company.roleChanged',
        target: { kind: 'company', id: companyId },
        details: { userId: target.userId, from: target.role, to: request.body.role },
      });
      const member = { ...target, role: request.body.role };
      app.realtime.broadcast(
        companyRoom(companyId),
        COMPANY_EVENTS.memberUpdated,
        { companyId, ...member, actorId: caller.user.id },
        { exceptSocketId: request.socketId },
      );
      return ok(member);
    },
  });

  app.delete('/company/:id/members/:userId', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'Remove a member (owner or admin; never the owner: 409)',
      params: memberParams,
      response: okEmpty,
    },
    handler: async (request) => {
      const caller = callerOf(request);
      const { companyId } = await requireCompanyManager(app.db, actorOf(caller), request.params.id);
      await removeMember(app, {
        companyId,
        userId: request.params.userId,
        actorId: caller.user.id,
        exceptSocketId: request.socketId,
      });
      return ok(null);
    },
  });

  app.post('/company/:id/leave', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'Leave a company (any member but the owner: 409)',
      params: idParams,
      response: okEmpty,
    },
    handler: async (request) => {
      const caller = callerOf(request);
      const { companyId } = await requireCompany(app.db, actorOf(caller), request.params.id);
      await removeMember(app, {
        companyId,
        userId: caller.user.id,
        actorId: caller.user.id,
        exceptSocketId: request.socketId,
        leaving: true,
      });
      return ok(null);
    },
  });

  await app.register(inviteRoutes);
}
