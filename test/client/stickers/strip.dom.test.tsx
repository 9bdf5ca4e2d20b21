/**
 * The card's stickers strip and members selectors (spec/board.md §2 "Card stickers strip: system
 * stickers first …, then the card's active stickers. A plus button opens the sticker menu, except
 * in guest view"; §6 "Executor/responsible selectors appear only when the respective sticker is
 * active on the board"; §7 sticker/create and member calls).
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Card } from '../../../src/shared/board/board.types';
import type { BoardSticker, CardSticker } from '../../../src/shared/stickers/stickerWire';
import { StickerStrip } from '../../../src/client/features/stickers/StickerStrip';
import { renderUi } from '../ui/renderUi';
import { BASE, aCard, aColumn, ok, renderBoard, serveBoard } from '../board/boardFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const def = (id: number, type: BoardSticker['type'], over: Partial<BoardSticker> = {}): BoardSticker => ({
  id,
  boardId: 1,
  type,
  name: null,
  icon: null,
  isActive: true,
  configs: {},
  sort: id,
  ...over,
});
const attached = (id: number, definition: BoardSticker, value: unknown): CardSticker => ({
  id,
  cardId: 5,
  boardStickerId: definition.id,
  boardSticker: {
    id: definition.id,
    type: definition.type,
    name: definition.name,
    isActive: definition.isActive,
    configs: definition.configs,
  },
  value,
  updatedAt: '2026-01-01T10:00:00.000Z',
});

const client = def(10, 'textField', { name: 'Client' });
const hidden = def(11, 'textField', { name: 'Hidden', isActive: false });
const deadline = def(12, 'deadline');
const stage = def(13, 'state', { name: 'Stage', configs: { states: [{ name: 'Todo', color: 'gray' }] } });
const priority = def(15, 'priority', { isActive: false });

function cardWith(over: Partial<Card> = {}): Card {
  return aCard({
    id: 5,
    counter: 12,
    name: 'Write the spec',
    stickers: [attached(70, client, { value: 'Acme' }), attached(71, hidden, { value: 'Secret' })],
    ...over,
  });
}

function serveWith(definitions: BoardSticker[], card = cardWith()) {
  serveBoard(server, [aColumn({ id: 1, cards: [card] })]);
  server.use(http.get(`${BASE}/board/1/stickers`, () => HttpResponse.json(ok(definitions))));
}

describe('strip', () => {
  test('system stickers come first, then the active stickers; inactive definitions are hidden', async () => {
    serveWith([client, hidden, deadline, stage, priority]);
    renderBoard();
    const value = await screen.findByText('Acme');
    const taskId = screen.getByText('#12');
    expect(taskId.compareDocumentPosition(value) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText('Secret')).not.toBeInTheDocument();
  });

  test('the menu lists only active definitions not yet attached, and choosing one attaches it', async () => {
    const user = userEvent.setup({ delay: null });
    serveWith([client, hidden, deadline, stage, priority, def(16, 'executor')]);
    const bodies: unknown[] = [];
    server.use(
      http.post(`${BASE}/editor/card/5/sticker/create`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(ok({ ...attached(72, stage, null), historyCount: 2 }));
      }),
    );
    renderBoard();
    await screen.findByText('Acme');
    await user.click(screen.getByRole('button', { name: 'Add a sticker' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Deadline', 'Stage']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Stage' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ boardStickerId: 13 });
    expect(screen.queryByRole('dialog', { name: /Write the spec/ })).not.toBeInTheDocument(); // the card did not open
  });

  test('there is no plus button in the read-only (guest) strip', async () => {
    localStorage.setItem('auth_token_default', 'tok-1');
    server.use(http.get(`${BASE}/board/1/stickers`, () => HttpResponse.json(ok([client]))));
    const { unmount } = renderUi(<StickerStrip card={cardWith()} readOnly />);
    expect(screen.getByText('#12')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a sticker' })).not.toBeInTheDocument();
    unmount();
    renderUi(<StickerStrip card={cardWith()} />);
    expect(screen.getByRole('button', { name: 'Add a sticker' })).toBeInTheDocument();
  });
});

describe('executor and responsible selectors', () => {
  test('hidden without an active executor definition', async () => {
    serveWith([client, def(16, 'executor', { isActive: false })]);
    renderBoard();
    await screen.findByText('Acme');
    expect(screen.queryByRole('button', { name: 'Executors' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Responsible' })).not.toBeInTheDocument();
  });

  test('the avatar stack shows at most 3 avatars and +N for the rest (spec §9)', async () => {
    const executors = [1, 2, 3, 4, 5].map((userId) => ({ userId, isResponsible: false }));
    serveWith([client, def(16, 'executor')], cardWith({ cardsMembers: executors }));
    renderBoard();
    const selector = await screen.findByRole('button', { name: /^Executors: / });
    expect(selector.querySelectorAll('.tile-avatar')).toHaveLength(3);
    expect(selector).toHaveTextContent('+2');
  });

  test('shown empty with an active executor definition; choosing a member assigns them', async () => {
    const user = userEvent.setup({ delay: null });
    serveWith([client, def(16, 'executor')]);
    const calls: string[] = [];
    server.use(
      http.post(`${BASE}/editor/card/5/member/:userId/:isResponsible`, ({ params }) => {
        calls.push(`POST ${params.userId}/${params.isResponsible}`);
        return HttpResponse.json(ok(cardWith({ cardsMembers: [{ userId: 1, isResponsible: false }] })));
      }),
    );
    renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Executors' }));
    expect(screen.queryByRole('button', { name: 'Responsible' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Ada Lovelace' }));
    await waitFor(() => expect(calls).toEqual(['POST 1/false']));
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Executors: Ada Lovelace' })).toBeInTheDocument();
  });

  test("one's own assignment counts in the card's history at once (the answer's historyCount)", async () => {
    const user = userEvent.setup({ delay: null });
    serveWith([client, def(16, 'executor')]);
    server.use(
      http.post(`${BASE}/editor/card/5/member/1/false`, () =>
        HttpResponse.json(ok(cardWith({ cardsMembers: [{ userId: 1, isResponsible: false }], historyCount: 2 }))),
      ),
    );
    renderBoard();
    expect(await screen.findByLabelText('1 change')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Executors' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Ada Lovelace' }));
    expect(await screen.findByLabelText('2 changes')).toHaveTextContent('2');
  });

  test("a refused assignment shows 'Error assigning responsible' and takes the avatar back", async () => {
    const user = userEvent.setup({ delay: null });
    serveWith([def(17, 'responsible')]);
    server.use(
      http.post(`${BASE}/editor/card/5/member/1/true`, () =>
        HttpResponse.json({ success: false, status: 'error', code: 'VALIDATION_FAILED', error: 'No' }, { status: 400 }),
      ),
    );
    renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Responsible' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Ada Lovelace' }));
    expect(await screen.findByText('Error assigning responsible')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Responsible: Ada Lovelace' })).not.toBeInTheDocument();
  });
});

describe('creator', () => {
  test('a card created through the guest link names its creator "Guest", not "Unknown user"', () => {
    const guestCard = cardWith({ creator: { userId: 0, name: '', surname: null, avatar: null, isGuest: true } });
    const { unmount } = renderUi(<StickerStrip card={guestCard} readOnly />);
    expect(screen.getByLabelText('Created by Guest')).toHaveTextContent('GGuest');
    unmount();
    // Nobody known stays "Unknown user" with '??' (spec/board.md §8).
    renderUi(
      <StickerStrip card={cardWith({ creator: { userId: 0, name: '', surname: null, avatar: null } })} readOnly />,
    );
    expect(screen.getByLabelText('Created by Unknown user')).toHaveTextContent('??Unknown user');
  });
});
