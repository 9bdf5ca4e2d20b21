/**
 * Reading a board (spec/board.md §7; DESIGN §3 Envelope, §4 Data rules): the columns with their
 * first page, and keyset pages of 20 (`sort < lastSort ORDER BY sort DESC`, or below the current
 * sort of the card named by `after`) of a column's cards,
 * its archive and a card's sub-cards. Card pages answer `{success, status, cards, hasMore}` at the
 * top level. `filters` is the JSON of BoardFilters (400 when it is not). 404 unknown board, column
 * or card; 403 for non-members of its company. A guest of the board (issue 6, src/shared/board/share.ts)
 * reads them too: 403 for another board's; when its link hides executors and responsible, cards
 * come without them and filters by them are ignored (share/guestView.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CARD_PAGE_SIZE } from '../../shared/board/board.schemas';
import type { Card, CardPage, Column } from '../../shared/board/board.types';
import { ok } from '../../shared/envelope';
import { requireBoard, requireCard, requireColumn } from '../access/access.service';
import { failureResponses, successOf } from '../http/schemas';
import { cardPage, columnCounts, firstPagesOfColumns } from './cards.repository';
import { toColumn } from './columns.service';
import { cardsForViewer, filtersForViewer } from '../share/guestView';
import { viewerContext } from './editor.context';
import {
  boardParams,
  cardPageParams,
  cardPageSchema,
  columnOptionalPageParams,
  columnPageParams,
  columnSchema,
  filtersQuery,
  pageQuery,
} from './editor.schemas';

const tags = ['editor'];
const security = [{ bearer: [] }];
const pageResponse = { 200: cardPageSchema, ...failureResponses };
const page = (request: FastifyRequest, result: { cards: Card[]; hasMore: boolean }): CardPage => ({
  success: true as const,
  status: 'success' as const,
  cards: cardsForViewer(request, result.cards),
  hasMore: result.hasMore,
});

export async function pagesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/editor/columns/:boardId', {
    onRequest: app.authenticateMemberOrGuest,
    schema: {
      tags,
      security,
      summary:
        'Columns (ascending, archived ones left out) with their first 20 top-level cards, counts and an empty archive',
      params: boardParams,
      querystring: filtersQuery,
      response: { 200: successOf(z.array(columnSchema)), ...failureResponses },
    },
    handler: async (request) => {
      const ctx = viewerContext(app, request);
      const { board } = await requireBoard(ctx.db, ctx.actor, request.params.boardId);
      const filters = filtersForViewer(request, request.query.filters);
      const columns = await ctx.db
        .selectFrom('columns')
        .selectAll()
        .where('boardId', '=', board.id)
        // Archived columns are off the board (GET /editor/columns/{boardId}/archived lists them).
        .where('archivedAt', 'is', null)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      const [pages, counts] = await Promise.all([
        firstPagesOfColumns(
          ctx.db,
          ctx.dialect,
          columns.map((column) => column.id),
          { archived: false, filters, size: CARD_PAGE_SIZE },
        ),
        columnCounts(ctx.db, ctx.dialect, board.id, filters),
      ]);
      const data: Column[] = columns.map((column) => ({
        ...toColumn(column),
        cards: cardsForViewer(request, pages.get(column.id) ?? []),
        cardsCount: counts.get(column.id)?.cardsCount ?? 0,
        archiveCount: counts.get(column.id)?.archiveCount ?? 0,
        archiveCards: [],
      }));
      return ok(data);
    },
  });

  // A column's top-level cards and its archive: the same keyset page over two lists.
  for (const { path, archived, summary, params } of [
    {
      path: '/editor/column/:columnId/cards/:lastSort',
      archived: false,
      summary: 'Next page of a column’s top-level cards below lastSort',
      params: columnPageParams,
    },
    {
      path: '/editor/column/:columnId/archive-cards/:lastSort?',
      archived: true,
      summary: 'A page of a column’s archive (first page without lastSort)',
      params: columnOptionalPageParams,
    },
  ]) {
    app.get(path, {
      onRequest: app.authenticateMemberOrGuest,
      schema: { tags, security, summary, params, querystring: pageQuery, response: pageResponse },
      handler: async (request) => {
        const ctx = viewerContext(app, request);
        const { columnId, lastSort } = request.params as { columnId: number; lastSort?: number };
        const { column } = await requireColumn(ctx.db, ctx.actor, columnId);
        const list = { columnId: column.id, parentCardId: null, archived };
        const options = {
          lastSort,
          afterCardId: request.query.after,
          filters: filtersForViewer(request, request.query.filters),
          size: CARD_PAGE_SIZE,
        };
        return page(request, await cardPage(ctx.db, ctx.dialect, list, options));
      },
    });
  }

  app.get('/editor/card/:cardId/children/:lastSort?', {
    onRequest: app.authenticateMemberOrGuest,
    schema: {
      tags,
      security,
      summary: 'A page of a card’s sub-cards that are not archived (first page without lastSort)',
      params: cardPageParams,
      querystring: pageQuery.pick({ after: true }),
      response: pageResponse,
    },
    handler: async (request) => {
      const ctx = viewerContext(app, request);
      const { card } = await requireCard(ctx.db, ctx.actor, request.params.cardId);
      const list = { columnId: card.columnId, parentCardId: card.id, archived: false };
      return page(
        request,
        await cardPage(ctx.db, ctx.dialect, list, {
          lastSort: request.params.lastSort,
          afterCardId: request.query.after,
          size: CARD_PAGE_SIZE,
        }),
      );
    },
  });
}
