/**
 * The admin panel (issue 19 item 3; src/shared/admin/admin.types.ts).
 *
 * `users.blocked_at`: set while an administrator has blocked the account (no sign-in, no token);
 * `users.last_seen_at`: the last authenticated request or socket connect, written at most once a
 * minute per user (src/server/admin/lastSeen.ts); `companies.archived_at`: set while archived.
 * `audit_log`: security-relevant actions (sign-ins, failed sign-ins, admin actions, role changes,
 * share-link changes, imports, exports). `actor_id` has no foreign key on purpose: an entry outlives
 * its actor (the name is kept in `actor_name`). Indexes serve the list's filters, newest first:
 * `(at, id)` alone, `(action, at, id)` and `(actor_id, at, id)`.
 */
import type { Kysely } from 'kysely';
import { withId } from './portableSchema';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('blocked_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('last_seen_at', 'text').execute();
  await db.schema.alterTable('companies').addColumn('archived_at', 'text').execute();
  await db.schema.createIndex('users_created_idx').on('users').columns(['created_at', 'id']).execute();

  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'text')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target_kind', 'text')
    .addColumn('target_id', 'integer')
    .addColumn('ip', 'text')
    .addColumn('details', 'text', (col) => col.notNull().defaultTo('{}'))
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').columns(['at', 'id']).execute();
  await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'at', 'id']).execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_id', 'at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropIndex('users_created_idx').execute();
  await db.schema.alterTable('companies').dropColumn('archived_at').execute();
  await db.schema.alterTable('users').dropColumn('last_seen_at').execute();
  await db.schema.alterTable('users').dropColumn('blocked_at').execute();
}
