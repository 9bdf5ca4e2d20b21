import {
  applyStopwatchToggle,
  applyTimerCommand,
  applyTimerInitialValue,
  deadlineReminderAtMs,
  deadlineState,
  stopwatchState,
  timerDisplay,
  timerState,
} from '../../../src/shared/stickers';

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;
const NOW = Date.parse('2024-05-01T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('timer display thresholds (spec/board.md §4 Timer)', () => {
  test.each([
    ['2 days 5 h', 2 * D + 5 * H, { unit: 'days', days: 2 }],
    ['exactly 1 day', D, { unit: 'days', days: 1 }],
    ['1 ms under a day', D - 1, { unit: 'hoursMinutes', hours: 23, minutes: 59 }],
    ['23h59m', 23 * H + 59 * M, { unit: 'hoursMinutes', hours: 23, minutes: 59 }],
    ['exactly 1 h', H, { unit: 'hoursMinutes', hours: 1, minutes: 0 }],
    ['59m59s', 59 * M + 59 * S, { unit: 'minutesSeconds', minutes: 59, seconds: 59 }],
    ['1 s', S, { unit: 'minutesSeconds', minutes: 0, seconds: 1 }],
    ['0', 0, { unit: 'minutesSeconds', minutes: 0, seconds: 0 }],
    ['negative shows 0', -5 * S, { unit: 'minutesSeconds', minutes: 0, seconds: 0 }],
  ])('%s', (_label, ms, display) => expect(timerDisplay(ms)).toEqual(display));
});

describe('timer state from history (spec/board.md §4 Timer)', () => {
  test.each([
    ['never started', { initialValue: 10 * M, history: [] }, { running: false, remainingMs: 10 * M }],
    [
      'running 1 min',
      { initialValue: 10 * M, history: [{ start: { time: iso(NOW - M) } }] },
      { running: true, remainingMs: 9 * M },
    ],
    [
      'stopped after 2 min, then running 30 s',
      {
        initialValue: 10 * M,
        history: [
          { start: { time: iso(NOW - 10 * M) }, end: { time: iso(NOW - 8 * M) } },
          { start: { time: iso(NOW - 30 * S) } },
        ],
      },
      { running: true, remainingMs: 7 * M + 30 * S },
    ],
    [
      'stopped',
      { initialValue: M, history: [{ start: { time: iso(NOW - M) }, end: { time: iso(NOW - 30 * S) } }] },
      { running: false, remainingMs: 30 * S },
    ],
    [
      'elapsed beyond initial is 0',
      { initialValue: M, history: [{ start: { time: iso(NOW - H) } }] },
      { running: true, remainingMs: 0 },
    ],
  ])('%s', (_label, value, state) => expect(timerState(value, NOW)).toEqual(state));

  test('commands: start opens, stop closes, restart starts over, start while running is a no-op', () => {
    let v = applyTimerInitialValue(10 * M);
    expect(v).toEqual({ initialValue: 10 * M, history: [] });
    v = applyTimerCommand(v, 'start', iso(NOW - 2 * M));
    v = applyTimerCommand(v, 'start', iso(NOW - M));
    expect(v.history).toHaveLength(1);
    v = applyTimerCommand(v, 'stop', iso(NOW - M));
    expect(timerState(v, NOW)).toEqual({ running: false, remainingMs: 9 * M });
    v = applyTimerCommand(v, 'stop', iso(NOW));
    expect(v.history).toHaveLength(1);
    v = applyTimerCommand(v, 'restart', iso(NOW));
    expect(timerState(v, NOW)).toEqual({ running: true, remainingMs: 10 * M });
  });
});

describe('stopwatch (spec/board.md §4 Stopwatch)', () => {
  test('each toggle opens or closes a lap; running while the last lap is open', () => {
    let laps = applyStopwatchToggle([], iso(NOW - 3 * M));
    expect(stopwatchState(laps, NOW)).toEqual({ running: true, elapsedMs: 3 * M });
    laps = applyStopwatchToggle(laps, iso(NOW - 2 * M));
    laps = applyStopwatchToggle(laps, iso(NOW - M));
    expect(laps).toHaveLength(2);
    expect(stopwatchState(laps, NOW)).toEqual({ running: true, elapsedMs: 2 * M });
    laps = applyStopwatchToggle(laps, iso(NOW));
    expect(stopwatchState(laps, NOW + H)).toEqual({ running: false, elapsedMs: 2 * M });
  });
});

describe('deadline state (spec/board.md §4 Deadline)', () => {
  test.each([
    ['overdue by 1 s', NOW - S, 'overdue'],
    ['overdue by a week', NOW - 7 * D, 'overdue'],
    ['due right now', NOW, 'lastDay'],
    ['1 h left', NOW + H, 'lastDay'],
    ['exactly 24 h left', NOW + D, 'lastDay'],
    ['24 h + 1 s left', NOW + D + S, 'normal'],
  ])('%s → %s', (_label, end, state) => expect(deadlineState({ endDate: iso(end) }, NOW)).toBe(state));

  test.each([
    [{ endDate: iso(NOW), notification: 900 }, NOW - 900 * S],
    [{ endDate: iso(NOW), notification: 86400 }, NOW - D],
    [{ endDate: iso(NOW), notification: null }, null],
    [{ endDate: iso(NOW) }, null],
  ])('reminder of %j fires at %p', (value, at) => expect(deadlineReminderAtMs(value)).toBe(at));
});
