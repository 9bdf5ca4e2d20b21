/**
 * Co-editing a wiki page over the socket (issue 18; src/server/wiki/wikiSync.ts) on SQLite and
 * PostgreSQL: two members type into the same page at the same time and both documents converge to
 * the same text; a late joiner gets the whole page; the document survives a server restart (a new
 * server on the same database); outsiders cannot join, and a socket that did not join cannot write.
 */
import * as Y from 'yjs';
import { DIALECTS, openSocket, skipUnavailableDialect, startServer, type TestServer } from '../harness';
import { compactDocument } from '../../../src/server/wiki/wikiDocumentStore';
import { createPage, eventually, ok, openEditor, team, type Team } from './wikiFixture';

describe.each(DIALECTS)('wiki co-editing (%s)', (dialect) => {
  if (skipUnavailableDialect(dialect, 'wiki co-editing')) return;
  let server: TestServer;
  let restarted: TestServer | undefined;
  let t: Team;
  beforeAll(async () => {
    server = await startServer(dialect);
    t = await team(server, 1);
  });
  afterAll(async () => {
    await restarted?.stop();
    await server?.close();
  });

  test('two members typing at once converge to the same text; a late joiner reads it; it survives a restart', async () => {
    const page = await createPage(server, t.owner, t.projectId, { title: 'Notes' });
    const olga = await openEditor(server, t.owner, page.id);
    const max = await openEditor(server, t.member, page.id);
    try {
      olga.type('Hello');
      await olga.flush();
      await eventually(
        () => max.text(),
        (text) => text === 'Hello',
      );
      // Concurrent keystrokes from both, interleaved, without waiting for each other.
      for (let i = 0; i < 20; i++) {
        olga.type('o', 0);
        max.type('m');
      }
      await Promise.all([olga.flush(), max.flush()]);
      await eventually(
        () => [olga.text(), max.text()],
        ([a, b]) => a === b && a.length === 45,
      );
      expect(olga.text()).toBe(max.text());
      expect(olga.text()).toMatch(/^o{20}Hellom{20}$/);
    } finally {
      olga.close();
      max.close();
    }
    const expected = olga.text();
    const late = await openEditor(server, t.member, page.id);
    late.close();
    expect(late.text()).toBe(expected);
    expect((await ok(server, t.member, 'GET', `/wiki/pages/${page.id}/content`)).text).toBe(expected);

    // Stop the server (sockets dropped, pending work done) and start another on the same database.
    await server.stop();
    restarted = await startServer(dialect, {
      dataDir: server.config.dataDir,
      ...(server.config.databaseUrl ? { databaseUrl: server.config.databaseUrl } : {}),
    });
    const again = await openEditor(restarted, t.owner, page.id);
    again.close();
    expect(again.text()).toBe(expected);
  });

  test('a client that edited offline sends what the server lacks after the join', async () => {
    const live = restarted ?? server;
    const page = await createPage(live, t.owner, t.projectId, { title: 'Offline' });
    const first = await openEditor(live, t.owner, page.id);
    first.type('server side');
    await first.flush();
    first.close();
    // A document that knows nothing of the page's state joins with its own change.
    const offline = new Y.Doc();
    const paragraph = new Y.XmlElement('paragraph');
    offline.getXmlFragment('default').insert(0, [paragraph]);
    paragraph.insert(0, [new Y.XmlText('offline ')]);
    const second = await openEditor(live, t.member, page.id, offline);
    await second.flush();
    second.close();
    const text = (await ok(live, t.member, 'GET', `/wiki/pages/${page.id}/content`)).text;
    expect(text).toContain('server side');
    expect(text).toContain('offline');
  });

  test('the update log is compacted past 50 updates, also by two compactions at once, without losing text', async () => {
    const live = restarted ?? server;
    const page = await createPage(live, t.owner, t.projectId, { title: 'Long' });
    const editor = await openEditor(live, t.owner, page.id);
    try {
      for (let i = 0; i < 120; i++) editor.type(String(i % 10));
      await editor.flush();
      const logged = () =>
        live.app.db
          .selectFrom('wikiPageUpdates')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('pageId', '=', page.id)
          .executeTakeFirstOrThrow();
      await eventually(
        async () => Number((await logged()).count),
        (count) => count < 60,
      );
      editor.type('!');
      await editor.flush();
      // Two instances compacting at once: one wins, the other changes nothing.
      const results = await Promise.all([compactDocument(live.app.db, page.id), compactDocument(live.app.db, page.id)]);
      expect(results.filter((result) => result !== null).length).toBeGreaterThanOrEqual(1);
      expect(Number((await logged()).count)).toBe(0);
    } finally {
      editor.close();
    }
    const again = await openEditor(live, t.member, page.id);
    again.close();
    expect(again.text()).toBe(editor.text());
    expect(again.text()).toHaveLength(121);
  });

  test('outsiders cannot join; a socket that did not join cannot write; garbage is refused', async () => {
    const live = restarted ?? server;
    const page = await createPage(live, t.owner, t.projectId, { title: 'Guarded' });
    const outsider = await openSocket(live, t.outsider.token);
    const member = await openSocket(live, t.member.token);
    try {
      expect(await outsider.timeout(3000).emitWithAck('wiki:join', { pageId: page.id })).toEqual({
        ok: false,
        error: 'FORBIDDEN',
      });
      expect(await outsider.timeout(3000).emitWithAck('wiki:join', { pageId: 99999999 })).toEqual({
        ok: false,
        error: 'NOT_FOUND',
      });
      const update = Y.encodeStateAsUpdate(new Y.Doc());
      expect(await member.timeout(3000).emitWithAck('wiki:update', { pageId: page.id, update })).toEqual({
        ok: false,
        error: 'FORBIDDEN',
      });
      const garbage = new Uint8Array([255, 255, 255, 255, 1, 2, 3]);
      expect(await member.timeout(3000).emitWithAck('wiki:join', { pageId: page.id, stateVector: garbage })).toEqual({
        ok: false,
        error: 'VALIDATION_FAILED',
      });
      expect((await member.timeout(3000).emitWithAck('wiki:join', { pageId: page.id })).ok).toBe(true);
      expect(await member.timeout(3000).emitWithAck('wiki:update', { pageId: page.id, update: garbage })).toEqual({
        ok: false,
        error: 'VALIDATION_FAILED',
      });
      expect(await member.timeout(3000).emitWithAck('wiki:update', { pageId: 'x' })).toEqual({
        ok: false,
        error: 'VALIDATION_FAILED',
      });
    } finally {
      outsider.close();
      member.close();
    }
  });
});
