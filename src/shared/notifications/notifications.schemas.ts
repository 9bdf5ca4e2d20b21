/**
 * Notification settings (spec/shell.md §3 Notification settings, §4, §7, §8; issue 15 item 5).
 * Defaults: every switch enabled; in the maps a missing `enabled` means enabled.
 * Calls (over the socket and HTTP): GET/PUT /notifications/settings, GET/PUT /notifications/chat/{chatId},
 * PUT /notifications/user/{userId}. Live events to the user's own room `user:<id>` (the user's other
 * tabs), carrying only the changed fields, which the client applies field by field.
 */
import { z } from 'zod';
import { idParam } from '../company/company.schemas';
import { V } from '../validation';

const flag = z.boolean({ error: V.invalidFormat });
/** `meta`: a small free object of client preferences (at most 4 KB as JSON). */
const meta = z
  .record(z.string().max(100), z.unknown())
  .refine((value) => JSON.stringify(value).length <= 4_096, { error: V.tooBig });

/** PUT /notifications/settings — only the fields given change. */
export const updateNotificationSettingsBody = z.object({
  soundEnabled: flag.optional(),
  calendarSoundEnabled: flag.optional(),
  callSoundEnabled: flag.optional(),
  meta: meta.optional(),
});
/** PUT /notifications/chat/{chatId} and PUT /notifications/user/{userId} */
export const enabledBody = z.object({ enabled: flag });
export const chatIdParam = z.object({ chatId: idParam });
export const targetUserParam = z.object({ userId: idParam });

// The settings' types, defaults and event names live in a zod-free module (the client's entry
// imports them; zod stays out of the first paint): re-exported here, where the contract is.
export {
  DEFAULT_NOTIFICATION_SETTINGS,
  NOTIFICATION_EVENTS,
  type ChatNotificationSetting,
  type NotificationSettings,
} from './notificationSettings';
