/**
 * Board sticker definitions and card sticker instances (spec/board.md §3 "Board sticker
 * (definition)", "Card sticker (instance)"; DESIGN §4 Card stickers). A definition is deleted
 * softly (`deleted_at`): cards keep its instances and show them as `deleted`.
 * `card_stickers.due_at` is when the server's scheduler must next act on the instance (a deadline
 * reminder, a regular task's next appearance, a running timer reaching zero); null when nothing
 * is pending. Kept in the database so schedules survive restarts.
 */
import type { Kysely } from 'kysely';
import { withId } from './portableSchema';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('board_stickers'))
    .addColumn('board_id', 'integer', (col) => col.notNull().references('boards.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('name', 'text')
    .addColumn('icon', 'text')
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
    // JSON text of the configs (src/shared/stickers/stickerConfigs.ts).
    .addColumn('configs', 'text', (col) => col.notNull().defaultTo('{}'))
    // Palette and settings order, ascending.
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('deleted_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('board_stickers_board_idx').on('board_stickers').columns(['board_id', 'sort']).execute();

  await withId(db, db.schema.createTable('card_stickers'))
    .addColumn('card_id', 'integer', (col) => col.notNull().references('cards.id').onDelete('cascade'))
    .addColumn('board_sticker_id', 'integer', (col) =>
      col.notNull().references('board_stickers.id').onDelete('cascade'),
    )
    // JSON text of the value (src/shared/stickers/stickerValues.ts); null when not set yet.
    .addColumn('value', 'text')
    .addColumn('due_at', 'text')
    .addColumn('updated_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('card_stickers_card_sticker_uq', ['card_id', 'board_sticker_id'])
    .execute();
  await db.schema.createIndex('card_stickers_card_idx').on('card_stickers').column('card_id').execute();
  await db.schema.createIndex('card_stickers_due_idx').on('card_stickers').column('due_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('card_stickers').execute();
  await db.schema.dropTable('board_stickers').execute();
}
