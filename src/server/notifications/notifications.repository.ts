/**
 * Storage of notification settings (migration 20261202100000_notification_settings; spec/shell.md
 * §3 Notification settings). Plain functions over `Kysely<Database>`; every write is one upsert, so
 * identical calls at once all succeed with one effect. Flags are 0/1 in the tables, booleans here.
 */
import type { Kysely } from 'kysely';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationSettings,
} from '../../shared/notifications/notifications.schemas';
import type { Database } from '../db/database';

type Db = Kysely<Database>;

/** The general switches of PUT /notifications/settings (the fields given). */
export interface GeneralSettingsChange {
  soundEnabled?: boolean;
  calendarSoundEnabled?: boolean;
  callSoundEnabled?: boolean;
  meta?: Record<string, unknown>;
}

const flag = (value: boolean): number => (value ? 1 : 0);

function parseMeta(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The whole settings of a user: the stored row and maps, or the defaults (spec §3: all enabled). */
export async function readSettings(db: Db, userId: number): Promise<NotificationSettings> {
  const [row, chats, users] = await Promise.all([
    db.selectFrom('notificationSettings').selectAll().where('userId', '=', userId).executeTakeFirst(),
    db.selectFrom('chatNotificationSettings').select(['chatId', 'enabled']).where('userId', '=', userId).execute(),
    db
      .selectFrom('userNotificationSettings')
      .select(['targetUserId', 'enabled'])
      .where('userId', '=', userId)
      .execute(),
  ]);
  const settings: NotificationSettings = {
    ...DEFAULT_NOTIFICATION_SETTINGS,
    meta: {},
    chatNotificationSettings: Object.fromEntries(chats.map((c) => [String(c.chatId), { enabled: c.enabled === 1 }])),
    userNotificationSettings: Object.fromEntries(
      users.map((u) => [String(u.targetUserId), { enabled: u.enabled === 1 }]),
    ),
  };
  if (row) {
    settings.soundEnabled = row.soundEnabled === 1;
    settings.calendarSoundEnabled = row.calendarSoundEnabled === 1;
    settings.callSoundEnabled = row.callSoundEnabled === 1;
    settings.meta = parseMeta(row.meta);
  }
  return settings;
}

/** Writes the given general fields only (creating the row with defaults for the others). */
export async function writeGeneralSettings(db: Db, userId: number, change: GeneralSettingsChange, now: string) {
  const set: Partial<Record<'soundEnabled' | 'calendarSoundEnabled' | 'callSoundEnabled', number>> & {
    meta?: string;
  } = {};
  if (change.soundEnabled !== undefined) set.soundEnabled = flag(change.soundEnabled);
  if (change.calendarSoundEnabled !== undefined) set.calendarSoundEnabled = flag(change.calendarSoundEnabled);
  if (change.callSoundEnabled !== undefined) set.callSoundEnabled = flag(change.callSoundEnabled);
  if (change.meta !== undefined) set.meta = JSON.stringify(change.meta);
  await db
    .insertInto('notificationSettings')
    .values({ userId, ...set, updatedAt: now })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ ...set, updatedAt: now }))
    .execute();
}

/** The user's switch of one chat; true (enabled) when never set (spec §3 "A missing enabled means enabled"). */
export async function readChatSetting(db: Db, userId: number, chatId: number): Promise<boolean> {
  const row = await db
    .selectFrom('chatNotificationSettings')
    .select('enabled')
    .where('userId', '=', userId)
    .where('chatId', '=', chatId)
    .executeTakeFirst();
  return row ? row.enabled === 1 : true;
}

export async function writeChatSetting(db: Db, userId: number, chatId: number, enabled: boolean, now: string) {
  await db
    .insertInto('chatNotificationSettings')
    .values({ userId, chatId, enabled: flag(enabled), updatedAt: now })
    .onConflict((oc) => oc.columns(['userId', 'chatId']).doUpdateSet({ enabled: flag(enabled), updatedAt: now }))
    .execute();
}

export async function writeUserSetting(db: Db, userId: number, targetUserId: number, enabled: boolean, now: string) {
  await db
    .insertInto('userNotificationSettings')
    .values({ userId, targetUserId, enabled: flag(enabled), updatedAt: now })
    .onConflict((oc) => oc.columns(['userId', 'targetUserId']).doUpdateSet({ enabled: flag(enabled), updatedAt: now }))
    .execute();
}

/** True when the two users are members of one company. */
export async function shareACompany(db: Db, userId: number, otherUserId: number): Promise<boolean> {
  const row = await db
    .selectFrom('companyMembers as mine')
    .innerJoin('companyMembers as theirs', 'theirs.companyId', 'mine.companyId')
    .select('mine.companyId')
    .where('mine.userId', '=', userId)
    .where('theirs.userId', '=', otherUserId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
