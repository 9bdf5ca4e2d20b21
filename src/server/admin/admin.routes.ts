/**
 * Admin panel routes (issue 19 item 3; paths, bodies and answers in
 * src/shared/admin/admin.schemas.ts). Every route runs `app.authenticate` (401) and then
 * `requireSystemAdmin` (403 FORBIDDEN for anyone but a system admin), over HTTP and the socket
 * `api`. Each change is written to the audit log (auditLog.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCompanyPageSchema,
  adminCompanyParams,
  adminCompanySchema,
  adminListQuery,
  adminUserPageSchema,
  adminUserParams,
  adminUserSchema,
  archiveBody,
  auditFilterQuery,
  auditListQuery,
  auditPageSchema,
  blockBody,
  instanceInfoSchema,
  systemAdminBody,
} from '../../shared/admin/admin.schemas';
import { AUDIT_CSV_MAX_ROWS } from '../../shared/admin/admin.types';
import { ok } from '../../shared/envelope';
import { okEmpty, okOf, secured } from '../company/routeOptions';
import { attachment } from '../boardExport/downloadName';
import { AppError } from '../http/appError';
import { failureResponses } from '../http/schemas';
import { callerOf } from '../plugins/auth';
import { adminUser, deleteUser, listUsers, setBlocked, setSystemAdmin } from './adminUsers';
import { listCompanies, setArchived } from './adminCompanies';
import { auditCsv } from './auditCsv';
import { auditRows, listAudit, recordAudit } from './auditLog';
import { instanceInfo, sendTestMail } from './instanceInfo';

const tags = ['admin'];

/** onRequest after `app.authenticate`: 403 FORBIDDEN unless the caller is a system admin. */
export async function requireSystemAdmin(request: FastifyRequest): Promise<void> {
  if (!callerOf(request).user.isSystemAdmin) throw new AppError('FORBIDDEN');
}

