/**
 * Board sticker definitions (spec/board.md §3; DESIGN §3 Route map, §4, §5; issue 4 Deliver 1):
 * CRUD through the real routes, the name / one-per-board rules, configs errors shaped like the
 * configs, soft delete, live events for other members, 403 for another company, Russian texts.
 */
import type { Socket as ClientSocket } from 'socket.io-client';
import { BOARD_EVENTS } from '../../../src/shared/board/board.events';
import { forEachDialect, sleep, type Json } from '../harness';
import { api, ok, team, watcher } from '../editor/editorFixture';

async function until(list: unknown[], count: number): Promise<void> {
  for (let waited = 0; list.length < count && waited < 5000; waited += 10) await sleep(10);
}

forEachDialect('board sticker definitions', (ref) => {
  const sockets: ClientSocket[] = [];
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  test('create, list, update and soft-delete definitions in palette order', async () => {
    const t = await team(ref.server, 1);
    const url = `/board/${t.boardId}/stickers`;
    const created = await api(ref.server, t.member, 'POST', url, { type: 'deadline' }, { expect: 201 });
    expect(created.body.data).toEqual({
      id: expect.any(Number),
      boardId: t.boardId,
      type: 'deadline',
      name: null,
      icon: null,
      isActive: true,
      configs: {},
      sort: 0,
    });
    const number = await ok(ref.server, t.owner, 'POST', url, { type: 'numberField', name: '  Budget  ' });
    expect(number).toMatchObject({
      name: 'Budget',
      sort: 1,
      configs: { number: { precision: 2, min: null, max: null } },
    });
    const states = await ok(ref.server, t.owner, 'POST', url, {
      type: 'state',
      name: 'Status',
      isActive: false,
      configs: { states: [{ name: 'Open', color: 'green' }] },
    });
    expect(states).toMatchObject({ isActive: false, sort: 2, configs: { states: [{ name: 'Open', color: 'green' }] } });
    // Named types may appear more than once.
    await ok(ref.server, t.owner, 'POST', url, { type: 'numberField', name: 'Hours' });

    const renamed = await ok(ref.server, t.owner, 'PUT', `${url}/${number.id}`, {
      name: 'Cost',
      sort: 10,
      configs: { number: { precision: 0, min: 0, max: 100 } },
    });
    expect(renamed).toMatchObject({ name: 'Cost', sort: 10, configs: { number: { precision: 0, min: 0, max: 100 } } });
    const activated = await ok(ref.server, t.owner, 'PUT', `${url}/${states.id}`, { isActive: true });
    expect(activated.isActive).toBe(true);

    const list = await ok(ref.server, t.member, 'GET', url);
    expect(list.map((s: Json) => s.name ?? s.type)).toEqual(['deadline', 'Status', 'Hours', 'Cost']);

    expect(await ok(ref.server, t.owner, 'DELETE', `${url}/${created.body.data.id}`)).toEqual({
      id: created.body.data.id,
    });
    const after = await ok(ref.server, t.member, 'GET', url);
    expect(after.map((s: Json) => s.id)).not.toContain(created.body.data.id);
    await api(ref.server, t.owner, 'PUT', `${url}/${created.body.data.id}`, { name: 'x' }, { expect: 404 });
    await api(ref.server, t.owner, 'DELETE', `${url}/${created.body.data.id}`, undefined, { expect: 404 });
    // Once deleted, the type may be added again.
    await api(ref.server, t.owner, 'POST', url, { type: 'deadline' }, { expect: 201 });
    await api(ref.server, t.owner, 'GET', `/board/999999/stickers`, undefined, { expect: 404 });
  });

  test('named types need a name, other types once per board, configs errors shaped like configs', async () => {
    const t = await team(ref.server, 1);
    const url = `/board/${t.boardId}/stickers`;
    for (const body of [{ type: 'textField' }, { type: 'state', name: '   ' }]) {
      const answer = await api(ref.server, t.owner, 'POST', url, body, { expect: 400 });
      expect(answer.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(answer.body.data).toEqual({ name: 'Give the sticker a name' });
    }
    const named = await ok(ref.server, t.owner, 'POST', url, { type: 'textField', name: 'Notes' });
    const cleared = await api(ref.server, t.owner, 'PUT', `${url}/${named.id}`, { name: '' }, { expect: 400 });
    expect(cleared.body.data).toEqual({ name: 'Give the sticker a name' });

    await ok(ref.server, t.owner, 'POST', url, { type: 'timer' });
    const twice = await api(ref.server, t.owner, 'POST', url, { type: 'timer' }, { expect: 400 });
    expect(twice.body.data).toEqual({ type: 'This sticker is already on the board' });

    const badConfigs = await api(
      ref.server,
      t.owner,
      'POST',
      url,
      {
        type: 'numberField',
        name: 'N',
        configs: { number: { precision: 2, min: 5, max: 1 }, states: [{ name: 'A', color: 'beige' }] },
      },
      { expect: 400 },
    );
    expect(badConfigs.body.data).toEqual({
      configs: { number: { max: expect.any(String) }, states: { 0: { color: expect.any(String) } } },
    });
    const badInterval = await api(
      ref.server,
      t.owner,
      'PUT',
      `${url}/${named.id}`,
      { configs: { intervals: [{ name: 'Q1', start: '2026-04-01', end: '2026-01-01' }] } },
      { expect: 400 },
    );
    expect(badInterval.body.data).toEqual({ configs: { intervals: { 0: { end: expect.any(String) } } } });
    const unknownType = await api(ref.server, t.owner, 'POST', url, { type: 'deleted' }, { expect: 400 });
    expect(unknownType.body.data).toEqual({ type: expect.any(String) });

    const russian = await api(
      ref.server,
      t.owner,
      'POST',
      url,
      { type: 'timer' },
      {
        expect: 400,
        headers: { 'accept-language': 'ru-RU,ru;q=0.9' },
      },
    );
    expect(russian.body.data).toEqual({ type: 'Этот стикер уже есть на доске' });
  });

  test('a member of another company gets 403 on every definition route', async () => {
    const t = await team(ref.server, 1);
    const url = `/board/${t.boardId}/stickers`;
    const sticker = await ok(ref.server, t.owner, 'POST', url, { type: 'priority' });
    for (const [method, path, body] of [
      ['GET', url],
      ['POST', url, { type: 'creator' }],
      ['PUT', `${url}/${sticker.id}`, { isActive: false }],
      ['DELETE', `${url}/${sticker.id}`],
    ] as const) {
      const answer = await api(ref.server, t.outsider, method, path, body, { expect: 403 });
      expect(answer.body.code).toBe('FORBIDDEN');
    }
    expect(await ok(ref.server, t.owner, 'GET', url)).toHaveLength(1);
  });

  test('other members hear definition changes live; the actor’s own socket does not', async () => {
    const t = await team(ref.server, 1);
    const other = await watcher(ref.server, t.member, t.boardId);
    const actor = await watcher(ref.server, t.owner, t.boardId);
    sockets.push(other, actor);
    const names = [BOARD_EVENTS.stickerCreated, BOARD_EVENTS.stickerUpdated, BOARD_EVENTS.stickerDeleted];
    const heard = (socket: ClientSocket) => {
      const events: [string, Json][] = [];
      socket.onAny((event: string, payload: Json) => {
        if ((names as string[]).includes(event)) events.push([event, payload]);
      });
      return events;
    };
    const byOther = heard(other);
    const byActor = heard(actor);
    const url = `/board/${t.boardId}/stickers`;
    const sticker = await ok(ref.server, t.owner, 'POST', url, { type: 'stopwatch' }, actor.id);
    await ok(ref.server, t.owner, 'PUT', `${url}/${sticker.id}`, { isActive: false }, actor.id);
    await ok(ref.server, t.owner, 'DELETE', `${url}/${sticker.id}`, undefined, actor.id);
    await until(byOther, 3);
    expect(byOther).toEqual([
      [BOARD_EVENTS.stickerCreated, { ...sticker, actorId: t.owner.id }],
      [BOARD_EVENTS.stickerUpdated, { ...sticker, isActive: false, actorId: t.owner.id }],
      [BOARD_EVENTS.stickerDeleted, { id: sticker.id, boardId: t.boardId, actorId: t.owner.id }],
    ]);
    await sleep(100);
    expect(byActor).toEqual([]);
  });
});
