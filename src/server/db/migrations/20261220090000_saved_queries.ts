/**
 * Saved queries (issue 19 item 1; src/shared/queries/): the `saved_queries` table, and the indexes
 * the query runner (src/server/queries/queryFilters.ts) reads through on both dialects:
 * - `cards (company_id, archived_at)`: a company's cards without scanning every board;
 * - `card_stickers (board_sticker_id, card_id)`: a sticker condition reads only the values of the
 *   matching board stickers (`card_id IN (SELECT card_id … WHERE board_sticker_id IN (…) AND …)`);
 * - `card_members (user_id, is_responsible)`: executor / responsible filters;
 * - expression indexes `card_stickers (board_sticker_id, <value's name>)` and `(…, <value's value>)`
 *   — SQLite `json_extract(value, '$.name')`, PostgreSQL `(value::jsonb #>> '{name}')`, the very
 *   expressions of src/server/queries/queryJson.ts `textAt` — so "state is X", "priority is X"
 *   (and equal text) conditions read the index, not every value's JSON.
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres, withId } from './portableSchema';

/** The indexed JSON keys of card sticker values (queryJson.ts `textAt` must write the same SQL). */
const INDEXED_KEYS = ['name', 'value'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('saved_queries'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('owner_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('definition', 'text', (col) => col.notNull())
    .addColumn('shared', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('saved_queries_company_idx')
    .on('saved_queries')
    .columns(['company_id', 'owner_id'])
    .execute();
  await db.schema.createIndex('cards_company_idx').on('cards').columns(['company_id', 'archived_at']).execute();
  await db.schema
    .createIndex('card_stickers_sticker_card_idx')
    .on('card_stickers')
    .columns(['board_sticker_id', 'card_id'])
    .execute();
  for (const key of INDEXED_KEYS) {
    const expression = isPostgres(db)
      ? sql.raw(`(value::jsonb #>> '{${key}}')`)
      : sql.raw(`json_extract(value, '$.${key}')`);
    await sql`create index ${sql.raw(`card_stickers_${key}_idx`)} on card_stickers (board_sticker_id, ${expression})`.execute(
      db,
    );
  }
  await db.schema
    .createIndex('card_members_user_idx')
    .on('card_members')
    .columns(['user_id', 'is_responsible'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('card_members_user_idx').execute();
  for (const key of INDEXED_KEYS) await db.schema.dropIndex(`card_stickers_${key}_idx`).execute();
  await db.schema.dropIndex('card_stickers_sticker_card_idx').execute();
  await db.schema.dropIndex('cards_company_idx').execute();
  await db.schema.dropTable('saved_queries').execute();
}
