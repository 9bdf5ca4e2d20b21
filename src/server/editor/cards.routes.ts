/**
 * Card routes (spec/board.md §7; DESIGN §3 Route map, §4):
 * - POST /editor/card/{columnId}[/{parentCardId}] createCardBody (with stickers and members, one
 *   transaction; 400 field errors under `stickers.<i>`), or a whole card to copy (its stickers and
 *   members come along) → 201 Card with stickers
 * - PUT /editor/card/{cardId}[/{parentCardId}] updateCardBody → Card (the path parent is the target
 *   parent when the body gives none)
 * - DELETE /editor/card/{cardId}[?force=1] → 449 NEEDS_CONFIRMATION when it has sub-cards
 * - GET /editor/card/{cardId} → Card & {boardId, projectId, companyId}
 * - POST /editor/sort/cards/{columnId}[/{parentCardId}] {order} → {cards: [{id, sort}]}
 * - POST / DELETE /editor/card/{cardId}/member/{userId}/{true|false} → Card
 * 404 unknown column/card, 403 non-member, 400 invalid input. A guest of the board (issue 6,
 * src/shared/board/share.ts) may GET a card and, when its link allows, create one without members
 * (403 otherwise); any other route here answers 401 to it.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createCardBody, forceQuery, reorderCardsBody, updateCardBody } from '../../shared/board/board.schemas';
import { ok } from '../../shared/envelope';
import { requireCard, requireColumn } from '../access/access.service';
import { AppError } from '../http/appError';
import { emptySuccess, failureResponses, successOf } from '../http/schemas';
import { cardById } from './cards.repository';
import { createCard, deleteCard, reorderCards, setMember, updateCard } from './cards.service';
import { requireGuestMayCreate } from '../share/guestAuth';
import { cardForViewer } from '../share/guestView';
import { editorContext, viewerContext } from './editor.context';
import {
  cardParams,
  cardParentParams,
  cardSchema,
  cardWithPlaceSchema,
  columnParentParams,
  memberParams,
  reorderResultSchema,
} from './editor.schemas';

const tags = ['editor'];
const security = [{ bearer: [] }];
const cardResponse = { 200: successOf(cardSchema), ...failureResponses };
/** A copy sends a whole card: its `id` names the original (recorded in history), the rest is ignored. */
const createOrCopyBody = createCardBody.extend({ id: z.unknown().optional() });

export async function cardsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post('/editor/card/:columnId/:parentCardId?', {
    onRequest: app.authenticateMemberOrGuest,
    schema: {
      tags,
      security,
      summary: 'Create a card on top of the list (or copy a whole card: its id and counter are ignored)',
      params: columnParentParams,
      body: createOrCopyBody,
      response: { 201: successOf(cardSchema), ...failureResponses },
    },
    handler: async (request, reply) => {
      const ctx = viewerContext(app, request);
      const { column, board, companyId } = await requireColumn(ctx.db, ctx.actor, request.params.columnId);
      requireGuestMayCreate(request.guest, request.body);
      const parentCardId = request.params.parentCardId ?? null;
      if (parentCardId !== null) await requireCard(ctx.db, ctx.actor, parentCardId);
      const place = { columnId: column.id, boardId: board.id, companyId, parentCardId };
      const card = await createCard(ctx, place, request.body, request.t);
      return reply.code(201).send(ok(cardForViewer(request, card)));
    },
  });

  app.put('/editor/card/:cardId/:parentCardId?', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security,
      summary: 'Update a card: fields, done, archived, or a move (sort, columnId, parentCardId)',
      params: cardParentParams,
      body: updateCardBody,
      response: cardResponse,
    },
    handler: async (request) => {
      const ctx = editorContext(app, request);
      const { card } = await requireCard(ctx.db, ctx.actor, request.params.cardId);
      const { parentCardId } = request.params;
      const body =
        request.body.parentCardId === undefined && parentCardId !== undefined
          ? { ...request.body, parentCardId }
          : request.body;
      return ok(await updateCard(ctx, card, body));
    },
  });

  app.delete('/editor/card/:cardId', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security,
      summary: 'Delete a card (449 when it has sub-cards; repeat with force=1 to delete them too)',
      params: cardParams,
      querystring: forceQuery,
      response: { 200: emptySuccess, ...failureResponses },
    },
    handler: async (request) => {
      const ctx = editorContext(app, request);
      const { card } = await requireCard(ctx.db, ctx.actor, request.params.cardId);
      await deleteCard(ctx, card, request.query.force === '1');
      return ok(null);
    },
  });

  app.get('/editor/card/:cardId', {
    onRequest: app.authenticateMemberOrGuest,
    schema: {
      tags,
      security,
      summary: 'One card with its board, project and company',
      params: cardParams,
      response: { 200: successOf(cardWithPlaceSchema), ...failureResponses },
    },
    handler: async (request) => {
      const ctx = viewerContext(app, request);
      const { card, companyId } = await requireCard(ctx.db, ctx.actor, request.params.cardId);
      const board = await ctx.db
        .selectFrom('boards')
        .select('projectId')
        .where('id', '=', card.boardId)
        .executeTakeFirstOrThrow();
      const full = await cardById(ctx.db, card.id);
      if (!full) throw new AppError('NOT_FOUND');
      return ok(cardForViewer(request, { ...full, projectId: board.projectId, companyId }));
    },
  });

  app.post('/editor/sort/cards/:columnId/:parentCardId?', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security,
      summary: 'Put some cards of one list in the given display order (they swap the sorts they hold)',
      params: columnParentParams,
      body: reorderCardsBody,
      response: { 200: successOf(reorderResultSchema), ...failureResponses },
    },
    handler: async (request) => {
      const ctx = editorContext(app, request);
      const { column } = await requireColumn(ctx.db, ctx.actor, request.params.columnId);
      const parentCardId = request.params.parentCardId ?? null;
      if (parentCardId !== null) await requireCard(ctx.db, ctx.actor, parentCardId);
      const cards = await reorderCards(ctx, { columnId: column.id, parentCardId }, request.body.order);
      return ok({ cards });
    },
  });

  const memberPath = '/editor/card/:cardId/member/:userId/:isResponsible';
  const memberSchema = (summary: string) => ({ tags, security, summary, params: memberParams, response: cardResponse });

  app.post(memberPath, {
    onRequest: app.authenticate,
    schema: memberSchema('Assign an executor (isResponsible false) or the responsible (true); idempotent'),
    handler: async (request) => {
      const ctx = editorContext(app, request);
      const { card } = await requireCard(ctx.db, ctx.actor, request.params.cardId);
      const member = { userId: request.params.userId, isResponsible: request.params.isResponsible === 'true' };
      return ok(await setMember(ctx, card, member, true));
    },
  });

  app.delete(memberPath, {
    onRequest: app.authenticate,
    schema: memberSchema('Remove an executor or the responsible; idempotent'),
    handler: async (request) => {
      const ctx = editorContext(app, request);
      const { card } = await requireCard(ctx.db, ctx.actor, request.params.cardId);
      const member = { userId: request.params.userId, isResponsible: request.params.isResponsible === 'true' };
      return ok(await setMember(ctx, card, member, false));
    },
  });
}
