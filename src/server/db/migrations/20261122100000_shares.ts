/**
 * Guest links of boards (issue 6; spec/board.md §3 "Guest settings", §6; DESIGN §3 Route map
 * `/board/{boardId}/share`, `/board/shared/{token}`): at most one link per board, created disabled
 * on the first read of its settings. `token` is random (base64url) and unique; regenerating it
 * replaces it, so the old link stops working at once. Flags are 0/1. Deleting a board deletes its
 * link.
 */
import type { Kysely } from 'kysely';
import { withId } from './portableSchema';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('board_shares'))
    .addColumn('board_id', 'integer', (col) => col.notNull().unique().references('boards.id').onDelete('cascade'))
    .addColumn('token', 'text', (col) => col.notNull().unique())
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('allow_create_tasks', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('show_executors_and_responsible', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('board_shares').execute();
}
