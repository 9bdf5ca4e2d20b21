/**
 * Board filters on card lists (spec/board.md §3 "Filters are stored per board", §7 `filters`),
 * applied by the database query of every page, so a filter finds cards no client has loaded yet:
 * - `text` matches the name, the description or a text / number field sticker's value,
 *   case-insensitively (PostgreSQL ILIKE; SQLite LIKE over unicode_lower, as its LIKE folds ASCII
 *   letters only);
 * - `executor` / `responsible` keep cards with at least one of the given users in that role;
 * - `done` keeps done or undone cards ('all' or absent: both);
 * - `stickers` keeps cards holding at least one of the given state / priority values (a state
 *   entry with `color` also needs that colour);
 * - `deadline` keeps cards whose deadline ends before now (`overdue`) or within `week`, start to
 *   end inclusive (`thisWeek`; without `week`: the ISO week, Monday to Sunday in UTC, of now).
 * Stickers whose definition was deleted count for none. Kinds combine with AND.
 * Deadline ends are compared as UTC instants: `iso_instant` (createDatabase.ts on SQLite, migration
 * 20261201090000_iso_instant on PostgreSQL) reads any stored ISO text, and null when unreadable.
 */
import { sql, type ExpressionBuilder, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { BoardFilters } from '../../shared/board/board.schemas';
import { DAY_MS } from '../../shared/stickers/stickerTypes';
import type { Database } from '../db/database';
import type { DialectName } from '../db/createDatabase';

/** `text` as a LIKE pattern with its wildcards escaped (escape character `\`). */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A top-level key of `card_stickers.value` (JSON text) as SQL text; null when absent. */
const valueKey = (dialect: DialectName, key: string): RawBuilder<string | null> =>
  dialect === 'postgres'
    ? sql`(${sql.ref('cardStickers.value')}::json ->> ${sql.lit(key)})`
    : sql`json_extract(${sql.ref('cardStickers.value')}, ${sql.lit(`$.${key}`)})`;

type CardsBuilder = ExpressionBuilder<Database, 'cards'>;

/** `exists` a sticker of the card, of one of `types`, whose definition is not deleted, meeting `where`. */
const hasSticker = (eb: CardsBuilder, types: readonly string[], where: RawBuilder<boolean>) =>
  eb.exists(
    eb
      .selectFrom('cardStickers')
      .innerJoin('boardStickers', 'boardStickers.id', 'cardStickers.boardStickerId')
      .select('cardStickers.id')
      .whereRef('cardStickers.cardId', '=', 'cards.id')
      .where('boardStickers.deletedAt', 'is', null)
      .where('boardStickers.type', 'in', [...types])
      .where(where),
  );

/** The condition of `text` (trimmed, non-empty). */
function textCondition(eb: CardsBuilder, text: string, dialect: DialectName) {
  const postgres = dialect === 'postgres';
  const pattern = likePattern(postgres ? text : text.toLowerCase());
  const op = sql.raw(postgres ? 'ilike' : 'like');
  const matches = (field: RawBuilder<unknown>) =>
    sql<boolean>`${postgres ? field : sql`unicode_lower(${field})`} ${op} ${pattern} escape '\\'`;
  return eb.or([
    matches(sql`${sql.ref('cards.name')}`),
    matches(sql`${sql.ref('cards.description')}`),
    hasSticker(eb, ['textField', 'numberField'], matches(valueKey(dialect, 'value'))),
  ]);
}

/** The condition of `stickers`: one of the given state / priority values. */
function stickersCondition(eb: CardsBuilder, wanted: NonNullable<BoardFilters['stickers']>, dialect: DialectName) {
  // A state value is {name, color}, a priority value {value}.
  const value = sql`coalesce(${valueKey(dialect, 'name')}, ${valueKey(dialect, 'value')})`;
  const anyOf = wanted.map(
    (entry) =>
      sql<boolean>`(${sql.ref('cardStickers.boardStickerId')} = ${entry.stickerId} and ${value} = ${entry.value}${
        entry.color ? sql` and ${valueKey(dialect, 'color')} = ${entry.color}` : sql``
      })`,
  );
  return hasSticker(eb, ['state', 'priority'], sql<boolean>`(${sql.join(anyOf, sql` or `)})`);
}

/** The ISO week (Monday 00:00 to Sunday 23:59:59.999, UTC) holding `now`, as ISO instants. */
export function utcIsoWeek(now: Date): { start: string; end: string } {
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysSinceMonday);
  return { start: new Date(start).toISOString(), end: new Date(start + 7 * DAY_MS - 1).toISOString() };
}

/** The condition of `deadline`, given the time now. */
function deadlineCondition(eb: CardsBuilder, filters: BoardFilters, dialect: DialectName, now: Date) {
  const end = sql`iso_instant(${valueKey(dialect, 'endDate')})`;
  if (filters.deadline === 'overdue') return hasSticker(eb, ['deadline'], sql<boolean>`${end} < ${now.toISOString()}`);
  const week = filters.week ?? utcIsoWeek(now);
  return hasSticker(eb, ['deadline'], sql<boolean>`${end} between ${week.start} and ${week.end}`);
}

/**
 * Adds the filters' conditions to a query over `cards` (see the file comment). `now` is the time
 * `overdue` and the default week are measured from.
 */
export function applyFilters<DB extends Database, O, Q extends SelectQueryBuilder<DB, 'cards', O>>(
  query: Q,
  filters: BoardFilters | undefined,
  dialect: DialectName,
  now = new Date(),
): Q {
  if (!filters) return query;
  let q = query as unknown as SelectQueryBuilder<Database, 'cards', O>;
  const text = filters.text?.trim();
  if (text) q = q.where((eb) => textCondition(eb, text, dialect));
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
  const stickers = filters.stickers;
  if (stickers?.length) q = q.where((eb) => stickersCondition(eb, stickers, dialect));
  if (filters.deadline) q = q.where((eb) => deadlineCondition(eb, filters, dialect, now));
  return q as unknown as Q;
}
