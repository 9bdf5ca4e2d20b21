import {
  clampNumber,
  decimalSeparatorOf,
  normalizeTimerDays,
  normalizeTimerHours,
  normalizeTimerMinutes,
  normalizeTrackingHours,
  normalizeTrackingMinutes,
  numberFromInput,
  parseNumberInput,
  stepNumber,
  timerInitialValueMs,
  trackingColor,
  trackingEntryOf,
} from '../../../src/shared/stickers';

describe('time tracking inputs (spec/board.md §5)', () => {
  test.each([
    ['3', 3],
    ['  12 ', 12],
    ['', 0],
    ['abc', 0],
    ['-4', 0],
    ['2.7', 2],
    ['1000', 1000],
  ])('hours %j → %d', (text, hours) => expect(normalizeTrackingHours(text)).toBe(hours));

  test.each([
    ['30', 30],
    [' 59 ', 59],
    ['60', 59],
    ['75', 59],
    ['x', 0],
    ['-1', 0],
    ['', 0],
  ])('minutes %j → %d', (text, minutes) => expect(normalizeTrackingMinutes(text)).toBe(minutes));
});

describe('a typed time-tracking row as the amount it counts as (the form says why when it differs)', () => {
  test.each([
    ['3', '20', 3, 20, null],
    [' 2 ', '', 2, 0, null],
    ['', '', 0, 0, null],
    ['0', '59', 0, 59, null],
    ['0', '60', 0, 59, 'minutesClamped'],
    ['1', '75', 1, 59, 'minutesClamped'],
    ['', '600', 0, 59, 'minutesClamped'],
    ['1.5', '', 1, 30, 'converted'],
    ['2.7', '0', 2, 42, 'converted'],
    ['0', '10.4', 0, 10, 'converted'],
    ['-2', '5', 0, 5, 'notANumber'],
    ['abc', '75', 0, 59, 'notANumber'],
    ['1e20', '0', Math.floor(Number.MAX_SAFE_INTEGER / 60), Number.MAX_SAFE_INTEGER % 60, 'converted'],
  ])('%j h %j min → %d h %d min (%s)', (hours, minutes, h, m, note) => {
    expect(trackingEntryOf(hours, minutes)).toEqual({ amount: { hours: h, minutes: m }, note });
  });
});

describe('timer inputs (spec/board.md §5)', () => {
  test.each([
    [normalizeTimerDays, '-1', 0],
    [normalizeTimerDays, '40', 40],
    [normalizeTimerDays, '36600', 36_600],
    [normalizeTimerDays, '9999999999', 36_600],
    [normalizeTimerHours, '25', 24],
    [normalizeTimerHours, '24', 24],
    [normalizeTimerHours, '-2', 0],
    [normalizeTimerMinutes, '61', 60],
    [normalizeTimerMinutes, '60', 60],
    [normalizeTimerMinutes, 'z', 0],
  ])('%p(%j) → %d', (fn, text, n) => expect(fn(text)).toBe(n));

  test.each([
    [{ days: 0, hours: 0, minutes: 1 }, 60_000],
    [{ days: 1, hours: 0, minutes: 0 }, 86_400_000],
    [{ days: 1, hours: 2, minutes: 3 }, (86400 + 7200 + 180) * 1000],
    [{ days: 0, hours: 0, minutes: 0 }, 0],
  ])('initialValue of %j is %d ms', (input, ms) => expect(timerInitialValueMs(input)).toBe(ms));
});

describe('number field input (spec/board.md §5)', () => {
  const en = { precision: 2, decimalSeparator: '.' };
  const ru = { precision: 2, decimalSeparator: ',' };
  test.each([
    ['digits', '123', en, '123'],
    ['leading minus', '-', en, '-'],
    ['negative number', '-12.5', en, '-12.5'],
    ['minus not at the start', '1-2', en, null],
    ['two minus signs', '--1', en, null],
    ['letters', '1a', en, null],
    ['en separator', '1.', en, '1.'],
    ['en refuses comma', '1,5', en, null],
    ['ru separator', '1,5', ru, '1,5'],
    ['ru refuses dot', '1.5', ru, null],
    ['one separator only', '1.2.3', en, null],
    ['precision truncation', '3.14159', en, '3.14'],
    ['precision 3', '3.14159', { precision: 3, decimalSeparator: '.' }, '3.141'],
    ['precision 0 forbids separator', '3.', { precision: 0, decimalSeparator: '.' }, null],
    ['precision 0 digits', '-3', { precision: 0, decimalSeparator: '.' }, '-3'],
    ['empty text', '', en, ''],
  ])('%s: %j → %j', (_label, text, options, accepted) => {
    expect(parseNumberInput(text, options)).toBe(accepted);
  });

  test.each([
    ['en-US', '.'],
    ['ru-RU', ','],
  ])('decimal separator of %s is %j', (locale, sep) => expect(decimalSeparatorOf(locale)).toBe(sep));

  test.each([
    ['1,5', ',', 1.5],
    ['-2.25', '.', -2.25],
    ['-', '.', null],
    ['', '.', null],
  ])('numberFromInput(%j, %j) → %p', (text, sep, n) => expect(numberFromInput(text, sep)).toBe(n));

  test.each([
    [5, { min: 0, max: 10 }, 5],
    [-1, { min: 0, max: 10 }, 0],
    [11, { min: 0, max: 10 }, 10],
    [11, { min: null, max: null }, 11],
    [-100, {}, -100],
  ])('clamp %d to %j → %d', (value, bounds, n) => expect(clampNumber(value, bounds)).toBe(n));

  test.each<[number | null, 'up' | 'down', { precision: number; min?: number; max?: number }, number]>([
    [1, 'up', { precision: 0 }, 2],
    [1, 'down', { precision: 0 }, 0],
    [0.1, 'up', { precision: 2 }, 1.1],
    [0.2, 'down', { precision: 2 }, -0.8],
    [null, 'up', { precision: 2 }, 1],
    [10, 'up', { precision: 2, max: 10 }, 10],
    [0, 'down', { precision: 2, min: 0 }, 0],
  ])('step %p %s with %j → %d', (value, direction, options, n) => {
    expect(stepNumber(value, direction, options)).toBe(n);
  });
});

describe('time tracking colour (spec/board.md §4)', () => {
  test.each([
    ['no fact', { plan: { hours: 1, minutes: 0 } }, 'gray'],
    ['fact null', { plan: { hours: 1, minutes: 0 }, fact: null }, 'gray'],
    ['fact 0 h 0 min', { plan: { hours: 1, minutes: 0 }, fact: { hours: 0, minutes: 0 } }, 'gray'],
    ['fact below plan', { plan: { hours: 1, minutes: 0 }, fact: { hours: 0, minutes: 59 } }, 'green'],
    ['fact equals plan', { plan: { hours: 1, minutes: 30 }, fact: { hours: 0, minutes: 90 } }, 'green'],
    ['fact exceeds plan by 1 min', { plan: { hours: 1, minutes: 30 }, fact: { hours: 1, minutes: 31 } }, 'red'],
    ['fact with no plan', { fact: { hours: 0, minutes: 1 } }, 'red'],
    ['no value', null, 'gray'],
  ])('%s → %s', (_label, value, colour) => expect(trackingColor(value)).toBe(colour));
});
