/**
 * Task templates of a board (spec/board.md §3 "Task template"; DESIGN §3 Route map
 * `/board/{boardId}/task-templates`). Executors, responsible and stickers are JSON text:
 * `[userId, …]`, `[userId, …]` and `[{stickerId, value}, …]` (stickerId = board sticker id).
 * Deleting a board deletes its templates.
 */
import type { Kysely } from 'kysely';
import { withId } from './portableSchema';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('task_templates'))
    .addColumn('board_id', 'integer', (col) => col.notNull().references('boards.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('task_name', 'text', (col) => col.notNull())
    .addColumn('task_description', 'text')
    .addColumn('executors', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('responsible', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('stickers', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('task_templates_board_idx').on('task_templates').column('board_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('task_templates').execute();
}
