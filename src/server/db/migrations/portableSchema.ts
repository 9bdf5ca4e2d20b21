/**
 * Portable schema pieces that let one migration run on both dialects (DESIGN §2): the id column differs
 * between SQLite and PostgreSQL; everything else uses portable types (see ../database.ts).
 */
import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

/** True when the Kysely instance talks to PostgreSQL. */
export const isPostgres = (db: Kysely<unknown>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** Adds an auto-incrementing integer primary key named `id`. */
export function withId<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

/** Column type of raw bytes (Yjs states, images): `bytea` on PostgreSQL, `blob` on SQLite; read as Buffer. */
export const binaryType = (db: Kysely<unknown>): 'bytea' | 'blob' => (isPostgres(db) ? 'bytea' : 'blob');
