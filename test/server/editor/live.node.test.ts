/**
 * Live board (DESIGN §3 Live events, "Joining live rooms"; issue 3 Deliver 6): `board:join` /
 * `board:leave` acknowledged and checked, and every change reaching the other members' sockets
 * in the room (the full entity plus actorId) but not the actor's own socket (Socket-Id).
 */
import type { Socket as ClientSocket } from 'socket.io-client';
import { BOARD_EVENTS } from '../../../src/shared/board/board.events';
import { collect, forEachDialect, openSocket, sleep, type Json } from '../harness';
import { cards, ok, team, watcher } from './editorFixture';

/** Waits until `list` has `count` entries (or 5 s). */
async function until(list: unknown[], count: number): Promise<void> {
  for (let waited = 0; list.length < count && waited < 5000; waited += 10) await sleep(10);
}

forEachDialect('live board', (ref) => {
  const sockets: ClientSocket[] = [];
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  test('joining a board room is acknowledged for members and refused for others', async () => {
    const t = await team(ref.server, 1);
    const member = await openSocket(ref.server, t.member.token);
    const outsider = await openSocket(ref.server, t.outsider.token);
    sockets.push(member, outsider);
    expect(await member.timeout(2000).emitWithAck('board:join', { boardId: t.boardId })).toEqual({ ok: true });
    expect(await outsider.timeout(2000).emitWithAck('board:join', { boardId: t.boardId })).toEqual({
      ok: false,
      error: 'FORBIDDEN',
    });
    expect(await member.timeout(2000).emitWithAck('board:join', { boardId: 999999 })).toEqual({
      ok: false,
      error: 'NOT_FOUND',
    });
    expect(await member.timeout(2000).emitWithAck('board:join', { boardId: 'x' })).toEqual({
      ok: false,
      error: 'VALIDATION_FAILED',
    });

    // The outsider hears nothing; after leaving, the member hears nothing either.
    const heardByOutsider = collect(outsider, BOARD_EVENTS.cardCreated);
    const heardByMember = collect(member, BOARD_EVENTS.cardCreated);
    await cards(ref.server, t.owner, t.columnIds[0], 1);
    await until(heardByMember, 1);
    expect(heardByMember).toHaveLength(1);
    expect(await member.timeout(2000).emitWithAck('board:leave', { boardId: t.boardId })).toEqual({ ok: true });
    await cards(ref.server, t.owner, t.columnIds[0], 1);
    await sleep(150);
    expect(heardByMember).toHaveLength(1);
    expect(heardByOutsider).toHaveLength(0);
  });

  test('a second member receives card and column changes; the actor’s own socket does not', async () => {
    const t = await team(ref.server, 2);
    const other = await watcher(ref.server, t.member, t.boardId);
    const actor = await watcher(ref.server, t.owner, t.boardId);
    const actorTab = await watcher(ref.server, t.owner, t.boardId);
    sockets.push(other, actor, actorTab);
    const names = Object.values(BOARD_EVENTS);
    const heard = (socket: ClientSocket) => {
      const events: [string, Json][] = [];
      socket.onAny((event: string, payload: Json) => {
        if (names.includes(event as never)) events.push([event, payload]);
      });
      return events;
    };
    const byOther = heard(other);
    const byActor = heard(actor);
    const byActorTab = heard(actorTab);
    const as = (method: string, url: string, body?: unknown) => ok(ref.server, t.owner, method, url, body, actor.id);

    const [first] = await cards(ref.server, t.owner, t.columnIds[0], 1);
    await until(byOther, 1);
    const parentId = first.id;
    const card = await as('POST', `/editor/card/${t.columnIds[0]}`, { name: 'Live card' });
    const child = await as('POST', `/editor/card/${t.columnIds[0]}/${parentId}`, { name: 'Child' });
    await as('PUT', `/editor/card/${card.id}`, { name: 'Renamed live' });
    await as('PUT', `/editor/card/${child.id}`, { done: true });
    await as('PUT', `/editor/card/${card.id}`, { columnId: t.columnIds[1], sort: 0 });
    await as('DELETE', `/editor/card/${child.id}`);
    const column = await as('POST', `/editor/columns/${t.boardId}`, { name: 'Live column' });
    await as('PUT', `/editor/column/${column.id}`, { name: 'Renamed column' });
    await as('PUT', `/editor/column/${column.id}`, { sort: 0 });
    await as('DELETE', `/editor/column/${column.id}`);
    const expected = [
      BOARD_EVENTS.cardCreated, // first (no Socket-Id: every socket hears it)
      BOARD_EVENTS.cardCreated, // card
      BOARD_EVENTS.cardCreated, // child
      BOARD_EVENTS.cardUpdated, // parent: childCount
      BOARD_EVENTS.cardUpdated, // rename
      BOARD_EVENTS.cardUpdated, // child done
      BOARD_EVENTS.cardUpdated, // parent: childDoneCount
      BOARD_EVENTS.cardMoved,
      BOARD_EVENTS.cardDeleted,
      BOARD_EVENTS.cardUpdated, // parent: counts after the child's deletion
      BOARD_EVENTS.columnCreated,
      BOARD_EVENTS.columnUpdated,
      BOARD_EVENTS.columnMoved,
      BOARD_EVENTS.columnDeleted,
    ];
    await until(byOther, expected.length);
    await until(byActorTab, expected.length);
    expect(byOther.map(([event]) => event)).toEqual(expected);
    expect(byActorTab.map(([event]) => event)).toEqual(expected);
    expect(byActor.map(([event]) => event)).toEqual([BOARD_EVENTS.cardCreated]);

    const payload = (index: number) => byOther[index][1];
    expect(payload(1)).toMatchObject({ id: card.id, name: 'Live card', actorId: t.owner.id, counter: card.counter });
    expect(payload(3)).toMatchObject({ id: parentId, childCount: 1, childDoneCount: 0 });
    expect(payload(4)).toMatchObject({ id: card.id, name: 'Renamed live', historyCount: 2 });
    expect(payload(6)).toMatchObject({ id: parentId, childCount: 1, childDoneCount: 1 });
    expect(payload(7)).toMatchObject({
      card: { id: card.id, columnId: t.columnIds[1] },
      shifted: [],
      fromColumnId: t.columnIds[0],
      fromParentCardId: null,
      actorId: t.owner.id,
    });
    expect(payload(8)).toEqual({ id: child.id, columnId: t.columnIds[0], parentCardId: parentId, actorId: t.owner.id });
    expect(payload(9)).toMatchObject({ id: parentId, childCount: 0, childDoneCount: 0 });
    expect(payload(10)).toEqual({
      id: column.id,
      boardId: t.boardId,
      name: 'Live column',
      color: null,
      sort: 2,
      archivedAt: null,
      actorId: t.owner.id,
    });
    expect(payload(12)).toMatchObject({
      id: column.id,
      sort: 0,
      shifted: [
        { id: t.columnIds[0], sort: 1 },
        { id: t.columnIds[1], sort: 2 },
      ],
    });
    expect(payload(13)).toEqual({ id: column.id, boardId: t.boardId, actorId: t.owner.id });
  });

  test('a move onto a taken sort sends the other cards’ new sorts in `shifted`', async () => {
    const t = await team(ref.server, 1);
    const other = await watcher(ref.server, t.member, t.boardId);
    sockets.push(other);
    const moved = collect(other, BOARD_EVENTS.cardMoved);
    const [a, b, c] = await cards(ref.server, t.owner, t.columnIds[0], 3);
    // c (top) falls onto a's sort (the bottom, above 0): a shifts down by one.
    await ok(ref.server, t.owner, 'PUT', `/editor/card/${c.id}`, { sort: a.sort });
    await until(moved, 1);
    expect(moved[0]).toMatchObject({ card: { id: c.id, sort: a.sort }, shifted: [{ id: a.id, sort: a.sort - 1 }] });
    expect(b.sort).toBeGreaterThan(a.sort);
  });
});
