/**
 * The board editor (spec/board.md §7; DESIGN §3 Route map, Live events; issue 3 Deliver 3–7):
 * columns, card pages and filters, cards with moves and sorting, discussion and history, and the
 * board room join/leave of the socket. Registered by app.ts with one line.
 */
import type { FastifyInstance } from 'fastify';
import { registerBoardRoom } from './boardRoom';
import { cardsRoutes } from './cards.routes';
import { columnsRoutes } from './columns.routes';
import { commentsRoutes } from './comments.routes';
import { pagesRoutes } from './pages.routes';

export async function editorRoutes(app: FastifyInstance): Promise<void> {
  await app.register(pagesRoutes);
  await app.register(columnsRoutes);
  await app.register(cardsRoutes);
  await app.register(commentsRoutes);
  registerBoardRoom(app);
}
