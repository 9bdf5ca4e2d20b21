/**
 * Answer schemas of the notification settings routes (shared/notifications/notifications.schemas.ts
 * is the contract), used for serialisation and the OpenAPI document.
 */
import { z } from 'zod';

const switchMap = z.record(z.string(), z.object({ enabled: z.boolean().optional() }));

/** GET/PUT /notifications/settings answer: the full settings. */
export const notificationSettingsSchema = z.object({
  soundEnabled: z.boolean(),
  calendarSoundEnabled: z.boolean(),
  callSoundEnabled: z.boolean(),
  meta: z.record(z.string(), z.unknown()),
  chatNotificationSettings: switchMap,
  userNotificationSettings: switchMap,
});

/** GET/PUT /notifications/chat/{chatId} answer. */
export const chatSettingSchema = z.object({ chatId: z.number(), enabled: z.boolean() });

/** PUT /notifications/user/{userId} answer. */
export const userSettingSchema = z.object({ targetUserId: z.number(), enabled: z.boolean() });
