import { isStickerValueEmpty, emptyRequiredStickerNames } from '../../../src/shared/stickers';
import type { StickerType } from '../../../src/shared/stickers';

/** spec/board.md §5: "A required sticker value counts as empty when …". */
describe('isStickerValueEmpty (spec/board.md §5)', () => {
  test.each<[string, StickerType, unknown, boolean]>([
    ['falsy: undefined', 'textField', undefined, true],
    ['falsy: null', 'deadline', null, true],
    ['falsy: empty string', 'priority', '', true],
    ['falsy: 0', 'executor', 0, true],
    ['deadline endDate missing', 'deadline', { showTime: false }, true],
    ['deadline with endDate', 'deadline', { endDate: '2024-05-01T10:00:00.000Z', showTime: false }, false],
    ['text value missing', 'textField', {}, true],
    ['text value empty', 'textField', { value: '' }, true],
    ['text value present', 'textField', { value: 'x' }, false],
    ['number value missing', 'numberField', { value: null }, true],
    ['number value 0 is allowed', 'numberField', { value: 0 }, false],
    ['number value present', 'numberField', { value: 3.5 }, false],
    ['state name missing', 'state', { color: 'red' }, true],
    ['state with name', 'state', { name: 'Done', color: 'green' }, false],
    ['interval name missing', 'timeInterval', { start: '2024-01-01', end: '2024-01-02' }, true],
    ['interval start missing', 'timeInterval', { name: 'Q1', end: '2024-01-02' }, true],
    ['interval end missing', 'timeInterval', { name: 'Q1', start: '2024-01-01' }, true],
    ['interval complete', 'timeInterval', { name: 'Q1', start: '2024-01-01', end: '2024-01-02' }, false],
    ['timer initialValue 0', 'timer', { initialValue: 0, history: [] }, true],
    ['timer initialValue negative', 'timer', { initialValue: -1000 }, true],
    ['timer initialValue missing', 'timer', { history: [] }, true],
    ['timer initialValue > 0', 'timer', { initialValue: 60_000, history: [] }, false],
    [
      'tracking plan 0 h 0 min',
      'timeTracking',
      { plan: { hours: 0, minutes: 0 }, fact: { hours: 2, minutes: 0 } },
      true,
    ],
    ['tracking plan missing', 'timeTracking', { fact: { hours: 1, minutes: 0 } }, true],
    ['tracking plan hours only', 'timeTracking', { plan: { hours: 1, minutes: 0 } }, false],
    ['tracking plan minutes only', 'timeTracking', { plan: { hours: 0, minutes: 5 } }, false],
    ['stopwatch needs only presence (undefined)', 'stopwatch', undefined, false],
    ['stopwatch needs only presence (no laps)', 'stopwatch', [], false],
  ])('%s', (_label, type, value, empty) => {
    expect(isStickerValueEmpty(type, value)).toBe(empty);
  });

  test('names of empty required stickers, for the required-stickers message', () => {
    expect(
      emptyRequiredStickerNames([
        { type: 'textField', name: 'Note', value: { value: '' }, required: true },
        { type: 'numberField', name: 'Cost', value: { value: 0 }, required: true },
        { type: 'deadline', name: 'Deadline', value: null, required: false },
        { type: 'stopwatch', name: 'Stopwatch', value: undefined, required: true },
        { type: 'state', name: 'Status', value: {}, required: true },
      ]),
    ).toEqual(['Note', 'Status']);
  });
});
