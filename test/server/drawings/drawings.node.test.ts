/**
 * Drawing lists (issue 18 item 2) on SQLite and PostgreSQL: list operations (create, rename,
 * duplicate, trash, restore, purge), permissions (outsider 403, no token 401), thumbnails, image
 * files and named versions with restore.
 */
import { api, ok, team, type Team } from '../editor/editorFixture';
import { call, forEachDialect, openSocket } from '../harness';
import { createDrawing, editor, emitAck, rect, storedElements } from './drawingsFixture';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

forEachDialect('drawings', (ref) => {
  let t: Team;
  beforeAll(async () => {
    t = await team(ref.server, 0);
  });

  test('a member creates, renames, duplicates, trashes and restores drawings; the list shows it', async () => {
    const { server } = ref;
    const first = await createDrawing(server, t.member, t.projectId, 'Flow');
    expect(first).toMatchObject({ name: 'Flow', projectId: t.projectId, createdBy: t.member.id, deletedAt: null });
    const renamed = await ok(server, t.owner, 'PUT', `/draw/drawings/${first.id}`, { name: 'Data flow' });
    expect(renamed).toMatchObject({ name: 'Data flow', updatedBy: t.owner.id });
    const copy = await ok(server, t.owner, 'POST', `/draw/drawings/${first.id}/duplicate`, {
      name: 'Data flow (copy)',
    });
    const list = await ok(server, t.member, 'GET', `/draw/project/${t.projectId}/drawings`);
    expect(list.map((d: { id: number }) => d.id)).toEqual(expect.arrayContaining([first.id, copy.id]));

    await ok(server, t.member, 'DELETE', `/draw/drawings/${copy.id}`);
    expect((await api(server, t.member, 'DELETE', `/draw/drawings/${copy.id}`)).status).toBe(409);
    const after = await ok(server, t.member, 'GET', `/draw/project/${t.projectId}/drawings`);
    expect(after.map((d: { id: number }) => d.id)).not.toContain(copy.id);
    const trash = await ok(server, t.member, 'GET', `/draw/project/${t.projectId}/trash`);
    expect(trash.map((d: { id: number }) => d.id)).toEqual([copy.id]);
    await ok(server, t.member, 'POST', `/draw/drawings/${copy.id}/restore`);
    expect((await api(server, t.member, 'POST', `/draw/drawings/${copy.id}/restore`)).status).toBe(409);
    expect((await api(server, t.member, 'DELETE', `/draw/drawings/${copy.id}/purge`)).status).toBe(409);
    await ok(server, t.member, 'DELETE', `/draw/drawings/${copy.id}`);
    await ok(server, t.member, 'DELETE', `/draw/drawings/${copy.id}/purge`);
    expect((await api(server, t.member, 'GET', `/draw/drawings/${copy.id}`)).status).toBe(404);
  });

  test('an outsider gets 403, no token 401, an unknown drawing 404, an empty name 400', async () => {
    const { server } = ref;
    const drawing = await createDrawing(server, t.owner, t.projectId);
    expect((await api(server, t.outsider, 'GET', `/draw/drawings/${drawing.id}`)).status).toBe(403);
    expect((await api(server, t.outsider, 'GET', `/draw/project/${t.projectId}/drawings`)).status).toBe(403);
    expect((await api(server, t.outsider, 'PUT', `/draw/drawings/${drawing.id}`, { name: 'Mine' })).status).toBe(403);
    expect((await call(server, 'GET', `/draw/drawings/${drawing.id}`)).status).toBe(401);
    expect((await call(server, 'GET', `/draw/project/${t.projectId}/drawings`)).status).toBe(401);
    expect((await api(server, t.member, 'GET', '/draw/drawings/999999')).status).toBe(404);
    expect((await api(server, t.member, 'POST', `/draw/project/${t.projectId}/drawings`, { name: ' ' })).status).toBe(
      400,
    );
    const { socket } = await editor(server, t.member, drawing.id);
    const outsider = await editor(server, t.owner, drawing.id);
    outsider.socket.close();
    const stranger = await openSocket(server, t.outsider.token);
    expect(await emitAck(stranger, 'drawing:join', { drawingId: drawing.id })).toEqual({
      ok: false,
      error: 'FORBIDDEN',
    });
    expect(await emitAck(stranger, 'drawing:update', { drawingId: drawing.id, elements: [rect('x')] })).toEqual({
      ok: false,
      error: 'FORBIDDEN',
    });
    stranger.close();
    socket.close();
  });

  test('thumbnails are plain SVG only; files are stored by id and served back', async () => {
    const { server } = ref;
    const drawing = await createDrawing(server, t.member, t.projectId);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="5" height="5"/></svg>';
    expect(await ok(server, t.member, 'PUT', `/draw/drawings/${drawing.id}/thumbnail`, { svg })).toMatchObject({
      thumbnail: svg,
    });
    const evil = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    expect((await api(server, t.member, 'PUT', `/draw/drawings/${drawing.id}/thumbnail`, { svg: evil })).status).toBe(
      400,
    );
    const file = { id: 'abc123', mimeType: 'image/png', dataURL: PNG, created: 1 };
    await ok(server, t.member, 'POST', `/draw/drawings/${drawing.id}/files`, file);
    const wrongType = { ...file, id: 'other', mimeType: 'image/jpeg' };
    expect((await api(server, t.member, 'POST', `/draw/drawings/${drawing.id}/files`, wrongType)).status).toBe(400);
    expect(await ok(server, t.owner, 'GET', `/draw/drawings/${drawing.id}/files?ids=abc123,missing`)).toEqual([file]);
    expect((await api(server, t.outsider, 'GET', `/draw/drawings/${drawing.id}/files?ids=abc123`)).status).toBe(403);
  });

  test('a named version restores its elements as newer versions and sends them to the editors', async () => {
    const { server } = ref;
    const drawing = await createDrawing(server, t.member, t.projectId);
    const a = await editor(server, t.member, drawing.id);
    const b = await editor(server, t.owner, drawing.id);
    await emitAck(a.socket, 'drawing:update', { drawingId: drawing.id, elements: [rect('r1', 3, 7)] });
    const version = await ok(server, t.member, 'POST', `/draw/drawings/${drawing.id}/versions`, { name: 'One box' });
    expect(version).toMatchObject({ name: 'One box', elementCount: 1 });
    await emitAck(a.socket, 'drawing:update', {
      drawingId: drawing.id,
      elements: [rect('r1', 5, 9, { x: 500 }), rect('r2', 1, 1)],
    });
    const versions = await ok(server, t.owner, 'GET', `/draw/drawings/${drawing.id}/versions`);
    expect(versions.map((v: { id: number }) => v.id)).toEqual([version.id]);

    const received = new Promise<{ elements: { id: string }[] }>((resolve) => b.socket.once('drawing:update', resolve));
    const scene = await ok(server, t.owner, 'POST', `/draw/versions/${version.id}/restore`);
    const live = scene.elements.filter((e: { isDeleted: boolean }) => !e.isDeleted);
    expect(live).toEqual([expect.objectContaining({ id: 'r1', x: 10, version: 6 })]);
    expect(scene.elements.find((e: { id: string }) => e.id === 'r2')).toMatchObject({ isDeleted: true, version: 2 });
    expect((await received).elements.map((e) => e.id).sort()).toEqual(['r1', 'r2']);
    const stored = await storedElements(server, t.member, drawing.id);
    expect(stored.get('r1')).toMatchObject({ x: 10, version: 6 });
    a.socket.close();
    b.socket.close();
  });
});
