/**
 * When an event's reminders are due (issue 15 item 2; spec/shell.md §7 leaves the timing open):
 * each offset of `reminders` (seconds before the start) gives one reminder per occurrence, due at
 * `occurrence start − offset`. Occurrences come from the shared expansion
 * (src/shared/calendar/recurrence.ts), so the client and the scheduler agree on every start.
 *
 * A reminder is still sent late (the server was down, a poll lagged) while its occurrence started
 * at most LATE_MS ago; older ones are dropped, never sent. All instants are epoch milliseconds.
 */
import { nextOccurrenceStart, type RecurringSeries } from '../../shared/calendar/recurrence';

/** A reminder whose occurrence started longer ago than this is not sent any more (ms). */
export const LATE_MS = 60_000;

/** What the reminder computation needs of an event: its times, rule and offsets (seconds). */
export interface ReminderSeries extends RecurringSeries {
  reminders: readonly number[];
}

/** One reminder: the occurrence it is about and the offset it was set for. */
export interface DueReminder {
  occurrenceStart: Date;
  offsetS: number;
}

/**
 * The first due instant strictly after `afterMs` of a reminder whose occurrence starts at or after
 * `nowMs − LATE_MS`; null when the event has no such reminder (no offsets, a series that ended).
 */
export function nextReminderDue(series: ReminderSeries, afterMs: number, nowMs: number): number | null {
  let best: number | null = null;
  for (const offsetS of new Set(series.reminders)) {
    const offsetMs = offsetS * 1000;
    const start = nextOccurrenceStart(series, new Date(Math.max(afterMs + 1 + offsetMs, nowMs - LATE_MS)));
    if (!start) continue;
    const due = start.getTime() - offsetMs;
    if (best === null || due < best) best = due;
  }
  return best;
}

/** Every reminder due exactly at `dueMs` (several offsets or occurrences may share one instant). */
export function remindersAt(series: ReminderSeries, dueMs: number): DueReminder[] {
  const found: DueReminder[] = [];
  for (const offsetS of [...new Set(series.reminders)].sort((a, b) => b - a)) {
    const offsetMs = offsetS * 1000;
    const start = nextOccurrenceStart(series, new Date(dueMs + offsetMs));
    if (start && start.getTime() - offsetMs === dueMs) found.push({ occurrenceStart: start, offsetS });
  }
  return found;
}

/** Whether a reminder of an occurrence starting at `startMs` is still worth sending at `nowMs`. */
export const stillTimely = (startMs: number, nowMs: number): boolean => nowMs <= startMs + LATE_MS;
