/**
 * Guest links (issue 6 Deliver 1, 3; src/shared/board/share.ts): members read and change a board's
 * link and guest settings, regeneration kills the old token at once; `GET /board/shared/{token}`
 * shows the board, its settings and member names without e-mails; a guest's cards hide
 * executors and responsible when the link says so; a guest's card names a guest as its creator
 * (`creator.isGuest`, history actor `isGuest`), not an unknown user.
 */
import type { Socket as ClientSocket } from 'socket.io-client';
import { BOARD_EVENTS } from '../../../src/shared/board/board.events';
import { call, collect, forEachDialect, sleep, type Json } from '../harness';
import { api, cards, ok, team, watcher } from '../editor/editorFixture';
import { asGuest, shareBoard } from './shareFixture';

const INVALID = { code: 'GUEST_LINK_INVALID', error: 'This link is invalid or was revoked' };

forEachDialect('guest links', (ref) => {
  const sockets: ClientSocket[] = [];
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  test('members read and change the link; regenerate issues a new token; others are refused', async () => {
    const t = await team(ref.server, 1);
    const url = `/board/${t.boardId}/share`;
    const first = await ok(ref.server, t.member, 'GET', url);
    expect(first).toEqual({
      token: expect.stringMatching(/^[\w-]{32}$/),
      enabled: false,
      guestSettings: { allowCreateTasks: false, showExecutorsAndResponsible: true },
    });
    expect(await ok(ref.server, t.owner, 'GET', url)).toEqual(first);

    const enabled = await ok(ref.server, t.member, 'PUT', url, { enabled: true, allowCreateTasks: true });
    expect(enabled).toEqual({
      token: first.token,
      enabled: true,
      guestSettings: { allowCreateTasks: true, showExecutorsAndResponsible: true },
    });
    const hidden = await ok(ref.server, t.owner, 'PUT', url, { showExecutorsAndResponsible: false });
    expect(hidden.guestSettings).toEqual({ allowCreateTasks: true, showExecutorsAndResponsible: false });
    expect(hidden.enabled).toBe(true);

    const regenerated = await ok(ref.server, t.owner, 'PUT', url, { regenerate: true });
    expect(regenerated.token).not.toBe(first.token);
    expect(regenerated.token).toMatch(/^[\w-]{32}$/);
    expect(await ok(ref.server, t.member, 'GET', url)).toEqual(regenerated);

    await api(ref.server, t.outsider, 'GET', url, undefined, { expect: 403 });
    await api(ref.server, t.outsider, 'PUT', url, { enabled: false }, { expect: 403 });
    await api(ref.server, t.owner, 'GET', '/board/999999/share', undefined, { expect: 404 });
    await api(ref.server, t.owner, 'PUT', url, { enabled: 'yes' }, { expect: 400 });
    await api(ref.server, t.owner, 'PUT', url, { visible: true }, { expect: 400 });
    expect((await call(ref.server, 'GET', url)).status).toBe(401);
    // The guest token is no bearer token: the settings stay closed to the guest.
    expect((await asGuest(ref.server, regenerated.token, 'GET', url)).status).toBe(401);
    expect((await asGuest(ref.server, regenerated.token, 'PUT', url, { enabled: false })).status).toBe(401);
  });

  test('GET /board/shared/{token}: the board, settings and member names only while enabled', async () => {
    const t = await team(ref.server, 1);
    const url = `/board/${t.boardId}/share`;
    const { token } = await ok(ref.server, t.owner, 'GET', url);
    const disabled = await call(ref.server, 'GET', `/board/shared/${token}`);
    expect(disabled.status).toBe(404);
    expect(disabled.body).toMatchObject(INVALID);

    await shareBoard(ref.server, t.owner, t.boardId);
    const shared = await call(ref.server, 'GET', `/board/shared/${token}`);
    expect(shared.status).toBe(200);
    expect(shared.body.data).toEqual({
      board: { id: t.boardId, name: 'Roadmap', bgColor: null, bgImage: null, displayType: 'kanban' },
      guestSettings: { allowCreateTasks: false, showExecutorsAndResponsible: true },
      members: expect.arrayContaining([
        { userId: t.owner.id, name: t.owner.name, avatar: null },
        { userId: t.member.id, name: t.member.name, avatar: null },
      ]),
    });
    expect(shared.body.data.members).toHaveLength(2);
    expect(JSON.stringify(shared.body)).not.toContain('@');

    await ok(ref.server, t.owner, 'PUT', url, { showExecutorsAndResponsible: false });
    expect((await call(ref.server, 'GET', `/board/shared/${token}`)).body.data.members).toEqual([]);

    const { token: fresh } = await ok(ref.server, t.owner, 'PUT', url, { regenerate: true });
    const old = await call(ref.server, 'GET', `/board/shared/${token}`);
    expect(old.status).toBe(404);
    expect(old.body).toMatchObject(INVALID);
    expect((await call(ref.server, 'GET', `/board/shared/${fresh}`)).status).toBe(200);
    // The same code answers any guest call with the old token.
    const call404 = await asGuest(ref.server, token, 'GET', `/editor/columns/${t.boardId}`);
    expect(call404.status).toBe(404);
    expect(call404.body).toMatchObject(INVALID);

    await ok(ref.server, t.owner, 'PUT', url, { enabled: false });
    expect((await call(ref.server, 'GET', `/board/shared/${fresh}`)).status).toBe(404);
    expect((await call(ref.server, 'GET', '/board/shared/no-such-token')).body).toMatchObject(INVALID);
  });

  test('guests see executors and responsible only when the link shows them', async () => {
    const t = await team(ref.server, 1);
    const [parent] = await cards(ref.server, t.owner, t.columnIds[0], 1);
    const [child] = await cards(ref.server, t.owner, t.columnIds[0], 1, parent.id);
    for (const id of [parent.id, child.id]) {
      await ok(ref.server, t.owner, 'POST', `/editor/card/${id}/member/${t.member.id}/true`);
    }
    const token = await shareBoard(ref.server, t.owner, t.boardId);
    const reads = async () => {
      const columns = await asGuest(ref.server, token, 'GET', `/editor/columns/${t.boardId}`, undefined, 'token');
      const page = await asGuest(ref.server, token, 'GET', `/editor/column/${t.columnIds[0]}/cards/999999`);
      const children = await asGuest(ref.server, token, 'GET', `/editor/card/${parent.id}/children`);
      const card = await asGuest(ref.server, token, 'GET', `/editor/card/${child.id}`, undefined, 'guestToken');
      for (const answer of [columns, page, children, card]) expect(answer.status).toBe(200);
      return [...columns.body.data[0].cards, ...page.body.cards, ...children.body.cards, card.body.data].map(
        (c: Json) => c.cardsMembers,
      );
    };
    const assigned = [{ userId: t.member.id, isResponsible: true }];
    expect(await reads()).toEqual([assigned, assigned, assigned, assigned]);

    await ok(ref.server, t.owner, 'PUT', `/board/${t.boardId}/share`, { showExecutorsAndResponsible: false });
    expect(await reads()).toEqual([[], [], [], []]);
    // Members still see them.
    const mine = await ok(ref.server, t.member, 'GET', `/editor/card/${child.id}`);
    expect(mine.cardsMembers).toEqual(assigned);
  });

  test('a guest creates a card only when allowed, without members; its creator is a guest', async () => {
    const t = await team(ref.server, 1);
    const token = await shareBoard(ref.server, t.owner, t.boardId);
    const url = `/editor/card/${t.columnIds[0]}`;
    const refused = await asGuest(ref.server, token, 'POST', url, { name: 'Not allowed' });
    expect(refused.status).toBe(403);

    await ok(ref.server, t.owner, 'PUT', `/board/${t.boardId}/share`, { allowCreateTasks: true });
    const other = await watcher(ref.server, t.member, t.boardId);
    sockets.push(other);
    const created = collect(other, BOARD_EVENTS.cardCreated);
    const answer = await asGuest(ref.server, token, 'POST', url, { name: 'From a guest', desc: 'Hello' });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ name: 'From a guest', desc: 'Hello', cardsMembers: [] });
    const guest = { userId: 0, name: '', surname: null, avatar: null, isGuest: true };
    expect(answer.body.data.creator).toEqual(guest);
    const id = answer.body.data.id;
    // Members read the same: in the card, in the board and in its history.
    expect((await ok(ref.server, t.member, 'GET', `/editor/card/${id}`)).creator).toEqual(guest);
    const board = await ok(ref.server, t.member, 'GET', `/editor/columns/${t.boardId}`);
    expect(board[0].cards.find((c: Json) => c.id === id).creator).toEqual(guest);
    const history = await ok(ref.server, t.member, 'GET', `/editor/card/${id}/history`);
    expect(history).toEqual([
      expect.objectContaining({ action: 'created', actor: { userId: null, name: '', isGuest: true } }),
    ]);
    const sub = await asGuest(ref.server, token, 'POST', `${url}/${id}`, { name: 'Sub-card' }, 'guestToken');
    expect(sub.status).toBe(201);
    expect(sub.body.data.parentCardId).toBe(id);

    for (const body of [
      { name: 'With an executor', members: [{ userId: t.member.id, isResponsible: false }] },
      { name: 'With a responsible', cardsMembers: [{ userId: t.member.id, isResponsible: true }] },
      { ...answer.body.data, name: 'A copy' },
    ]) {
      expect((await asGuest(ref.server, token, 'POST', url, body)).status).toBe(403);
    }
    const names = (await ok(ref.server, t.member, 'GET', `/editor/columns/${t.boardId}`))[0].cards.map(
      (c: Json) => c.name,
    );
    expect(names).toEqual(['From a guest']);

    for (let waited = 0; created.length < 2 && waited < 5000; waited += 10) await sleep(10);
    expect(created).toEqual([
      expect.objectContaining({ id, actorId: null, creator: guest }),
      expect.objectContaining({ id: sub.body.data.id, actorId: null, creator: guest }),
    ]);
    // A member's card is no guest's.
    const mine = await ok(ref.server, t.member, 'POST', url, { name: 'From a member' });
    expect(mine.creator).not.toHaveProperty('isGuest');
    expect((await ok(ref.server, t.member, 'GET', `/editor/card/${mine.id}/history`))[0].actor).toEqual({
      userId: t.member.id,
      name: expect.any(String),
    });
  });
});
