/**
 * What a dragged card is over (spec/board.md §4 Sorting): a pointer held over the middle of a card
 * makes it a sub-card only once that "make sub-card" zone is armed (held NEST_HOVER_MS, see
 * nestHover.ts); before that, and on the upper part of a card or above it, the drop reorders. The
 * keyboard never nests. Droppables are laid out as a column draws them: tiles 90 px high, 100 px
 * apart, their "make sub-card" zones the middle half of each tile.
 */
import type { ClientRect, CollisionDetection, DroppableContainer, UniqueIdentifier } from '@dnd-kit/core';
import { boardDataFromColumns } from '../../../src/client/features/board/boardCache';
import { cardCollision, measureDroppable, nestZoneOf } from '../../../src/client/features/board/cardCollision';
import { cardDndId, nestDndId } from '../../../src/client/features/board/CardTile';
import { listDndId } from '../../../src/client/features/board/CardList';
import { aColumn, cardsOf } from './boardFixtures';

type Args = Parameters<CollisionDetection>[0];

// Column 1 from top to bottom: 1003, 1002, 1001, 1000; column 2: 2001, 2000.
const data = boardDataFromColumns(1, [
  aColumn({ id: 1, cards: cardsOf(1, 4) }),
  aColumn({ id: 2, cards: cardsOf(2, 2) }),
]);
const TILE = 90;
const STEP = 100;

const rect = (left: number, top: number, width: number, height: number): ClientRect => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});

/** The droppables of both columns (column n at x = (n-1)·300) and their rects. */
function layout() {
  const containers: DroppableContainer[] = [];
  const rects = new Map<UniqueIdentifier, ClientRect>();
  const add = (id: string, value: Record<string, unknown>, r: ClientRect) => {
    containers.push({
      id,
      key: id,
      data: { current: value },
      disabled: false,
      node: { current: null },
      rect: { current: r },
    });
    rects.set(id, r);
  };
  for (const [column, ids] of [
    [1, [1003, 1002, 1001, 1000]],
    [2, [2001, 2000]],
  ] as const) {
    const left = (column - 1) * 300;
    const listKey = `c${column}`;
    add(listDndId(listKey), { type: 'list', listKey }, rect(left, 0, 280, ids.length * STEP));
    ids.forEach((cardId, i) => {
      add(cardDndId(cardId), { type: 'card', cardId, listKey }, rect(left, i * STEP, 280, TILE));
      add(nestDndId(cardId), { type: 'nest', cardId }, rect(left, i * STEP + TILE / 4, 280, TILE / 2));
    });
  }
  return { containers, rects };
}

/**
 * Card `cardId` (its tile `height` px high) dragged with the pointer at (x, y), held 40 px right
 * of its left edge and 15 px below its top.
 */
function pointerAt(cardId: number, x: number, y: number, keyboard = false, height = TILE): Args {
  const { containers, rects } = layout();
  return {
    active: {
      id: cardDndId(cardId),
      data: { current: { type: 'card', cardId, listKey: `c${Math.floor(cardId / 1000)}` } },
      rect: { current: { initial: null, translated: null } },
    },
    collisionRect: rect(x - 40, y - 15, 280, height),
    droppableRects: rects,
    droppableContainers: containers,
    pointerCoordinates: keyboard ? null : { x, y },
  };
}

const first = (collisions: { id: UniqueIdentifier }[]) => collisions[0]?.id;
const middleOf = (index: number) => index * STEP + TILE / 2;

test('the middle of the top card, not held long enough: the drop reorders (over the card); the zone is named', () => {
  const collisions = cardCollision(pointerAt(1000, 100, middleOf(0)), data, null);
  expect(first(collisions)).toBe(cardDndId(1003));
  expect(nestZoneOf(collisions)).toBe(nestDndId(1003));
});

test('the upper part of the top card and the space above it (outside the list) reorder onto the top card', () => {
  for (const y of [5, -6, -30]) {
    const collisions = cardCollision(pointerAt(1000, 100, y), data, nestDndId(1003));
    expect(first(collisions)).toBe(cardDndId(1003));
    expect(nestZoneOf(collisions)).toBeNull();
  }
});

test('a zone held long enough (armed) takes the drop: the card becomes a sub-card', () => {
  const collisions = cardCollision(pointerAt(1000, 100, middleOf(1)), data, nestDndId(1002));
  expect(collisions.map((c) => c.id)).toEqual([nestDndId(1002)]);
  expect(nestZoneOf(collisions)).toBe(nestDndId(1002)); // the hold goes on
  // Another card's zone: the armed one no longer counts.
  expect(first(cardCollision(pointerAt(1000, 100, middleOf(2)), data, nestDndId(1002)))).toBe(cardDndId(1001));
});

test('in another column the middle of a card reorders there until armed, then nests', () => {
  const args = pointerAt(1003, 400, middleOf(0));
  expect(first(cardCollision(args, data, null))).toBe(cardDndId(2001));
  expect(first(cardCollision(args, data, nestDndId(2001)))).toBe(nestDndId(2001));
});

test('between two columns (outside every list) the pointer reorders, it never nests', () => {
  // A short card whose tile lines up with the middle of the next column's top card.
  const collisions = cardCollision(pointerAt(1000, 290, 37.5, false, TILE / 2), data, nestDndId(2001));
  expect(first(collisions)).toMatch(/^(card|list):/);
  expect(nestZoneOf(collisions)).toBeNull();
});

test('the keyboard never nests, whatever is armed', () => {
  const collisions = cardCollision(pointerAt(1000, 100, middleOf(0), /* keyboard */ true), data, nestDndId(1003));
  expect(collisions.map((c) => c.id)).not.toContain(nestDndId(1003));
  expect(nestZoneOf(collisions)).toBeNull();
});

test('a "make sub-card" zone measured while its tile is shifted (a gap above it) is placed where the tile rests', () => {
  // A tile shifted 100 px down by the sort animation; its zone is the middle half of its card.
  const tile = document.createElement('div');
  tile.dataset.cardId = '1003';
  tile.style.transform = 'matrix(1, 0, 0, 1, 0, 100)';
  tile.style.transformOrigin = '0px 0px';
  const zone = document.createElement('div');
  zone.className = 'tile-nest';
  tile.append(zone);
  document.body.append(tile);
  const shownAt = (top: number, height: number) => () => DOMRect.fromRect({ x: 0, y: top, width: 280, height });
  tile.getBoundingClientRect = shownAt(100, TILE);
  zone.getBoundingClientRect = shownAt(100 + TILE / 4, TILE / 2);
  expect(measureDroppable(zone)).toMatchObject({ top: TILE / 4, bottom: TILE * 0.75, left: 0, width: 280 });
  // Other droppables as dnd-kit measures them: without their own transform.
  expect(measureDroppable(tile)).toMatchObject({ top: 0, height: TILE });
  tile.remove();
});
