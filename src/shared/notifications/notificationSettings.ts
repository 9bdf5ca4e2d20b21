/**
 * Notification settings without zod (spec/shell.md §3 Notification settings, §4): the settings'
 * shape, their defaults (every switch enabled; in the maps a missing `enabled` means enabled) and
 * the live event names. The client's entry imports these, so this module must stay free of zod
 * (DESIGN §7 budgets); the request schemas are in notifications.schemas.ts, which re-exports all this.
 */

export interface NotificationSettings {
  soundEnabled: boolean;
  calendarSoundEnabled: boolean;
  callSoundEnabled: boolean;
  meta: Record<string, unknown>;
  /** chatId → {enabled}; a missing entry or a missing `enabled` means enabled. */
  chatNotificationSettings: Record<string, { enabled?: boolean }>;
  /** user id → {enabled}. */
  userNotificationSettings: Record<string, { enabled?: boolean }>;
}

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  soundEnabled: true,
  calendarSoundEnabled: true,
  callSoundEnabled: true,
  meta: {},
  chatNotificationSettings: {},
  userNotificationSettings: {},
};

/** GET /notifications/chat/{chatId} answer and `notifications:chat:updated` payload. */
export interface ChatNotificationSetting {
  chatId: number;
  enabled: boolean;
}

export const NOTIFICATION_EVENTS = {
  /** Payload: the changed general fields (`Partial<Pick<NotificationSettings, 'soundEnabled' | … | 'meta'>>`). */
  settingsUpdated: 'notifications:settings:updated',
  /** Payload `{chatId, enabled}`. */
  chatUpdated: 'notifications:chat:updated',
  /** Payload `{targetUserId, enabled}`. */
  userUpdated: 'notifications:user:updated',
} as const;
