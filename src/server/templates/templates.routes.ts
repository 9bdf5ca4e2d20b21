/**
 * Task templates of a board (spec/board.md §2 'Task Templates' menu, §3, §7; DESIGN §3 Route map,
 * §5 Permissions):
 * - GET /board/{boardId}/task-templates → TaskTemplate[] (by name, then id)
 * - POST /board/{boardId}/task-templates taskTemplateBody → 201 TaskTemplate
 * - PUT /board/{boardId}/task-templates/{id} taskTemplateUpdateBody (the fields given) → TaskTemplate
 * - DELETE /board/{boardId}/task-templates/{id} → {id}
 * Any member of the board's company; others 403; unknown board or template 404; 400 field errors
 * (templates.service.ts). Live `board:template:*` to `board:<id>`.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { taskTemplateBody, taskTemplateUpdateBody } from '../../shared/board/taskTemplates';
import { ok } from '../../shared/envelope';
import { requireBoard } from '../access/access.service';
import { createdOf, okOf, secured } from '../company/routeOptions';
import { editorContext } from '../editor/editor.context';
import { listTaskTemplates } from './templates.repository';
import { createTaskTemplate, deleteTaskTemplate, updateTaskTemplate } from './templates.service';
import { deletedTemplateSchema, taskTemplateSchema, templateParams, templatesParams } from './templates.wire';

const tags = ['templates'];

/** Registers the four template routes (see the file header). */
export async function templatesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/board/:boardId/task-templates', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'The board’s task templates, by name',
      params: templatesParams,
      response: okOf(z.array(taskTemplateSchema)),
    },
    handler: async (request) => {
      const ctx = editorContext(app, request);
      const { board } = await requireBoard(ctx.db, ctx.actor, request.params.boardId);
      return ok(await listTaskTemplates(ctx.db, board.id));
    },
  });

  app.post('/board/:boardId/task-templates', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'Add a task template (name, task name and description, executors, responsible, stickers)',
      params: templatesParams,
      body: taskTemplateBody,
      response: createdOf(taskTemplateSchema),
    },
    handler: async (request, reply) => {
      const ctx = editorContext(app, request);
      const { board, companyId } = await requireBoard(ctx.db, ctx.actor, request.params.boardId);
      const template = await createTaskTemplate(ctx, { boardId: board.id, companyId }, request.body, request.t);
      return reply.code(201).send(ok(template));
    },
  });

  app.put('/board/:boardId/task-templates/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'Change the fields of a task template that the body gives',
      params: templateParams,
      body: taskTemplateUpdateBody,
      response: okOf(taskTemplateSchema),
    },
    handler: async (request) => {
      const ctx = editorContext(app, request);
      const { board, companyId } = await requireBoard(ctx.db, ctx.actor, request.params.boardId);
      const place = { boardId: board.id, companyId };
      return ok(await updateTaskTemplate(ctx, place, request.params.id, request.body, request.t));
    },
  });

  app.delete('/board/:boardId/task-templates/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'Delete a task template',
      params: templateParams,
      response: okOf(deletedTemplateSchema),
    },
    handler: async (request) => {
      const ctx = editorContext(app, request);
      const { board } = await requireBoard(ctx.db, ctx.actor, request.params.boardId);
      return ok(await deleteTaskTemplate(ctx, board.id, request.params.id));
    },
  });
}
