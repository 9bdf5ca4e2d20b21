/**
 * Creating a card with its stickers and members in one call (issue 5 "create with stickers and
 * members in one call is atomic"; spec/board.md §2 create form, §7 POST /editor/card/{columnId}):
 * the answer carries the stored values and members, the board hears one `board:card:created` with
 * them, an invalid sticker or member creates nothing and answers field errors, and a copy carries
 * the source's stickers and members.
 */
import type { Socket as ClientSocket } from 'socket.io-client';
import { collect, forEachDialect, sleep, type Json } from '../harness';
import { api, columnOrder, ok, team, watcher, type Team } from './editorFixture';

const field = expect.any(String);

forEachDialect('create a card with stickers and members', (ref) => {
  let t: Team;
  const defs: Record<string, Json> = {};
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    t = await team(ref.server, 2);
    const add = (body: object) => ok(ref.server, t.owner, 'POST', `/board/${t.boardId}/stickers`, body);
    defs.deadline = await add({ type: 'deadline' });
    defs.state = await add({ type: 'state', name: 'Status', configs: { states: [{ name: 'Open', color: 'green' }] } });
    defs.timer = await add({ type: 'timer' });
    defs.budget = await add({ type: 'numberField', name: 'Budget', configs: { number: { precision: 1, max: 10 } } });
    defs.priority = await add({ type: 'priority' });
  });
  afterAll(() => sockets.forEach((socket) => socket.close()));

  const stickerRows = async () =>
    Number(
      (
        await ref.server.app.db
          .selectFrom('cardStickers')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  test('one call stores the card, its sticker values and members; the board hears it once', async () => {
    const other = await watcher(ref.server, t.member, t.boardId);
    sockets.push(other);
    const heard = collect(other, 'board:card:created');
    const answer = await api(
      ref.server,
      t.owner,
      'POST',
      `/editor/card/${t.columnIds[0]}`,
      {
        name: '  Launch plan ',
        desc: 'Steps',
        stickers: [
          {
            boardStickerId: defs.deadline.id,
            value: { endDate: '2030-05-01T10:00:00.000Z', showTime: true, notification: 3600 },
          },
          { boardStickerId: defs.state.id, value: { name: 'Open', color: 'green' } },
          { boardStickerId: defs.timer.id, value: { initialValue: 600_000 } },
          { boardStickerId: defs.priority.id },
        ],
        members: [
          { userId: t.member.id, isResponsible: false },
          { userId: t.owner.id, isResponsible: true },
        ],
      },
      { expect: 201 },
    );
    const card = answer.body.data;
    expect(card).toMatchObject({ name: 'Launch plan', desc: 'Steps', columnId: t.columnIds[0], historyCount: 1 });
    const values = Object.fromEntries(card.stickers.map((s: Json) => [s.boardStickerId, s.value]));
    expect(values).toEqual({
      [defs.deadline.id]: expect.objectContaining({ endDate: '2030-05-01T10:00:00.000Z', prevValues: [] }),
      [defs.state.id]: { name: 'Open', color: 'green' },
      [defs.timer.id]: { initialValue: 600_000, history: [] },
      [defs.priority.id]: null,
    });
    expect(card.cardsMembers).toEqual(
      expect.arrayContaining([
        { userId: t.member.id, isResponsible: false },
        { userId: t.owner.id, isResponsible: true },
      ]),
    );
    expect(card.cardsMembers).toHaveLength(2);
    // The deadline's reminder is scheduled like an attach's.
    const due = await ref.server.app.db
      .selectFrom('cardStickers')
      .select('dueAt')
      .where('cardId', '=', card.id)
      .where('boardStickerId', '=', defs.deadline.id)
      .executeTakeFirstOrThrow();
    expect(due.dueAt).toBe('2030-05-01T09:00:00.000Z');

    const history = await ok(ref.server, t.member, 'GET', `/editor/card/${card.id}/history`);
    expect(history.map((entry: Json) => entry.action)).toEqual(['created']);
    const fetched = await ok(ref.server, t.member, 'GET', `/editor/card/${card.id}`);
    expect(fetched.stickers).toHaveLength(4);

    for (let i = 0; i < 50 && heard.length === 0; i += 1) await sleep(20);
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({ id: card.id, actorId: t.owner.id, cardsMembers: card.cardsMembers });
    expect((heard[0] as Json).stickers).toHaveLength(4);
  });

  test('one invalid sticker among valid ones creates nothing and answers errors at stickers.<i>', async () => {
    const before = await columnOrder(ref.server, t.owner, t.columnIds[0]);
    const rows = await stickerRows();
    const answer = await api(
      ref.server,
      t.owner,
      'POST',
      `/editor/card/${t.columnIds[0]}`,
      {
        name: 'Broken',
        stickers: [
          { boardStickerId: defs.deadline.id, value: { endDate: '2030-05-01T10:00:00.000Z', showTime: false } },
          { boardStickerId: defs.budget.id, value: { value: 11 } },
          { boardStickerId: defs.state.id, value: { name: 'Closed', color: 'red' } },
        ],
        members: [{ userId: t.member.id, isResponsible: false }],
      },
      { expect: 400 },
    );
    expect(answer.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(answer.body.data).toEqual({
      stickers: { 1: { value: { value: 'Must be at most 10' } }, 2: { value: { name: field } } },
    });
    expect(await columnOrder(ref.server, t.owner, t.columnIds[0])).toEqual(before);
    expect(await stickerRows()).toBe(rows);
  });

  test('foreign, removed, turned off and repeated stickers are refused at stickers.<i>.boardStickerId', async () => {
    const otherBoard = await ok(ref.server, t.owner, 'POST', `/project/${t.projectId}/boards`, { name: 'Other' });
    const foreign = await ok(ref.server, t.owner, 'POST', `/board/${otherBoard.id}/stickers`, { type: 'priority' });
    const off = await ok(ref.server, t.owner, 'POST', `/board/${t.boardId}/stickers`, {
      type: 'textField',
      name: 'Off',
      isActive: false,
    });
    const gone = await ok(ref.server, t.owner, 'POST', `/board/${t.boardId}/stickers`, {
      type: 'textField',
      name: 'Gone',
    });
    await ok(ref.server, t.owner, 'DELETE', `/board/${t.boardId}/stickers/${gone.id}`);
    const before = await columnOrder(ref.server, t.owner, t.columnIds[1]);
    const answer = await api(
      ref.server,
      t.owner,
      'POST',
      `/editor/card/${t.columnIds[1]}`,
      {
        name: 'Refused',
        stickers: [
          { boardStickerId: defs.priority.id, value: { value: 'high' } },
          { boardStickerId: foreign.id },
          { boardStickerId: off.id },
          { boardStickerId: gone.id },
          { boardStickerId: defs.priority.id },
        ],
      },
      { expect: 400 },
    );
    expect(answer.body.data).toEqual({
      stickers: {
        1: { boardStickerId: "This sticker is not on the card's board" },
        2: { boardStickerId: 'This sticker is turned off on the board' },
        3: { boardStickerId: 'This sticker was removed from the board' },
        4: { boardStickerId: 'This sticker is already on the card' },
      },
    });
    expect(await columnOrder(ref.server, t.owner, t.columnIds[1])).toEqual(before);
  });

  test('an executor who is not a company member creates nothing', async () => {
    const before = await columnOrder(ref.server, t.owner, t.columnIds[0]);
    const rows = await stickerRows();
    const answer = await api(
      ref.server,
      t.owner,
      'POST',
      `/editor/card/${t.columnIds[0]}`,
      {
        name: 'Outsider task',
        stickers: [{ boardStickerId: defs.priority.id, value: { value: 'low' } }],
        members: [{ userId: t.outsider.id, isResponsible: false }],
      },
      { expect: 400 },
    );
    expect(answer.body.data).toEqual({ members: 'Only members of the company can be assigned' });
    expect(await columnOrder(ref.server, t.owner, t.columnIds[0])).toEqual(before);
    expect(await stickerRows()).toBe(rows);
  });

  test('a copy carries the source card’s sticker values and members', async () => {
    const source = await ok(ref.server, t.owner, 'POST', `/editor/card/${t.columnIds[0]}`, {
      name: 'Source',
      stickers: [
        { boardStickerId: defs.state.id, value: { name: 'Open', color: 'green' } },
        { boardStickerId: defs.budget.id, value: { value: 2.5 } },
      ],
      members: [
        { userId: t.member.id, isResponsible: true },
        { userId: t.owner.id, isResponsible: false },
      ],
    });
    const copy = await ok(ref.server, t.member, 'POST', `/editor/card/${t.columnIds[1]}`, { ...source });
    expect(copy.id).not.toBe(source.id);
    expect(copy.counter).toBeGreaterThan(source.counter);
    const pairs = (card: Json) =>
      card.stickers.map((s: Json) => [s.boardStickerId, s.value]).sort((a: Json, b: Json) => a[0] - b[0]);
    expect(pairs(copy)).toEqual(pairs(source));
    expect(copy.stickers.map((s: Json) => s.id)).not.toContain(source.stickers[0].id);
    expect(copy.cardsMembers).toEqual(expect.arrayContaining(source.cardsMembers));
    expect(copy.cardsMembers).toHaveLength(2);
    // The source keeps its own stickers.
    expect(pairs(await ok(ref.server, t.owner, 'GET', `/editor/card/${source.id}`))).toEqual(pairs(source));
    // A copy that names only its id and name still takes the source's members.
    const bare = await ok(ref.server, t.owner, 'POST', `/editor/card/${t.columnIds[1]}`, {
      id: source.id,
      name: 'Bare copy',
    });
    expect(pairs(bare)).toEqual(pairs(source));
    expect(bare.cardsMembers).toHaveLength(2);
  });
});
