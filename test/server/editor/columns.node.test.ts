/**
 * Columns (issue 3 Deliver 3; DESIGN §3 Route map): create, rename, colour, reorder, delete with
 * 449 + force, the board's column list, and who may do it (403 non-member, 404 unknown).
 */
import { forEachDialect, type Json } from '../harness';
import { api, cards, ok, team } from './editorFixture';

forEachDialect('editor columns', (ref) => {
  test('a member creates columns left to right and renames and recolours them', async () => {
    const t = await team(ref.server, 0);
    const created = await api(ref.server, t.member, 'POST', `/editor/columns/${t.boardId}`, {
      name: '  To do ',
      color: 'blue',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.any(Number),
      boardId: t.boardId,
      name: 'To do',
      color: 'blue',
      sort: 0,
      archivedAt: null,
    });
    const second = await ok(ref.server, t.owner, 'POST', `/editor/columns/${t.boardId}`, { name: 'Done' });
    expect(second.sort).toBe(1);

    const renamed = await ok(ref.server, t.member, 'PUT', `/editor/column/${second.id}`, {
      name: 'Shipped',
      color: null,
    });
    expect(renamed).toMatchObject({ name: 'Shipped', color: null, sort: 1 });

    const columns = await ok(ref.server, t.member, 'GET', `/editor/columns/${t.boardId}`);
    expect(columns.map((c: Json) => [c.name, c.cards, c.cardsCount, c.archiveCount, c.archiveCards])).toEqual([
      ['To do', [], 0, 0, []],
      ['Shipped', [], 0, 0, []],
    ]);
  });

  test('moving a column takes the place of the column holding that sort', async () => {
    const t = await team(ref.server, 4);
    const names = async () =>
      (await ok(ref.server, t.owner, 'GET', `/editor/columns/${t.boardId}`)).map((c: Json) => c.name);
    // Column 1 (sort 0) moves right onto Column 3's sort 2: it lands after Column 3.
    const moved = await ok(ref.server, t.owner, 'PUT', `/editor/column/${t.columnIds[0]}`, { sort: 2 });
    expect(moved.sort).toBe(2);
    expect(await names()).toEqual(['Column 2', 'Column 3', 'Column 1', 'Column 4']);
    // Column 4 moves left onto sort 0: it lands first.
    await ok(ref.server, t.owner, 'PUT', `/editor/column/${t.columnIds[3]}`, { sort: 0 });
    expect(await names()).toEqual(['Column 4', 'Column 2', 'Column 3', 'Column 1']);
    const sorts = (await ok(ref.server, t.owner, 'GET', `/editor/columns/${t.boardId}`)).map((c: Json) => c.sort);
    expect(sorts).toEqual([0, 1, 2, 3]);
  });

  test('deleting a column with cards needs confirmation (449), force=1 deletes it with its cards', async () => {
    const t = await team(ref.server, 2);
    const [card] = await cards(ref.server, t.owner, t.columnIds[0], 3);
    const refused = await api(ref.server, t.owner, 'DELETE', `/editor/column/${t.columnIds[0]}`);
    expect(refused.status).toBe(449);
    expect(refused.body).toMatchObject({ success: false, code: 'NEEDS_CONFIRMATION' });
    expect(refused.body.error).toBe('The column holds 3 cards. Delete the column with them?');
    const russian = await api(ref.server, t.owner, 'DELETE', `/editor/column/${t.columnIds[0]}`, undefined, {
      headers: { 'accept-language': 'ru-RU' },
    });
    expect(russian.body.error).toBe('В колонке 3 карточки. Удалить колонку вместе с ними?');

    await api(ref.server, t.owner, 'DELETE', `/editor/column/${t.columnIds[0]}?force=1`, undefined, { expect: 200 });
    await api(ref.server, t.owner, 'GET', `/editor/card/${card.id}`, undefined, { expect: 404 });
    const columns = await ok(ref.server, t.owner, 'GET', `/editor/columns/${t.boardId}`);
    expect(columns.map((c: Json) => c.id)).toEqual([t.columnIds[1]]);
    // An empty column goes without confirmation.
    await api(ref.server, t.owner, 'DELETE', `/editor/column/${t.columnIds[1]}`, undefined, { expect: 200 });
  });

  test('non-members get 403, unknown boards and columns 404, bad input 400', async () => {
    const t = await team(ref.server, 1);
    const column = t.columnIds[0];
    for (const [method, url, body] of [
      ['GET', `/editor/columns/${t.boardId}`],
      ['POST', `/editor/columns/${t.boardId}`, { name: 'x' }],
      ['PUT', `/editor/column/${column}`, { name: 'x' }],
      ['DELETE', `/editor/column/${column}`],
    ] as const) {
      expect((await api(ref.server, t.outsider, method, url, body)).status).toBe(403);
    }
    expect((await api(ref.server, t.owner, 'GET', '/editor/columns/999999')).status).toBe(404);
    expect((await api(ref.server, t.owner, 'PUT', '/editor/column/999999', { name: 'x' })).status).toBe(404);
    expect((await api(ref.server, t.owner, 'DELETE', '/editor/column/999999')).status).toBe(404);
    const empty = await api(ref.server, t.owner, 'POST', `/editor/columns/${t.boardId}`, { name: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.data).toEqual({ name: expect.any(String) });
    expect((await api(ref.server, t.owner, 'GET', '/editor/columns/abc')).status).toBe(400);
  });
});
