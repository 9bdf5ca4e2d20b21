/**
 * Card order through the API (spec/board.md §4 Sorting; DESIGN §4 `sort`): random sequences of
 * moves sent the way the client sends them (sortForDrop on the server's current order) leave the
 * server's order equal to a plain array model; sub-card moves, cycles, reorder, and concurrent
 * movers ending in one valid order.
 */
import fc from 'fast-check';
import { sortForDrop } from '../../../src/shared/board/sortOrder';
import { forEachDialect, type Json, type TestServer } from '../harness';
import { api, cards, columnOrder, ok, team, type Person } from './editorFixture';

type Lists = { id: number; sort: number }[][];

/** The server's lists: the top-level cards of each column, then the sub-cards of `parentId`. */
async function serverLists(server: TestServer, who: Person, boardId: number, columns: number[], parentId: number) {
  const board = await ok(server, who, 'GET', `/editor/columns/${boardId}`);
  const children = await api(server, who, 'GET', `/editor/card/${parentId}/children`, undefined, { expect: 200 });
  const lists: Lists = columns.map((id) =>
    board.find((c: Json) => c.id === id).cards.map((card: Json) => ({ id: card.id, sort: card.sort })),
  );
  lists.push(children.body.cards.map((card: Json) => ({ id: card.id, sort: card.sort })));
  return lists;
}

