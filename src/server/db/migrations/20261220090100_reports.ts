/**
 * Indexes of the company reports (issue 19 item 2, src/server/reports/): a company's cards by
 * creation and by completion (the weekly series and the period scopes); history entries by action
 * and time (the moves of a period: time per column, cumulative flow) and a card's entries by action
 * and time (its first or previous move, recurrences). Portable on both dialects.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('cards_company_created_idx').on('cards').columns(['company_id', 'created_at']).execute();
  await db.schema.createIndex('cards_company_done_idx').on('cards').columns(['company_id', 'done_at']).execute();
  await db.schema
    .createIndex('card_history_action_time_idx')
    .on('card_history')
    .columns(['action', 'created_at', 'card_id'])
    .execute();
  await db.schema
    .createIndex('card_history_card_action_idx')
    .on('card_history')
    .columns(['card_id', 'action', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('card_history_card_action_idx').execute();
  await db.schema.dropIndex('card_history_action_time_idx').execute();
  await db.schema.dropIndex('cards_company_done_idx').execute();
  await db.schema.dropIndex('cards_company_created_idx').execute();
}
