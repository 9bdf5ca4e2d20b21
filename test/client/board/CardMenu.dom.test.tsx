/**
 * The card menu (spec/board.md §2 "a card menu (three dots; only in edit mode and, for archive
 * cards, only when level is under 3)", "Card context menu (opens at the centre of the clicked
 * element)"; §8 Copy task ID toasts; §9 labels 'Attach sticker', 'Task ID', 'Discussion').
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Card } from '../../../src/shared/board/board.types';
import type { BoardSticker } from '../../../src/shared/stickers/stickerWire';
import { BASE, aCard, aColumn, ok, page, renderBoard, serveBoard } from './boardFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const card = aCard({ id: 5, name: 'Write the spec', counter: 12 });
const tileOf = async (name: string) => (await screen.findByText(name)).closest('[data-card-id]') as HTMLElement;

test('a normal card offers every action of the spec', async () => {
  const user = userEvent.setup();
  serveBoard(server, [aColumn({ id: 1, cards: [card] })]);
  renderBoard();
  await user.click(within(await tileOf('Write the spec')).getByRole('button', { name: 'Card actions' }));
  const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
  expect(items).toEqual(['Attach sticker', 'Task ID', 'Discussion', 'Copy card', 'Archive', 'Delete']);
});

test('the menu opens at the centre of the clicked button', async () => {
  const user = userEvent.setup();
  serveBoard(server, [aColumn({ id: 1, cards: [card] })]);
  renderBoard();
  const button = within(await tileOf('Write the spec')).getByRole('button', { name: 'Card actions' });
  button.getBoundingClientRect = () =>
    ({ top: 100, left: 200, width: 20, height: 30, right: 220, bottom: 130, x: 200, y: 100 }) as DOMRect;
  await user.click(button);
  const paper = screen.getByRole('menu').closest('.MuiPaper-root') as HTMLElement;
  await waitFor(() => expect(paper.style.top).toBe('115px'));
  expect(paper.style.left).toBe('210px');
});

test('an archived card has the menu below level 3 and none at level 3', async () => {
  const user = userEvent.setup();
  // A chain of sub-cards: top (level 0) → one (1, archived) → two (2) → three (3, archived).
  const archivedAt = '2026-01-02T10:00:00.000Z';
  const top = aCard({ id: 1, name: 'Level zero', childCount: 1 });
  const chain: Record<number, Card> = {
    1: aCard({ id: 2, parentCardId: 1, name: 'Level one', archivedAt, childCount: 1 }),
    2: aCard({ id: 3, parentCardId: 2, name: 'Level two', childCount: 1 }),
    3: aCard({ id: 4, parentCardId: 3, name: 'Level three', archivedAt }),
  };
  serveBoard(server, [aColumn({ id: 1, cards: [top] })]);
  server.use(
    http.get(`${BASE}/editor/card/:id/children`, ({ params }) =>
      HttpResponse.json(page([chain[Number(params.id)]], false)),
    ),
  );
  renderBoard();
  for (const name of ['Level zero', 'Level one', 'Level two'])
    await user.click(within(await tileOf(name)).getByRole('button', { name: 'Show sub-cards' }));

  const levelOne = await tileOf('Level one');
  const levelThree = await tileOf('Level three');
  // The tiles nest: a tile's own menu is the first one inside it.
  expect(within(levelThree).queryByRole('button', { name: 'Card actions' })).not.toBeInTheDocument();
  await user.click(within(levelOne).getAllByRole('button', { name: 'Card actions' })[0]);
  expect(screen.getByRole('menuitem', { name: 'Unarchive' })).toBeInTheDocument();
});

test("'Task ID' copies #counter and says so", async () => {
  const user = userEvent.setup();
  serveBoard(server, [aColumn({ id: 1, cards: [card] })]);
  renderBoard();
  await user.click(within(await tileOf('Write the spec')).getByRole('button', { name: 'Card actions' }));
  const writeText = jest.fn<Promise<void>, [string]>().mockResolvedValue();
  // user-event installs its own clipboard at setup; ours goes in after it.
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  await user.click(screen.getByRole('menuitem', { name: 'Task ID' }));
  expect(await screen.findByText('Task ID #12 copied to clipboard')).toBeInTheDocument();
  expect(writeText).toHaveBeenCalledWith('#12');
});

test("'Discussion' opens the card on its discussion tab", async () => {
  const user = userEvent.setup();
  serveBoard(server, [aColumn({ id: 1, cards: [card] })]);
  server.use(
    http.get(`${BASE}/editor/card/5`, () => HttpResponse.json(ok({ ...card, projectId: 3, companyId: 7 }))),
    http.get(`${BASE}/editor/card/5/comments`, () => HttpResponse.json(ok([]))),
  );
  renderBoard();
  await user.click(within(await tileOf('Write the spec')).getByRole('button', { name: 'Card actions' }));
  await user.click(screen.getByRole('menuitem', { name: 'Discussion' }));
  const modal = await screen.findByRole('dialog');
  expect(await within(modal).findByRole('tab', { name: 'Discussion (0)' })).toHaveAttribute('aria-selected', 'true');
});

test("'Attach sticker' lists the board's stickers and attaches the chosen one", async () => {
  const user = userEvent.setup();
  const customer: BoardSticker = {
    id: 31,
    boardId: 1,
    type: 'textField',
    name: 'Customer',
    icon: null,
    isActive: true,
    configs: {},
    sort: 0,
  };
  serveBoard(server, [aColumn({ id: 1, cards: [card] })]);
  const attached: unknown[] = [];
  server.use(
    http.get(`${BASE}/board/:id/stickers`, () => HttpResponse.json(ok([customer]))),
    http.post(`${BASE}/editor/card/5/sticker/create`, async ({ request }) => {
      attached.push(await request.json());
      return HttpResponse.json(
        ok({ id: 70, cardId: 5, boardStickerId: 31, boardSticker: customer, value: null, updatedAt: card.createdAt }),
      );
    }),
  );
  renderBoard();
  await user.click(within(await tileOf('Write the spec')).getByRole('button', { name: 'Card actions' }));
  await user.click(screen.getByRole('menuitem', { name: 'Attach sticker' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Customer' }));
  await waitFor(() => expect(attached).toEqual([expect.objectContaining({ boardStickerId: 31 })]));
});
