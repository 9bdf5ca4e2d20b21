/**
 * A drawing edited on two instances sharing one Redis and one database (issue 18 item 2): updates
 * and pointers cross instances, and both instances saving at the same time (compare-and-set on the
 * scene version) keep every element of both editors. Skipped (with a console line) without Redis.
 */
import { team, type Team } from '../editor/editorFixture';
import type { TestServer } from '../harness';
import { describeOnTwoInstances } from '../realtime/twoInstances';
import { createDrawing, editor, emitAck, nextUpdate, rect, storedElements } from './drawingsFixture';

describeOnTwoInstances('drawings on two instances with the Redis adapter', 'drawings', (instances) => {
  let first: TestServer;
  let second: TestServer;
  let t: Team;

  beforeAll(async () => {
    ({ first, second } = instances);
    t = await team(first, 0);
  });

  test('updates relay across instances and concurrent saves keep both editors’ elements', async () => {
    const drawing = await createDrawing(first, t.member, t.projectId);
    const onA = await editor(first, t.member, drawing.id);
    const onB = await editor(second, t.owner, drawing.id);
    const bSees = nextUpdate(onB.socket, 'a-0');
    const aSees = nextUpdate(onA.socket, 'b-0');
    const pointer = new Promise((resolve) => onA.socket.once('drawing:pointer', resolve));
    const rounds = 20;
    await Promise.all(
      Array.from({ length: rounds }, (_, i) =>
        Promise.all([
          emitAck(onA.socket, 'drawing:update', { drawingId: drawing.id, elements: [rect(`a-${i}`)] }),
          emitAck(onB.socket, 'drawing:update', { drawingId: drawing.id, elements: [rect(`b-${i}`)] }),
        ]),
      ),
    );
    onB.socket.emit('drawing:pointer', { drawingId: drawing.id, pointer: { x: 5, y: 6 } });
    await Promise.all([aSees, bSees]);
    expect(await pointer).toMatchObject({ userId: t.owner.id, pointer: { x: 5, y: 6 } });
    // Both instances save at the same moment.
    await Promise.all([
      emitAck(onA.socket, 'drawing:leave', { drawingId: drawing.id }),
      emitAck(onB.socket, 'drawing:leave', { drawingId: drawing.id }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stored = await storedElements(second, t.member, drawing.id);
    expect(stored.size).toBe(rounds * 2);
    onA.socket.close();
    onB.socket.close();
  });
});
