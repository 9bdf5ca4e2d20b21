/**
 * Cards (spec/board.md §4, §7; DESIGN §3 Route map, §4 Data rules): create on top with a company
 * task number, copy, executors/responsible, rename/describe/done/archive, delete with 449 + force,
 * one card with its place, sub-card pages, history and counts, and access (403/404/400).
 */
import { forEachDialect, type Json } from '../harness';
import { api, cards, columnOrder, ok, team } from './editorFixture';

forEachDialect('editor cards', (ref) => {
  test('a new card goes on top of its list with the whole card shape and the next task number', async () => {
    const t = await team(ref.server, 1);
    const column = t.columnIds[0];
    const answer = await api(ref.server, t.member, 'POST', `/editor/card/${column}`, {
      name: '  Write the spec ',
      desc: 'Some **markdown**',
      stickers: [],
      members: [
        { userId: t.owner.id, isResponsible: true },
        { userId: t.member.id, isResponsible: false },
      ],
    });
    expect(answer.status).toBe(201);
    const first = answer.body.data;
    expect(first).toEqual({
      id: expect.any(Number),
      boardId: t.boardId,
      columnId: column,
      parentCardId: null,
      counter: 1,
      name: 'Write the spec',
      desc: 'Some **markdown**',
      color: null,
      sort: expect.any(Number),
      createdAt: expect.any(String),
      movedAt: expect.any(String),
      doneAt: null,
      archivedAt: null,
      creator: { userId: t.member.id, name: 'Max Member', surname: null, avatar: null },
      stickers: [],
      cardsMembers: [
        { userId: t.owner.id, isResponsible: true },
        { userId: t.member.id, isResponsible: false },
      ],
      childCount: 0,
      childDoneCount: 0,
      historyCount: 1,
      messageCount: 0,
    });
    const [second] = await cards(ref.server, t.owner, column, 1);
    expect(second.counter).toBe(2);
    expect(second.sort).toBeGreaterThan(first.sort);
    expect(await columnOrder(ref.server, t.owner, column)).toEqual([second.id, first.id]);
  });

  test('task numbers are unique per company, never reused after deletes, even when created at once', async () => {
    const t = await team(ref.server, 2);
    const made = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        ok(ref.server, i % 2 ? t.owner : t.member, 'POST', `/editor/card/${t.columnIds[i % 2]}`, { name: `C${i}` }),
      ),
    );
    const counters = made.map((card: Json) => card.counter).sort((a: number, b: number) => a - b);
    expect(counters).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    // Sorts stay unique in each list although the cards were created concurrently.
    for (const column of t.columnIds) {
      const sorts = made.filter((c: Json) => c.columnId === column).map((c: Json) => c.sort);
      expect(new Set(sorts).size).toBe(sorts.length);
    }
    const top = made.find((card: Json) => card.counter === 12);
    await ok(ref.server, t.owner, 'DELETE', `/editor/card/${top.id}`);
    const next = await ok(ref.server, t.owner, 'POST', `/editor/card/${t.columnIds[0]}`, { name: 'After delete' });
    expect(next.counter).toBe(13);
  });

  test('copying a whole card makes a new card with a new number and records where it came from', async () => {
    const t = await team(ref.server, 2);
    const original = await ok(ref.server, t.owner, 'POST', `/editor/card/${t.columnIds[0]}`, {
      name: 'Original',
      desc: 'Text',
      members: [{ userId: t.member.id, isResponsible: false }],
    });
    const copy = await api(ref.server, t.member, 'POST', `/editor/card/${t.columnIds[1]}`, { ...original });
    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({
      name: 'Original',
      desc: 'Text',
      columnId: t.columnIds[1],
      counter: original.counter + 1,
      cardsMembers: [{ userId: t.member.id, isResponsible: false }],
      creator: { userId: t.member.id },
    });
    expect(copy.body.data.id).not.toBe(original.id);
    const history = await ok(ref.server, t.member, 'GET', `/editor/card/${copy.body.data.id}/history`);
    expect(history).toEqual([
      expect.objectContaining({ action: 'copied', from: { cardId: original.id, counter: original.counter } }),
    ]);
  });

  test('executors and responsible must be company members', async () => {
    const t = await team(ref.server, 1);
    const refused = await api(ref.server, t.owner, 'POST', `/editor/card/${t.columnIds[0]}`, {
      name: 'x',
      members: [{ userId: t.outsider.id, isResponsible: false }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual({ members: 'Only members of the company can be assigned' });

    const card = (await cards(ref.server, t.owner, t.columnIds[0], 1))[0];
    const path = `/editor/card/${card.id}/member`;
    expect((await api(ref.server, t.owner, 'POST', `${path}/${t.outsider.id}/false`)).status).toBe(400);
    const assigned = await ok(ref.server, t.owner, 'POST', `${path}/${t.member.id}/true`);
    expect(assigned.cardsMembers).toEqual([{ userId: t.member.id, isResponsible: true }]);
    const again = await ok(ref.server, t.owner, 'POST', `${path}/${t.member.id}/true`);
    expect(again.historyCount).toBe(assigned.historyCount);
    const both = await ok(ref.server, t.owner, 'POST', `${path}/${t.member.id}/false`);
    expect(both.cardsMembers).toHaveLength(2);
    const removed = await ok(ref.server, t.owner, 'DELETE', `${path}/${t.member.id}/true`);
    expect(removed.cardsMembers).toEqual([{ userId: t.member.id, isResponsible: false }]);
    const history = await ok(ref.server, t.owner, 'GET', `/editor/card/${card.id}/history`);
    expect(history.map((entry: Json) => entry.action)).toEqual([
      'memberRemoved',
      'memberAdded',
      'memberAdded',
      'created',
    ]);
    expect(removed.historyCount).toBe(4);
  });

  test('rename, describe, done and undone write history and keep the counts true', async () => {
    const t = await team(ref.server, 1);
    const [card] = await cards(ref.server, t.owner, t.columnIds[0], 1);
    await ok(ref.server, t.member, 'PUT', `/editor/card/${card.id}`, { name: 'Renamed', desc: 'New text' });
    const unchanged = await ok(ref.server, t.member, 'PUT', `/editor/card/${card.id}`, { name: 'Renamed' });
    expect(unchanged.historyCount).toBe(3);
    const done = await ok(ref.server, t.member, 'PUT', `/editor/card/${card.id}`, { done: true });
    expect(done.doneAt).toEqual(expect.any(String));
    const undone = await ok(ref.server, t.owner, 'PUT', `/editor/card/${card.id}`, { done: false });
    expect(undone).toMatchObject({ doneAt: null, name: 'Renamed', desc: 'New text', historyCount: 5 });

    const history = await ok(ref.server, t.owner, 'GET', `/editor/card/${card.id}/history`);
    expect(history.map((entry: Json) => [entry.action, entry.actor?.name])).toEqual([
      ['undone', 'Olga Owner'],
      ['done', 'Max Member'],
      ['described', 'Max Member'],
      ['renamed', 'Max Member'],
      ['created', 'Olga Owner'],
    ]);
    expect(history[3]).toMatchObject({ field: 'name', from: 'Card 1', to: 'Renamed' });
    expect(history.length).toBe(undone.historyCount);
  });

  test('renames of one card at once each replace the name before them: the history is one unbroken chain', async () => {
    const t = await team(ref.server, 1);
    const [card] = await cards(ref.server, t.owner, t.columnIds[0], 1);
    const names = Array.from({ length: 12 }, (_, i) => `Name ${i}`);
    const answers = await Promise.all(
      names.map((name, i) => api(ref.server, i % 2 ? t.owner : t.member, 'PUT', `/editor/card/${card.id}`, { name })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(names.map(() => 200));
    const history = await ok(ref.server, t.owner, 'GET', `/editor/card/${card.id}/history`);
    const renames = history.filter((entry: Json) => entry.action === 'renamed').reverse();
    expect(renames).toHaveLength(names.length);
    expect(renames.map((entry: Json) => entry.from)).toEqual([
      'Card 1',
      ...renames.slice(0, -1).map((e: Json) => e.to),
    ]);
    expect(new Set(renames.map((entry: Json) => entry.to))).toEqual(new Set(names));
    const fetched = await ok(ref.server, t.owner, 'GET', `/editor/card/${card.id}`);
    expect(fetched).toMatchObject({ name: renames[renames.length - 1].to, historyCount: history.length });
  });

  test('sub-cards: children pages, done counts on the parent, and 449 + force on delete', async () => {
    const t = await team(ref.server, 1);
    const column = t.columnIds[0];
    const [parent] = await cards(ref.server, t.owner, column, 1);
    const children = await cards(ref.server, t.owner, column, 25, parent.id);
    expect(children[0]).toMatchObject({ parentCardId: parent.id, columnId: column });
    const [grandchild] = await cards(ref.server, t.owner, column, 1, children[0].id);
    await ok(ref.server, t.owner, 'PUT', `/editor/card/${children[1].id}`, { done: true });

    const fetched = await ok(ref.server, t.owner, 'GET', `/editor/card/${parent.id}`);
    expect(fetched).toMatchObject({
      childCount: 25,
      childDoneCount: 1,
      projectId: t.projectId,
      companyId: t.companyId,
    });
    // Sub-cards are not top-level cards of the column.
    expect(await columnOrder(ref.server, t.owner, column)).toEqual([parent.id]);

    const first = await api(ref.server, t.owner, 'GET', `/editor/card/${parent.id}/children`, undefined, {
      expect: 200,
    });
    expect(first.body).toMatchObject({ success: true, status: 'success', hasMore: true });
    expect(first.body.cards).toHaveLength(20);
    const lastSort = first.body.cards[19].sort;
    const second = await api(ref.server, t.owner, 'GET', `/editor/card/${parent.id}/children/${lastSort}`);
    expect(second.body.hasMore).toBe(false);
    const ids = [...first.body.cards, ...second.body.cards].map((c: Json) => c.id);
    expect(ids).toEqual(children.map((c: Json) => c.id).reverse());

    const refused = await api(ref.server, t.owner, 'DELETE', `/editor/card/${parent.id}`);
    expect(refused.status).toBe(449);
    expect(refused.body.error).toBe('The card has 26 sub-cards. Delete the card with them?');
    await ok(ref.server, t.owner, 'DELETE', `/editor/card/${children[2].id}`);
    expect((await ok(ref.server, t.owner, 'GET', `/editor/card/${parent.id}`)).childCount).toBe(24);
    await ok(ref.server, t.owner, 'DELETE', `/editor/card/${parent.id}?force=1`);
    for (const id of [parent.id, children[0].id, grandchild.id]) {
      expect((await api(ref.server, t.owner, 'GET', `/editor/card/${id}`)).status).toBe(404);
    }
  });

  test('archiving moves a card to the top of its column’s archive and back', async () => {
    const t = await team(ref.server, 1);
    const column = t.columnIds[0];
    const [a, b, c] = await cards(ref.server, t.owner, column, 3);
    const [child] = await cards(ref.server, t.owner, column, 1, a.id);
    await ok(ref.server, t.owner, 'PUT', `/editor/card/${b.id}`, { archived: true });
    const archivedChild = await ok(ref.server, t.owner, 'PUT', `/editor/card/${child.id}`, { archived: true });
    expect(archivedChild).toMatchObject({ parentCardId: null, archivedAt: expect.any(String) });
    expect((await ok(ref.server, t.owner, 'GET', `/editor/card/${a.id}`)).childCount).toBe(0);

    const [board] = await ok(ref.server, t.owner, 'GET', `/editor/columns/${t.boardId}`);
    expect(board).toMatchObject({ cardsCount: 2, archiveCount: 2, archiveCards: [] });
    expect(board.cards.map((card: Json) => card.id)).toEqual([c.id, a.id]);
    const archive = await api(ref.server, t.owner, 'GET', `/editor/column/${column}/archive-cards`);
    expect(archive.body.cards.map((card: Json) => card.id)).toEqual([child.id, b.id]);

    const restored = await ok(ref.server, t.owner, 'PUT', `/editor/card/${b.id}`, { archived: false });
    expect(restored.archivedAt).toBeNull();
    expect(await columnOrder(ref.server, t.owner, column)).toEqual([b.id, c.id, a.id]);
    const history = await ok(ref.server, t.owner, 'GET', `/editor/card/${b.id}/history`);
    expect(history.map((entry: Json) => entry.action)).toEqual(['unarchived', 'archived', 'created']);
    // An archived card cannot be put under a parent.
    const nested = await api(ref.server, t.owner, 'PUT', `/editor/card/${child.id}`, { parentCardId: a.id, sort: 0 });
    expect(nested.status).toBe(400);
  });

  test('a name over 200 characters is refused in words on create and rename; 200 are kept whole', async () => {
    const t = await team(ref.server, 1);
    const column = t.columnIds[0];
    const [card] = await cards(ref.server, t.owner, column, 1);
    const long = 'x'.repeat(201);
    const created = await api(ref.server, t.owner, 'POST', `/editor/card/${column}`, { name: long });
    expect([created.status, created.body.data]).toEqual([400, { name: 'At most 200 characters' }]);
    const renamed = await api(
      ref.server,
      t.owner,
      'PUT',
      `/editor/card/${card.id}`,
      { name: long },
      {
        headers: { 'accept-language': 'ru-RU' },
      },
    );
    expect([renamed.status, renamed.body.data]).toEqual([400, { name: 'Не более 200 символов' }]);
    const whole = await ok(ref.server, t.owner, 'POST', `/editor/card/${column}`, { name: 'y'.repeat(200) });
    expect(whole.name).toBe('y'.repeat(200));
  });

  test('non-members get 403 on every card route; unknown cards 404; bad bodies 400', async () => {
    const t = await team(ref.server, 1);
    const column = t.columnIds[0];
    const [card] = await cards(ref.server, t.owner, column, 1);
    const routes: [string, string, unknown?][] = [
      ['POST', `/editor/card/${column}`, { name: 'x' }],
      ['POST', `/editor/card/${column}/${card.id}`, { name: 'x' }],
      ['PUT', `/editor/card/${card.id}`, { name: 'x' }],
      ['DELETE', `/editor/card/${card.id}`],
      ['GET', `/editor/card/${card.id}`],
      ['GET', `/editor/card/${card.id}/children`],
      ['GET', `/editor/column/${column}/cards/100`],
      ['GET', `/editor/column/${column}/archive-cards`],
      ['POST', `/editor/sort/cards/${column}`, { order: [card.id] }],
      ['POST', `/editor/card/${card.id}/member/${t.owner.id}/true`],
      ['GET', `/editor/card/${card.id}/history`],
      ['GET', `/editor/card/${card.id}/comments`],
      ['POST', `/editor/card/${card.id}/comments`, { text: 'hi' }],
    ];
    for (const [method, url, body] of routes) {
      expect([method, url, (await api(ref.server, t.outsider, method, url, body)).status]).toEqual([method, url, 403]);
    }
    for (const [method, url, body] of [
      ['GET', '/editor/card/999999'],
      ['PUT', '/editor/card/999999', { name: 'x' }],
      ['DELETE', '/editor/card/999999'],
      ['POST', '/editor/card/999999', { name: 'x' }],
      ['POST', `/editor/card/${column}/999999`, { name: 'x' }],
      ['GET', '/editor/card/999999/children'],
      ['GET', '/editor/column/999999/cards/5'],
    ] as const) {
      expect([method, url, (await api(ref.server, t.owner, method, url, body)).status]).toEqual([method, url, 404]);
    }
    expect((await api(ref.server, t.owner, 'POST', `/editor/card/${column}`, { name: '' })).status).toBe(400);
    expect((await api(ref.server, t.owner, 'PUT', `/editor/card/${card.id}`, { done: 'yes' })).status).toBe(400);
    expect((await api(ref.server, t.owner, 'PUT', `/editor/card/${card.id}`, { sort: 1.5 })).status).toBe(400);
  });
});
