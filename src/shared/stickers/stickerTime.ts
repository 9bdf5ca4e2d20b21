/**
 * Timer, stopwatch and deadline clocks (spec/board.md §4 Timer, Stopwatch, Deadline). Pure
 * functions of the stored value and `nowMs`, used by widgets (ticking every 1 s / 30 s) and by the
 * server's actions and schedulers. Times in values are ISO strings; results are in ms.
 */
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from './stickerTypes';
import type { Period, TimerCommand } from './stickerValues';

/** Total run time of periods; an open period runs until `nowMs`. */
export function elapsedMs(periods: readonly Period[] | null | undefined, nowMs: number): number {
  return (periods ?? []).reduce((sum, p) => {
    const start = Date.parse(p.start.time);
    const end = p.end ? Date.parse(p.end.time) : nowMs;
    return sum + Math.max(0, end - start);
  }, 0);
}

/** Running when the last period has no end. */
export const isRunning = (periods: readonly Period[] | null | undefined): boolean => {
  const last = periods?.[periods.length - 1];
  return Boolean(last && !last.end);
};

export interface TimerValueLike {
  initialValue?: number | null;
  history?: Period[] | null;
}

/** Timer: running when the last history entry has no end; remaining = initial − elapsed, ≥ 0. */
export function timerState(value: TimerValueLike | null | undefined, nowMs: number) {
  const initial = value?.initialValue ?? 0;
  return {
    running: isRunning(value?.history),
    remainingMs: Math.max(0, initial - elapsedMs(value?.history, nowMs)),
  };
}

export type TimerDisplay =
  | { unit: 'days'; days: number }
  | { unit: 'hoursMinutes'; hours: number; minutes: number }
  | { unit: 'minutesSeconds'; minutes: number; seconds: number };

/** Days if at least 1 day remains, else hours and minutes if at least 1 hour, else minutes and seconds (floored). */
export function timerDisplay(remainingMs: number): TimerDisplay {
  const ms = Math.max(0, remainingMs);
  if (ms >= DAY_MS) return { unit: 'days', days: Math.floor(ms / DAY_MS) };
  if (ms >= HOUR_MS)
    return { unit: 'hoursMinutes', hours: Math.floor(ms / HOUR_MS), minutes: Math.floor((ms % HOUR_MS) / MINUTE_MS) };
  return {
    unit: 'minutesSeconds',
    minutes: Math.floor(ms / MINUTE_MS),
    seconds: Math.floor((ms % MINUTE_MS) / SECOND_MS),
  };
}

/**
 * Server action of a timer command (our reading of spec §4): `start` opens an entry unless running;
 * `stop` closes the open entry; `restart` drops the history and starts again from the initial value.
 */
export function applyTimerCommand<T extends TimerValueLike>(value: T, command: TimerCommand, nowIso: string): T {
  const history = [...(value.history ?? [])];
  const running = isRunning(history);
  if (command === 'restart') return { ...value, history: [{ start: { time: nowIso } }] };
  if (command === 'start' && !running) history.push({ start: { time: nowIso } });
  if (command === 'stop' && running)
    history[history.length - 1] = { ...history[history.length - 1], end: { time: nowIso } };
  return { ...value, history };
}

/** Setting a new initial value resets the timer (stopped, empty history). */
export const applyTimerInitialValue = (initialValue: number): { initialValue: number; history: Period[] } => ({
  initialValue,
  history: [],
});

/** Stopwatch toggle (spec §4): opens a new lap when stopped, closes the open one when running. */
export function applyStopwatchToggle(laps: readonly Period[] | null | undefined, nowIso: string): Period[] {
  const next = [...(laps ?? [])];
  if (isRunning(next)) next[next.length - 1] = { ...next[next.length - 1], end: { time: nowIso } };
  else next.push({ start: { time: nowIso } });
  return next;
}

/** Stopwatch: running when the last lap is open; elapsed is the sum of laps. */
export const stopwatchState = (laps: readonly Period[] | null | undefined, nowMs: number) => ({
  running: isRunning(laps),
  elapsedMs: elapsedMs(laps, nowMs),
});

export type DeadlineState = 'overdue' | 'lastDay' | 'normal';

/** Deadline (spec §4): overdue when endDate is before now; last day when 0 to 24 h remain. */
export function deadlineState(value: { endDate?: string | null } | null | undefined, nowMs: number): DeadlineState {
  const end = value?.endDate ? Date.parse(value.endDate) : Number.NaN;
  if (Number.isNaN(end)) return 'normal';
  const remaining = end - nowMs;
  if (remaining < 0) return 'overdue';
  return remaining <= DAY_MS ? 'lastDay' : 'normal';
}

/** Time left until endDate in ms (negative when overdue) — what showAsTimerOnLastDay shows. */
export const deadlineRemainingMs = (value: { endDate: string }, nowMs: number): number =>
  Date.parse(value.endDate) - nowMs;

/** When a reminder fires: endDate minus `notification` seconds (null when no reminder). */
export function deadlineReminderAtMs(value: { endDate: string; notification?: number | null }): number | null {
  return value.notification == null ? null : Date.parse(value.endDate) - value.notification * SECOND_MS;
}
