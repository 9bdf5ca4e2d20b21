/**
 * The wiki page tree (issue 18; src/server/wiki/wikiTree.ts, wikiTrash.ts) on SQLite and
 * PostgreSQL: create and nest, reorder among siblings, move with the cycle and depth checks, delete
 * to the trash with the subtree, restore (to the root when the parent is gone), purge, the live
 * events to the company room, and who may call (member yes, outsider 403, no token 401).
 */
import { call, forEachDialect, openSocket, type Json } from '../harness';
import { api, createPage, ok, team, type Team } from './wikiFixture';

forEachDialect('wiki page tree', (ref) => {
  let t: Team;
  beforeAll(async () => {
    t = await team(ref.server, 1);
  });

  const pages = async (): Promise<Json[]> => ok(ref.server, t.member, 'GET', `/wiki/project/${t.projectId}/pages`);
  const titlesUnder = async (parentId: number | null) =>
    (await pages())
      .filter((page) => page.parentId === parentId)
      .sort((a, b) => a.sort - b.sort)
      .map((page) => page.title);

  test('members create, nest, reorder and rename pages; the tree lists them in order', async () => {
    const guide = await createPage(ref.server, t.owner, t.projectId, { title: 'Guide' });
    expect(guide).toMatchObject({ title: 'Guide', parentId: null, projectId: t.projectId, createdBy: t.owner.id });
    const setup = await createPage(ref.server, t.member, t.projectId, { title: 'Setup', parentId: guide.id });
    await createPage(ref.server, t.member, t.projectId, { title: 'Usage', parentId: guide.id });
    await createPage(ref.server, t.member, t.projectId, { title: 'Intro', parentId: guide.id, index: 0 });
    expect(await titlesUnder(guide.id)).toEqual(['Intro', 'Setup', 'Usage']);

    await ok(ref.server, t.member, 'PUT', `/wiki/pages/${setup.id}/move`, { parentId: guide.id, index: 99 });
    expect(await titlesUnder(guide.id)).toEqual(['Intro', 'Usage', 'Setup']);
    await ok(ref.server, t.member, 'PUT', `/wiki/pages/${setup.id}/move`, { parentId: guide.id, index: 1 });
    expect(await titlesUnder(guide.id)).toEqual(['Intro', 'Setup', 'Usage']);

    const renamed = await ok(ref.server, t.member, 'PUT', `/wiki/pages/${setup.id}`, { title: 'Installation' });
    expect(renamed).toMatchObject({ title: 'Installation', updatedBy: t.member.id });
    expect(await ok(ref.server, t.owner, 'GET', `/wiki/pages/${setup.id}`)).toMatchObject({ title: 'Installation' });
  });

  test('a move into its own subtree or past the depth limit is refused; to the root it works', async () => {
    const top = await createPage(ref.server, t.owner, t.projectId, { title: 'Top' });
    const child = await createPage(ref.server, t.owner, t.projectId, { title: 'Child', parentId: top.id });
    const cycle = await api(ref.server, t.owner, 'PUT', `/wiki/pages/${top.id}/move`, { parentId: child.id, index: 0 });
    expect(cycle.status).toBe(400);
    expect(cycle.body.data.parentId).toMatch(/itself/);
    const self = await api(ref.server, t.owner, 'PUT', `/wiki/pages/${top.id}/move`, { parentId: top.id, index: 0 });
    expect(self.status).toBe(400);

    let parentId = child.id;
    for (let depth = 3; depth <= 10; depth++) {
      parentId = (await createPage(ref.server, t.owner, t.projectId, { title: `Level ${depth}`, parentId })).id;
    }
    const tooDeep = await api(ref.server, t.owner, 'POST', `/wiki/project/${t.projectId}/pages`, {
      title: 'Level 11',
      parentId,
    });
    expect(tooDeep.status).toBe(400);
    const other = await createPage(ref.server, t.owner, t.projectId, { title: 'Other' });
    const deepMove = await api(ref.server, t.owner, 'PUT', `/wiki/pages/${other.id}/move`, { parentId, index: 0 });
    expect(deepMove.status).toBe(400);

    const moved = await ok(ref.server, t.owner, 'PUT', `/wiki/pages/${child.id}/move`, { parentId: null, index: 0 });
    expect(moved.parentId).toBeNull();
    expect((await titlesUnder(null))[0]).toBe('Child');
  });

  test('delete takes the subtree to the trash; restore brings it back (to the root when the parent is gone); purge deletes', async () => {
    const parent = await createPage(ref.server, t.owner, t.projectId, { title: 'Parent' });
    const child = await createPage(ref.server, t.owner, t.projectId, { title: 'Kid', parentId: parent.id });
    const grandchild = await createPage(ref.server, t.owner, t.projectId, { title: 'Grandkid', parentId: child.id });

    const deletedChild = await ok(ref.server, t.member, 'DELETE', `/wiki/pages/${child.id}`);
    expect(deletedChild.ids.sort()).toEqual([child.id, grandchild.id].sort());
    expect((await pages()).map((page) => page.id)).not.toContain(grandchild.id);
    await ok(ref.server, t.member, 'DELETE', `/wiki/pages/${parent.id}`);
    const trash = await ok(ref.server, t.member, 'GET', `/wiki/project/${t.projectId}/trash`);
    expect(trash.map((page: Json) => page.id)).toEqual([parent.id, child.id]);
    expect((await api(ref.server, t.member, 'DELETE', `/wiki/pages/${parent.id}`)).status).toBe(409);
    expect((await api(ref.server, t.member, 'POST', `/wiki/pages/${grandchild.id}/restore`)).status).toBe(409);

    // The parent is still in the trash: the child comes back at the root, with its own child.
    const restored = await ok(ref.server, t.member, 'POST', `/wiki/pages/${child.id}/restore`);
    expect(restored.map((page: Json) => page.id).sort()).toEqual([child.id, grandchild.id].sort());
    expect(restored.find((page: Json) => page.id === child.id).parentId).toBeNull();
    expect((await pages()).find((page) => page.id === grandchild.id)).toMatchObject({ parentId: child.id });

    expect((await api(ref.server, t.member, 'DELETE', `/wiki/pages/${child.id}/purge`)).status).toBe(409);
    const purged = await ok(ref.server, t.member, 'DELETE', `/wiki/pages/${parent.id}/purge`);
    expect(purged.ids).toEqual([parent.id]);
    expect((await api(ref.server, t.member, 'GET', `/wiki/pages/${parent.id}`)).status).toBe(404);
    expect((await api(ref.server, t.member, 'GET', `/wiki/pages/${child.id}`)).status).toBe(200);
  });

  test('changes go live to the company room, not to the caller socket', async () => {
    const watcher = await openSocket(ref.server, t.owner.token);
    const caller = await openSocket(ref.server, t.member.token);
    try {
      const heard: Json[] = [];
      const callerHeard: Json[] = [];
      watcher.on('wiki:page:created', (payload: Json) => heard.push(payload));
      caller.on('wiki:page:created', (payload: Json) => callerHeard.push(payload));
      const page = await ok(
        ref.server,
        t.member,
        'POST',
        `/wiki/project/${t.projectId}/pages`,
        { title: 'Live' },
        caller.id,
      );
      const deadline = Date.now() + 3000;
      while (heard.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(heard[0]).toMatchObject({ id: page.id, title: 'Live', actorId: t.member.id });
      expect(callerHeard).toEqual([]);
    } finally {
      watcher.close();
      caller.close();
    }
  });

  test('an outsider gets 403, no token 401, an unknown page 404, a parent of another project 400', async () => {
    const page = await createPage(ref.server, t.owner, t.projectId, { title: 'Private' });
    expect((await api(ref.server, t.outsider, 'GET', `/wiki/project/${t.projectId}/pages`)).status).toBe(403);
    expect((await api(ref.server, t.outsider, 'GET', `/wiki/pages/${page.id}`)).status).toBe(403);
    expect((await api(ref.server, t.outsider, 'DELETE', `/wiki/pages/${page.id}`)).status).toBe(403);
    expect((await call(ref.server, 'GET', `/wiki/project/${t.projectId}/pages`)).status).toBe(401);
    expect((await api(ref.server, t.owner, 'GET', `/wiki/pages/999999`)).status).toBe(404);
    const otherProject = await ok(ref.server, t.owner, 'POST', `/company/${t.companyId}/projects`, { name: 'Other' });
    const wrongParent = await api(ref.server, t.owner, 'POST', `/wiki/project/${otherProject.id}/pages`, {
      title: 'X',
      parentId: page.id,
    });
    expect(wrongParent.status).toBe(400);
  });
});
