/**
 * SQL pieces of the company reports (issue 19 item 2) that differ between SQLite and PostgreSQL,
 * and the card scope every report shares. Instants are stored as ISO text
 * (`2026-05-04T10:00:00.000Z`, DESIGN §2), so period bounds compare as text and days are the first
 * ten characters; weeks start on Monday (UTC).
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DialectName } from '../db/createDatabase';
import type { Database } from '../db/database';

export type Db = Kysely<Database>;
type Expr = RawBuilder<unknown>;

/** What every report query needs: the database, its dialect and the resolved filter. */
export interface ReportScope {
  db: Db;
  dialect: DialectName;
  companyId: number;
  /** Period bounds as ISO instants: `fromTs` included, `toTs` excluded (the day after `to`). */
  fromTs: string;
  toTs: string;
  boardIds: number[];
  userIds: number[];
  /** A saved query's conditions over `c` (src/server/queries/queryScope.ts), or null: every card. */
  queryWhere: Expr | null;
  /** The time "now" of the computation (ISO instant). */
  now: string;
}

/** The Monday (`YYYY-MM-DD`) of the UTC week of an ISO instant. */
export const weekOf = (dialect: DialectName, expr: Expr): Expr =>
  dialect === 'postgres'
    ? sql`to_char(date_trunc('week', (${expr})::timestamptz at time zone 'UTC'), 'YYYY-MM-DD')`
    : sql`date(${expr}, 'weekday 0', '-6 days')`;

/**
 * An ISO instant as milliseconds since the epoch (a float). PostgreSQL: `date_part` answers a double
 * where `extract` answers a numeric, several times slower over the 200,000 moves of a year.
 */
export const msOf = (dialect: DialectName, expr: Expr): Expr =>
  dialect === 'postgres'
    ? sql`(date_part('epoch', (${expr})::timestamptz) * 1000)`
    : sql`(julianday(${expr}) * 86400000.0)`;

/**
 * The text at a JSON path (`['plan', 'hours']`) of a JSON text expression (PostgreSQL: or of a
 * jsonb one, such as `valueOf(…).value`, which the cast then leaves as it is).
 */
export const jsonText = (dialect: DialectName, expr: Expr, path: readonly string[]): Expr =>
  dialect === 'postgres'
    ? sql`((${expr})::jsonb #>> ${sql.lit(`{${path.join(',')}}`)})`
    : sql`json_extract(${expr}, ${sql.lit(`$.${path.join('.')}`)})`;

/** A number at a JSON path (0 when absent). */
export const jsonNumber = (dialect: DialectName, expr: Expr, path: readonly string[]): Expr =>
  sql`coalesce(cast(${jsonText(dialect, expr, path)} as double precision), 0)`;

/**
 * A card sticker's value (`cs.value`, JSON text) as the reports read it: on PostgreSQL parsed once
 * per row into jsonb (`join`, a lateral item to add after `cs`), where `::json #>>` on the text
 * parsed the whole value again for every path read; on SQLite the text itself (JSON1 reads it).
 */
export const valueOf = (dialect: DialectName): { join: Expr; value: Expr } =>
  dialect === 'postgres'
    ? { join: sql`cross join lateral (select cs.value::jsonb as value offset 0) v`, value: sql`v.value` }
    : { join: sql``, value: sql`cs.value` };

/**
 * A `from …` item expanding a JSON array of periods (`[{start: {time}, end: {time}}]`) held by
 * the card sticker's value (`valueOf`, whose `join` must come first; `key` null: the value is the
 * array; else the array under that key), with the expressions of a lap's start and end (null while
 * open). Values are validated on write (src/shared/stickers/stickerValues.ts), so the array is an
 * array; anything else gives no rows.
 */
export function lapsOf(dialect: DialectName, key: string | null): { from: Expr; start: Expr; end: Expr } {
  if (dialect === 'postgres') {
    const array = key === null ? sql`v.value` : sql`(v.value -> ${sql.lit(key)})`;
    return {
      from: sql`cross join lateral jsonb_array_elements(case when jsonb_typeof(${array}) = 'array' then ${array} else '[]'::jsonb end) as lap(value)`,
      start: sql`(lap.value #>> '{start,time}')`,
      end: sql`(lap.value #>> '{end,time}')`,
    };
  }
  return {
    from: sql`join json_each(cs.value, ${sql.lit(key === null ? '$' : `$.${key}`)}) as lap`,
    start: sql`json_extract(lap.value, '$.start.time')`,
    end: sql`json_extract(lap.value, '$.end.time')`,
  };
}

const ids = (list: readonly number[]) =>
  sql.join(
    list.map((id) => sql.lit(id)),
    sql`, `,
  );

/**
 * The cards a report counts, as a condition on alias `c`: the company's cards, on the chosen boards,
 * when people are chosen with one of them as executor or responsible, and when a saved query is
 * chosen matching its conditions.
 */
export function cardScope(scope: ReportScope): Expr {
  const parts: Expr[] = [sql`c.company_id = ${scope.companyId}`];
  if (scope.boardIds.length > 0) parts.push(sql`c.board_id in (${ids(scope.boardIds)})`);
  if (scope.userIds.length > 0)
    parts.push(
      sql`exists (select 1 from card_members sm where sm.card_id = c.id and sm.user_id in (${ids(scope.userIds)}))`,
    );
  if (scope.queryWhere) parts.push(scope.queryWhere);
  return sql.join(parts, sql` and `);
}

/** `and m.user_id in (…)` when people are chosen (for reports grouped by person, alias `m`). */
export const personScope = (scope: ReportScope): Expr =>
  scope.userIds.length > 0 ? sql`and m.user_id in (${ids(scope.userIds)})` : sql``;

/** Runs a raw query and returns its rows. */
export async function rows<T>(scope: ReportScope, query: RawBuilder<T>): Promise<T[]> {
  return (await query.execute(scope.db)).rows;
}

/** `work_mem` of a PostgreSQL query over every move of the period (see `movesRows`). */
const MOVES_WORK_MEM = '32MB';

/**
 * `rows` for a query over every move of the period (a year: 200,000 rows to sort or group). On
 * PostgreSQL its sort and grouping get MOVES_WORK_MEM for this one transaction: the planner cannot
 * tell that a few thousand groups come out (their keys are days cut from text instants), so with
 * the default 4 MB it sorted on disk where a hash table in memory takes a third of the time.
 */
export async function movesRows<T>(scope: ReportScope, query: RawBuilder<T>): Promise<T[]> {
  if (scope.dialect !== 'postgres') return rows(scope, query);
  return scope.db.transaction().execute(async (trx) => {
    await sql`set local work_mem = ${sql.lit(MOVES_WORK_MEM)}`.execute(trx);
    return (await query.execute(trx)).rows;
  });
}

/** A number out of a driver value (PostgreSQL answers counts and sums as text). */
export const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** Hours with one decimal from milliseconds. */
export const hoursOf = (ms: unknown): number => Math.round(num(ms) / 360_000) / 10;
