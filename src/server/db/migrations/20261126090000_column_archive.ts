/**
 * Column archive (spec/board.md §3 Column; DESIGN §4): `columns.archived_at` (nullable ISO text)
 * marks a column taken off the board with its cards — left out of `GET /editor/columns/{boardId}`,
 * listed by `GET /editor/columns/{boardId}/archived`, restored to its old place. Imported archived
 * Trello lists land here.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('columns').addColumn('archived_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('columns').dropColumn('archived_at').execute();
}
