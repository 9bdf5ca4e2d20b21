/**
 * One change, one card re-rendered (spec/board.md §2 Card tile; DESIGN §3 Live events): on a board
 * of 10 columns × 20 cards a live rename or sticker change and a local edit (done circle) re-render
 * only the changed tile — not the board's drag-and-drop context, its toolbar or its columns — a
 * move only the lists it leaves and enters (their order and counts change) and their tiles, and
 * selecting a card only the tiles whose selection changes. Renders are counted per card with
 * React's Profiler (`onRender` fires for every commit inside a tile), per list by wrapping
 * CardList, and per board-level component (BoardDnd, BoardFilterBar, BoardColumn) by wrapping it.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOARD_EVENTS } from '../../../src/shared/board/board.events';
import type { CardSticker } from '../../../src/shared/stickers/stickerWire';
import type * as ReactModule from 'react';
import type * as BoardColumnModule from '../../../src/client/features/board/BoardColumn';
import type * as BoardDndModule from '../../../src/client/features/board/BoardDnd';
import type * as BoardFilterBarModule from '../../../src/client/features/board/BoardFilterBar';
import type * as CardListModule from '../../../src/client/features/board/CardList';
import type * as CardTileModule from '../../../src/client/features/board/CardTile';
import type * as TileFaceModule from '../../../src/client/features/board/TileFace';
import { FIRST_PAINT_CARDS } from '../../../src/client/features/board/CardList';
import { firstPaintCards } from '../../../src/client/features/board/BoardColumn';
import { BASE, aCard, aColumn, cardsOf, ok, renderBoard, serveBoard } from './boardFixtures';

/**
 * Commits inside each tile (card id → count), renders of each list (list key → count) and of the
 * board-level components (name → count).
 */
const mockRenders = {
  tiles: new Map<number, number>(),
  /** Renders of each tile's face (TileFace.tsx: everything a tile shows, below its sortable shell). */
  faces: new Map<number, number>(),
  lists: new Map<string, number>(),
  board: new Map<string, number>(),
};
const mockCountBoard = (name: string) => mockRenders.board.set(name, (mockRenders.board.get(name) ?? 0) + 1);

jest.mock('../../../src/client/features/board/CardTile', () => {
  const React = jest.requireActual<typeof ReactModule>('react');
  const actual = jest.requireActual<typeof CardTileModule>('../../../src/client/features/board/CardTile');
  const onRender = (id: string) => {
    const cardId = Number(id);
    mockRenders.tiles.set(cardId, (mockRenders.tiles.get(cardId) ?? 0) + 1);
  };
  // Same props, same memo as the real tile: the Profiler only observes what renders inside it.
  const CardTile = React.memo(function ProfiledTile(props: React.ComponentProps<typeof actual.CardTile>) {
    return React.createElement(
      React.Profiler,
      { id: String(props.id), onRender },
      React.createElement(actual.CardTile, props),
    );
  });
  return { ...actual, CardTile };
});

jest.mock('../../../src/client/features/board/TileFace', () => {
  const React = jest.requireActual<typeof ReactModule>('react');
  const actual = jest.requireActual<typeof TileFaceModule>('../../../src/client/features/board/TileFace');
  // The real face is a memo: count calls of its inner component behind the same memo.
  const inner = (actual.TileFace as unknown as { type: (props: TileFaceModule.TileFaceProps) => ReactModule.ReactNode })
    .type;
  const TileFace = React.memo(function CountedFace(props: TileFaceModule.TileFaceProps) {
    mockRenders.faces.set(props.card.id, (mockRenders.faces.get(props.card.id) ?? 0) + 1);
    return inner(props);
  });
  return { ...actual, TileFace };
});

jest.mock('../../../src/client/features/board/CardList', () => {
  const actual = jest.requireActual<typeof CardListModule>('../../../src/client/features/board/CardList');
  // Called as a function, the real list's hooks run in this component: each call is one list render.
  function CardList(props: Parameters<typeof actual.CardList>[0]) {
    mockRenders.lists.set(props.listKey, (mockRenders.lists.get(props.listKey) ?? 0) + 1);
    return actual.CardList(props);
  }
  return { ...actual, CardList };
});

