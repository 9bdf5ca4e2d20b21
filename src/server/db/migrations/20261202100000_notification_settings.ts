/**
 * Notification settings of each user (spec/shell.md §3 Notification settings, §7; DESIGN §3 Live
 * events `notifications:*`). Three tables rather than JSON columns on one row, so that a change of
 * one chat's or one person's switch is a single-row upsert: two tabs switching different chats at
 * the same moment cannot overwrite each other (a JSON map would need read-modify-write).
 * - `notification_settings`: at most one row per user (user_id is the primary key); no row means
 *   the defaults (every switch on, meta `{}`). Flags 0/1, `meta` JSON object text.
 * - `chat_notification_settings` (user_id, chat_id) → enabled. Chat rooms do not exist yet, so
 *   `chat_id` is a plain positive integer without a foreign key; the chat feature will read it.
 * - `user_notification_settings` (user_id, target_user_id) → enabled.
 * Deleting a user deletes its rows (and the rows that name it as the target).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notification_settings')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('sound_enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('calendar_sound_enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('call_sound_enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('meta', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('chat_notification_settings')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('chat_id', 'integer', (col) => col.notNull())
    .addColumn('enabled', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('chat_notification_settings_pk', ['user_id', 'chat_id'])
    .execute();
  await db.schema
    .createTable('user_notification_settings')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('enabled', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('user_notification_settings_pk', ['user_id', 'target_user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_notification_settings').execute();
  await db.schema.dropTable('chat_notification_settings').execute();
  await db.schema.dropTable('notification_settings').execute();
}
