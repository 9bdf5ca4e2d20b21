/**
 * What a drop sends (spec/board.md §4 Sorting: neighbour ±1 in the same list, the card below + 1 or
 * 0 in another list; no archive ↔ non-archive; no card under itself), and the optimistic order
 * the cache shows for it (the shared planSortShift, as the server applies it).
 */
import { createNextState } from '@reduxjs/toolkit';
import type { BoardData, CardChange } from '../../../src/client/features/board/boardCache';
import {
  applyCardChange as applyInDraft,
  boardDataFromColumns,
  listIds,
  mergePage,
  topListKey,
} from '../../../src/client/features/board/boardCache';
import { planCardDrop, planColumnMove } from '../../../src/client/features/board/dropPlan';
import { aCard, aColumn, cardsOf } from './boardFixtures';

/** The cache functions mutate immer drafts (as in updateQueryData); here each call gets its own. */
let current: BoardData;
const applyCardChange = (_data: BoardData, id: number, change: CardChange) => {
  current = createNextState(current, (d) => applyInDraft(d, id, change));
};
const board = () =>
  boardDataFromColumns(1, [aColumn({ id: 1, cards: cardsOf(1, 4) }), aColumn({ id: 2, cards: cardsOf(2, 2) })]);
// Column 1: 1003 (sort 3), 1002, 1001, 1000 (sort 0); column 2: 2001 (1), 2000 (0).

test('moving up in a list sends the sort of the card it lands above + 1, and the cache shows that order', () => {
  let data = board();
  current = data;
  const change = planCardDrop(data, 1000, { type: 'card', cardId: 1002, listKey: 'c1', below: false });
  expect(change).toEqual({ sort: 3 });
  applyCardChange(data, 1000, change!);
  data = current;
  expect(listIds(data, topListKey(1))).toEqual([1003, 1000, 1002, 1001]);
});

test('moving down sends the sort of the card above − 1', () => {
  let data = board();
  current = data;
  const change = planCardDrop(data, 1003, { type: 'card', cardId: 1001, listKey: 'c1', below: true });
  expect(change).toEqual({ sort: 0 });
  applyCardChange(data, 1003, change!);
  data = current;
  expect(listIds(data, topListKey(1))).toEqual([1002, 1001, 1003, 1000]);
});

test('dropping into another column sends columnId and the sort above the card dropped on, or 0 at the bottom', () => {
  let data = board();
  current = data;
  expect(planCardDrop(data, 1003, { type: 'card', cardId: 2000, listKey: 'c2', below: false })).toEqual({
    sort: 1,
    columnId: 2,
  });
  expect(planCardDrop(data, 1003, { type: 'list', listKey: 'c2' })).toEqual({ sort: 0, columnId: 2 });
  applyCardChange(data, 1003, { sort: 1, columnId: 2 });
  data = current;
  expect(listIds(data, topListKey(2))).toEqual([2001, 1003, 2000]);
  expect(data.columns.entities[2].cardsCount).toBe(3);
  expect(data.columns.entities[1].cardsCount).toBe(3);
});

test('dropping on the middle of a card makes it a sub-card; never under itself or its own sub-card', () => {
  let data = board();
  current = data;
  expect(planCardDrop(data, 1003, { type: 'nest', cardId: 2001 })).toEqual({
    sort: 0,
    columnId: 2,
    parentCardId: 2001,
  });
  expect(planCardDrop(data, 1003, { type: 'nest', cardId: 1003 })).toBeNull();
  data = createNextState(data, (d) =>
    mergePage(d, 'p1003', [aCard({ id: 7, columnId: 1, parentCardId: 1003, sort: 0 })], false, true),
  );
  expect(planCardDrop(data, 1003, { type: 'nest', cardId: 7 })).toBeNull();
});

test('archived cards do not go into a card list, nor cards into an archive', () => {
  let data = board();
  current = data;
  data = createNextState(data, (d) =>
    mergePage(d, 'a1', [aCard({ id: 9, columnId: 1, archivedAt: '2026-01-01T00:00:00.000Z' })], false, true),
  );
  expect(planCardDrop(data, 9, { type: 'list', listKey: 'c2' })).toBeNull();
  expect(planCardDrop(data, 1000, { type: 'list', listKey: 'a1' })).toBeNull();
});

test('a column move sends the sort of the column it replaces and renumbers the others', () => {
  const columns = [
    { id: 1, sort: 0 },
    { id: 2, sort: 1 },
    { id: 3, sort: 5 },
  ];
  expect(planColumnMove(columns, 1, 2)).toEqual({
    sort: 5,
    order: [
      { id: 2, sort: 0 },
      { id: 3, sort: 1 },
      { id: 1, sort: 2 },
    ],
  });
  expect(planColumnMove(columns, 3, 0)).toEqual({
    sort: 0,
    order: [
      { id: 3, sort: 0 },
      { id: 1, sort: 1 },
      { id: 2, sort: 2 },
    ],
  });
  expect(planColumnMove(columns, 2, 1)).toBeNull();
});