type BoardColumnProps = ReactModule.ComponentProps<typeof BoardColumnModule.BoardColumn>;

// Board-level components, each called as a function inside a counting one (hooks run in it).
jest.mock('../../../src/client/features/board/BoardDnd', () => {
  const actual = jest.requireActual<typeof BoardDndModule>('../../../src/client/features/board/BoardDnd');
  function BoardDnd(props: Parameters<typeof actual.BoardDnd>[0]) {
    mockCountBoard('BoardDnd');
    return actual.BoardDnd(props);
  }
  return { ...actual, BoardDnd };
});

jest.mock('../../../src/client/features/board/BoardFilterBar', () => {
  const actual = jest.requireActual<typeof BoardFilterBarModule>('../../../src/client/features/board/BoardFilterBar');
  function BoardFilterBar(props: Parameters<typeof actual.BoardFilterBar>[0]) {
    mockCountBoard('BoardFilterBar');
    return actual.BoardFilterBar(props);
  }
  return { ...actual, BoardFilterBar };
});

jest.mock('../../../src/client/features/board/BoardColumn', () => {
  const React = jest.requireActual<typeof ReactModule>('react');
  const actual = jest.requireActual<typeof BoardColumnModule>('../../../src/client/features/board/BoardColumn');
  // The real column is a memo: count calls of its inner component behind the same memo.
  const inner = (actual.BoardColumn as unknown as { type: (props: BoardColumnProps) => ReactModule.ReactNode }).type;
  const BoardColumn = React.memo(function CountedColumn(props: BoardColumnProps) {
    mockCountBoard('BoardColumn');
    return inner(props);
  });
  return { ...actual, BoardColumn };
});

// Drawing 200 MUI tiles under jsdom takes seconds on a busy 2-core machine.
jest.setTimeout(60_000);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// The time-in-column stickers re-render every tile once a second (spec §4); counting renders of one
// change, their clock stands still (only setInterval is faked; msw and waitFor keep real timers).
const ONLY_INTERVALS = [
  'Date',
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setTimeout',
  'clearTimeout',
] as const;
beforeEach(() => jest.useFakeTimers({ doNotFake: [...ONLY_INTERVALS] }));

const COLUMNS = 10;
const CARDS_PER_COLUMN = 20;

const stage: CardSticker = {
  id: 900,
  cardId: 3005,
  boardStickerId: 13,
  boardSticker: { id: 13, type: 'state', name: 'Stage', isActive: true, configs: {} },
  value: { name: 'Todo', color: 'gray' },
  updatedAt: '2026-01-01T10:00:00.000Z',
};

/** The 200-card board, fully drawn, subscribed to its live events; counts reset. */
async function bigBoard() {
  const columns = Array.from({ length: COLUMNS }, (_, i) => {
    const cards = cardsOf(i + 1, CARDS_PER_COLUMN);
    return aColumn({ id: i + 1, cards: cards.map((c) => (c.id === stage.cardId ? { ...c, stickers: [stage] } : c)) });
  });
  serveBoard(server, columns);
  const view = renderBoard(1, { connected: true });
  const drawn = () => view.container.querySelectorAll('[data-card-id]').length;
  await waitFor(() => expect(drawn()).toBe(COLUMNS * CARDS_PER_COLUMN), { timeout: 60_000 });
  await waitFor(() => expect(view.connection.listenerCount(BOARD_EVENTS.cardUpdated)).toBe(1));
  resetCounts();
  return view;
}

function resetCounts() {
  mockRenders.tiles.clear();
  mockRenders.faces.clear();
  mockRenders.lists.clear();
  mockRenders.board.clear();
}

/** Card ids whose tile committed, sorted. */
const renderedTiles = () => [...mockRenders.tiles.keys()].sort((a, b) => a - b);
const renderedLists = () => [...mockRenders.lists.keys()].sort();
/** Board-level components that rendered, sorted by name. */
const renderedBoardParts = () => [...mockRenders.board.keys()].sort();
/** The fixture's card of column `column` with sort `sort` (cardsOf ids). */
const cardAt = (column: number, sort: number) =>
  aCard({ id: column * 1000 + sort, columnId: column, sort, name: `Task ${sort}` });

