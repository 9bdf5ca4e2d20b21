/**
 * Card stickers of every type through the real routes (spec/board.md §3–§5; DESIGN §3, §4 Card
 * stickers; issue 4 "Server integration per type"): attach, valid values and the stored value
 * (timer and stopwatch actions, deadline prevValues), invalid values answered 400 with field
 * errors shaped like the value, detach, `due_at` for the scheduler, the card JSON carrying them.
 */
import { forEachDialect, type Json } from '../harness';
import { api, cards, ok, team, type Team } from '../editor/editorFixture';

type Check = (value: Json) => void;
interface TypeCase {
  type: string;
  name?: string;
  configs?: object;
  /** PUT values in order (sent as `{value}`, spec/board.md §7), each with a check of the stored value returned. */
  steps: [value: unknown, check: Check][];
  /** An invalid PUT value and the field errors it must answer (shape of the value, under `value`). */
  invalid?: [value: unknown, data: Json];
}

const at = (iso: string) => Date.parse(iso);
const field = expect.any(String);
const NO_VALUE_TYPES = ['taskId', 'timeInColumn', 'history', 'discussion', 'creator', 'executor', 'responsible'];

const CASES: TypeCase[] = [
  ...NO_VALUE_TYPES.map((type) => ({ type, steps: [[{}, (v: Json) => expect(v).toBeNull()]] as TypeCase['steps'] })),
  {
    type: 'textField',
    name: 'Notes',
    steps: [
      [{ value: '  hello  ' }, (v) => expect(v).toEqual({ value: 'hello' })],
      [{ value: '' }, (v) => expect(v).toBeNull()],
    ],
    invalid: [{ value: 5 }, { value: field }],
  },
  {
    type: 'numberField',
    name: 'Budget',
    configs: { number: { precision: 1, min: 0, max: 10 } },
    steps: [
      [{ value: 2.5 }, (v) => expect(v).toEqual({ value: 2.5 })],
      [{ value: null }, (v) => expect(v).toBeNull()],
    ],
    invalid: [{ value: 11 }, { value: 'Must be at most 10' }],
  },
  {
    type: 'state',
    name: 'Status',
    configs: { states: [{ name: 'Open', color: 'green' }] },
    steps: [[{ name: 'Open', color: 'green' }, (v) => expect(v).toEqual({ name: 'Open', color: 'green' })]],
    invalid: [{ name: 'Closed', color: 'red' }, { name: field }],
  },
  {
    type: 'timeInterval',
    name: 'Quarter',
    configs: { intervals: [{ name: 'Q1', start: '2026-01-01', end: '2026-03-31' }] },
    steps: [
      [
        { name: 'Q1', start: '2026-01-01', end: '2026-03-31' },
        (v) => expect(v).toEqual({ name: 'Q1', start: '2026-01-01', end: '2026-03-31' }),
      ],
    ],
    invalid: [{ name: 'Q1', start: '2026-04-01', end: '2026-03-31' }, { end: field }],
  },
  {
    type: 'timeTracking',
    steps: [
      [
        { plan: { hours: 1, minutes: 30 }, fact: { hours: 0, minutes: 45 } },
        (v) => expect(v).toEqual({ plan: { hours: 1, minutes: 30 }, fact: { hours: 0, minutes: 45 } }),
      ],
    ],
    invalid: [{ plan: { hours: 1, minutes: 75 } }, { plan: { minutes: field } }],
  },
  {
    type: 'timer',
    steps: [
      [{ initialValue: 600_000 }, (v) => expect(v).toEqual({ initialValue: 600_000, history: [] })],
      [{ command: 'start' }, (v) => expect(v.history).toEqual([{ start: { time: expect.any(String) } }])],
      [
        { command: 'stop' },
        (v) => expect(v.history).toEqual([{ start: { time: expect.any(String) }, end: { time: expect.any(String) } }]),
      ],
      [
        { command: 'restart' },
        (v) => expect(v).toEqual({ initialValue: 600_000, history: [{ start: { time: expect.any(String) } }] }),
      ],
    ],
    invalid: [{ initialValue: -5 }, { initialValue: field }],
  },
  {
    type: 'stopwatch',
    steps: [
      [true, (v) => expect(v).toEqual([{ start: { time: expect.any(String) } }])],
      [true, (v) => expect(v).toEqual([{ start: { time: expect.any(String) }, end: { time: expect.any(String) } }])],
    ],
    invalid: [false, { _form: field }],
  },
  {
    type: 'deadline',
    steps: [
      [
        { endDate: '2030-05-01T10:00:00.000Z', showTime: true, notification: 900 },
        (v) =>
          expect(v).toEqual({ endDate: '2030-05-01T10:00:00.000Z', showTime: true, notification: 900, prevValues: [] }),
      ],
      [
        { endDate: '2030-06-01T10:00:00.000Z', startDate: '2030-05-20T10:00:00.000Z', showTime: true },
        (v) =>
          expect(v).toMatchObject({
            endDate: '2030-06-01T10:00:00.000Z',
            prevValues: [{ endDate: '2030-05-01T10:00:00.000Z', startDate: null, changedAt: expect.any(String) }],
          }),
      ],
      [
        { endDate: '2030-06-01T10:00:00.000Z', startDate: '2030-05-20T10:00:00.000Z', showTime: false },
        (v) => expect(v.prevValues).toHaveLength(1),
      ],
    ],
    invalid: [{ showTime: true, startDate: '2030-01-01' }, { endDate: field }],
  },
  {
    type: 'priority',
    steps: [[{ value: 'high' }, (v) => expect(v).toEqual({ value: 'high' })]],
    invalid: [{ value: 'urgent' }, { value: field }],
  },
  {
    type: 'regularTask',
    steps: [[{ every: 2, unit: 'week' }, (v) => expect(v).toEqual({ every: 2, unit: 'week' })]],
    invalid: [{ every: 0, unit: 'week' }, { every: field }],
  },
];

