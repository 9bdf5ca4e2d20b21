/**
 * The `notifications` slice (DESIGN §6; spec/shell.md §3 Notification settings, §4): the signed-in
 * user's settings and `initialized`. Loaded once after sign-in (notificationsListeners.ts); a failed
 * load leaves every switch enabled and still marks the settings initialized (spec §4). Live events
 * and this tab's own changes apply only the fields they carry.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationSettings,
} from '../../../shared/notifications/notificationSettings';

export interface NotificationsState {
  settings: NotificationSettings;
  initialized: boolean;
}

/** General fields a change may carry (the payload of `notifications:settings:updated`). */
export type GeneralSettingsChange = Partial<
  Pick<NotificationSettings, 'soundEnabled' | 'calendarSoundEnabled' | 'callSoundEnabled' | 'meta'>
>;

const defaults = (): NotificationSettings => ({
  ...DEFAULT_NOTIFICATION_SETTINGS,
  meta: {},
  chatNotificationSettings: {},
  userNotificationSettings: {},
});

const initialState = (): NotificationsState => ({ settings: defaults(), initialized: false });

const GENERAL_FLAGS = ['soundEnabled', 'calendarSoundEnabled', 'callSoundEnabled'] as const;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Copies the valid fields of `change` (a live payload is not trusted to be complete or typed). */
function applyGeneral(settings: NotificationSettings, change: unknown): void {
  if (!isObject(change)) return;
  for (const key of GENERAL_FLAGS) if (typeof change[key] === 'boolean') settings[key] = change[key];
  if (isObject(change.meta)) settings.meta = change.meta;
}

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    /** GET /notifications/settings answered: fields missing from the answer keep their defaults. */
    settingsLoaded(state, action: PayloadAction<Partial<NotificationSettings>>) {
      const loaded = defaults();
      applyGeneral(loaded, action.payload);
      if (isObject(action.payload.chatNotificationSettings))
        loaded.chatNotificationSettings = action.payload.chatNotificationSettings;
      if (isObject(action.payload.userNotificationSettings))
        loaded.userNotificationSettings = action.payload.userNotificationSettings;
      state.settings = loaded;
      state.initialized = true;
    },
    /** The load failed: everything enabled, initialized all the same (spec §4). */
    settingsLoadFailed(state) {
      state.settings = defaults();
      state.initialized = true;
    },
    /** This tab changed general fields, or `notifications:settings:updated` arrived: only those apply. */
    settingsChanged(state, action: PayloadAction<GeneralSettingsChange>) {
      applyGeneral(state.settings, action.payload);
    },
    /** `notifications:chat:updated` {chatId, enabled} (or this tab's own switch). */
    chatSettingChanged(state, action: PayloadAction<{ chatId: number; enabled: boolean }>) {
      const { chatId, enabled } = action.payload;
      if (typeof enabled !== 'boolean') return;
      state.settings.chatNotificationSettings[String(chatId)] = {
        ...state.settings.chatNotificationSettings[String(chatId)],
        enabled,
      };
    },
    /** `notifications:user:updated` {targetUserId, enabled} (or this tab's own switch). */
    userSettingChanged(state, action: PayloadAction<{ targetUserId: number; enabled: boolean }>) {
      const { targetUserId, enabled } = action.payload;
      if (typeof enabled !== 'boolean') return;
      state.settings.userNotificationSettings[String(targetUserId)] = {
        ...state.settings.userNotificationSettings[String(targetUserId)],
        enabled,
      };
    },
    /** Signed out: the next user's settings load afresh. */
    notificationsReset() {
      return initialState();
    },
  },
});

export const {
  settingsLoaded,
  settingsLoadFailed,
  settingsChanged,
  chatSettingChanged,
  userSettingChanged,
  notificationsReset,
} = notificationsSlice.actions;

type WithNotifications = { notifications: NotificationsState };
export const selectNotificationSettings = (state: WithNotifications) => state.notifications.settings;
export const selectNotificationsInitialized = (state: WithNotifications) => state.notifications.initialized;
/** spec §9: the calendar alert plays only when calendar sound (and sound as a whole) is on. */
export const selectCalendarSoundOn = (state: WithNotifications) =>
  state.notifications.settings.soundEnabled && state.notifications.settings.calendarSoundEnabled;
/** A chat's switch; missing means enabled (spec §3, §8 "falls back to enabled"). */
export const selectChatNotificationsOn = (state: WithNotifications, chatId: number) =>
  state.notifications.settings.chatNotificationSettings[String(chatId)]?.enabled !== false;
