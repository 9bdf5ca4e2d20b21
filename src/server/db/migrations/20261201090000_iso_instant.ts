/**
 * `iso_instant(text)` on PostgreSQL (SQLite registers its own in createDatabase.ts): a stored ISO
 * date or date-time as the UTC instant text Date#toISOString writes (`2026-05-04T10:00:00.000Z`;
 * a text without a zone is UTC), null when PostgreSQL cannot read it — so the board's deadline
 * filters (editor/filters.ts) compare instants, never fail on an odd stored value, and agree on
 * both databases. Nothing on SQLite.
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './portableSchema';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`
    create or replace function iso_instant(value text) returns text
    language plpgsql immutable
    set timezone = 'UTC'
    as $$
    begin
      return to_char(value::timestamptz, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
    exception when others then
      return null;
    end
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop function if exists iso_instant(text)`.execute(db);
}