test('a live rename re-renders the renamed tile only', async () => {
  const { connection } = await bigBoard();
  act(() => connection.fire(BOARD_EVENTS.cardUpdated, { ...cardAt(4, 7), name: 'Renamed', actorId: 2 }));
  expect(screen.getByText('Renamed')).toBeInTheDocument();
  expect(renderedTiles()).toEqual([4007]);
  expect(mockRenders.tiles.get(4007)).toBe(1);
  expect(renderedLists()).toEqual([]);
});

test('a live rename re-renders no board-level component (drag context, toolbar, columns)', async () => {
  const { connection } = await bigBoard();
  expect(renderedBoardParts()).toEqual([]);
  act(() => connection.fire(BOARD_EVENTS.cardUpdated, { ...cardAt(4, 7), name: 'Renamed', actorId: 2 }));
  expect(screen.getByText('Renamed')).toBeInTheDocument();
  act(() => connection.fire(BOARD_EVENTS.cardUpdated, { ...cardAt(9, 3), name: 'Renamed again', actorId: 2 }));
  expect(screen.getByText('Renamed again')).toBeInTheDocument();
  expect(renderedBoardParts()).toEqual([]);
});

test('a live sticker change re-renders that card’s tile only', async () => {
  const { connection } = await bigBoard();
  act(() =>
    connection.fire(BOARD_EVENTS.cardStickerUpdated, {
      ...stage,
      value: { name: 'Doing', color: 'blue' },
      boardId: 1,
      historyCount: 2,
      actorId: 2,
    }),
  );
  expect(screen.getByText('Doing')).toBeInTheDocument();
  expect(renderedTiles()).toEqual([stage.cardId]);
  expect(renderedLists()).toEqual([]);
});

test('a live move re-renders the two lists it changes and no tile of the other columns', async () => {
  const { connection } = await bigBoard();
  // Task 0 of column 2 goes to the top of column 5 (sort 20 is free: nothing shifts).
  act(() =>
    connection.fire(BOARD_EVENTS.cardMoved, {
      card: { ...cardAt(2, 0), columnId: 5, sort: 20 },
      shifted: [],
      fromColumnId: 2,
      fromParentCardId: null,
      actorId: 2,
    }),
  );
  await waitFor(() =>
    expect(document.querySelector('[data-list="c5"] [data-card-id]')).toHaveAttribute('data-card-id', '2000'),
  );
  expect(renderedLists()).toEqual(['c2', 'c5']);
  // dnd-kit's sortable items of a list re-render when the list's order changes; nothing else does.
  const outside = renderedTiles().filter((id) => id !== 2000 && ![2, 5].includes(Math.floor(id / 1000)));
  expect(outside).toEqual([]);
  expect(mockRenders.tiles.get(2000)).toBeGreaterThan(0);
});

test('a local edit (the done circle) re-renders that tile only, optimistically and on the answer', async () => {
  const user = userEvent.setup();
  const { container } = await bigBoard();
  const done = { ...cardAt(8, 12), doneAt: '2026-01-05T00:00:00.000Z' };
  let answered = false;
  server.use(
    http.put(`${BASE}/editor/card/8012`, () => {
      answered = true;
      return HttpResponse.json(ok(done));
    }),
  );
  const tile = container.querySelector('[data-card-id="8012"]') as HTMLElement;
  const circle = within(tile).getByRole('button', { name: 'Mark as done' });
  resetCounts();
  await user.click(circle);
  await waitFor(() => expect(circle).toHaveAttribute('aria-pressed', 'true'));
  await waitFor(() => expect(answered).toBe(true));
  await act(() => new Promise((resolve) => setTimeout(resolve, 100))); // the answer lands in the cache
  expect(renderedTiles()).toEqual([8012]);
  expect(renderedLists()).toEqual([]);
});

