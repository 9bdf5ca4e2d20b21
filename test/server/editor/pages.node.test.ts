/**
 * Reading a board (spec/board.md §7; DESIGN §3 Envelope, §4): first pages and counts per column,
 * keyset pages of 20 with hasMore, board filters (text, executor, responsible, done), a bad
 * `filters` JSON (400), and paging through a column while another member moves cards.
 */
import fc from 'fast-check';
import { sortForDrop } from '../../../src/shared/board/sortOrder';
import { forEachDialect, type Json } from '../harness';
import { api, cards, columnOrder, ok, team } from './editorFixture';

forEachDialect('editor pages and filters', (ref) => {
  test('the board answers each column with its first 20 cards, highest sort first, and true counts', async () => {
    const t = await team(ref.server, 2);
    const made = await cards(ref.server, t.owner, t.columnIds[0], 23);
    await ok(ref.server, t.owner, 'PUT', `/editor/card/${made[0].id}`, { archived: true });
    const columns = await ok(ref.server, t.member, 'GET', `/editor/columns/${t.boardId}`);
    expect(columns[0]).toMatchObject({ cardsCount: 22, archiveCount: 1, archiveCards: [] });
    expect(columns[0].cards.map((c: Json) => c.id)).toEqual(
      made
        .slice(3)
        .reverse()
        .map((c: Json) => c.id),
    );
    expect(columns[1]).toMatchObject({ cards: [], cardsCount: 0, archiveCount: 0 });

    const next = await api(
      ref.server,
      t.member,
      'GET',
      `/editor/column/${t.columnIds[0]}/cards/${columns[0].cards[19].sort}`,
    );
    expect(next.body).toEqual({ success: true, status: 'success', cards: expect.any(Array), hasMore: false });
    expect(next.body.cards.map((c: Json) => c.id)).toEqual([made[2].id, made[1].id]);
  });

  test('filters keep cards by text in name or description, executor, responsible and done state', async () => {
    const t = await team(ref.server, 1);
    const column = t.columnIds[0];
    const make = (body: object) => ok(ref.server, t.owner, 'POST', `/editor/card/${column}`, body);
    const plan = await make({ name: 'Plan the LAUNCH', members: [{ userId: t.member.id, isResponsible: false }] });
    const notes = await make({
      name: 'Notes',
      desc: 'about the launch party',
      members: [{ userId: t.owner.id, isResponsible: true }],
    });
    const other = await make({ name: '100% done_' });
    const russian = await make({ name: 'Запуск ПРОЕКТА' });
    await ok(ref.server, t.owner, 'PUT', `/editor/card/${notes.id}`, { done: true });
    const filtered = async (filters: object) => {
      const board = await ok(
        ref.server,
        t.owner,
        'GET',
        `/editor/columns/${t.boardId}?filters=${encodeURIComponent(JSON.stringify(filters))}`,
      );
      const ids = board[0].cards.map((c: Json) => c.id);
      expect(board[0].cardsCount).toBe(ids.length);
      expect(await columnOrder(ref.server, t.owner, column, filters)).toEqual(ids);
      return ids;
    };
    expect(await filtered({ text: 'launch' })).toEqual([notes.id, plan.id]);
    expect(await filtered({ text: '%' })).toEqual([other.id]);
    expect(await filtered({ text: 'e_' })).toEqual([other.id]);
    // Case folds beyond ASCII on both databases (SQLite's own LIKE folds ASCII only).
    expect(await filtered({ text: 'проект' })).toEqual([russian.id]);
    expect(await filtered({ text: 'ЗАПУСК' })).toEqual([russian.id]);
    expect(await filtered({ executor: [t.member.id] })).toEqual([plan.id]);
    expect(await filtered({ responsible: [t.owner.id, t.member.id] })).toEqual([notes.id]);
    expect(await filtered({ executor: [t.owner.id] })).toEqual([]);
    expect(await filtered({ done: 'done' })).toEqual([notes.id]);
    expect(await filtered({ done: 'undone', text: 'launch' })).toEqual([plan.id]);
    expect(await filtered({ done: 'all' })).toEqual([russian.id, other.id, notes.id, plan.id]);

    for (const bad of ['{not json', JSON.stringify({ done: 'maybe' }), JSON.stringify({ executor: ['x'] })]) {
      const answer = await api(
        ref.server,
        t.owner,
        'GET',
        `/editor/columns/${t.boardId}?filters=${encodeURIComponent(bad)}`,
      );
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(answer.body.data)).toEqual(['filters']);
    }
  });

  test('paging through 60 cards while another member moves cards between pages, onto taken sorts too: every unmoved card appears once', async () => {
    const t = await team(ref.server, 2);
    const [column, elsewhere] = t.columnIds;
    await cards(ref.server, t.owner, column, 60);
    await cards(ref.server, t.owner, elsewhere, 5);
    // Consecutive sorts, so that every drop below lands on a taken sort and shifts its neighbours
    // across the reader's page boundary: dropping each card, top first, below the lowest keeps
    // the order and leaves sorts n, n−1, n−2, …
    /** The column's cards with their sorts, highest first. */
    const withSorts = async (columnId: number, who = t.owner) => {
      const list: { id: number; sort: number }[] = [];
      for (let lastSort = 2 ** 31; ;) {
        const page = await api(ref.server, who, 'GET', `/editor/column/${columnId}/cards/${lastSort}`);
        list.push(...page.body.cards.map((c: Json) => ({ id: c.id, sort: c.sort })));
        if (!page.body.hasMore) return list;
        lastSort = page.body.cards.at(-1).sort;
      }
    };
    const initial = await withSorts(column);
    let lowest = initial.at(-1)!.sort;
    for (const { id } of initial) {
      lowest -= 1;
      await ok(ref.server, t.owner, 'PUT', `/editor/card/${id}`, { sort: lowest });
    }
    const start = await columnOrder(ref.server, t.owner, column);

    const movesBetweenPages = fc.sample(
      fc.array(fc.tuple(fc.nat(), fc.nat(), fc.boolean()), { minLength: 3, maxLength: 3 }),
      { numRuns: 3, seed: 4242 },
    );
    const moved = new Set<number>();
    let collisions = 0;
    /** Every top-level card of a column with its sort, as the mover's client has loaded them. */
    const loaded = (columnId: number) => withSorts(columnId, t.member);
    /** One drag of the member, as their client computes it (sortForDrop). */
    const drop = async (cardIndex: number, toIndexSeed: number, toOther: boolean, avoid: number) => {
      const source = (await loaded(column)).filter((c) => c.id !== avoid);
      const fromIndex = cardIndex % source.length;
      const card = source[fromIndex];
      const target = toOther ? await loaded(elsewhere) : (await loaded(column)).filter((c) => c.id !== card.id);
      const sorts = target.map((c) => c.sort);
      const toIndex = toIndexSeed % (target.length + 1);
      const sort = sortForDrop(sorts, toIndex, { sameList: !toOther, fromIndex });
      if (sorts.includes(sort)) collisions += 1;
      await ok(ref.server, t.member, 'PUT', `/editor/card/${card.id}`, {
        sort,
        columnId: toOther ? elsewhere : column,
      });
      moved.add(card.id);
      return toIndex;
    };
    /**
     * The member drags cards to random places, and each time a second card into the same place:
     * the second drop lands on the sort the first one took, so the server shifts the neighbours
     * (DESIGN §4 tie rule). The reader's own last card is left alone: when someone else moves it,
     * the page falls back to lastSort.
     */
    const moveSome = async (moves: [number, number, boolean][], avoid: number) => {
      for (const [from, to, toOther] of moves) {
        const toIndex = await drop(from, to, toOther, avoid);
        await drop(from + 1, toIndex, toOther, avoid);
      }
    };

    const seen: number[] = [];
    let last: { id: number; sort: number } | undefined;
    for (const moves of [...movesBetweenPages, []]) {
      const url =
        last === undefined
          ? `/editor/columns/${t.boardId}`
          : `/editor/column/${column}/cards/${last.sort}?after=${last.id}`;
      const answer = await api(ref.server, t.owner, 'GET', url, undefined, { expect: 200 });
      const page = last === undefined ? answer.body.data.find((c: Json) => c.id === column).cards : answer.body.cards;
      seen.push(...page.map((c: Json) => c.id));
      if (page.length === 0) break;
      last = page.at(-1);
      await moveSome(moves, last!.id);
    }
    const unmoved = start.filter((id) => !moved.has(id));
    expect(moved.size).toBeGreaterThan(3);
    expect(collisions).toBeGreaterThan(0);
    for (const id of unmoved) expect([id, seen.filter((s) => s === id).length]).toEqual([id, 1]);
  });
});
