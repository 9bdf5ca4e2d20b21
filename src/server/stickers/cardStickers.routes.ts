/**
 * Card stickers (spec/board.md §3, §7; DESIGN §3 Route map, §4 Card stickers, §5 Permissions):
 * - POST /editor/card/{cardId}/sticker/create {cardId?, boardStickerId, value?} → 201 CardSticker
 * - PUT /editor/card/{cardId}/sticker/{stickerId} {value} (spec/board.md §7; `value` the type's PUT
 *   value, cardStickerPutBody) → CardSticker; a bare value is refused (400)
 * - DELETE /editor/card/{cardId}/sticker/{stickerId} → {id}
 * `stickerId` is the card sticker's own id (card.stickers[].id). Any member of the card's company;
 * others 403; unknown card or card sticker 404; 400 field errors (cardStickers.service.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../shared/envelope';
import { attachCardStickerBody, cardStickerPutBody } from '../../shared/stickers';
import { requireCard } from '../access/access.service';
import { createdOf, okOf, secured } from '../company/routeOptions';
import { editorContext } from '../editor/editor.context';
import { cardParams } from '../editor/editor.schemas';
import { attachCardSticker, detachCardSticker, setCardSticker } from './cardStickers.service';
import { cardStickerParams, cardStickerSchema, deletedIdSchema } from './stickers.wire';

const tags = ['stickers'];

/** Registers attach, set and detach (see the file header). */
export async function cardStickersRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post('/editor/card/:cardId/sticker/create', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'Attach a board sticker to a card, with an optional first value',
      params: cardParams,
      body: attachCardStickerBody,
      response: createdOf(cardStickerSchema),
    },
    handler: async (request, reply) => {
      const ctx = editorContext(app, request);
      const { card } = await requireCard(ctx.db, ctx.actor, request.params.cardId);
      return reply.code(201).send(ok(await attachCardSticker(ctx, card, request.body, request.t)));
    },
  });

  app.put('/editor/card/:cardId/sticker/:stickerId', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'Set a card sticker’s value (timer commands and the stopwatch toggle act on the stored value)',
      params: cardStickerParams,
      body: cardStickerPutBody,
      response: okOf(cardStickerSchema),
    },
    handler: async (request) => {
      const ctx = editorContext(app, request);
      const { card } = await requireCard(ctx.db, ctx.actor, request.params.cardId);
      return ok(await setCardSticker(ctx, card, request.params.stickerId, request.body.value, request.t));
    },
  });

  app.delete('/editor/card/:cardId/sticker/:stickerId', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'Detach a sticker from a card (also one removed from the board)',
      params: cardStickerParams,
      response: okOf(deletedIdSchema),
    },
    handler: async (request) => {
      const ctx = editorContext(app, request);
      const { card } = await requireCard(ctx.db, ctx.actor, request.params.cardId);
      return ok(await detachCardSticker(ctx, card, request.params.stickerId));
    },
  });
}