test('selecting a card (inline title edit) re-renders that tile only', async () => {
  const user = userEvent.setup();
  const { container } = await bigBoard();
  const tile = container.querySelector('[data-card-id="6003"]') as HTMLElement;
  const edit = within(tile).getByRole('button', { name: 'Edit title' });
  resetCounts();
  await user.click(edit);
  expect(screen.getByRole('textbox', { name: 'Card name' })).toBeInTheDocument();
  expect(renderedTiles()).toEqual([6003]);
  expect(renderedLists()).toEqual([]);
});

/** A GET handler that answers only when `release()` is called (and whether it was asked for). */
function heldAnswer(body: unknown) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  return {
    handler: async () => {
      asked = true;
      await released;
      return HttpResponse.json(ok(body));
    },
    release,
    asked: () => asked,
  };
}

const fulfilled = (store: { getState: () => unknown }, endpointName: string) =>
  Object.values(
    (store.getState() as { api: { queries: Record<string, { endpointName?: string; status?: string }> } }).api.queries,
  ).some((q) => q?.endpointName === endpointName && q.status === 'fulfilled');

test('the company members answering after the cards re-render no tile (a cold open)', async () => {
  const columns = Array.from({ length: COLUMNS }, (_, i) =>
    aColumn({ id: i + 1, cards: cardsOf(i + 1, CARDS_PER_COLUMN) }),
  );
  serveBoard(server, columns);
  const members = heldAnswer([
    { userId: 1, role: 'owner', user: { id: 1, name: 'Ada Lovelace', email: 'a@x.io', avatar: null } },
  ]);
  server.use(http.get(`${BASE}/company/7/members`, members.handler));
  const view = renderBoard(1, { connected: true });
  const drawn = () => view.container.querySelectorAll('[data-card-id]').length;
  await waitFor(() => expect(drawn()).toBe(COLUMNS * CARDS_PER_COLUMN), { timeout: 60_000 });
  await waitFor(() => expect(members.asked()).toBe(true));
  resetCounts();
  members.release();
  await waitFor(() => expect(fulfilled(view.store, 'boardMembers')).toBe(true));
  await act(async () => undefined);
  expect(renderedTiles()).toEqual([]);
});

test('the tiles wait for the sticker definitions and are drawn once (a cold open)', async () => {
  const columns = Array.from({ length: COLUMNS }, (_, i) =>
    aColumn({ id: i + 1, cards: cardsOf(i + 1, CARDS_PER_COLUMN) }),
  );
  serveBoard(server, columns);
  const stickers = heldAnswer([]);
  server.use(http.get(`${BASE}/board/:id/stickers`, stickers.handler));
  const view = renderBoard(1, { connected: true });
  await waitFor(() => expect(fulfilled(view.store, 'boardColumns')).toBe(true));
  await act(async () => undefined);
  expect(view.container.querySelectorAll('[data-card-id]')).toHaveLength(0);
  stickers.release();
  const drawn = () => view.container.querySelectorAll('[data-card-id]').length;
  await waitFor(() => expect(drawn()).toBe(COLUMNS * CARDS_PER_COLUMN), { timeout: 60_000 });
  await act(async () => undefined);
  // The first paint draws FIRST_PAINT_CARDS per column inside the window and one per column beyond
  // it; each list shows the rest in its own commit when the browser is idle (CardList.tsx).
  const firstPainted = new Set(
    columns.flatMap((column, index) => column.cards.slice(0, firstPaintCards(index)).map((card) => card.id)),
  );
  expect(firstPainted.size).toBeGreaterThan(COLUMNS);
  expect(firstPainted.size).toBeLessThan(COLUMNS * FIRST_PAINT_CARDS);
  const later = [...mockRenders.tiles.entries()].filter(([id]) => !firstPainted.has(id));
  expect(later).toHaveLength(COLUMNS * CARDS_PER_COLUMN - firstPainted.size);
  // A list growing or the next list's reveal re-renders dnd-kit's sortable shells of the tiles
  // already there (their sortable context changes); what a tile shows is drawn exactly once.
  expect(mockRenders.faces.size).toBe(COLUMNS * CARDS_PER_COLUMN);
  expect([...mockRenders.faces.entries()].filter(([, renders]) => renders > 1)).toEqual([]);
});
