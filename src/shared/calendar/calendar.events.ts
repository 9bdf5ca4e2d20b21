/**
 * Live events of the calendar (DESIGN §3 Live events; issue 15 item 2), all sent to user rooms
 * `user:<id>` of the people who may see the event (creator and invitees who have not declined):
 * - `calendar:event:created|updated` `CalendarEvent & {actorId}`; `calendar:event:deleted` `{id, actorId}`
 *   (also sent to a user who can no longer see the event, e.g. an invitation removed or declined).
 * - `calendar:invitation:created` `CalendarInvitation & {actorId}` to the invitee: the client shows
 *   an `invitation` calendar notification item (spec/shell.md §3) and a browser notification.
 * - `calendar:invitation:updated` `CalendarInvitation & {actorId}` to the creator and the invitee
 *   (answered, reinvited); `calendar:invitation:deleted` `{id, eventId, userId, actorId}`.
 * - `calendar:reminder` `CalendarReminder` to the creator and the invitees who accepted (or answered
 *   tentative) when a reminder is due (src/server/calendar/calendarScheduler.ts).
 */
import type { CalendarEvent } from './calendar.schemas';

export const CALENDAR_EVENTS = {
  eventCreated: 'calendar:event:created',
  eventUpdated: 'calendar:event:updated',
  eventDeleted: 'calendar:event:deleted',
  invitationCreated: 'calendar:invitation:created',
  invitationUpdated: 'calendar:invitation:updated',
  invitationDeleted: 'calendar:invitation:deleted',
  reminder: 'calendar:reminder',
} as const;
export type CalendarEventName = (typeof CALENDAR_EVENTS)[keyof typeof CALENDAR_EVENTS];

/** Payload of `calendar:reminder`: one occurrence's reminder (spec/shell.md §3 notification item `reminder`). */
export interface CalendarReminder {
  /** Unique per event, occurrence and offset: `<eventId>:<occurrenceStartISO>:<offsetS>`. */
  id: string;
  event: CalendarEvent;
  /** Start of the occurrence the reminder is about (ISO). */
  occurrenceStart: string;
  /** Seconds before the start it was set for. */
  offsetS: number;
}
