import { V, fieldErrorsFromIssues } from '../../../src/shared/validation';
import {
  REMINDER_OPTIONS_S,
  stickerConfigsSchema,
  stickerPutSchema,
  resolveNumberConfig,
  validateStickerPut,
} from '../../../src/shared/stickers';
import type { StickerConfigsInput, StickerType } from '../../../src/shared/stickers';

const t = (key: string) => key;
const configs: StickerConfigsInput = {
  states: [
    { name: 'Done', color: 'green' },
    { name: 'Blocked', color: 'red' },
  ],
  intervals: [{ name: 'Sprint 1', start: '2024-05-01', end: '2024-05-14' }],
  number: { precision: 2, min: -10, max: 100 },
};
const END = '2024-05-01T10:00:00.000Z';

describe('sticker PUT values accepted (spec/board.md §3, DESIGN §4)', () => {
  test.each<[StickerType, unknown]>([
    ['textField', { value: '  hello ' }],
    ['textField', { value: '' }],
    ['numberField', { value: 12.34 }],
    ['numberField', { value: 0 }],
    ['numberField', { value: null }],
    ['state', { name: 'Done', color: 'green' }],
    ['timeInterval', { name: 'Sprint 1', start: '2024-05-01', end: '2024-05-14' }],
    ['timeTracking', { plan: { hours: 2, minutes: 59 }, fact: { hours: 0, minutes: 0 } }],
    ['timeTracking', { plan: { hours: 0, minutes: 30 } }],
    ['timer', { initialValue: 60_000 }],
    ['timer', { command: 'start' }],
    ['timer', { command: 'stop' }],
    ['timer', { command: 'restart' }],
    ['stopwatch', true],
    ['deadline', { endDate: END, showTime: true }],
    ['deadline', { endDate: END, startDate: '2024-04-30T10:00:00.000Z', showTime: false, notification: 900 }],
    ['deadline', { endDate: '2024-05-01', showTime: false, notification: null }],
    ['priority', { value: 'high' }],
    ['regularTask', { every: 2, unit: 'week' }],
    ['executor', undefined],
  ])('%s %j', (type, body) => {
    expect(validateStickerPut(type, body, configs, t)).toMatchObject({ ok: true });
  });

  test('text is trimmed, unknown fields stripped (server keeps prevValues itself)', () => {
    expect(stickerPutSchema('textField').parse({ value: ' a ', extra: 1 })).toEqual({ value: 'a' });
    expect(stickerPutSchema('deadline').parse({ endDate: END, showTime: false, prevValues: [] })).toEqual({
      endDate: END,
      showTime: false,
    });
  });

  test.each(REMINDER_OPTIONS_S.map((s) => [s]))('reminder option %d s is accepted', (notification) => {
    expect(validateStickerPut('deadline', { endDate: END, showTime: true, notification }, {}, t).ok).toBe(true);
  });
});

