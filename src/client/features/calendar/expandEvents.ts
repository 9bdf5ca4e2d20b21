/**
 * What the calendar shows of the events it holds (spec/shell.md §5 Validation rules):
 * - `visibleEvents`: events with an invalid start or end, or without id, are dropped; the creator
 *   sees own events; anyone else sees only meeting or corporate events with an invitation for them
 *   that is not declined (§4 "A declined answer removes the event from the user's view"). The
 *   server enforces the same rule; the client applies it to what it holds (after live events).
 * - `expandEvents`: recurring series expanded locally with the shared `occurrencesIn` (one
 *   expansion for client and server), up to RECURRENCE_HORIZON_MONTHS ahead of the window start and
 *   at most MAX_RECURRENCE_INSTANCES per series. The series' own first occurrence is the event
 *   itself; every other occurrence carries `originalEventId` and `isRecurringInstance: true`
 *   (§3 Calendar event). An unknown recurrence type yields only what was produced.
 */
import { addMonths } from 'date-fns';
import type { CalendarEvent } from '../../../shared/calendar/calendar.schemas';
import {
  MAX_RECURRENCE_INSTANCES,
  RECURRENCE_HORIZON_MONTHS,
  occurrencesIn,
} from '../../../shared/calendar/recurrence';

/** One shown occurrence: the event's fields with this occurrence's start and end. */
export interface ShownEvent extends CalendarEvent {
  /** Unique among the shown occurrences: `<id>@<start ISO>`. */
  key: string;
  /** Set on generated repeats: the series' id (equal to `id`). */
  originalEventId?: number;
  isRecurringInstance?: boolean;
}

/** The view's window: occurrences that end after `from` and start before `to`. */
export interface ViewWindow {
  from: Date;
  to: Date;
}

const validDate = (iso: unknown) => typeof iso === 'string' && Number.isFinite(Date.parse(iso));

/** True for an event with an id and valid start and end dates. */
export function isWellFormed(event: Partial<CalendarEvent> | null | undefined): event is CalendarEvent {
  return (
    !!event &&
    typeof event.id === 'number' &&
    Number.isFinite(event.id) &&
    validDate(event.startDate) &&
    validDate(event.endDate)
  );
}

/** May `userId` see `event` (spec §5)? */
export function isVisibleTo(event: CalendarEvent, userId: number): boolean {
  if (event.creator?.userId === userId) return true;
  if (event.type !== 'meeting' && event.type !== 'corporate') return false;
  return (event.invitations ?? []).some(
    (invitation) => invitation.userId === userId && invitation.status !== 'declined',
  );
}

/** The well-formed events `userId` may see, in the given order. */
export function visibleEvents(events: readonly CalendarEvent[], userId: number): CalendarEvent[] {
  return events.filter((event) => isWellFormed(event) && isVisibleTo(event, userId));
}

/**
 * The occurrences of `events` to show in `window`: non-recurring events that overlap the window as
 * they are, recurring ones expanded (see the module comment). Ill-formed events are dropped.
 */
export function expandEvents(events: readonly CalendarEvent[], window: ViewWindow): ShownEvent[] {
  const result: ShownEvent[] = [];
  const horizon = addMonths(window.from, RECURRENCE_HORIZON_MONTHS);
  for (const event of events) {
    if (!isWellFormed(event)) continue;
    const seriesStart = Date.parse(event.startDate);
    const recurring = event.isRecurring && !!event.recurrenceRule;
    const occurrences = occurrencesIn(event, {
      from: window.from,
      // Only what the view shows, and a series never beyond the 6-month horizon (spec §5).
      to: recurring && horizon < window.to ? horizon : window.to,
      limit: recurring ? MAX_RECURRENCE_INSTANCES : 1,
    });
    for (const { start, end } of occurrences) {
      const startDate = start.toISOString();
      const key = `${event.id}@${startDate}`;
      if (!recurring || start.getTime() === seriesStart) result.push({ ...event, key });
      else
        result.push({
          ...event,
          key,
          startDate,
          endDate: end.toISOString(),
          originalEventId: event.id,
          isRecurringInstance: true,
        });
    }
  }
  return result;
}