/** Registers the /admin/* routes (see the file header). */
export async function adminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: [app.authenticate, requireSystemAdmin] };
  const schema = { tags, security: secured };

  app.get('/admin/users', {
    ...base,
    schema: {
      ...schema,
      summary: 'Users, newest first (search in name and e-mail; offset paging)',
      querystring: adminListQuery,
      response: okOf(adminUserPageSchema),
    },
    handler: async (request) => ok(await listUsers(app.db, request.query)),
  });

  app.put('/admin/users/:userId/blocked', {
    ...base,
    schema: {
      ...schema,
      summary: 'Block or unblock a user; blocking ends every session and socket of the user at once',
      description: '409 CONFLICT for oneself or for the last unblocked system admin.',
      params: adminUserParams,
      body: blockBody,
      response: okOf(adminUserSchema),
    },
    handler: async (request) => {
      const { userId } = request.params;
      const row = await setBlocked(app.db, callerOf(request).user.id, userId, request.body.blocked);
      if (request.body.blocked) await app.realtime.sessions.revokeUser(userId, 'blocked');
      await recordAudit(app, request, {
        action: request.body.blocked ? 'admin.userBlocked' : 'admin.userUnblocked',
        target: { kind: 'user', id: userId },
        details: { email: row.email, name: row.name },
      });
      return ok(await adminUser(app.db, userId));
    },
  });

  app.put('/admin/users/:userId/system-admin', {
    ...base,
    schema: {
      ...schema,
      summary: 'Make or revoke system admin (never the last unblocked one: 409)',
      params: adminUserParams,
      body: systemAdminBody,
      response: okOf(adminUserSchema),
    },
    handler: async (request) => {
      const { userId } = request.params;
      const row = await setSystemAdmin(app.db, userId, request.body.isSystemAdmin);
      await recordAudit(app, request, {
        action: request.body.isSystemAdmin ? 'admin.systemAdminGranted' : 'admin.systemAdminRevoked',
        target: { kind: 'user', id: userId },
        details: { email: row.email, name: row.name },
      });
      return ok(await adminUser(app.db, userId));
    },
  });

  app.post('/admin/users/:userId/restore-code', {
    ...base,
    schema: {
      ...schema,
      summary: 'Mail the user a password-restore code (in the language of the request)',
      params: adminUserParams,
      response: okEmpty,
    },
    handler: async (request) => {
      const user = await adminUser(app.db, request.params.userId);
      await app.auth.requestEmailCode(user.email, request.lang);
      await recordAudit(app, request, {
        action: 'admin.restoreCodeSent',
        target: { kind: 'user', id: user.id },
        details: { email: user.email },
      });
      return ok(null);
    },
  });

  app.delete('/admin/users/:userId', {
    ...base,
    schema: {
      ...schema,
      summary: 'Delete a user: their cards, comments and pages stay with the author anonymised',
      description: '409 CONFLICT for oneself, a company owner, or the last unblocked system admin.',
      params: adminUserParams,
      response: okEmpty,
    },
    handler: async (request) => {
      const { userId } = request.params;
      const row = await deleteUser(app.db, callerOf(request).user.id, userId);
      app.realtime.sessions.endUserSockets(userId, 'blocked');
      await recordAudit(app, request, {
        action: 'admin.userDeleted',
        target: { kind: 'user', id: userId },
        details: { email: row.email, name: row.name },
      });
      return ok(null);
    },
  });

  app.get('/admin/companies', {
    ...base,
    schema: {
      ...schema,
      summary: 'Companies, newest first, with owner, members count and storage bytes',
      querystring: adminListQuery,
      response: okOf(adminCompanyPageSchema),
    },
    handler: async (request) => ok(await listCompanies(app.db, request.query)),
  });

  app.put('/admin/companies/:companyId/archived', {
    ...base,
    schema: {
      ...schema,
      summary: 'Archive or unarchive a company',
      params: adminCompanyParams,
      body: archiveBody,
      response: okOf(adminCompanySchema),
    },
    handler: async (request) => {
      const company = await setArchived(app.db, request.params.companyId, request.body.archived);
      await recordAudit(app, request, {
        action: request.body.archived ? 'admin.companyArchived' : 'admin.companyUnarchived',
        target: { kind: 'company', id: company.id },
        details: { name: company.name },
      });
      return ok(company);
    },
  });

  app.get('/admin/instance', {
    ...base,
    schema: {
      ...schema,
      summary: 'Version, database, instances, live sockets, scheduler lag, mail settings',
      response: okOf(instanceInfoSchema),
    },
    handler: async () => ok(await instanceInfo(app)),
  });

  app.post('/admin/instance/test-mail', {
    ...base,
    schema: {
      ...schema,
      summary: 'Send a test mail to the calling admin',
      response: okOf(z.object({ to: z.string() })),
    },
    handler: async (request) => {
      const { email } = callerOf(request).user;
      await sendTestMail(app, email, request.lang);
      await recordAudit(app, request, { action: 'admin.testMail', target: { kind: 'instance', id: null } });
      return ok({ to: email });
    },
  });

  app.get('/admin/audit', {
    ...base,
    schema: {
      ...schema,
      summary: 'Audit log, newest first, filtered by action, actor and period (keyset paging)',
      querystring: auditListQuery,
      response: okOf(auditPageSchema),
    },
    handler: async (request) => ok(await listAudit(app.db, request.query)),
  });

  app.get('/admin/audit.csv', {
    ...base,
    schema: {
      ...schema,
      summary: 'The filtered audit log as CSV (UTF-8 with BOM, formula-safe cells)',
      querystring: auditFilterQuery,
      response: { 200: z.string().describe('text/csv; charset=utf-8 with a BOM'), ...failureResponses },
    },
    handler: async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment('audit-log', '.csv'))
        .send(auditCsv(await auditRows(app.db, request.query, AUDIT_CSV_MAX_ROWS))),
  });
}
