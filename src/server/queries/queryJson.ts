/**
 * Dialect-aware reads of a card sticker's stored value (`card_stickers.value`, JSON text;
 * src/shared/stickers/stickerValues.ts) for the query runner (issue 19 item 1): SQLite's JSON1
 * functions, PostgreSQL's jsonb operators. Each helper answers SQL over the alias `cs`
 * (card_stickers). Durations are in ms; instants are compared through `iso_instant` (both dialects,
 * migration 20261201090000_iso_instant).
 */
import { sql, type RawBuilder } from 'kysely';
import type { DialectName } from '../db/createDatabase';

const value = (alias: string) => sql.raw(`${alias}.value`);

/**
 * The text at `path` (`['fact', 'hours']`) of the value; null when absent. For `['name']` and
 * `['value']` this is the expression of the card sticker indexes (migration 20261220090000).
 */
export function textAt(dialect: DialectName, path: string[], alias = 'cs'): RawBuilder<string | null> {
  return dialect === 'postgres'
    ? sql`(${value(alias)}::jsonb #>> ${sql.lit(`{${path.join(',')}}`)})`
    : sql`json_extract(${value(alias)}, ${sql.lit(`$.${path.join('.')}`)})`;
}

/** The number at `path`; null when absent or not a number. */
export function numberAt(dialect: DialectName, path: string[], alias = 'cs'): RawBuilder<number | null> {
  if (dialect === 'postgres') {
    const at = sql`(${value(alias)}::jsonb #> ${sql.lit(`{${path.join(',')}}`)})`;
    return sql`(case when jsonb_typeof(${at}) = 'number' then (${at} #>> '{}')::double precision end)`;
  }
  const p = sql.lit(`$.${path.join('.')}`);
  return sql`(case when json_type(${value(alias)}, ${p}) in ('integer', 'real') then json_extract(${value(alias)}, ${p}) end)`;
}

/** Minutes of a time tracking amount (`plan` or `fact`): hours × 60 + minutes; 0 when absent. */
export const trackingMinutes = (dialect: DialectName, key: 'plan' | 'fact', alias = 'cs') =>
  sql<number>`(coalesce(${numberAt(dialect, [key, 'hours'], alias)}, 0) * 60 + coalesce(${numberAt(dialect, [key, 'minutes'], alias)}, 0))`;

/** True when the timer's last history entry has no end (running). */
export function timerRunning(dialect: DialectName, alias = 'cs'): RawBuilder<boolean> {
  if (dialect === 'postgres') {
    const history = sql`(${value(alias)}::jsonb -> 'history')`;
    return sql`(jsonb_typeof(${history}) = 'array' and jsonb_array_length(${history}) > 0 and coalesce(${history} -> -1 -> 'end', 'null'::jsonb) = 'null'::jsonb)`;
  }
  return sql`(json_type(${value(alias)}, '$.history') = 'array' and json_array_length(${value(alias)}, '$.history') > 0 and coalesce(json_type(${value(alias)}, '$.history[#-1].end'), 'null') = 'null')`;
}

/**
 * Run time in ms of a list of periods `{start: {time}, end?: {time}}` (an open one runs until
 * `nowIso`): `path` [] for a stopwatch (the value is the list), ['history'] for a timer.
 */
export function periodsMs(dialect: DialectName, path: string[], nowIso: string, alias = 'cs'): RawBuilder<number> {
  if (dialect === 'postgres') {
    const list = path.length
      ? sql`(${value(alias)}::jsonb #> ${sql.lit(`{${path.join(',')}}`)})`
      : sql`${value(alias)}::jsonb`;
    return sql`(select coalesce(sum(extract(epoch from (coalesce(iso_instant(e -> 'end' ->> 'time'), ${nowIso})::timestamptz - iso_instant(e -> 'start' ->> 'time')::timestamptz)) * 1000), 0) from jsonb_array_elements(case when jsonb_typeof(${list}) = 'array' then ${list} else '[]'::jsonb end) e)`;
  }
  const p = sql.lit(path.length ? `$.${path.join('.')}` : '$');
  return sql`(select coalesce(sum((julianday(coalesce(json_extract(e.value, '$.end.time'), ${nowIso})) - julianday(json_extract(e.value, '$.start.time'))) * 86400000.0), 0) from json_each(case when json_type(${value(alias)}, ${p}) = 'array' then ${value(alias)} else '[]' end, case when json_type(${value(alias)}, ${p}) = 'array' then ${p} else '$' end) e)`;
}
