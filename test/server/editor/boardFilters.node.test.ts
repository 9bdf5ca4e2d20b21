/**
 * Finding cards by what they carry (spec/board.md §3 "Filters are stored per board", §7 `filters`;
 * server/editor/filters.ts): state and priority sticker values (Trello labels land in state
 * stickers, a card's second label in a second one), deadlines overdue or within the week, text in
 * text and number field stickers, and people — on the board's first pages, its counts and every
 * later page, so a filter finds cards the client has not loaded. Bad sticker, deadline or week
 * filters answer 400 on field `filters`.
 */
import { forEachDialect, type Json, type ServerRef } from '../harness';
import { api, cards, columnOrder, ok, team, type Team } from './editorFixture';

/** What the board shows for `filters`: the first page's ids, checked against the count and every page. */
async function shown(ref: ServerRef, t: Team, filters: object): Promise<number[]> {
  const query = encodeURIComponent(JSON.stringify(filters));
  const board = await ok(ref.server, t.owner, 'GET', `/editor/columns/${t.boardId}?filters=${query}`);
  const ids = board[0].cards.map((c: Json) => c.id);
  const all = await columnOrder(ref.server, t.owner, t.columnIds[0], filters);
  expect(board[0].cardsCount).toBe(all.length);
  expect(all.slice(0, ids.length)).toEqual(ids);
  return all;
}

