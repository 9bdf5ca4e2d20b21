/**
 * A light card tile (spec/board.md §2 Card tile, Card stickers strip): a plain card — system
 * stickers only, no members, no sub-cards — costs at most 20 DOM elements at rest, so a board of
 * 200 cards stays near 4,000 elements. Menus, tooltips and the inline editor mount on first use.
 */
import { setupServer } from 'msw/node';
import { screen } from '@testing-library/react';
import { aCard, aColumn, renderBoard, serveBoard } from './boardFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Most elements a plain tile may have at rest (its root included). */
const TILE_ELEMENT_BUDGET = 20;

const elementsOf = (tile: Element) => tile.querySelectorAll('*').length + 1;

test('a plain card tile at rest has at most 20 elements', async () => {
  serveBoard(server, [aColumn({ id: 1, cards: [aCard({ id: 5, counter: 12, name: 'Write the spec' })] })]);
  const { container } = renderBoard();
  await screen.findByText('Write the spec');
  const tile = container.querySelector('[data-card-id="5"]')!;
  expect(elementsOf(tile)).toBeLessThanOrEqual(TILE_ELEMENT_BUDGET);
});
