/**
 * Markdown export and import of the wiki (issue 18; src/server/wiki/wikiExport.ts, wikiImport.ts)
 * and search (wikiSearch.ts) on SQLite and PostgreSQL: a page downloads as `<Title>.md` with an
 * RFC 5987 file name; the tree downloads as a zip with `Title.md` beside `Title/` and unique names
 * for equal titles; the zip's files imported into another project give the same tree and text;
 * search finds a word typed through Yjs (after the search text catches up) and never a page in
 * the trash.
 */
import { unzipSync } from 'fflate';
import { call, forEachDialect, type Json, type TestServer } from '../harness';
import { api, createPage, eventually, ok, openEditor, team, type Person, type Team } from './wikiFixture';

/** Writes `text` into page `pageId` through the socket, as `who`, and leaves. */
async function write(server: TestServer, who: Person, pageId: number, text: string): Promise<void> {
  const editor = await openEditor(server, who, pageId);
  editor.type(text);
  await editor.flush();
  await editor.socket.timeout(5000).emitWithAck('wiki:leave', { pageId });
  editor.close();
}

/** A raw download as `who`. */
async function download(server: TestServer, who: Person, url: string) {
  const response = await fetch(`${server.baseUrl}${url}`, { headers: { authorization: `Bearer ${who.token}` } });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

forEachDialect('wiki markdown and search', (ref) => {
  let t: Team;
  beforeAll(async () => {
    t = await team(ref.server, 1);
  });

  test('a page exports as markdown; the tree as a zip that imports back into the same tree', async () => {
    const guide = await createPage(ref.server, t.owner, t.projectId, { title: "Owner's guide: ёлка" });
    const setup = await createPage(ref.server, t.owner, t.projectId, { title: 'Setup', parentId: guide.id });
    const notesA = await createPage(ref.server, t.owner, t.projectId, { title: 'Notes' });
    const notesB = await createPage(ref.server, t.owner, t.projectId, { title: 'notes' });
    await write(ref.server, t.owner, guide.id, 'Welcome aboard');
    await write(ref.server, t.member, setup.id, 'Install it');
    await write(ref.server, t.member, notesA.id, 'A');
    await write(ref.server, t.member, notesB.id, 'B');

    const file = await download(ref.server, t.member, `/wiki/pages/${guide.id}/export`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/markdown; charset=utf-8/);
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="Owner's guide_ ____.md"; filename*=UTF-8''Owner%27s%20guide_%20%D1%91%D0%BB%D0%BA%D0%B0.md`,
    );
    expect(new TextDecoder().decode(file.bytes).trim()).toBe('Welcome aboard');

    const zip = await download(ref.server, t.member, `/wiki/project/${t.projectId}/export`);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(zip.bytes);
    const text = (name: string) => new TextDecoder().decode(files[name]).trim();
    expect(Object.keys(files).sort()).toEqual(
      ['notes (2).md', 'Notes.md', "Owner's guide_ ёлка.md", "Owner's guide_ ёлка/Setup.md"].sort(),
    );
    expect(text("Owner's guide_ ёлка/Setup.md")).toBe('Install it');
    expect([text('Notes.md'), text('notes (2).md')].sort()).toEqual(['A', 'B']);

    const target = await ok(ref.server, t.owner, 'POST', `/company/${t.companyId}/projects`, { name: 'Copy' });
    const report = await ok(ref.server, t.member, 'POST', `/wiki/project/${target.id}/import`, {
      files: Object.entries(files).map(([path, bytes]) => ({ path, content: new TextDecoder().decode(bytes) })),
    });
    expect(report.pages).toHaveLength(4);
    const imported: Json[] = await ok(ref.server, t.member, 'GET', `/wiki/project/${target.id}/pages`);
    const byTitle = new Map(imported.map((page) => [page.title, page]));
    const importedSetup = byTitle.get('Setup');
    expect(importedSetup.parentId).toBe(byTitle.get("Owner's guide_ ёлка").id);
    expect((await ok(ref.server, t.member, 'GET', `/wiki/pages/${importedSetup.id}/content`)).markdown.trim()).toBe(
      'Install it',
    );
    const [revision] = await ok(ref.server, t.member, 'GET', `/wiki/pages/${importedSetup.id}/revisions`);
    expect(revision).toMatchObject({ reason: 'import', authorIds: [t.member.id] });
  });

  test('import builds folders, parses markdown and refuses a parent elsewhere', async () => {
    const target = await ok(ref.server, t.owner, 'POST', `/company/${t.companyId}/projects`, { name: 'Import' });
    const report = await ok(ref.server, t.owner, 'POST', `/wiki/project/${target.id}/import`, {
      files: [
        {
          path: 'Handbook/Deep/Leaf.md',
          content: '# Leaf\n\n- [x] done\n- [ ] todo\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n',
        },
        { path: 'Handbook.md', content: 'Some **bold** text' },
        { path: 'picture.png', content: 'not markdown' },
      ],
    });
    expect(report.pages.map((page: Json) => page.title)).toEqual(['Handbook', 'Deep', 'Leaf']);
    const leaf = report.pages[2];
    const content = await ok(ref.server, t.owner, 'GET', `/wiki/pages/${leaf.id}/content`);
    expect(content.markdown).toContain('- [x] done');
    expect(content.markdown).toContain('| a');
    expect(content.text).toContain('todo');
    const elsewhere = await api(ref.server, t.owner, 'POST', `/wiki/project/${target.id}/import`, {
      parentId: report.pages[0].id + 100000,
      files: [{ path: 'x.md', content: 'x' }],
    });
    expect(elsewhere.status).toBe(400);
    expect(
      (
        await api(ref.server, t.outsider, 'POST', `/wiki/project/${target.id}/import`, {
          files: [{ path: 'x.md', content: 'x' }],
        })
      ).status,
    ).toBe(403);
    expect((await call(ref.server, 'GET', `/wiki/project/${target.id}/export`)).status).toBe(401);
  });

  test('search finds a word typed through Yjs and titles, with « » snippets; the trash is left out', async () => {
    const page = await createPage(ref.server, t.owner, t.projectId, { title: 'Airships' });
    const editor = await openEditor(ref.server, t.member, page.id);
    try {
      editor.type('The zeppelin flew over Köln at dawn');
      await editor.flush();
      // The search text follows the document a few seconds behind (wikiEditing.ts).
      const hits = await eventually(
        () => ok(ref.server, t.member, 'GET', `/wiki/project/${t.projectId}/search?q=zeppel`),
        (list: Json[]) => list.length === 1,
        6000,
      );
      expect(hits[0]).toEqual({ pageId: page.id, title: 'Airships', snippet: 'The «zeppelin» flew over Köln at dawn' });
    } finally {
      editor.close();
    }
    const byTitle = await ok(ref.server, t.member, 'GET', `/wiki/project/${t.projectId}/search?q=airships`);
    expect(byTitle.map((hit: Json) => hit.pageId)).toEqual([page.id]);
    const upperCase = await ok(
      ref.server,
      t.member,
      'GET',
      `/wiki/project/${t.projectId}/search?q=${encodeURIComponent('KÖLN')}`,
    );
    expect(upperCase.map((hit: Json) => hit.pageId)).toEqual([page.id]);
    expect(
      await ok(ref.server, t.member, 'GET', `/wiki/project/${t.projectId}/search?q=${encodeURIComponent('"*:&!')}`),
    ).toEqual([]);

    await ok(ref.server, t.member, 'DELETE', `/wiki/pages/${page.id}`);
    expect(await ok(ref.server, t.member, 'GET', `/wiki/project/${t.projectId}/search?q=zeppelin`)).toEqual([]);
    expect((await api(ref.server, t.outsider, 'GET', `/wiki/project/${t.projectId}/search?q=zeppelin`)).status).toBe(
      403,
    );
  });
});
