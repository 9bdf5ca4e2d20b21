/**
 * `PUT /board/{boardId}/task-templates/{id}` updates only the fields given (DESIGN §3 Envelope
 * "`PUT` of an entity updates only the fields given"): a name alone is accepted, fields left out
 * keep their values, `null` clears the optional texts and `[]` empties a list; the fields given
 * are validated as on create.
 */
import { forEachDialect } from '../harness';
import { api, ok, team } from '../editor/editorFixture';

forEachDialect('task template partial update', (ref) => {
  test('a PUT changes only the fields it gives', async () => {
    const t = await team(ref.server, 1);
    const priority = await ok(ref.server, t.owner, 'POST', `/board/${t.boardId}/stickers`, { type: 'priority' });
    const base = `/board/${t.boardId}/task-templates`;
    const full = {
      name: 'Bug report',
      description: 'Something broke',
      taskName: 'Bug:',
      taskDescription: 'Steps to reproduce',
      executors: [t.member.id],
      responsible: [t.owner.id],
      stickers: [{ stickerId: priority.id, value: { value: 'high' } }],
    };
    const created = await ok(ref.server, t.owner, 'POST', base, full);
    const url = `${base}/${created.id}`;

    const renamed = await ok(ref.server, t.member, 'PUT', url, { name: 'Bug' });
    expect(renamed).toEqual({ ...created, name: 'Bug', updatedAt: expect.any(String) });

    const cleared = await ok(ref.server, t.member, 'PUT', url, { description: null, executors: [] });
    expect(cleared).toEqual({ ...renamed, description: null, executors: [], updatedAt: expect.any(String) });

    const restickered = await ok(ref.server, t.member, 'PUT', url, { stickers: [{ stickerId: priority.id }] });
    expect(restickered.stickers).toEqual([{ stickerId: priority.id, value: null }]);
    expect(restickered.responsible).toEqual([t.owner.id]);
    expect(restickered.taskDescription).toBe('Steps to reproduce');

    const unchanged = await ok(ref.server, t.member, 'PUT', url, {});
    expect(unchanged).toEqual(restickered);

    // The fields given are checked as on create; nothing changes on a refusal.
    const refused = await api(
      ref.server,
      t.owner,
      'PUT',
      url,
      { name: ' ', responsible: [t.outsider.id] },
      { expect: 400 },
    );
    expect(refused.body.data).toEqual({ name: expect.any(String) });
    const notMember = await api(ref.server, t.owner, 'PUT', url, { responsible: [t.outsider.id] }, { expect: 400 });
    expect(notMember.body.data).toEqual({ responsible: expect.any(String) });
    const badValue = await api(
      ref.server,
      t.owner,
      'PUT',
      url,
      { stickers: [{ stickerId: priority.id, value: { value: 'urgent' } }] },
      { expect: 400 },
    );
    expect(badValue.body.data).toEqual({ stickers: { 0: { value: { value: expect.any(String) } } } });
    const list = await ok(ref.server, t.owner, 'GET', base);
    expect(list).toEqual([restickered]);
  });
});
