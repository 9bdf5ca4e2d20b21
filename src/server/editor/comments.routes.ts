/**
 * Discussion and history of a card (spec/board.md §2 card modal tabs; DESIGN §3 Route map):
 * GET /editor/card/{cardId}/comments → Comment[] oldest first; POST {text} → 201 Comment;
 * PUT / DELETE /editor/card/{cardId}/comments/{commentId} (author only, else 403);
 * GET /editor/card/{cardId}/history → HistoryEntry[] newest first.
 * 404 unknown card or comment, 403 non-member. A guest of the card's board (issue 6) may read
 * comments and history (403 on another board; without the entries about executors and
 * responsible when its link hides them, share/guestView.ts); writing answers 401 to it.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commentBody } from '../../shared/board/board.schemas';
import { ok } from '../../shared/envelope';
import { requireCard } from '../access/access.service';
import { emptySuccess, failureResponses, successOf } from '../http/schemas';
import { addComment, deleteComment, editComment, listComments } from './comments.service';
import { editorContext, viewerContext } from './editor.context';
import { cardParams, commentParams, commentSchema, historyEntrySchema } from './editor.schemas';
import { listHistory } from './history';
import { historyForViewer } from '../share/guestView';

const tags = ['editor'];
const security = [{ bearer: [] }];
const commentResponse = { 200: successOf(commentSchema), ...failureResponses };

export async function commentsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/editor/card/:cardId/comments', {
    onRequest: app.authenticateMemberOrGuest,
    schema: {
      tags,
      security,
      summary: 'A card’s comments, oldest first',
      params: cardParams,
      response: { 200: successOf(z.array(commentSchema)), ...failureResponses },
    },
    handler: async (request) => {
      const ctx = viewerContext(app, request);
      const { card } = await requireCard(ctx.db, ctx.actor, request.params.cardId);
      return ok(await listComments(ctx.db, card.id));
    },
  });

  app.post('/editor/card/:cardId/comments', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security,
      summary: 'Comment on a card',
      params: cardParams,
      body: commentBody,
      response: { 201: successOf(commentSchema), ...failureResponses },
    },
    handler: async (request, reply) => {
      const ctx = editorContext(app, request);
      const { card } = await requireCard(ctx.db, ctx.actor, request.params.cardId);
      return reply.code(201).send(ok(await addComment(ctx, card, request.body.text)));
    },
  });

  app.put('/editor/card/:cardId/comments/:commentId', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security,
      summary: 'Edit your own comment',
      params: commentParams,
      body: commentBody,
      response: commentResponse,
    },
    handler: async (request) => {
      const ctx = editorContext(app, request);
      const { card } = await requireCard(ctx.db, ctx.actor, request.params.cardId);
      return ok(await editComment(ctx, card, request.params.commentId, request.body.text));
    },
  });

  app.delete('/editor/card/:cardId/comments/:commentId', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security,
      summary: 'Delete your own comment',
      params: commentParams,
      response: { 200: emptySuccess, ...failureResponses },
    },
    handler: async (request) => {
      const ctx = editorContext(app, request);
      const { card } = await requireCard(ctx.db, ctx.actor, request.params.cardId);
      await deleteComment(ctx, card, request.params.commentId);
      return ok(null);
    },
  });

  app.get('/editor/card/:cardId/history', {
    onRequest: app.authenticateMemberOrGuest,
    schema: {
      tags,
      security,
      summary: 'Every visible change of a card, newest first',
      params: cardParams,
      response: { 200: successOf(z.array(historyEntrySchema)), ...failureResponses },
    },
    handler: async (request) => {
      const ctx = viewerContext(app, request);
      const { card } = await requireCard(ctx.db, ctx.actor, request.params.cardId);
      return ok(historyForViewer(request, await listHistory(ctx.db, card.id)));
    },
  });
}