forEachDialect('card moves', (ref) => {
  test('after any sequence of moves through the API the order is the one the users produced', async () => {
    const t = await team(ref.server, 0);
    const moveArb = fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat());
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat({ max: 4 }), { minLength: 3, maxLength: 3 }),
        fc.nat({ max: 3 }),
        fc.array(moveArb, { minLength: 1, maxLength: 15 }),
        async (sizes, childCount, moves) => {
          const board = await ok(ref.server, t.owner, 'POST', `/project/${t.projectId}/boards`, { name: 'Prop' });
          const columns: number[] = [];
          for (let i = 0; i < 4; i += 1) {
            columns.push((await ok(ref.server, t.owner, 'POST', `/editor/columns/${board.id}`, { name: `C${i}` })).id);
          }
          // The parent of list 3 sits alone in the fourth column, outside the model.
          const [parent] = await cards(ref.server, t.owner, columns[3], 1);
          for (const [index, size] of sizes.entries()) await cards(ref.server, t.owner, columns[index], size);
          await cards(ref.server, t.owner, columns[3], childCount, parent.id);

          let lists = await serverLists(ref.server, t.owner, board.id, columns.slice(0, 3), parent.id);
          const model = lists.map((list) => list.map((card) => card.id));
          for (const [a, b, c, d] of moves) {
            const nonEmpty = lists.map((list, i) => [list, i] as const).filter(([list]) => list.length > 0);
            if (nonEmpty.length === 0) break;
            const fromList = nonEmpty[a % nonEmpty.length][1];
            const fromIndex = b % lists[fromList].length;
            const toList = c % lists.length;
            const sameList = fromList === toList;
            const card = lists[fromList][fromIndex];
            const target = lists[toList].filter((other) => other.id !== card.id);
            const toIndex = d % (target.length + 1);
            const sort = sortForDrop(
              target.map((other) => other.sort),
              toIndex,
              { sameList, fromIndex },
            );
            const place =
              toList === 3
                ? { columnId: columns[3], parentCardId: parent.id }
                : { columnId: columns[toList], parentCardId: null };
            await ok(ref.server, t.member, 'PUT', `/editor/card/${card.id}`, { sort, ...place });

            const [moved] = model[fromList].splice(fromIndex, 1);
            model[toList].splice(toIndex, 0, moved);
            lists = await serverLists(ref.server, t.owner, board.id, columns.slice(0, 3), parent.id);
            expect(lists.map((list) => list.map((entry) => entry.id))).toEqual(model);
            for (const list of lists) {
              expect(new Set(list.map((entry) => entry.sort)).size).toBe(list.length);
              for (const entry of list) expect(entry.sort).toBeGreaterThanOrEqual(0);
            }
          }
        },
      ),
      { numRuns: 30, seed: 20261122 },
    );
  }, 120_000);

  test('a card moves into another column and under a parent; its sub-cards follow; cycles are refused', async () => {
    const t = await team(ref.server, 2);
    const [a, b] = t.columnIds;
    const [parent, other] = await cards(ref.server, t.owner, a, 2);
    const [child] = await cards(ref.server, t.owner, a, 1, parent.id);
    const [grandchild] = await cards(ref.server, t.owner, a, 1, child.id);

    const moved = await ok(ref.server, t.owner, 'PUT', `/editor/card/${parent.id}`, { columnId: b, sort: 0 });
    expect(moved).toMatchObject({ columnId: b, parentCardId: null });
    expect(moved.movedAt >= parent.movedAt).toBe(true);
    for (const id of [child.id, grandchild.id]) {
      expect((await ok(ref.server, t.owner, 'GET', `/editor/card/${id}`)).columnId).toBe(b);
    }
    const history = await ok(ref.server, t.owner, 'GET', `/editor/card/${parent.id}/history`);
    expect(history[0]).toMatchObject({
      action: 'moved',
      from: { columnId: a, columnName: 'Column 1', parentCardId: null },
      to: { columnId: b, columnName: 'Column 2', parentCardId: null },
    });

    // The path's parent is the target when the body names none; the column follows the parent.
    const nested = await ok(ref.server, t.owner, 'PUT', `/editor/card/${other.id}/${grandchild.id}`, { sort: 0 });
    expect(nested).toMatchObject({ parentCardId: grandchild.id, columnId: b });
    expect((await ok(ref.server, t.owner, 'GET', `/editor/card/${grandchild.id}`)).childCount).toBe(1);

    for (const target of [parent.id, child.id, grandchild.id]) {
      const refused = await api(ref.server, t.owner, 'PUT', `/editor/card/${parent.id}`, {
        parentCardId: target,
        sort: 0,
      });
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.data)).toEqual(['parentCardId']);
    }
    const wrongColumn = await api(ref.server, t.owner, 'PUT', `/editor/card/${other.id}`, {
      parentCardId: child.id,
      columnId: a,
    });
    expect(wrongColumn.status).toBe(400);
  });

  test('a column of another board is refused', async () => {
    const t = await team(ref.server, 1);
    const board = await ok(ref.server, t.owner, 'POST', `/project/${t.projectId}/boards`, { name: 'Other' });
    const column = await ok(ref.server, t.owner, 'POST', `/editor/columns/${board.id}`, { name: 'Elsewhere' });
    const [card] = await cards(ref.server, t.owner, t.columnIds[0], 1);
    const refused = await api(ref.server, t.owner, 'PUT', `/editor/card/${card.id}`, { columnId: column.id, sort: 0 });
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual({ columnId: expect.any(String) });
  });

  test('reorder hands the given cards their sorts in the given order and leaves the others alone', async () => {
    const t = await team(ref.server, 1);
    const column = t.columnIds[0];
    const made = await cards(ref.server, t.owner, column, 5);
    const [c1, c2, c3, c4, c5] = made.map((card: Json) => card.id);
    expect(await columnOrder(ref.server, t.owner, column)).toEqual([c5, c4, c3, c2, c1]);
    const answer = await ok(ref.server, t.owner, 'POST', `/editor/sort/cards/${column}`, { order: [c2, c4, c3] });
    expect(answer.cards.map((card: Json) => card.id)).toEqual([c2, c4, c3]);
    expect(await columnOrder(ref.server, t.owner, column)).toEqual([c5, c2, c4, c3, c1]);
    const bad = await api(ref.server, t.owner, 'POST', `/editor/sort/cards/${column}`, { order: [c1, c1] });
    expect(bad.status).toBe(400);
    const [child] = await cards(ref.server, t.owner, column, 1, c1);
    const mixed = await api(ref.server, t.owner, 'POST', `/editor/sort/cards/${column}`, { order: [c1, child.id] });
    expect(mixed.status).toBe(400);
    await ok(ref.server, t.owner, 'POST', `/editor/sort/cards/${column}/${c1}`, { order: [child.id] });
  });

  test('people moving cards at the same time end in one order with unique sorts', async () => {
    const t = await team(ref.server, 2);
    const all = [
      ...(await cards(ref.server, t.owner, t.columnIds[0], 8)),
      ...(await cards(ref.server, t.owner, t.columnIds[1], 8)),
    ];
    const random = fc.sample(fc.tuple(fc.nat(15), fc.nat(1), fc.nat(12)), { numRuns: 30, seed: 7 });
    // Everyone drags onto sorts that are already taken, the hardest case for the server.
    const takenSorts = all.map((card: Json) => card.sort);
    await Promise.all(
      random.map(([cardIndex, column, sortIndex], i) =>
        ok(ref.server, i % 2 ? t.owner : t.member, 'PUT', `/editor/card/${all[cardIndex].id}`, {
          columnId: t.columnIds[column],
          sort: takenSorts[sortIndex],
        }),
      ),
    );
    const seen: number[] = [];
    for (const column of t.columnIds) {
      const page = await api(ref.server, t.owner, 'GET', `/editor/column/${column}/cards/${2 ** 31}`);
      const sorts = page.body.cards.map((card: Json) => card.sort);
      expect(new Set(sorts).size).toBe(sorts.length);
      for (const sort of sorts) expect(sort).toBeGreaterThanOrEqual(0);
      seen.push(...page.body.cards.map((card: Json) => card.id));
    }
    expect(seen.sort((x, y) => x - y)).toEqual(all.map((card: Json) => card.id).sort((x: number, y: number) => x - y));
  });
});
