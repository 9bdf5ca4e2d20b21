/**
 * What the calendar broadcasts (DESIGN §3 Live events; names and payloads in
 * src/shared/calendar/calendar.events.ts), always to user rooms `user:<id>`. Payloads are the
 * entity after the change plus `actorId`; the actor's own socket (its Socket-Id header) is excluded,
 * its other tabs are not. Emit only after the change's transaction has committed.
 *
 * `announce` turns "who saw the event before" and "who sees it now" into the three event kinds: a
 * newcomer (invited, or no longer declined) gets `created`, a leaver (removed, declined, the event
 * deleted) gets `deleted`, everyone else `updated`.
 */
import { CALENDAR_EVENTS, type CalendarReminder } from '../../shared/calendar/calendar.events';
import type { CalendarEvent, CalendarInvitation } from '../../shared/calendar/calendar.schemas';
import type { Realtime } from '../plugins/realtime';
import { userRoom } from '../plugins/realtime';

/** Emitters bound to one request (its actor and the socket to skip). */
export interface CalendarEmitter {
  /** `created` to `after − before`, `updated` to both, `deleted {id}` to `before − after`. */
  announce(eventId: number, event: CalendarEvent | null, before: readonly number[], after: readonly number[]): void;
  invitationCreated(invitation: CalendarInvitation): void;
  invitationUpdated(invitation: CalendarInvitation, userIds: readonly number[]): void;
  invitationDeleted(payload: { id: number; eventId: number; userId: number }, userIds: readonly number[]): void;
}

/** The emitters of a request by `actorId` (0: the system) whose socket `exceptSocketId` hears nothing. */
export function calendarEmitter(realtime: Realtime, actorId: number, exceptSocketId?: string): CalendarEmitter {
  const send = (userIds: Iterable<number>, name: string, payload: object) => {
    for (const userId of new Set(userIds)) {
      realtime.broadcast(userRoom(userId), name, { ...payload, actorId }, { exceptSocketId });
    }
  };
  return {
    announce(eventId, event, before, after) {
      const had = new Set(before);
      const has = new Set(event ? after : []);
      if (event) {
        send(
          [...has].filter((id) => !had.has(id)),
          CALENDAR_EVENTS.eventCreated,
          event,
        );
        send(
          [...has].filter((id) => had.has(id)),
          CALENDAR_EVENTS.eventUpdated,
          event,
        );
      }
      send(
        [...had].filter((id) => !has.has(id)),
        CALENDAR_EVENTS.eventDeleted,
        { id: eventId },
      );
    },
    invitationCreated: (invitation) => send([invitation.userId], CALENDAR_EVENTS.invitationCreated, invitation),
    invitationUpdated: (invitation, userIds) => send(userIds, CALENDAR_EVENTS.invitationUpdated, invitation),
    invitationDeleted: (payload, userIds) => send(userIds, CALENDAR_EVENTS.invitationDeleted, payload),
  };
}

/** Sends a due reminder to each person (the scheduler: nobody is excluded). */
export function sendReminder(realtime: Realtime, reminder: CalendarReminder, userIds: readonly number[]): void {
  for (const userId of new Set(userIds)) realtime.broadcast(userRoom(userId), CALENDAR_EVENTS.reminder, reminder);
}
