/**
 * Co-editing a drawing (issue 18 item 2) on SQLite and PostgreSQL: concurrent edits of two editors
 * keep both users' elements (Excalidraw's version / versionNonce rule on a conflict, tombstones
 * kept), the scene is saved when the last editor leaves and survives a server restart on the same
 * database.
 */
import { ok, team, type Team } from '../editor/editorFixture';
import { forEachDialect, startServer } from '../harness';
import { createDrawing, editor, emitAck, nextUpdate, rect, storedElements } from './drawingsFixture';

forEachDialect('drawing co-editing', (ref, dialect) => {
  let t: Team;
  beforeAll(async () => {
    t = await team(ref.server, 0);
  });

  test('two editors draw at once: each sees the other, the store keeps both and the conflict winner', async () => {
    const { server } = ref;
    const drawing = await createDrawing(server, t.member, t.projectId);
    const anna = await editor(server, t.member, drawing.id);
    const olga = await editor(server, t.owner, drawing.id);
    const pointers: unknown[] = [];
    olga.socket.on('drawing:pointer', (p: unknown) => pointers.push(p));

    const annaSees = nextUpdate(anna.socket, 'olga-box');
    const olgaSees = nextUpdate(olga.socket, 'anna-box');
    await Promise.all([
      emitAck(anna.socket, 'drawing:update', {
        drawingId: drawing.id,
        elements: [rect('anna-box'), rect('shared', 2, 500)],
      }),
      emitAck(olga.socket, 'drawing:update', {
        drawingId: drawing.id,
        elements: [rect('olga-box'), rect('shared', 2, 300, { x: 99 })],
      }),
    ]);
    await Promise.all([annaSees, olgaSees]);
    anna.socket.emit('drawing:pointer', { drawingId: drawing.id, pointer: { x: 1, y: 2 } });
    // An older copy of Anna's box never wins; a deletion stays as a tombstone.
    await emitAck(olga.socket, 'drawing:update', { drawingId: drawing.id, elements: [rect('anna-box', 0, 1)] });
    await emitAck(anna.socket, 'drawing:update', {
      drawingId: drawing.id,
      elements: [rect('gone', 1, 1), rect('gone', 2, 1, { isDeleted: true })],
    });

    await emitAck(anna.socket, 'drawing:leave', { drawingId: drawing.id });
    await emitAck(olga.socket, 'drawing:leave', { drawingId: drawing.id });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stored = await storedElements(server, t.member, drawing.id);
    expect([...stored.keys()].sort()).toEqual(['anna-box', 'gone', 'olga-box', 'shared']);
    expect(stored.get('shared')).toMatchObject({ versionNonce: 300, x: 99 });
    expect(stored.get('anna-box')).toMatchObject({ version: 1 });
    expect(stored.get('gone')).toMatchObject({ isDeleted: true });
    expect(pointers).toEqual([expect.objectContaining({ userId: t.member.id, pointer: { x: 1, y: 2 } })]);
    const joined = await editor(server, t.owner, drawing.id);
    expect(joined.scene.elements).toHaveLength(4);
    joined.socket.close();
    anna.socket.close();
    olga.socket.close();
  });

  test('edits not saved yet are saved on close and reload after a restart on the same database', async () => {
    const first = await startServer(dialect);
    const people = await team(first, 0);
    const drawing = await createDrawing(first, people.member, people.projectId);
    const anna = await editor(first, people.member, drawing.id);
    await emitAck(anna.socket, 'drawing:update', { drawingId: drawing.id, elements: [rect('kept', 4, 4)] });
    // A newcomer sees it before any save.
    const boris = await editor(first, people.owner, drawing.id);
    expect(boris.scene.elements.map((e) => e.id)).toEqual(['kept']);
    anna.socket.close();
    boris.socket.close();
    await first.stop();
    const again = await startServer(dialect, { dataDir: first.config.dataDir, databaseUrl: first.config.databaseUrl });
    try {
      const reloaded = await ok(again, people.member, 'GET', `/draw/drawings/${drawing.id}`);
      expect(reloaded.scene.elements).toEqual([expect.objectContaining({ id: 'kept', version: 4 })]);
    } finally {
      await again.close();
      await first.close();
    }
  });
});
