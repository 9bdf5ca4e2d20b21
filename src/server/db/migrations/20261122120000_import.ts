/**
 * Imported people who are not company members (issue 7 Deliver 1 "members → … otherwise kept as
 * text in history; comments → discussion with the original author name"): a comment keeps its
 * author's name in `comments.author_name` and a history entry its actor's name in
 * `card_history.actor_name` when `author_id` / `actor_id` is null. Both nullable text.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('comments').addColumn('author_name', 'text').execute();
  await db.schema.alterTable('card_history').addColumn('actor_name', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('card_history').dropColumn('actor_name').execute();
  await db.schema.alterTable('comments').dropColumn('author_name').execute();
}
