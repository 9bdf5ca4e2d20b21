/**
 * When the server must next act on a card sticker (issue 4 item 5; spec/board.md §4 Timer,
 * Deadline, §9 "Regular task makes the task reappear on the board at a configurable interval").
 * The result is stored in `card_stickers.due_at` on every write, so schedules survive restarts;
 * the scheduler (./stickerScheduler.ts) picks up rows whose `due_at` has passed.
 *
 * - deadline with a reminder: endDate − notification s; an already passed reminder of a deadline
 *   still ahead fires at once; none once the deadline has passed.
 * - regularTask `{every, unit}`: the next appearance after `fromMs` (default: now + interval).
 * - timer: while running, the instant the remaining time reaches zero.
 */
import { addDays, addMonths, addWeeks } from 'date-fns';
import { deadlineReminderAtMs, timerState, type TimerValueLike } from '../../shared/stickers';
import type { StoredDeadline } from '../../shared/stickers';

type RegularTaskValue = { every: number; unit: 'day' | 'week' | 'month' };

/** The next appearance of a regular task strictly after `nowMs`, counted from `fromMs`. */
export function nextRegularTaskMs(value: RegularTaskValue, fromMs: number, nowMs: number): number {
  const step = (ms: number): number => {
    const date = new Date(ms);
    if (value.unit === 'day') return addDays(date, value.every).getTime();
    if (value.unit === 'week') return addWeeks(date, value.every).getTime();
    return addMonths(date, value.every).getTime();
  };
  let next = step(fromMs);
  // A server that was down for several intervals appears the task once, at the next future slot.
  while (next <= nowMs) next = step(next);
  return next;
}

/** `due_at` (ISO) for a stored value of `type`, or null when nothing is pending. */
export function stickerDueAt(type: string, value: unknown, nowMs: number): string | null {
  if (value === null || value === undefined) return null;
  if (type === 'deadline') {
    const deadline = value as StoredDeadline;
    const at = deadlineReminderAtMs(deadline);
    if (at === null || Date.parse(deadline.endDate) <= nowMs) return null;
    return new Date(Math.max(at, nowMs)).toISOString();
  }
  if (type === 'regularTask') {
    return new Date(nextRegularTaskMs(value as RegularTaskValue, nowMs, nowMs)).toISOString();
  }
  if (type === 'timer') {
    const { running, remainingMs } = timerState(value as TimerValueLike, nowMs);
    return running ? new Date(nowMs + remainingMs).toISOString() : null;
  }
  return null;
}
