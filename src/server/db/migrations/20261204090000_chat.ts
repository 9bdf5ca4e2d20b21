/**
 * Team chat (issue 16; src/shared/chat/chat.types.ts).
 *
 * `chat_rooms`: one per room of a company; `type` public | private | dialog. A dialog has
 * `dialog_key` = '<companyId>:<lowerUserId>:<higherUserId>' (unique), so find-or-create is one
 * insert that loses a race to the unique index rather than a second room. `last_message_id` /
 * `last_message_at` order the room lists; `conference_active` is issue 17's call flag.
 *
 * `chat_members`: one per room and user; `last_read_message_id` (0: nothing read) drives unread
 * counts (messages with a larger id, by others, not deleted).
 *
 * `chat_messages`: ids grow with time, so keyset pages are `id < before` / `id > after` on the
 * (room_id, id) index. Soft delete sets `deleted_at` and empties `text`. `mentions` is JSON text
 * of user ids; `reply_to_id` is the thread's root. Full-text search is added by the next migration.
 *
 * `chat_reactions`: one per message, user and emoji.
 */
import type { Kysely } from 'kysely';
import { withId } from './portableSchema';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('chat_rooms'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('topic', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('archived', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('dialog_key', 'text', (col) => col.unique())
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('last_message_id', 'integer')
    .addColumn('last_message_at', 'text')
    .addColumn('conference_active', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('chat_rooms_company_idx').on('chat_rooms').columns(['company_id', 'type']).execute();

  await withId(db, db.schema.createTable('chat_members'))
    .addColumn('room_id', 'integer', (col) => col.notNull().references('chat_rooms.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('member'))
    .addColumn('last_read_message_id', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('joined_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('chat_members_room_user_uq')
    .on('chat_members')
    .columns(['room_id', 'user_id'])
    .unique()
    .execute();
  await db.schema.createIndex('chat_members_user_idx').on('chat_members').column('user_id').execute();

  await withId(db, db.schema.createTable('chat_messages'))
    .addColumn('room_id', 'integer', (col) => col.notNull().references('chat_rooms.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('reply_to_id', 'integer', (col) => col.references('chat_messages.id').onDelete('set null'))
    .addColumn('mentions', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('mentions_room', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('edited_at', 'text')
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema.createIndex('chat_messages_room_idx').on('chat_messages').columns(['room_id', 'id']).execute();
  await db.schema.createIndex('chat_messages_reply_idx').on('chat_messages').columns(['reply_to_id', 'id']).execute();

  await db.schema
    .createTable('chat_reactions')
    .addColumn('message_id', 'integer', (col) => col.notNull().references('chat_messages.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('emoji', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('chat_reactions_pk', ['message_id', 'user_id', 'emoji'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_reactions').execute();
  await db.schema.dropTable('chat_messages').execute();
  await db.schema.dropTable('chat_members').execute();
  await db.schema.dropTable('chat_rooms').execute();
}
