/**
 * Cards created through a board's guest link (spec/board.md §6 "Creating tasks only if
 * allowCreateTasks"): `cards.created_by_guest` and `card_history.actor_guest` (0 or 1, default 0)
 * say that a guest, not an unknown user, created the card and wrote its `created` entry, so both
 * read "Guest" (card `creator.isGuest`, history `actor.isGuest`).
 * Cards written before: a card with neither `created_by` nor `creator_name` can only be a guest's
 * (imports credit the importing user when the creator is unknown, and users are never deleted), so
 * it and its `created` entry are marked.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('cards')
    .addColumn('created_by_guest', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('card_history')
    .addColumn('actor_guest', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`update cards set created_by_guest = 1 where created_by is null and creator_name is null`.execute(db);
  await sql`update card_history set actor_guest = 1
    where action = 'created' and actor_id is null and actor_name is null
      and card_id in (select id from cards where created_by_guest = 1)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('card_history').dropColumn('actor_guest').execute();
  await db.schema.alterTable('cards').dropColumn('created_by_guest').execute();
}
