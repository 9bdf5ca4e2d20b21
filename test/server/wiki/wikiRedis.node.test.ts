/**
 * Wiki co-editing across two instances sharing one database and one Redis (issue 18; DESIGN §2):
 * an editor on instance A and one on B type into the same page; updates (and awareness) are
 * relayed across through the socket.io Redis adapter, both converge, and a tree change made on A
 * reaches a watcher on B. Skipped (with a console line) when no Redis answers.
 */
import { openSocket, type Json, type TestServer } from '../harness';
import { describeOnTwoInstances } from '../realtime/twoInstances';
import { createPage, eventually, openEditor, team, type Team } from './wikiFixture';

describeOnTwoInstances('wiki co-editing on two instances with the Redis adapter', 'the wiki', (instances) => {
  let first: TestServer;
  let second: TestServer;
  let t: Team;

  beforeAll(async () => {
    ({ first, second } = instances);
    t = await team(first, 1);
  });

  test('editors on A and B see each other type and converge; awareness and tree events cross too', async () => {
    const watcherB = await openSocket(second, t.member.token);
    const created: Json[] = [];
    watcherB.on('wiki:page:created', (payload: Json) => created.push(payload));
    const page = await createPage(first, t.owner, t.projectId, { title: 'Across' });
    await eventually(
      () => created.length,
      (count) => count === 1,
    );
    expect(created[0]).toMatchObject({ id: page.id, title: 'Across', actorId: t.owner.id });
    watcherB.close();

    const onA = await openEditor(first, t.owner, page.id);
    const onB = await openEditor(second, t.member, page.id);
    try {
      const awareness = new Promise<Json>((resolve) => onB.socket.once('wiki:awareness', resolve));
      onA.socket.emit('wiki:awareness', { pageId: page.id, update: new Uint8Array([1, 2, 3]) });
      expect(await awareness).toMatchObject({ pageId: page.id });

      onA.type('from A');
      await onA.flush();
      await eventually(
        () => onB.text(),
        (text) => text === 'from A',
      );
      for (let i = 0; i < 10; i++) {
        onA.type('a', 0);
        onB.type('b');
      }
      await Promise.all([onA.flush(), onB.flush()]);
      await eventually(
        () => [onA.text(), onB.text()],
        ([a, b]) => a === b && a.length === 26,
      );
      expect(onA.text()).toBe(`${'a'.repeat(10)}from A${'b'.repeat(10)}`);
    } finally {
      onA.close();
      onB.close();
    }
  });
});