forEachDialect('card stickers of every type', (ref) => {
  let t: Team;
  let cardId: number;
  const definitions = new Map<string, Json>();

  beforeAll(async () => {
    t = await team(ref.server, 1);
    cardId = (await cards(ref.server, t.owner, t.columnIds[0], 1))[0].id;
    for (const c of CASES) {
      const body = { type: c.type, ...(c.name ? { name: c.name } : {}), ...(c.configs ? { configs: c.configs } : {}) };
      definitions.set(c.type, await ok(ref.server, t.owner, 'POST', `/board/${t.boardId}/stickers`, body));
    }
  });

  const dueAtOf = async (id: number) =>
    (await ref.server.app.db.selectFrom('cardStickers').select('dueAt').where('id', '=', id).executeTakeFirst())?.dueAt;

  test.each(CASES.map((c) => [c.type, c] as const))('%s: attach, set values, reject invalid, detach', async (_, c) => {
    const definition = definitions.get(c.type);
    const base = `/editor/card/${cardId}/sticker`;
    const attached = await api(
      ref.server,
      t.member,
      'POST',
      `${base}/create`,
      { boardStickerId: definition.id },
      {
        expect: 201,
      },
    );
    const sticker = attached.body.data;
    expect(sticker).toEqual({
      id: expect.any(Number),
      cardId,
      boardStickerId: definition.id,
      boardSticker: {
        id: definition.id,
        type: c.type,
        name: definition.name,
        isActive: true,
        configs: definition.configs,
      },
      value: null,
      updatedAt: expect.any(String),
    });
    const again = await api(
      ref.server,
      t.member,
      'POST',
      `${base}/create`,
      { boardStickerId: definition.id },
      {
        expect: 400,
      },
    );
    expect(again.body.data).toEqual({ boardStickerId: 'This sticker is already on the card' });

    for (const [value, check] of c.steps) {
      const answer = await api(ref.server, t.member, 'PUT', `${base}/${sticker.id}`, { value }, { expect: 200 });
      check(answer.body.data.value);
    }
    if (c.invalid) {
      const [value, data] = c.invalid;
      const answer = await api(ref.server, t.member, 'PUT', `${base}/${sticker.id}`, { value }, { expect: 400 });
      expect(answer.body).toMatchObject({ success: false, status: 'error', code: 'VALIDATION_FAILED' });
      expect(answer.body.data).toEqual({ value: data });
    }
    const card = await ok(ref.server, t.member, 'GET', `/editor/card/${cardId}`);
    expect(card.stickers.find((s: Json) => s.id === sticker.id)).toMatchObject({ boardStickerId: definition.id });

    expect(await ok(ref.server, t.member, 'DELETE', `${base}/${sticker.id}`)).toEqual({ id: sticker.id });
    await api(ref.server, t.member, 'DELETE', `${base}/${sticker.id}`, undefined, { expect: 404 });
    const after = await ok(ref.server, t.member, 'GET', `/editor/card/${cardId}`);
    expect(after.stickers.map((s: Json) => s.id)).not.toContain(sticker.id);
  });

  test('numberField decimals beyond precision, timer commands before an initial value, attach with a value', async () => {
    const base = `/editor/card/${cardId}/sticker`;
    const number = await ok(ref.server, t.owner, 'POST', `${base}/create`, {
      boardStickerId: definitions.get('numberField').id,
      value: { value: 3.5 },
    });
    expect(number.value).toEqual({ value: 3.5 });
    const decimals = await api(
      ref.server,
      t.owner,
      'PUT',
      `${base}/${number.id}`,
      { value: { value: 2.55 } },
      { expect: 400 },
    );
    expect(decimals.body.data).toEqual({ value: { value: field } });

    const badAttach = await api(
      ref.server,
      t.owner,
      'POST',
      `${base}/create`,
      { boardStickerId: definitions.get('timeTracking').id, value: { plan: { hours: 0, minutes: 60 } } },
      { expect: 400 },
    );
    expect(badAttach.body.data).toEqual({ value: { plan: { minutes: field } } });

    const timer = await ok(ref.server, t.owner, 'POST', `${base}/create`, {
      boardStickerId: definitions.get('timer').id,
    });
    const start = { value: { command: 'start' } };
    const early = await api(ref.server, t.owner, 'PUT', `${base}/${timer.id}`, start, { expect: 400 });
    expect(early.body.data).toEqual({ value: { initialValue: 'This field is required' } });
    await ok(ref.server, t.owner, 'PUT', `${base}/${timer.id}`, { value: { initialValue: 60_000 } });
    expect(await dueAtOf(timer.id)).toBeNull();
    const started = await ok(ref.server, t.owner, 'PUT', `${base}/${timer.id}`, start);
    const due = await dueAtOf(timer.id);
    expect(at(due as string) - at(started.value.history[0].start.time)).toBeGreaterThan(59_000);
    await ok(ref.server, t.owner, 'PUT', `${base}/${timer.id}`, { value: { command: 'stop' } });
    expect(await dueAtOf(timer.id)).toBeNull();

    const deadline = await ok(ref.server, t.owner, 'POST', `${base}/create`, {
      boardStickerId: definitions.get('deadline').id,
      value: { endDate: '2030-05-01T10:00:00.000Z', showTime: false, notification: 3600 },
    });
    expect(deadline.value.prevValues).toEqual([]);
    expect(await dueAtOf(deadline.id)).toBe('2030-05-01T09:00:00.000Z');

    const russian = await api(
      ref.server,
      t.owner,
      'PUT',
      `${base}/${number.id}`,
      { value: { value: 42 } },
      {
        expect: 400,
        headers: { 'accept-language': 'ru' },
      },
    );
    expect(russian.body.data).toEqual({ value: { value: 'Не больше 10' } });
    for (const id of [number.id, timer.id, deadline.id]) await ok(ref.server, t.owner, 'DELETE', `${base}/${id}`);
  });

  test('attach refuses definitions of other boards, inactive and deleted ones; unknown ids are 404', async () => {
    const base = `/editor/card/${cardId}/sticker`;
    const otherBoard = await ok(ref.server, t.owner, 'POST', `/project/${t.projectId}/boards`, { name: 'Other' });
    const foreign = await ok(ref.server, t.owner, 'POST', `/board/${otherBoard.id}/stickers`, { type: 'priority' });
    const inactive = await ok(ref.server, t.owner, 'POST', `/board/${t.boardId}/stickers`, {
      type: 'textField',
      name: 'Off',
      isActive: false,
    });
    const removed = await ok(ref.server, t.owner, 'POST', `/board/${t.boardId}/stickers`, {
      type: 'textField',
      name: 'Gone',
    });
    await ok(ref.server, t.owner, 'DELETE', `/board/${t.boardId}/stickers/${removed.id}`);
    for (const [id, message] of [
      [foreign.id, 'This sticker is not on the card’s board'],
      [999_999, 'This sticker is not on the card’s board'],
      [inactive.id, 'This sticker is turned off on the board'],
      [removed.id, 'This sticker was removed from the board'],
    ] as const) {
      const answer = await api(ref.server, t.owner, 'POST', `${base}/create`, { boardStickerId: id }, { expect: 400 });
      expect(answer.body.data).toEqual({ boardStickerId: message.replace('’', "'") });
    }
    await api(ref.server, t.owner, 'PUT', `${base}/999999`, { value: { value: 'x' } }, { expect: 404 });
    await api(
      ref.server,
      t.owner,
      'POST',
      `/editor/card/999999/sticker/create`,
      { boardStickerId: 1 },
      { expect: 404 },
    );
    // A sticker of another card is not found under this card.
    const other = (await cards(ref.server, t.owner, t.columnIds[0], 1))[0];
    const elsewhere = await ok(ref.server, t.owner, 'POST', `/editor/card/${other.id}/sticker/create`, {
      boardStickerId: definitions.get('priority').id,
    });
    await api(ref.server, t.owner, 'PUT', `${base}/${elsewhere.id}`, { value: { value: 'low' } }, { expect: 404 });
    // Two attaches of one sticker at once: one wins, the other is told it is already there.
    const racing = await Promise.all(
      [t.owner, t.member].map((who) =>
        api(ref.server, who, 'POST', `/editor/card/${other.id}/sticker/create`, {
          boardStickerId: definitions.get('deadline').id,
        }),
      ),
    );
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 400]);
    await api(ref.server, t.owner, 'DELETE', `${base}/${elsewhere.id}`, undefined, { expect: 404 });
  });
});
