/**
 * Notification settings rules (spec/shell.md §3 Notification settings, §4, §7): reads answer the
 * defaults for what was never stored; writes change only what the body gives and tell the caller's
 * other tabs (notifications.events.ts). A per-person switch is allowed only for someone who shares
 * a company with the caller (a system admin reaches every company, DESIGN §5); anyone else is
 * 404 NOT_FOUND, so the call does not reveal who exists.
 */
import type { NotificationSettings } from '../../shared/notifications/notifications.schemas';
import type { Actor } from '../access/access.service';
import type { Database } from '../db/database';
import { AppError } from '../http/appError';
import type { NotificationEvents } from './notifications.events';
import {
  readChatSetting,
  readSettings,
  shareACompany,
  writeChatSetting,
  writeGeneralSettings,
  writeUserSetting,
  type GeneralSettingsChange,
} from './notifications.repository';
import type { Kysely } from 'kysely';

export interface NotificationsContext {
  db: Kysely<Database>;
  actor: Actor;
  events: NotificationEvents;
  /** ISO-8601 UTC now. */
  now: () => string;
}

/** Only the keys present in the body (zod leaves absent optional keys out). */
function changedFields(body: GeneralSettingsChange): GeneralSettingsChange {
  const change: GeneralSettingsChange = {};
  if (body.soundEnabled !== undefined) change.soundEnabled = body.soundEnabled;
  if (body.calendarSoundEnabled !== undefined) change.calendarSoundEnabled = body.calendarSoundEnabled;
  if (body.callSoundEnabled !== undefined) change.callSoundEnabled = body.callSoundEnabled;
  if (body.meta !== undefined) change.meta = body.meta;
  return change;
}

/** PUT /notifications/settings → the full settings after the change; an empty body changes nothing. */
export async function updateSettings(
  ctx: NotificationsContext,
  body: GeneralSettingsChange,
): Promise<NotificationSettings> {
  const change = changedFields(body);
  if (Object.keys(change).length > 0) {
    await writeGeneralSettings(ctx.db, ctx.actor.id, change, ctx.now());
    ctx.events.settingsUpdated(change);
  }
  return readSettings(ctx.db, ctx.actor.id);
}

/** GET /notifications/chat/{chatId}. */
export async function chatSetting(ctx: NotificationsContext, chatId: number) {
  return { chatId, enabled: await readChatSetting(ctx.db, ctx.actor.id, chatId) };
}

/** PUT /notifications/chat/{chatId} {enabled}. */
export async function updateChatSetting(ctx: NotificationsContext, chatId: number, enabled: boolean) {
  await writeChatSetting(ctx.db, ctx.actor.id, chatId, enabled, ctx.now());
  ctx.events.chatUpdated(chatId, enabled);
  return { chatId, enabled };
}

/** PUT /notifications/user/{userId} {enabled}; 404 unless the target shares a company with the caller. */
export async function updateUserSetting(ctx: NotificationsContext, targetUserId: number, enabled: boolean) {
  const reachable = ctx.actor.isSystemAdmin
    ? (await ctx.db.selectFrom('users').select('id').where('id', '=', targetUserId).executeTakeFirst()) !== undefined
    : await shareACompany(ctx.db, ctx.actor.id, targetUserId);
  if (!reachable) throw new AppError('NOT_FOUND');
  await writeUserSetting(ctx.db, ctx.actor.id, targetUserId, enabled, ctx.now());
  ctx.events.userUpdated(targetUserId, enabled);
  return { targetUserId, enabled };
}