describe('sticker PUT values rejected with field errors shaped like the value (DESIGN §3)', () => {
  test.each<[string, StickerType, unknown, StickerConfigsInput, object]>([
    ['tracking minutes 75', 'timeTracking', { plan: { hours: 1, minutes: 75 } }, {}, { plan: { minutes: V.tooBig } }],
    [
      'tracking fact minutes -1',
      'timeTracking',
      { plan: { hours: 1, minutes: 0 }, fact: { hours: 0, minutes: -1 } },
      {},
      { fact: { minutes: V.tooSmall } },
    ],
    [
      'tracking hours negative',
      'timeTracking',
      { plan: { hours: -1, minutes: 0 } },
      {},
      { plan: { hours: V.tooSmall } },
    ],
    [
      'tracking hours fractional',
      'timeTracking',
      { plan: { hours: 1.5, minutes: 0 } },
      {},
      { plan: { hours: V.invalidFormat } },
    ],
    ['tracking plan missing', 'timeTracking', { fact: { hours: 1, minutes: 0 } }, {}, { plan: V.required }],
    ['text not a string', 'textField', { value: 5 }, {}, { value: V.invalidFormat }],
    ['text missing', 'textField', {}, {}, { value: V.required }],
    ['number as string', 'numberField', { value: '5' }, {}, { value: V.invalidFormat }],
    ['number above max', 'numberField', { value: 101 }, configs, { value: V.tooBig }],
    ['number below min', 'numberField', { value: -11 }, configs, { value: V.tooSmall }],
    ['number beyond precision', 'numberField', { value: 1.234 }, configs, { value: V.invalidFormat }],
    ['number precision 0', 'numberField', { value: 1.5 }, { number: { precision: 0 } }, { value: V.invalidFormat }],
    ['number default precision 2', 'numberField', { value: 0.001 }, {}, { value: V.invalidFormat }],
    ['state not configured', 'state', { name: 'Nope', color: 'green' }, configs, { name: V.chooseOne }],
    [
      'state wrong colour of a configured name',
      'state',
      { name: 'Done', color: 'red' },
      configs,
      { name: V.chooseOne },
    ],
    ['state colour not of the ten', 'state', { name: 'Done', color: 'black' }, configs, { color: V.chooseOne }],
    ['state with no configured states', 'state', { name: 'Done', color: 'green' }, {}, { name: V.chooseOne }],
    ['state name missing', 'state', { color: 'green' }, configs, { name: V.required }],
    [
      'interval not configured',
      'timeInterval',
      { name: 'Sprint 1', start: '2024-05-02', end: '2024-05-14' },
      configs,
      { name: V.chooseOne },
    ],
    [
      'interval start after end',
      'timeInterval',
      { name: 'X', start: '2024-05-15', end: '2024-05-14' },
      configs,
      { end: V.tooSmall },
    ],
    [
      'interval bad date',
      'timeInterval',
      { name: 'X', start: 'yesterday', end: '2024-05-14' },
      configs,
      { start: V.invalidFormat },
    ],
    ['timer initialValue 0', 'timer', { initialValue: 0 }, {}, { initialValue: V.tooSmall }],
    ['timer initialValue negative', 'timer', { initialValue: -5 }, {}, { initialValue: V.tooSmall }],
    ['timer empty body', 'timer', {}, {}, { initialValue: V.required }],
    ['timer unknown command', 'timer', { command: 'pause' }, {}, { command: V.chooseOne }],
    ['timer both fields', 'timer', { initialValue: 1000, command: 'start' }, {}, { _form: V.invalidFormat }],
    ['stopwatch not true', 'stopwatch', false, {}, { _form: V.invalidFormat }],
    ['deadline endDate missing', 'deadline', { showTime: true }, {}, { endDate: V.required }],
    ['deadline bad endDate', 'deadline', { endDate: 'soon', showTime: true }, {}, { endDate: V.invalidFormat }],
    [
      'deadline startDate after endDate',
      'deadline',
      { endDate: END, startDate: '2024-05-02T00:00:00.000Z', showTime: true },
      {},
      { startDate: V.tooBig },
    ],
    ['deadline showTime missing', 'deadline', { endDate: END }, {}, { showTime: V.required }],
    [
      'deadline reminder not an option',
      'deadline',
      { endDate: END, showTime: true, notification: 600 },
      {},
      { notification: V.chooseOne },
    ],
    ['priority unknown level', 'priority', { value: 'asap' }, {}, { value: V.chooseOne }],
    ['regularTask every 0', 'regularTask', { every: 0, unit: 'day' }, {}, { every: V.tooSmall }],
    ['deleted sticker', 'deleted', { value: 1 }, {}, { _form: V.invalidFormat }],
  ])('%s', (_label, type, body, cfg, errors) => {
    expect(validateStickerPut(type, body, cfg, t)).toEqual({ ok: false, errors });
  });
});

describe('board sticker configs (spec/board.md §3, DESIGN §4)', () => {
  test.each<[string, unknown]>([
    ['empty configs', {}],
    [
      'automation',
      {
        automation: {
          showPrefix: true,
          showAsTimerOnLastDay: true,
          afterCreate: 'requireValue',
          assignValue: { taskAuthor: true },
        },
      },
    ],
    ['assign a user', { automation: { afterCreate: 'offerValue', assignValue: { userId: 7 } } }],
    [
      'states of the ten colours',
      {
        states: [
          { name: 'A', color: 'teal' },
          { name: 'B', color: 'pink' },
        ],
      },
    ],
    ['interval of one day', { intervals: [{ name: 'Day', start: '2024-05-01', end: '2024-05-01' }] }],
    ['number bounds', { number: { precision: 0, min: 0, max: 0 } }],
  ])('accepts %s', (_label, cfg) => expect(stickerConfigsSchema.safeParse(cfg).success).toBe(true));

  test.each<[string, unknown, object]>([
    ['unknown afterCreate', { automation: { afterCreate: 'always' } }, { automation: { afterCreate: V.chooseOne } }],
    ['state colour', { states: [{ name: 'A', color: 'black' }] }, { states: { 0: { color: V.chooseOne } } }],
    ['state without name', { states: [{ name: ' ', color: 'red' }] }, { states: { 0: { name: V.required } } }],
    [
      'interval start after end',
      { intervals: [{ name: 'I', start: '2024-05-02', end: '2024-05-01' }] },
      { intervals: { 0: { end: V.tooSmall } } },
    ],
    ['precision 11', { number: { precision: 11 } }, { number: { precision: V.tooBig } }],
    ['precision -1', { number: { precision: -1 } }, { number: { precision: V.tooSmall } }],
    ['min above max', { number: { min: 5, max: 1 } }, { number: { max: V.tooSmall } }],
  ])('rejects %s', (_label, cfg, errors) => {
    const result = stickerConfigsSchema.safeParse(cfg);
    expect(result.success).toBe(false);
    expect(fieldErrorsFromIssues(result.error!.issues, cfg, t)).toEqual(errors);
  });

  test.each<[StickerConfigsInput, object]>([
    [undefined, { precision: 2, min: null, max: null }],
    [{}, { precision: 2, min: null, max: null }],
    [{ number: { precision: 0, min: 1 } }, { precision: 0, min: 1, max: null }],
  ])('number config of %j resolves to %j', (cfg, resolved) => expect(resolveNumberConfig(cfg)).toEqual(resolved));

  test('number precision defaults to 2 when parsed', () => {
    expect(stickerConfigsSchema.parse({ number: {} })).toEqual({ number: { precision: 2 } });
  });
});
