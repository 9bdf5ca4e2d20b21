/**
 * Executors and responsible (spec/board.md §7 POST/DELETE /editor/card/{cardId}/member/{userId}/
 * {isResponsible}; DESIGN §4 "Executors and responsible must be company members (else 400); one
 * user may be both"): assign and remove are idempotent, write history and reach the other members
 * live as `board:member:*` and the updated card.
 */
import type { Socket as ClientSocket } from 'socket.io-client';
import { BOARD_EVENTS } from '../../../src/shared/board/board.events';
import { collect, forEachDialect, sleep, type Json } from '../harness';
import { api, cards, ok, team, watcher } from './editorFixture';

forEachDialect('card executors and responsible', (ref) => {
  const sockets: ClientSocket[] = [];
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  test('assign and remove are idempotent, write history and are live; outsiders are refused', async () => {
    const t = await team(ref.server, 1);
    const [card] = await cards(ref.server, t.owner, t.columnIds[0], 1);
    const other = await watcher(ref.server, t.member, t.boardId);
    sockets.push(other);
    const created = collect(other, BOARD_EVENTS.memberCreated);
    const deleted = collect(other, BOARD_EVENTS.memberDeleted);
    const updates = collect(other, BOARD_EVENTS.cardUpdated);
    const path = (userId: number, responsible: boolean) => `/editor/card/${card.id}/member/${userId}/${responsible}`;

    const assigned = await ok(ref.server, t.owner, 'POST', path(t.member.id, false));
    expect(assigned.cardsMembers).toEqual([{ userId: t.member.id, isResponsible: false }]);
    await ok(ref.server, t.owner, 'POST', path(t.member.id, false)); // again: no change
    const both = await ok(ref.server, t.owner, 'POST', path(t.member.id, true));
    expect(both.cardsMembers).toEqual([
      { userId: t.member.id, isResponsible: false },
      { userId: t.member.id, isResponsible: true },
    ]);
    const removed = await ok(ref.server, t.owner, 'DELETE', path(t.member.id, false));
    expect(removed.cardsMembers).toEqual([{ userId: t.member.id, isResponsible: true }]);
    await ok(ref.server, t.owner, 'DELETE', path(t.member.id, false)); // again: no change

    const notMember = await api(ref.server, t.owner, 'POST', path(t.outsider.id, false));
    expect(notMember.status).toBe(400);
    expect((await api(ref.server, t.outsider, 'POST', path(t.outsider.id, false))).status).toBe(403);

    const history = await ok(ref.server, t.owner, 'GET', `/editor/card/${card.id}/history`);
    expect(history.map((entry: Json) => entry.action).filter((a: string) => a.startsWith('member'))).toEqual([
      'memberRemoved',
      'memberAdded',
      'memberAdded',
    ]);

    for (let waited = 0; deleted.length === 0 && waited < 5000; waited += 10) await sleep(10);
    await sleep(50);
    const event = { cardId: card.id, boardId: t.boardId, userId: t.member.id, actorId: t.owner.id };
    expect(created).toEqual([
      { ...event, isResponsible: false },
      { ...event, isResponsible: true },
    ]);
    expect(deleted).toEqual([{ ...event, isResponsible: false }]);
    expect(updates.map((c: Json) => c.cardsMembers.length)).toEqual([1, 2, 1]);
  });
});
