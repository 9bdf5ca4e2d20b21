/**
 * Task search by number (spec/board.md §2 "a task search dialog by task number"; DESIGN §3 Route
 * map, §4 counter): GET /company/{companyId}/tasks/{counter} → the card with that company-wide
 * task number, with its `boardId`, `projectId` and `companyId` (cardWithPlaceSchema), archived or
 * not. 404 unknown company or number, 403 when the caller is not a member.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../shared/company/company.schemas';
import { ok } from '../../shared/envelope';
import { requireCompany } from '../access/access.service';
import { okOf, secured } from '../company/routeOptions';
import { AppError } from '../http/appError';
import { cardById } from './cards.repository';
import { editorContext } from './editor.context';
import { cardWithPlaceSchema } from './editor.schemas';

const taskParams = z.object({ companyId: idParam, counter: idParam });

/** Registers the task search route (see the file header). */
export async function taskSearchRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/company/:companyId/tasks/:counter', {
    onRequest: app.authenticate,
    schema: {
      tags: ['editor'],
      security: secured,
      summary: 'The card with this task number in the company',
      params: taskParams,
      response: okOf(cardWithPlaceSchema),
    },
    handler: async (request) => {
      const ctx = editorContext(app, request);
      const { companyId } = await requireCompany(ctx.db, ctx.actor, request.params.companyId);
      const row = await ctx.db
        .selectFrom('cards')
        .innerJoin('boards', 'boards.id', 'cards.boardId')
        .select(['cards.id', 'boards.projectId'])
        .where('cards.companyId', '=', companyId)
        .where('cards.counter', '=', request.params.counter)
        .executeTakeFirst();
      const card = row ? await cardById(ctx.db, row.id) : undefined;
      if (!row || !card) throw new AppError('NOT_FOUND');
      return ok({ ...card, projectId: row.projectId, companyId });
    },
  });
}
