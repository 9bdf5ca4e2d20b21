/**
 * Private calendar feeds (spec/shell.md §3 Calendar event; DESIGN §5): one per user, read by
 * calendar clients at `/api/calendar/feed/{secret}.ics` without a session (src/server/calendar/icsRoutes.ts).
 *
 * `calendar_feeds`: `user_id` unique (regenerating replaces the row, so an old secret stops working
 * at once); `token_hash` is the SHA-256 hex of the secret — the secret itself is never stored and is
 * shown only when the feed is created; `created_at` ISO UTC text.
 */
import type { Kysely } from 'kysely';
import { withId } from './portableSchema';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('calendar_feeds'))
    .addColumn('user_id', 'integer', (col) => col.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('calendar_feeds').execute();
}
