/**
 * Project routes (DESIGN §3 Route map, §5 Permissions; issue 3 "Projects and boards"): create a
 * project in a company, view, rename and archive it, list and create its boards. Any member of
 * the company may do this; others get 403, unknown ids 404 (access.service). Changes are
 * broadcast to `company:<id>` (../company/company.events.ts), the caller's own socket excluded.
 * The board routes (`/board/{id}`) are in board.routes.ts, registered from here.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createBoardBody, createProjectBody, updateProjectBody } from '../../shared/company/company.schemas';
import { ok } from '../../shared/envelope';
import { actorOf, requireCompany, requireProject } from '../access/access.service';
import { COMPANY_EVENTS, companyRoom } from '../company/company.events';
import { createdOf, idParams, okOf, secured } from '../company/routeOptions';
import { callerOf } from '../plugins/auth';
import { boardRoutes } from './board.routes';
import { insertBoard, insertProject, listBoards, toProject, updateProject } from './project.repository';
import { boardSchema, projectSchema, projectWithBoardsSchema } from './project.wire';

const tags = ['project'];

/** Registers the project routes and (via boardRoutes) the board routes. */
export async function projectRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post('/company/:id/projects', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'Create a project in a company (any member)',
      params: idParams,
      body: createProjectBody,
      response: createdOf(projectSchema),
    },
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const { companyId } = await requireCompany(app.db, actorOf(caller), request.params.id);
      const project = await insertProject(app.db, companyId, request.body.name);
      app.realtime.broadcast(
        companyRoom(companyId),
        COMPANY_EVENTS.projectCreated,
        { ...project, actorId: caller.user.id },
        { exceptSocketId: request.socketId },
      );
      return reply.code(201).send(ok(project));
    },
  });

  app.get('/project/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'A project with its boards',
      params: idParams,
      response: okOf(projectWithBoardsSchema),
    },
    handler: async (request) => {
      const { project } = await requireProject(app.db, actorOf(callerOf(request)), request.params.id);
      return ok({ ...toProject(project), boards: await listBoards(app.db, project.id) });
    },
  });

  app.put('/project/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'Rename and/or archive (archived: true) or restore (false) a project',
      params: idParams,
      body: updateProjectBody,
      response: okOf(projectSchema),
    },
    handler: async (request) => {
      const caller = callerOf(request);
      const { project, companyId } = await requireProject(app.db, actorOf(caller), request.params.id);
      const updated = await updateProject(app.db, project, request.body);
      app.realtime.broadcast(
        companyRoom(companyId),
        COMPANY_EVENTS.projectUpdated,
        { ...updated, actorId: caller.user.id },
        { exceptSocketId: request.socketId },
      );
      return ok(updated);
    },
  });

  app.get('/project/:id/boards', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: "A project's boards, oldest first",
      params: idParams,
      response: okOf(z.array(boardSchema)),
    },
    handler: async (request) => {
      const { project } = await requireProject(app.db, actorOf(callerOf(request)), request.params.id);
      return ok(await listBoards(app.db, project.id));
    },
  });

  app.post('/project/:id/boards', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'Create a board (display type kanban)',
      params: idParams,
      body: createBoardBody,
      response: createdOf(boardSchema),
    },
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const { project, companyId } = await requireProject(app.db, actorOf(caller), request.params.id);
      const board = await insertBoard(app.db, project.id, request.body.name);
      app.realtime.broadcast(
        companyRoom(companyId),
        COMPANY_EVENTS.boardCreated,
        { ...board, companyId, actorId: caller.user.id },
        { exceptSocketId: request.socketId },
      );
      return reply.code(201).send(ok(board));
    },
  });

  await app.register(boardRoutes);
}