forEachDialect('board filters by stickers, deadline and sticker text', (ref) => {
  let t: Team;
  const defs: Record<string, Json> = {};
  const states = [
    { name: 'Bug', color: 'red' },
    { name: 'Bug', color: 'blue' },
    { name: 'Design', color: 'purple' },
  ];

  beforeAll(async () => {
    t = await team(ref.server, 1);
    const add = (body: object) => ok(ref.server, t.owner, 'POST', `/board/${t.boardId}/stickers`, body);
    defs.labels = await add({ type: 'state', name: 'Labels', configs: { states } });
    defs.labels2 = await add({ type: 'state', name: 'Labels 2', configs: { states } });
    defs.priority = await add({ type: 'priority' });
    defs.deadline = await add({ type: 'deadline' });
    defs.notes = await add({ type: 'textField', name: 'Notes' });
    defs.budget = await add({ type: 'numberField', name: 'Budget' });
  });

  /** A card of the column with the given sticker values (board sticker → value). */
  const card = (name: string, stickers: [Json, unknown][] = [], extra: object = {}) =>
    ok(ref.server, t.owner, 'POST', `/editor/card/${t.columnIds[0]}`, {
      name,
      stickers: stickers.map(([def, value]) => ({ boardStickerId: def.id, value })),
      ...extra,
    });

  test('a state or priority value keeps the cards holding it, in any label sticker, beyond the first page too', async () => {
    // The matching cards are made first: they sit under 25 others, past the board's first page of 20.
    const bugRed = await card('Crash on save', [[defs.labels, states[0]]]);
    const bugSecond = await card('Layout bug', [
      [defs.labels, states[2]],
      [defs.labels2, states[0]],
    ]);
    const bugBlue = await card('Blue bug', [[defs.labels, states[1]]]);
    const high = await card('Urgent fix', [[defs.priority, { value: 'high' }]]);
    const assigned = await card('Assigned', [], { members: [{ userId: t.member.id, isResponsible: true }] });
    await cards(ref.server, t.owner, t.columnIds[0], 25);

    // The UI sends a label once per label sticker.
    const bugRedName = {
      stickers: [defs.labels, defs.labels2].map((def) => ({ stickerId: def.id, value: 'Bug', color: 'red' })),
    };
    expect(await shown(ref, t, bugRedName)).toEqual([bugSecond.id, bugRed.id]);
    // Without a colour, both Bug states match; in one sticker only, that sticker's.
    expect(await shown(ref, t, { stickers: [{ stickerId: defs.labels.id, value: 'Bug' }] })).toEqual([
      bugBlue.id,
      bugRed.id,
    ]);
    expect(await shown(ref, t, { stickers: [{ stickerId: defs.priority.id, value: 'high' }] })).toEqual([high.id]);
    // Several values: cards holding any of them.
    expect(
      await shown(ref, t, {
        stickers: [
          { stickerId: defs.priority.id, value: 'high' },
          { stickerId: defs.labels.id, value: 'Bug', color: 'blue' },
        ],
      }),
    ).toEqual([high.id, bugBlue.id]);
    expect(await shown(ref, t, { stickers: [{ stickerId: defs.priority.id, value: 'low' }] })).toEqual([]);
    // Combined with people (AND), and people alone, past the first page as well.
    expect(await shown(ref, t, { responsible: [t.member.id] })).toEqual([assigned.id]);
    expect(await shown(ref, t, { ...bugRedName, responsible: [t.member.id] })).toEqual([]);

    // A deleted sticker holds no value any more.
    await ok(ref.server, t.owner, 'DELETE', `/board/${t.boardId}/stickers/${defs.labels2.id}`);
    expect(await shown(ref, t, bugRedName)).toEqual([bugRed.id]);
  });

  test('deadline: overdue before now, this week within the week sent (or the UTC week of now)', async () => {
    const other = await team(ref.server, 1);
    const deadline = await ok(ref.server, other.owner, 'POST', `/board/${other.boardId}/stickers`, {
      type: 'deadline',
    });
    const due = (name: string, endDate: string) =>
      ok(ref.server, other.owner, 'POST', `/editor/card/${other.columnIds[0]}`, {
        name,
        stickers: [{ boardStickerId: deadline.id, value: { endDate, showTime: true } }],
      });
    const now = Date.now();
    const day = new Date(now);
    const endOfUtcWeek = Date.UTC(
      day.getUTCFullYear(),
      day.getUTCMonth(),
      day.getUTCDate() + ((7 - day.getUTCDay()) % 7),
      23,
      59,
      59,
      999,
    );
    const late = await due('Late', '2020-01-01T09:00:00.000Z');
    const lateZoned = await due('Late, zoned', '2020-01-01T09:00+03:00');
    const lateDay = await due('Late, a day', '2020-01-02');
    // A day the calendar lacks reads as no deadline on both databases.
    await due('No such day', '2020-02-30T09:00:00Z');
    const weekStart = await due('Week start', '2030-05-05T00:00:00.000Z');
    const weekZoned = await due('Week, zoned', '2030-05-06T01:00:00+03:00');
    const weekEnd = await due('Week end', '2030-05-11T23:59:59.999Z');
    await due('After the week', '2030-05-12T00:00:00.000Z');
    // Later today (not overdue), still within this UTC week.
    const today = await due('Soon', new Date(now + Math.min(3_600_000, (endOfUtcWeek - now) / 2)).toISOString());
    await due('Next week', new Date(now + 8 * 86_400_000).toISOString());
    await ok(ref.server, other.owner, 'POST', `/editor/card/${other.columnIds[0]}`, { name: 'No deadline' });

    expect(await shown(ref, other, { deadline: 'overdue' })).toEqual([lateDay.id, lateZoned.id, late.id]);
    const week = { start: '2030-05-05T00:00:00.000Z', end: '2030-05-11T23:59:59.999Z' };
    expect(await shown(ref, other, { deadline: 'thisWeek', week })).toEqual([weekEnd.id, weekZoned.id, weekStart.id]);
    expect(await shown(ref, other, { deadline: 'thisWeek' })).toEqual([today.id]);
    expect(await shown(ref, other, { deadline: 'overdue', text: 'zoned' })).toEqual([lateZoned.id]);
  });

  test('text finds the name, the description and text or number field values, in any case', async () => {
    const notes = await card('Pay', [[defs.notes, { value: 'Счёт ПЛАТЁЖ 42%' }]]);
    const budget = await card('Budget', [[defs.budget, { value: 12.5 }]]);
    const described = await card('Plain', [], { desc: 'about the платёж' });
    expect(await shown(ref, t, { text: 'платёж' })).toEqual([described.id, notes.id]);
    expect(await shown(ref, t, { text: '42%' })).toEqual([notes.id]);
    expect(await shown(ref, t, { text: '12.5' })).toEqual([budget.id]);
    // A deleted sticker's text is no longer searched.
    await ok(ref.server, t.owner, 'DELETE', `/board/${t.boardId}/stickers/${defs.notes.id}`);
    expect(await shown(ref, t, { text: 'счёт' })).toEqual([]);
  });

  test('bad sticker, deadline or week filters answer 400 on field filters', async () => {
    for (const bad of [
      { stickers: [{ stickerId: 'x', value: 'Bug' }] },
      { stickers: [{ stickerId: 1, value: '' }] },
      { stickers: [{ stickerId: 1, value: 'Bug', color: 'crimson' }] },
      { stickers: Array.from({ length: 101 }, (_, i) => ({ stickerId: i + 1, value: 'x' })) },
      { deadline: 'someday' },
      { deadline: 'thisWeek', week: { start: '2030-05-05', end: '2030-05-11T23:59:59.999Z' } },
      { deadline: 'thisWeek', week: { start: '2030-05-12T00:00:00.000Z', end: '2030-05-11T23:59:59.999Z' } },
    ]) {
      const query = encodeURIComponent(JSON.stringify(bad));
      for (const url of [`/editor/columns/${t.boardId}`, `/editor/column/${t.columnIds[0]}/cards/0`]) {
        const answer = await api(ref.server, t.owner, 'GET', `${url}?filters=${query}`);
        expect(answer.status).toBe(400);
        expect(answer.body.code).toBe('VALIDATION_FAILED');
        expect(Object.keys(answer.body.data)).toEqual(['filters']);
      }
    }
  });
});
