/**
 * The saved queries' sticker conditions (src/server/queries/queryFilters.ts: `c.id IN (SELECT
 * card_id FROM card_stickers WHERE board_sticker_id IN (…) AND <value's name or value> = ?)`) read
 * the expression indexes of 20261220090000_saved_queries; with `card_id` added at their end SQLite
 * answers the subquery from the index alone instead of reading each matching row (a quarter of the
 * time of a two-condition query over 50,000 cards). Same expressions, same names.
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './portableSchema';

/** The indexed JSON keys (queryJson.ts `textAt` must write the same SQL). */
const INDEXED_KEYS = ['name', 'value'] as const;

async function recreate(db: Kysely<unknown>, withCard: boolean): Promise<void> {
  for (const key of INDEXED_KEYS) {
    const expression = isPostgres(db)
      ? sql.raw(`(value::jsonb #>> '{${key}}')`)
      : sql.raw(`json_extract(value, '$.${key}')`);
    const name = sql.raw(`card_stickers_${key}_idx`);
    await db.schema.dropIndex(`card_stickers_${key}_idx`).execute();
    await sql`create index ${name} on card_stickers (board_sticker_id, ${expression}${withCard ? sql`, card_id` : sql``})`.execute(
      db,
    );
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await recreate(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await recreate(db, false);
}
