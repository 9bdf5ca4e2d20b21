/**
 * An imported card's creator who is not a company member (Trello's createCard author): the card
 * keeps their name in `cards.creator_name` while `created_by` is null, as comments keep
 * `author_name` and history `actor_name` (20261122120000_import.ts). Nullable text.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('cards').addColumn('creator_name', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('cards').dropColumn('creator_name').execute();
}
