/**
 * Live events of the calendar (src/shared/calendar/calendar.events.ts; DESIGN §3 Live events; STYLE
 * "a feature owns its live events"). Each held events window and the pending invitation list
 * subscribe through the connection service for as long as their cache entry lives:
 * - `calendar:event:created|updated` upsert the event into every window that holds its project
 *   (the main calendar holds all), then the visibility rule of spec §5 is applied to the window;
 *   `calendar:event:deleted` removes it (and its override events).
 * - `calendar:invitation:*` change who sees an event and its invitees' statuses: the windows are
 *   refetched; the pending list gains or loses the invitation (only `pending` ones of mine stay).
 * `calendar:reminder` belongs to the calendar popups, not here.
 */
import type { CalendarEvent, CalendarInvitation } from '../../../shared/calendar/calendar.schemas';
import { CALENDAR_EVENTS } from '../../../shared/calendar/calendar.events';
import { api } from '../../api/api';
import type { ConnectionService } from '../connection/connectionService';
import { isVisibleTo, isWellFormed } from './expandEvents';

/** The parts of RTK Query's cache lifecycle these subscriptions use. */
interface Lifecycle<T> {
  extra: unknown;
  getState: () => unknown;
  dispatch: (action: ReturnType<typeof api.util.invalidateTags>) => unknown;
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
  updateCachedData: (recipe: (draft: T) => T | void) => void;
}

const myIdOf = (state: unknown) => (state as { session?: { user?: { id?: number } | null } }).session?.user?.id;

/** Applies one event change to a window's list (pure on the draft; exported for tests). */
export function applyEventChange(
  list: CalendarEvent[],
  name: string,
  payload: unknown,
  scope: { projectId?: number; myId?: number },
): CalendarEvent[] {
  if (name === CALENDAR_EVENTS.eventDeleted) {
    const { id } = (payload ?? {}) as { id?: number };
    return list.filter((event) => event.id !== id && event.recurrenceOfId !== id);
  }
  const event = payload as CalendarEvent;
  if (!isWellFormed(event)) return list;
  const rest = list.filter((held) => held.id !== event.id);
  const inScope = scope.projectId === undefined || event.projectId === scope.projectId;
  const visible = scope.myId === undefined || isVisibleTo(event, scope.myId);
  return inScope && visible ? [...rest, event] : rest;
}

async function listen<T>(lifecycle: Lifecycle<T>, handlers: Record<string, (payload: unknown) => void>) {
  const connection = (lifecycle.extra as { connection?: ConnectionService } | undefined)?.connection;
  if (!connection) return;
  try {
    await lifecycle.cacheDataLoaded;
  } catch {
    return; // the entry was removed before its first answer
  }
  const offs = Object.entries(handlers).map(([name, handler]) => connection.on(name, handler));
  await lifecycle.cacheEntryRemoved;
  offs.forEach((off) => off());
}

/** `onCacheEntryAdded` of an events window. */
export function subscribeEventsWindow(arg: { projectId?: number }, lifecycle: Lifecycle<CalendarEvent[]>) {
  const change = (name: string) => (payload: unknown) =>
    lifecycle.updateCachedData((draft) =>
      applyEventChange(draft, name, payload, { projectId: arg.projectId, myId: myIdOf(lifecycle.getState()) }),
    );
  const refetch = () => lifecycle.dispatch(api.util.invalidateTags([{ type: 'CalendarEvent', id: 'LIST' }]));
  return listen(lifecycle, {
    [CALENDAR_EVENTS.eventCreated]: change(CALENDAR_EVENTS.eventCreated),
    [CALENDAR_EVENTS.eventUpdated]: change(CALENDAR_EVENTS.eventUpdated),
    [CALENDAR_EVENTS.eventDeleted]: change(CALENDAR_EVENTS.eventDeleted),
    [CALENDAR_EVENTS.invitationCreated]: refetch,
    [CALENDAR_EVENTS.invitationUpdated]: refetch,
    [CALENDAR_EVENTS.invitationDeleted]: refetch,
  });
}

/** `onCacheEntryAdded` of the pending invitation list. */
export function subscribePendingInvitations(_arg: void, lifecycle: Lifecycle<CalendarInvitation[]>) {
  const upsert = (payload: unknown) => {
    const invitation = payload as CalendarInvitation;
    if (typeof invitation?.id !== 'number') return;
    const mine = invitation.userId === myIdOf(lifecycle.getState());
    lifecycle.updateCachedData((draft) => {
      const rest = draft.filter((held) => held.id !== invitation.id);
      return mine && invitation.status === 'pending' ? [invitation, ...rest] : rest;
    });
  };
  const remove = (payload: unknown) => {
    const { id } = (payload ?? {}) as { id?: number };
    lifecycle.updateCachedData((draft) => draft.filter((held) => held.id !== id));
  };
  const eventGone = (payload: unknown) => {
    const { id } = (payload ?? {}) as { id?: number };
    lifecycle.updateCachedData((draft) => draft.filter((held) => held.event?.id !== id));
  };
  return listen(lifecycle, {
    [CALENDAR_EVENTS.invitationCreated]: upsert,
    [CALENDAR_EVENTS.invitationUpdated]: upsert,
    [CALENDAR_EVENTS.invitationDeleted]: remove,
    [CALENDAR_EVENTS.eventDeleted]: eventGone,
  });
}
