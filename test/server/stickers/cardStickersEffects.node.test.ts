/**
 * What card sticker changes do around them (spec/board.md §2 History tab, §3 deleted placeholder,
 * §6 "Deleted sticker"; DESIGN §3 Live events, §4, §5; issue 4 Deliver 2): history entries and
 * historyCount, live `board:cardSticker:*` events for other members (not the actor's socket),
 * deleted definitions shown as `deleted` (PUT refused, DELETE works), 403 for another company.
 */
import type { Socket as ClientSocket } from 'socket.io-client';
import { BOARD_EVENTS } from '../../../src/shared/board/board.events';
import { forEachDialect, sleep, type Json } from '../harness';
import { api, cards, ok, team, watcher } from '../editor/editorFixture';

async function until(list: unknown[], count: number): Promise<void> {
  for (let waited = 0; list.length < count && waited < 5000; waited += 10) await sleep(10);
}

forEachDialect('card sticker history, live events, deleted definitions and access', (ref) => {
  const sockets: ClientSocket[] = [];
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  test('every change writes history and reaches other members live, not the actor’s socket', async () => {
    const t = await team(ref.server, 1);
    const [card] = await cards(ref.server, t.owner, t.columnIds[0], 1);
    const definition = await ok(ref.server, t.owner, 'POST', `/board/${t.boardId}/stickers`, {
      type: 'textField',
      name: 'Notes',
    });
    const other = await watcher(ref.server, t.member, t.boardId);
    const actor = await watcher(ref.server, t.owner, t.boardId);
    sockets.push(other, actor);
    const names: string[] = [
      BOARD_EVENTS.cardStickerCreated,
      BOARD_EVENTS.cardStickerUpdated,
      BOARD_EVENTS.cardStickerDeleted,
    ];
    const heard = (socket: ClientSocket) => {
      const events: [string, Json][] = [];
      socket.onAny((event: string, payload: Json) => {
        if (names.includes(event)) events.push([event, payload]);
      });
      return events;
    };
    const byOther = heard(other);
    const byActor = heard(actor);
    const base = `/editor/card/${card.id}/sticker`;
    const as = (method: string, url: string, body?: unknown) => ok(ref.server, t.owner, method, url, body, actor.id);

    const sticker = await as('POST', `${base}/create`, { boardStickerId: definition.id, value: { value: 'first' } });
    const changed = await as('PUT', `${base}/${sticker.id}`, { value: { value: 'second' } });
    // The same value again changes nothing: no history, no event.
    await as('PUT', `${base}/${sticker.id}`, { value: { value: 'second' } });
    await as('DELETE', `${base}/${sticker.id}`);

    await until(byOther, 3);
    expect(byOther).toEqual([
      [BOARD_EVENTS.cardStickerCreated, { ...sticker, boardId: t.boardId, historyCount: 2, actorId: t.owner.id }],
      [BOARD_EVENTS.cardStickerUpdated, { ...changed, boardId: t.boardId, historyCount: 3, actorId: t.owner.id }],
      [
        BOARD_EVENTS.cardStickerDeleted,
        { id: sticker.id, cardId: card.id, boardId: t.boardId, historyCount: 4, actorId: t.owner.id },
      ],
    ]);
    await sleep(100);
    expect(byActor).toEqual([]);

    const history = await ok(ref.server, t.member, 'GET', `/editor/card/${card.id}/history`);
    expect(history.slice(0, 3).map((h: Json) => [h.action, h.field, h.from, h.to, h.actor.userId])).toEqual([
      ['stickerDetached', 'Notes', { value: 'second' }, null, t.owner.id],
      ['stickerChanged', 'Notes', { value: 'first' }, { value: 'second' }, t.owner.id],
      ['stickerAttached', 'Notes', null, { value: 'first' }, t.owner.id],
    ]);
    expect((await ok(ref.server, t.member, 'GET', `/editor/card/${card.id}`)).historyCount).toBe(4);
  });

  test('a deleted definition stays on cards as `deleted`: PUT is refused, DELETE works', async () => {
    const t = await team(ref.server, 1);
    const [card] = await cards(ref.server, t.owner, t.columnIds[0], 1);
    const url = `/board/${t.boardId}/stickers`;
    const priority = await ok(ref.server, t.owner, 'POST', url, { type: 'priority' });
    const state = await ok(ref.server, t.owner, 'POST', url, {
      type: 'state',
      name: 'Status',
      configs: { states: [{ name: 'Open', color: 'blue' }] },
    });
    const base = `/editor/card/${card.id}/sticker`;
    const kept = await ok(ref.server, t.owner, 'POST', `${base}/create`, {
      boardStickerId: state.id,
      value: { name: 'Open', color: 'blue' },
    });
    await ok(ref.server, t.owner, 'POST', `${base}/create`, { boardStickerId: priority.id });
    // Palette order: priority (sort 0) before state (sort 1), whatever the attach order.
    await ok(ref.server, t.owner, 'DELETE', `${url}/${state.id}`);

    const shown = await ok(ref.server, t.member, 'GET', `/editor/card/${card.id}`);
    expect(shown.stickers.map((s: Json) => s.boardSticker.type)).toEqual(['priority', 'deleted']);
    expect(shown.stickers[1]).toMatchObject({
      id: kept.id,
      value: { name: 'Open', color: 'blue' },
      boardSticker: { id: state.id, type: 'deleted', name: 'Status', isActive: false },
    });
    // The board's card pages carry the stickers too.
    const page = await api(ref.server, t.member, 'GET', `/editor/column/${t.columnIds[0]}/cards/999999`, undefined, {
      expect: 200,
    });
    expect(page.body.cards[0].stickers).toHaveLength(2);

    const refused = await api(
      ref.server,
      t.owner,
      'PUT',
      `${base}/${kept.id}`,
      { value: { name: 'Open', color: 'blue' } },
      {
        expect: 400,
      },
    );
    expect(refused.body.data).toEqual({ _form: 'This sticker was removed from the board' });
    expect(await ok(ref.server, t.owner, 'DELETE', `${base}/${kept.id}`)).toEqual({ id: kept.id });
    const after = await ok(ref.server, t.member, 'GET', `/editor/card/${card.id}`);
    expect(after.stickers.map((s: Json) => s.boardSticker.type)).toEqual(['priority']);
  });

  test('a member of another company gets 403 on attach, set and detach', async () => {
    const t = await team(ref.server, 1);
    const [card] = await cards(ref.server, t.owner, t.columnIds[0], 1);
    const definition = await ok(ref.server, t.owner, 'POST', `/board/${t.boardId}/stickers`, { type: 'stopwatch' });
    const base = `/editor/card/${card.id}/sticker`;
    const sticker = await ok(ref.server, t.owner, 'POST', `${base}/create`, { boardStickerId: definition.id });
    for (const [method, path, body] of [
      ['POST', `${base}/create`, { boardStickerId: definition.id }],
      ['PUT', `${base}/${sticker.id}`, { value: true }],
      ['DELETE', `${base}/${sticker.id}`],
    ] as const) {
      const answer = await api(ref.server, t.outsider, method, path, body, { expect: 403 });
      expect(answer.body.code).toBe('FORBIDDEN');
    }
    const card2 = await ok(ref.server, t.owner, 'GET', `/editor/card/${card.id}`);
    expect(card2.stickers).toEqual([expect.objectContaining({ id: sticker.id, value: null })]);
  });
});
