/**
 * Wiki revisions (issue 18; src/server/wiki/wikiSnapshots.ts, wikiRevisions.ts) on SQLite and
 * PostgreSQL, with the revision interval lowered to 500 ms: an editor who changed the page and
 * leaves leaves a 'leave' revision (with who and the markdown); editing past the interval takes an
 * 'interval' one; restoring an old revision reaches an editor who has the page open, as a Yjs
 * change, and is recorded as a 'restore' revision; the revision:created event reaches the company.
 */
import { forEachDialect, openSocket, type Json } from '../harness';
import { api, createPage, eventually, ok, openEditor, team, type Team } from './wikiFixture';

forEachDialect(
  'wiki revisions',
  (ref) => {
    let t: Team;
    beforeAll(async () => {
      t = await team(ref.server, 1);
    });
    const revisions = (pageId: number): Promise<Json[]> =>
      ok(ref.server, t.owner, 'GET', `/wiki/pages/${pageId}/revisions`);

    test('leaving after an edit takes a revision; a restore reaches the open editor and is recorded', async () => {
      const page = await createPage(ref.server, t.owner, t.projectId, { title: 'History' });
      const watcher = await openSocket(ref.server, t.owner.token);
      const announced: Json[] = [];
      watcher.on('wiki:revision:created', (payload: Json) => announced.push(payload));
      const writer = await openEditor(ref.server, t.member, page.id);
      writer.type('First version');
      await writer.flush();
      expect(await writer.socket.timeout(5000).emitWithAck('wiki:leave', { pageId: page.id })).toEqual({ ok: true });
      writer.close();
      const [first] = await revisions(page.id);
      expect(first).toMatchObject({ reason: 'leave', authorIds: [t.member.id], title: 'History', pageId: page.id });
      const firstContent = await ok(ref.server, t.owner, 'GET', `/wiki/revisions/${first.id}`);
      expect(firstContent.markdown.trim()).toBe('First version');
      expect(firstContent.content).toMatchObject({ type: 'doc' });
      await eventually(
        () => announced.length,
        (count) => count >= 1,
      );
      expect(announced[0]).toMatchObject({ pageId: page.id, revision: { id: first.id, reason: 'leave' } });

      // Someone else rewrites the page and disconnects (no leave message): a revision too.
      const rewriter = await openEditor(ref.server, t.owner, page.id);
      rewriter.type(' and more');
      await rewriter.flush();
      rewriter.close();
      await eventually(
        () => revisions(page.id),
        (list) => list.length === 2,
      );

      // An editor with the page open sees the restore arrive.
      const reader = await openEditor(ref.server, t.member, page.id);
      try {
        expect(reader.text()).toBe('First version and more');
        const restore = await ok(ref.server, t.owner, 'POST', `/wiki/revisions/${first.id}/restore`);
        expect(restore).toMatchObject({ reason: 'restore', authorIds: [t.owner.id] });
        await eventually(
          () => reader.text(),
          (text) => text === 'First version',
        );
        expect((await ok(ref.server, t.owner, 'GET', `/wiki/pages/${page.id}/content`)).markdown.trim()).toBe(
          'First version',
        );
        expect((await revisions(page.id)).map((revision) => revision.reason)).toEqual(['restore', 'leave', 'leave']);
      } finally {
        reader.close();
        watcher.close();
      }
    });

    test('editing past the interval takes an interval revision', async () => {
      const page = await createPage(ref.server, t.owner, t.projectId, { title: 'Interval' });
      const writer = await openEditor(ref.server, t.member, page.id);
      try {
        writer.type('one');
        await writer.flush();
        // The bookkeeping of one editor runs at most every second.
        await new Promise((resolve) => setTimeout(resolve, 1100));
        writer.type(' two');
        await writer.flush();
        const [revision] = await eventually(
          () => revisions(page.id),
          (list) => list.length === 1,
        );
        expect(revision).toMatchObject({ reason: 'interval', authorIds: [t.member.id] });
      } finally {
        writer.close();
      }
    });

    test('outsiders cannot read or restore revisions', async () => {
      const page = await createPage(ref.server, t.owner, t.projectId, { title: 'Secret' });
      const writer = await openEditor(ref.server, t.owner, page.id);
      writer.type('x');
      await writer.flush();
      await writer.socket.timeout(5000).emitWithAck('wiki:leave', { pageId: page.id });
      writer.close();
      const [revision] = await revisions(page.id);
      expect((await api(ref.server, t.outsider, 'GET', `/wiki/pages/${page.id}/revisions`)).status).toBe(403);
      expect((await api(ref.server, t.outsider, 'GET', `/wiki/revisions/${revision.id}`)).status).toBe(403);
      expect((await api(ref.server, t.outsider, 'POST', `/wiki/revisions/${revision.id}/restore`)).status).toBe(403);
      expect((await api(ref.server, t.owner, 'GET', `/wiki/revisions/99999999`)).status).toBe(404);
    });
  },
  { wikiRevisionIntervalMs: 500 },
);
