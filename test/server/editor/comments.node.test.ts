/**
 * Card discussion (spec/board.md §2 card modal; DESIGN §3 Route map): comments oldest first, only
 * the author edits or deletes, messageCount and historyCount stay true, and comments are live.
 */
import type { Socket as ClientSocket } from 'socket.io-client';
import { BOARD_EVENTS } from '../../../src/shared/board/board.events';
import { collect, forEachDialect, sleep, type Json } from '../harness';
import { api, cards, ok, team, watcher } from './editorFixture';

forEachDialect('card comments', (ref) => {
  const sockets: ClientSocket[] = [];
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  test('members comment; only the author edits or deletes; the counts follow', async () => {
    const t = await team(ref.server, 1);
    const [card] = await cards(ref.server, t.owner, t.columnIds[0], 1);
    const path = `/editor/card/${card.id}/comments`;
    const created = await api(ref.server, t.member, 'POST', path, { text: '  First!  ' });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.any(Number),
      cardId: card.id,
      text: 'First!',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      author: { userId: t.member.id, name: 'Max Member', avatar: null },
    });
    const second = await ok(ref.server, t.owner, 'POST', path, { text: 'Second' });
    const list = await ok(ref.server, t.owner, 'GET', path);
    expect(list.map((c: Json) => c.text)).toEqual(['First!', 'Second']);

    const commentId = created.body.data.id;
    expect((await api(ref.server, t.owner, 'PUT', `${path}/${commentId}`, { text: 'Hijacked' })).status).toBe(403);
    expect((await api(ref.server, t.owner, 'DELETE', `${path}/${commentId}`)).status).toBe(403);
    expect((await api(ref.server, t.member, 'PUT', `${path}/${commentId}`, { text: '' })).status).toBe(400);
    expect((await api(ref.server, t.member, 'PUT', `${path}/999999`, { text: 'x' })).status).toBe(404);
    const edited = await ok(ref.server, t.member, 'PUT', `${path}/${commentId}`, { text: 'First, edited' });
    expect(edited.text).toBe('First, edited');

    let fresh = await ok(ref.server, t.owner, 'GET', `/editor/card/${card.id}`);
    expect(fresh).toMatchObject({ messageCount: 2, historyCount: 3 });
    await ok(ref.server, t.owner, 'DELETE', `${path}/${second.id}`);
    fresh = await ok(ref.server, t.owner, 'GET', `/editor/card/${card.id}`);
    expect(fresh.messageCount).toBe(1);
    expect((await ok(ref.server, t.owner, 'GET', path)).map((c: Json) => c.id)).toEqual([commentId]);

    const history = await ok(ref.server, t.owner, 'GET', `/editor/card/${card.id}/history`);
    expect(history).toHaveLength(fresh.historyCount);
    expect(history[1]).toMatchObject({
      action: 'commented',
      actor: { userId: t.member.id, name: 'Max Member' },
      to: { commentId, text: 'First!' },
    });
  });

  test('comments reach the other members live with the card’s new counts', async () => {
    const t = await team(ref.server, 1);
    const [card] = await cards(ref.server, t.owner, t.columnIds[0], 1);
    const other = await watcher(ref.server, t.member, t.boardId);
    sockets.push(other);
    const created = collect(other, BOARD_EVENTS.commentCreated);
    const updated = collect(other, BOARD_EVENTS.commentUpdated);
    const deleted = collect(other, BOARD_EVENTS.commentDeleted);
    const cardUpdates = collect(other, BOARD_EVENTS.cardUpdated);
    const path = `/editor/card/${card.id}/comments`;
    const comment = await ok(ref.server, t.owner, 'POST', path, { text: 'Hello' });
    await ok(ref.server, t.owner, 'PUT', `${path}/${comment.id}`, { text: 'Hello again' });
    await ok(ref.server, t.owner, 'DELETE', `${path}/${comment.id}`);
    for (let waited = 0; deleted.length === 0 && waited < 5000; waited += 10) await sleep(10);
    expect(created).toEqual([{ ...comment, actorId: t.owner.id }]);
    expect(updated).toEqual([expect.objectContaining({ id: comment.id, text: 'Hello again', actorId: t.owner.id })]);
    expect(deleted).toEqual([{ id: comment.id, cardId: card.id, actorId: t.owner.id }]);
    await sleep(50);
    expect(cardUpdates.map((c: Json) => [c.id, c.messageCount])).toEqual([
      [card.id, 1],
      [card.id, 0],
    ]);
  });
});
