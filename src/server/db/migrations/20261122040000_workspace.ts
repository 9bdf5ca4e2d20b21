/**
 * Companies, members, invitation links, projects, boards, columns, cards, card members, comments
 * and card history (spec/board.md §3, DESIGN §3–§5). Portable conventions: ../database.ts.
 * Card sorts are unique per list (column + parent + archived) by the service's rules, not by a
 * constraint: a shift updates many rows at once and SQLite checks uniqueness row by row.
 */
import type { Kysely } from 'kysely';
import { withId } from './portableSchema';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('companies'))
    .addColumn('name', 'text', (col) => col.notNull())
    // Last task number given out in this company (DESIGN §4 counter), bumped atomically.
    .addColumn('task_counter', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable('company_members'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('joined_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('company_members_company_user_uq', ['company_id', 'user_id'])
    .execute();
  await db.schema.createIndex('company_members_user_idx').on('company_members').column('user_id').execute();

  await withId(db, db.schema.createTable('invite_links'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('token', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'text')
    .addColumn('max_uses', 'integer')
    .addColumn('uses', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('revoked_at', 'text')
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('invite_links_company_idx').on('invite_links').column('company_id').execute();

  await withId(db, db.schema.createTable('projects'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('archived_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('projects_company_idx').on('projects').column('company_id').execute();

  await withId(db, db.schema.createTable('boards'))
    .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('bg_image', 'text')
    .addColumn('bg_color', 'text')
    .addColumn('display_type', 'text', (col) => col.notNull().defaultTo('kanban'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('boards_project_idx').on('boards').column('project_id').execute();

  await withId(db, db.schema.createTable('columns'))
    .addColumn('board_id', 'integer', (col) => col.notNull().references('boards.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('color', 'text')
    // Columns show left to right by ascending sort.
    .addColumn('sort', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('columns_board_idx').on('columns').columns(['board_id', 'sort']).execute();

  await withId(db, db.schema.createTable('cards'))
    .addColumn('board_id', 'integer', (col) => col.notNull().references('boards.id').onDelete('cascade'))
    .addColumn('column_id', 'integer', (col) => col.notNull().references('columns.id').onDelete('cascade'))
    .addColumn('parent_card_id', 'integer', (col) => col.references('cards.id').onDelete('cascade'))
    .addColumn('counter', 'integer', (col) => col.notNull())
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    // `desc` on the wire; a reserved word in SQL.
    .addColumn('description', 'text')
    .addColumn('color', 'text')
    // Higher first; ≥ 0 (src/shared/board/sortOrder.ts).
    .addColumn('sort', 'integer', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('moved_at', 'text', (col) => col.notNull())
    .addColumn('done_at', 'text')
    .addColumn('archived_at', 'text')
    .addColumn('history_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('message_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('cards_company_counter_uq', ['company_id', 'counter'])
    .execute();
  // Keyset pages: one list = column + parent + archived, ordered by sort.
  await db.schema.createIndex('cards_list_idx').on('cards').columns(['column_id', 'parent_card_id', 'sort']).execute();
  await db.schema.createIndex('cards_parent_idx').on('cards').columns(['parent_card_id', 'sort']).execute();
  await db.schema.createIndex('cards_board_idx').on('cards').column('board_id').execute();

  await withId(db, db.schema.createTable('card_members'))
    .addColumn('card_id', 'integer', (col) => col.notNull().references('cards.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('is_responsible', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('card_members_uq', ['card_id', 'user_id', 'is_responsible'])
    .execute();

  await withId(db, db.schema.createTable('comments'))
    .addColumn('card_id', 'integer', (col) => col.notNull().references('cards.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('comments_card_idx').on('comments').columns(['card_id', 'id']).execute();

  await withId(db, db.schema.createTable('card_history'))
    .addColumn('card_id', 'integer', (col) => col.notNull().references('cards.id').onDelete('cascade'))
    .addColumn('actor_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('field', 'text')
    // JSON text of the old and new values (null when not applicable).
    .addColumn('from_value', 'text')
    .addColumn('to_value', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('card_history_card_idx').on('card_history').columns(['card_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'card_history',
    'comments',
    'card_members',
    'cards',
    'columns',
    'boards',
    'projects',
    'invite_links',
    'company_members',
    'companies',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
