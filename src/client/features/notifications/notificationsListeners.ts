/**
 * Loading and live updates of the notification settings (spec/shell.md §4 Notification settings,
 * §7; DESIGN §6 "A listener middleware turns live events into … slice actions"):
 * - once the session is authenticated (`signedIn`, or `userLoaded` after a reload) the settings are
 *   loaded once per signed-in user; a failure leaves everything enabled and initialized;
 * - `notifications:settings:updated` (only the changed fields), `notifications:chat:updated`
 *   {chatId, enabled} and `notifications:user:updated` {targetUserId, enabled} from the user's room
 *   are applied field by field;
 * - signing out resets the slice.
 */
import { isAnyOf } from '@reduxjs/toolkit';
import { NOTIFICATION_EVENTS } from '../../../shared/notifications/notificationSettings';
import type { AppStartListening } from '../../app/store';
import { signedIn, signedOut, userLoaded } from '../session/sessionSlice';
import { notificationsApi } from './notificationsApi';
import {
  chatSettingChanged,
  notificationsReset,
  settingsChanged,
  settingsLoadFailed,
  settingsLoaded,
  userSettingChanged,
} from './notificationsSlice';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Registers the notification settings listeners on one store's listener middleware. */
export function registerNotificationsListeners(startListening: AppStartListening): void {
  let loadedFor: number | null = null;
  let subscribed = false;

  startListening({
    matcher: isAnyOf(signedIn, userLoaded),
    effect: async (action, { dispatch, extra }) => {
      if (!subscribed) {
        subscribed = true;
        extra.connection.on(NOTIFICATION_EVENTS.settingsUpdated, (payload: unknown) => {
          if (isRecord(payload)) dispatch(settingsChanged(payload));
        });
        extra.connection.on(NOTIFICATION_EVENTS.chatUpdated, (payload: unknown) => {
          if (isRecord(payload) && typeof payload.chatId === 'number' && typeof payload.enabled === 'boolean')
            dispatch(chatSettingChanged({ chatId: payload.chatId, enabled: payload.enabled }));
        });
        extra.connection.on(NOTIFICATION_EVENTS.userUpdated, (payload: unknown) => {
          if (isRecord(payload) && typeof payload.targetUserId === 'number' && typeof payload.enabled === 'boolean')
            dispatch(userSettingChanged({ targetUserId: payload.targetUserId, enabled: payload.enabled }));
        });
      }
      const userId = signedIn.match(action)
        ? action.payload.user.id
        : userLoaded.match(action)
          ? action.payload.id
          : null;
      if (userId === null) return;
      if (loadedFor === userId) return;
      loadedFor = userId;
      const result = await dispatch(
        notificationsApi.endpoints.notificationSettings.initiate(undefined, { subscribe: false, forceRefetch: true }),
      );
      // A sign-out or another sign-in while loading: that session's settings are not ours.
      if (loadedFor !== userId) return;
      if (result.data) dispatch(settingsLoaded(result.data));
      else dispatch(settingsLoadFailed());
    },
  });

  startListening({
    actionCreator: signedOut,
    effect: (_action, { dispatch }) => {
      loadedFor = null;
      dispatch(notificationsReset());
    },
  });
}
