import fc from 'fast-check';
import { SORT_STEP, applySortShift, planSortShift, sortForDrop, sortForTop } from '../../src/shared/board/sortOrder';

/** Lists of card ids in display order, with sorts kept the way the server keeps them. */
type Lists = { id: number; sort: number }[][];

/** One move through the client rule and the server rule; returns the new lists. */
function move(lists: Lists, fromList: number, fromIndex: number, toList: number, toIndex: number): Lists {
  const next = lists.map((list) => list.map((card) => ({ ...card })));
  const [card] = next[fromList].splice(fromIndex, 1);
  const target = next[toList];
  const sameList = fromList === toList;
  const requested = sortForDrop(
    target.map((c) => c.sort),
    toIndex,
    { sameList, fromIndex },
  );
  const plan = planSortShift(
    target.map((c) => c.sort),
    requested,
    sameList ? card.sort : null,
  );
  target.forEach((c) => (c.sort = applySortShift(c.sort, plan.shift)));
  target.push({ id: card.id, sort: plan.sort });
  target.sort((a, b) => b.sort - a.sort);
  return next;
}

const ids = (lists: Lists) => lists.map((list) => list.map((c) => c.id));

describe('card order (spec/board.md §4 Sorting)', () => {
  test('moving a card up puts it directly above the card it was dropped on', () => {
    const lists: Lists = [
      [
        { id: 1, sort: 5 },
        { id: 2, sort: 4 },
        { id: 3, sort: 3 },
        { id: 4, sort: 2 },
      ],
    ];
    expect(ids(move(lists, 0, 3, 0, 1))).toEqual([[1, 4, 2, 3]]);
  });

  test('moving a card down puts it directly below the card it was dropped under', () => {
    const lists: Lists = [
      [
        { id: 1, sort: 5 },
        { id: 2, sort: 4 },
        { id: 3, sort: 3 },
        { id: 4, sort: 2 },
      ],
    ];
    expect(ids(move(lists, 0, 0, 0, 2))).toEqual([[2, 3, 1, 4]]);
  });

  test('dropping into another list at the bottom (sort 0) lands below its lowest card', () => {
    const lists: Lists = [
      [{ id: 1, sort: 9 }],
      [
        { id: 2, sort: 7 },
        { id: 3, sort: 0 },
      ],
    ];
    expect(ids(move(lists, 0, 0, 1, 2))).toEqual([[], [2, 3, 1]]);
  });

  test('dropping into another list above its lowest card does not land at the bottom', () => {
    const lists: Lists = [
      [
        { id: 1, sort: 1 },
        { id: 3, sort: 0 },
      ],
      [{ id: 2, sort: 0 }],
    ];
    expect(ids(move(lists, 1, 0, 0, 1))).toEqual([[1, 2, 3], []]);
  });

  test('sorts never go below 0, so a drop is never mistaken for "bottom"', () => {
    const lists: Lists = [
      [
        { id: 1, sort: 2 },
        { id: 2, sort: 1 },
        { id: 3, sort: 0 },
      ],
    ];
    const moved = move(move(lists, 0, 0, 0, 2), 0, 0, 0, 2);
    expect(ids(moved)).toEqual([[3, 1, 2]]);
    moved[0].forEach((card) => expect(card.sort).toBeGreaterThanOrEqual(0));
  });

  test('a card put on top goes one step above the highest, leaving room for drops', () => {
    expect(sortForTop(9)).toBe(9 + SORT_STEP);
    expect(sortForTop(null)).toBe(SORT_STEP);
  });

  test('after any sequence of moves the order is the one the users produced', () => {
    const moveArb = fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat());
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 6 }), { minLength: 1, maxLength: 4 }),
        fc.array(moveArb, { maxLength: 40 }),
        (sizes, moves) => {
          let nextId = 1;
          let lists: Lists = sizes.map((size) =>
            Array.from({ length: size }, (_, i) => ({ id: nextId++, sort: size - 1 - i })),
          );
          let model = ids(lists);
          for (const [a, b, c, d] of moves) {
            const nonEmpty = lists.map((l, i) => [l, i] as const).filter(([l]) => l.length > 0);
            if (nonEmpty.length === 0) break;
            const fromList = nonEmpty[a % nonEmpty.length][1];
            const fromIndex = b % lists[fromList].length;
            const toList = c % lists.length;
            const targetLength = lists[toList].length - (fromList === toList ? 1 : 0);
            const toIndex = d % (targetLength + 1);
            lists = move(lists, fromList, fromIndex, toList, toIndex);
            const [id] = model[fromList].splice(fromIndex, 1);
            model[toList].splice(toIndex, 0, id);
            model = model.map((l) => [...l]);
            expect(ids(lists)).toEqual(model);
            lists.forEach((list) => expect(new Set(list.map((c) => c.sort)).size).toBe(list.length));
            lists.flat().forEach((card) => expect(card.sort).toBeGreaterThanOrEqual(0));
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
