/**
 * Live calendar notifications → popups, sound and browser notifications (spec/shell.md §3 Calendar
 * notification item, §4 Calendar popups, §9 alert sound and browser notifications; events in
 * src/shared/calendar/calendar.events.ts, sent to the user's room `user:<id>`):
 * - `calendar:reminder` CalendarReminder → a `reminder` popup;
 * - `calendar:invitation:created` CalendarInvitation → an `invitation` popup and a browser notification;
 * - each plays the three-tone alert when calendar sound is on (notifications slice);
 * - an invitation answered or removed elsewhere, or a deleted event, hides its popups.
 * The subscription starts once the session is authenticated: it needs a known user id (spec §4,
 * §5: 'No user ID available'); signing out clears the popups.
 */
import { isAnyOf } from '@reduxjs/toolkit';
import { getI18n } from 'react-i18next';
import { CALENDAR_EVENTS, type CalendarReminder } from '../../../shared/calendar/calendar.events';
import type { CalendarInvitation } from '../../../shared/calendar/calendar.schemas';
import type { AppStartListening } from '../../app/store';
import { selectCalendarSoundOn } from '../notifications/notificationsSlice';
import { signedIn, signedOut, userLoaded } from '../session/sessionSlice';
import { playCalendarAlert } from './alertSound';
import { showInvitationNotification } from './browserNotifications';
import { popupHidden, popupIdOf, popupReceived, popupsCleared } from './calendarPopupsSlice';

/** spec/shell.md §5: "Calendar start without a user id fails with 'No user ID available'". */
export const NO_USER_ID = 'No user ID available';

/** Throws Error('No user ID available') unless `userId` is a known id. */
export function requireCalendarUser(userId: number | null | undefined): number {
  if (typeof userId !== 'number' || !Number.isFinite(userId)) throw new Error(NO_USER_ID);
  return userId;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const hasEvent = (value: unknown): value is { event: { id: number; title?: string } } =>
  isRecord(value) && isRecord(value.event) && typeof value.event.id === 'number';

/** Registers the calendar popup listeners on one store's listener middleware. */
export function registerCalendarPopupsListeners(startListening: AppStartListening): void {
  let subscribed = false;
  startListening({
    matcher: isAnyOf(signedIn, userLoaded),
    effect: (action, { dispatch, getState, extra }) => {
      try {
        requireCalendarUser(
          signedIn.match(action) ? action.payload.user.id : userLoaded.match(action) ? action.payload.id : null,
        );
      } catch (error) {
        console.error('[teamspace] calendar popups', error);
        return;
      }
      if (subscribed) return;
      subscribed = true;
      const alert = () => playCalendarAlert(selectCalendarSoundOn(getState()));
      extra.connection.on(CALENDAR_EVENTS.reminder, (payload: unknown) => {
        if (!hasEvent(payload)) return;
        dispatch(popupReceived({ type: 'reminder', data: payload as unknown as CalendarReminder }));
        alert();
      });
      extra.connection.on(CALENDAR_EVENTS.invitationCreated, (payload: unknown) => {
        if (!hasEvent(payload) || typeof (payload as { id?: unknown }).id !== 'number') return;
        const invitation = payload as unknown as CalendarInvitation;
        dispatch(popupReceived({ type: 'invitation', data: invitation }));
        alert();
        const t = getI18n()?.t;
        showInvitationNotification({
          title: invitation.event.title || (t ? t('common:untitledEvent') : 'Untitled Event'),
          body: invitation.message,
          invitationId: invitation.id,
        });
      });
      const hideInvitation = (payload: unknown) => {
        if (!isRecord(payload)) return;
        const eventId = hasEvent(payload) ? payload.event.id : payload.eventId;
        const status = payload.status;
        if (typeof eventId === 'number' && status !== 'pending')
          dispatch(popupHidden(popupIdOf('invitation', eventId)));
      };
      extra.connection.on(CALENDAR_EVENTS.invitationUpdated, hideInvitation);
      extra.connection.on(CALENDAR_EVENTS.invitationDeleted, hideInvitation);
      extra.connection.on(CALENDAR_EVENTS.eventDeleted, (payload: unknown) => {
        if (!isRecord(payload) || typeof payload.id !== 'number') return;
        dispatch(popupHidden(popupIdOf('invitation', payload.id)));
        dispatch(popupHidden(popupIdOf('reminder', payload.id)));
      });
    },
  });
  startListening({ actionCreator: signedOut, effect: (_action, { dispatch }) => void dispatch(popupsCleared()) });
}
