/**
 * Column archive (spec/board.md §3 Column; DESIGN §3 Route map, §4): `PUT /editor/column/{columnId}`
 * with `{archived: true}` takes a column off the board with its cards, `{archived: false}` brings it
 * back in its place; `GET /editor/columns/{boardId}/archived` lists the archived ones. Other members
 * see both live (`board:column:updated` with `archivedAt`). Company members only.
 */
import { BOARD_EVENTS } from '../../../src/shared/board/board.events';
import { call, collect, forEachDialect, sleep, type Json } from '../harness';
import { api, cards, ok, team, watcher } from './editorFixture';

forEachDialect('column archive', (ref) => {
  const names = async (t: Json, path = '') =>
    (await ok(ref.server, t.owner, 'GET', `/editor/columns/${t.boardId}${path}`)).map((c: Json) => c.name);

  test('an archived column leaves the board with its cards and comes back in its place', async () => {
    const t = await team(ref.server, 3);
    const middle = t.columnIds[1];
    await cards(ref.server, t.owner, middle, 2);

    const archived = await ok(ref.server, t.member, 'PUT', `/editor/column/${middle}`, { archived: true });
    expect(archived).toMatchObject({ id: middle, name: 'Column 2', sort: 1, archivedAt: expect.any(String) });
    expect(await names(t)).toEqual(['Column 1', 'Column 3']);
    const list = await ok(ref.server, t.owner, 'GET', `/editor/columns/${t.boardId}/archived`);
    expect(list).toEqual([
      {
        id: middle,
        boardId: t.boardId,
        name: 'Column 2',
        color: null,
        sort: 1,
        archivedAt: archived.archivedAt,
        cardsCount: 2,
        archiveCount: 0,
      },
    ]);

    // Archiving again changes nothing; restoring puts it back between its neighbours, cards and all.
    const again = await ok(ref.server, t.owner, 'PUT', `/editor/column/${middle}`, { archived: true });
    expect(again.archivedAt).toBe(archived.archivedAt);
    const restored = await ok(ref.server, t.owner, 'PUT', `/editor/column/${middle}`, { archived: false });
    expect(restored.archivedAt).toBeNull();
    expect(await names(t)).toEqual(['Column 1', 'Column 2', 'Column 3']);
    expect(await names(t, '/archived')).toEqual([]);
    const board = await ok(ref.server, t.owner, 'GET', `/editor/columns/${t.boardId}`);
    expect(board[1]).toMatchObject({ id: middle, cardsCount: 2 });
    expect(board[1].cards).toHaveLength(2);
  });

  test('other members hear archive and restore as board:column:updated with archivedAt', async () => {
    const t = await team(ref.server, 2);
    const other = await watcher(ref.server, t.member, t.boardId);
    try {
      const heard = collect(other, BOARD_EVENTS.columnUpdated);
      await sleep(50);
      await ok(ref.server, t.owner, 'PUT', `/editor/column/${t.columnIds[0]}`, { archived: true });
      await ok(ref.server, t.owner, 'PUT', `/editor/column/${t.columnIds[0]}`, { archived: false });
      for (let i = 0; i < 50 && heard.length < 2; i += 1) await sleep(20);
      expect(heard).toEqual([
        expect.objectContaining({ id: t.columnIds[0], archivedAt: expect.any(String), actorId: t.owner.id }),
        expect.objectContaining({ id: t.columnIds[0], archivedAt: null, actorId: t.owner.id }),
      ]);
    } finally {
      other.close();
    }
  });

  test('only company members archive, restore and list; a guest of the shared board does not see the column', async () => {
    const t = await team(ref.server, 2);
    const outsider = await api(ref.server, t.outsider, 'PUT', `/editor/column/${t.columnIds[0]}`, { archived: true });
    expect(outsider.status).toBe(403);
    expect((await api(ref.server, t.outsider, 'GET', `/editor/columns/${t.boardId}/archived`)).status).toBe(403);
    expect((await api(ref.server, t.owner, 'GET', '/editor/columns/999999/archived')).status).toBe(404);
    expect((await api(ref.server, t.owner, 'PUT', '/editor/column/999999', { archived: true })).status).toBe(404);
    const bad = await api(ref.server, t.owner, 'PUT', `/editor/column/${t.columnIds[0]}`, { archived: 'yes' });
    expect(bad.status).toBe(400);

    await ok(ref.server, t.owner, 'PUT', `/editor/column/${t.columnIds[0]}`, { archived: true });
    const share = await ok(ref.server, t.owner, 'PUT', `/board/${t.boardId}/share`, { enabled: true });
    const guest = await call(ref.server, 'GET', `/editor/columns/${t.boardId}?token=${share.token}`);
    expect(guest.status).toBe(200);
    expect(guest.body.data.map((c: Json) => c.id)).toEqual([t.columnIds[1]]);
  });
});
