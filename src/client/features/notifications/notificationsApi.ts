/**
 * Notification settings calls (spec/shell.md §7 Notification settings; server:
 * src/server/notifications/notifications.routes.ts). The settings live in the `notifications` slice,
 * not the query cache: the GET is run once by notificationsListeners.ts; the PUTs change the slice
 * at once and put it back when the call fails (the error reaches the caller, see
 * notificationsErrors.ts for its text).
 * - PUT /notifications/settings {soundEnabled?, calendarSoundEnabled?, callSoundEnabled?, meta?}
 * - PUT /notifications/chat/{chatId} {enabled}
 * - PUT /notifications/user/{userId} {enabled}
 */
import type { NotificationSettings } from '../../../shared/notifications/notificationSettings';
import { api } from '../../api/api';
import {
  chatSettingChanged,
  settingsChanged,
  userSettingChanged,
  type GeneralSettingsChange,
  type NotificationsState,
} from './notificationsSlice';

type WithNotifications = { notifications: NotificationsState };

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /notifications/settings → the full settings. */
    notificationSettings: build.query<NotificationSettings, void>({
      query: () => ({ url: '/notifications/settings' }),
      keepUnusedDataFor: 0,
    }),
    /** PUT /notifications/settings with the given fields → the full settings. */
    updateNotificationSettings: build.mutation<NotificationSettings, GeneralSettingsChange>({
      query: (body) => ({ url: '/notifications/settings', method: 'PUT', body }),
      async onQueryStarted(change, { dispatch, getState, queryFulfilled }) {
        const { settings } = (getState() as unknown as WithNotifications).notifications;
        const before: GeneralSettingsChange = {};
        for (const key of Object.keys(change) as (keyof GeneralSettingsChange)[])
          (before as Record<string, unknown>)[key] = settings[key];
        dispatch(settingsChanged(change));
        await queryFulfilled.catch(() => dispatch(settingsChanged(before)));
      },
    }),
    /** PUT /notifications/chat/{chatId} {enabled}. */
    updateChatNotifications: build.mutation<{ chatId: number; enabled: boolean }, { chatId: number; enabled: boolean }>(
      {
        query: ({ chatId, enabled }) => ({ url: `/notifications/chat/${chatId}`, method: 'PUT', body: { enabled } }),
        async onQueryStarted({ chatId, enabled }, { dispatch, getState, queryFulfilled }) {
          const previous = (getState() as unknown as WithNotifications).notifications.settings.chatNotificationSettings[
            String(chatId)
          ]?.enabled;
          dispatch(chatSettingChanged({ chatId, enabled }));
          await queryFulfilled.catch(() => dispatch(chatSettingChanged({ chatId, enabled: previous !== false })));
        },
      },
    ),
    /** PUT /notifications/user/{userId} {enabled} (404 for someone sharing no company). */
    updateUserNotifications: build.mutation<
      { targetUserId: number; enabled: boolean },
      { targetUserId: number; enabled: boolean }
    >({
      query: ({ targetUserId, enabled }) => ({
        url: `/notifications/user/${targetUserId}`,
        method: 'PUT',
        body: { enabled },
      }),
      async onQueryStarted({ targetUserId, enabled }, { dispatch, getState, queryFulfilled }) {
        const previous = (getState() as unknown as WithNotifications).notifications.settings.userNotificationSettings[
          String(targetUserId)
        ]?.enabled;
        dispatch(userSettingChanged({ targetUserId, enabled }));
        await queryFulfilled.catch(() => dispatch(userSettingChanged({ targetUserId, enabled: previous !== false })));
      },
    }),
  }),
});

export const {
  useUpdateNotificationSettingsMutation,
  useUpdateChatNotificationsMutation,
  useUpdateUserNotificationsMutation,
} = notificationsApi;
