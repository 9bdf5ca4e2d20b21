/**
 * Board filters on card lists (spec/board.md §3 "Filters are stored per board", §7 `filters`):
 * `text` matches the name or the description, case-insensitively (PostgreSQL ILIKE; SQLite LIKE,
 * which folds ASCII letters only); `executor` / `responsible` keep cards with at least one of the
 * given users in that role; `done` keeps done or undone cards ('all' or absent: both). Kinds combine
 * with AND.
 */
import { sql, type SelectQueryBuilder } from 'kysely';
import type { BoardFilters } from '../../shared/board/board.schemas';
import type { Database } from '../db/database';
import type { DialectName } from '../db/createDatabase';

/** `text` as a LIKE pattern with its wildcards escaped (escape character `\`). */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Adds the filters' conditions to a query over `cards`. */
export function applyFilters<DB extends Database, O, Q extends SelectQueryBuilder<DB, 'cards', O>>(
  query: Q,
  filters: BoardFilters | undefined,
  dialect: DialectName,
): Q {
  if (!filters) return query;
  let q = query as unknown as SelectQueryBuilder<Database, 'cards', O>;
  const text = filters.text?.trim();
  if (text) {
    // PostgreSQL's ilike folds every script; on SQLite both sides go through unicode_lower
    // (registered in createDatabase.ts) because its LIKE folds ASCII only.
    const pattern = likePattern(dialect === 'postgres' ? text : text.toLowerCase());
    const field = (column: 'cards.name' | 'cards.description') =>
      dialect === 'postgres' ? sql.ref(column) : sql`unicode_lower(${sql.ref(column)})`;
    const op = sql.raw(dialect === 'postgres' ? 'ilike' : 'like');
    q = q.where(
      sql<boolean>`(${field('cards.name')} ${op} ${pattern} escape '\\' or ${field('cards.description')} ${op} ${pattern} escape '\\')`,
    );
  }
  for (const [users, responsible] of [
    [filters.executor, 0],
    [filters.responsible, 1],
  ] as const) {
    if (!users?.length) continue;
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('cardMembers')
          .select('cardMembers.id')
          .whereRef('cardMembers.cardId', '=', 'cards.id')
          .where('cardMembers.isResponsible', '=', responsible)
          .where('cardMembers.userId', 'in', [...users]),
      ),
    );
  }
  if (filters.done === 'done') q = q.where('cards.doneAt', 'is not', null);
  if (filters.done === 'undone') q = q.where('cards.doneAt', 'is', null);
  return q as unknown as Q;
}
