/**
 * Sticker reports (issue 19 item 2) as SQL aggregates over `card_stickers` values (JSON text,
 * src/shared/stickers/stickerValues.ts) on both dialects: time tracking plan vs fact per person and
 * per board, stopwatch and timer time per person, deadlines per week and regular-task completion.
 * A card with several members counts fully for each of them; a card without any counts under
 * "nobody" (id null) where a report is per person.
 */
import { sql } from 'kysely';
import type { DeadlinePoint, PlanFactRow, RecurringPoint, StopwatchTimerRow } from '../../shared/reports/report.types';
import {
  cardScope,
  jsonNumber,
  jsonText,
  lapsOf,
  msOf,
  num,
  personScope,
  rows,
  weekOf,
  valueOf,
  type ReportScope,
} from './reportSql';

const ref = (name: string) => sql.raw(name);
const MINUTE_MS = 60_000;

/**
 * The card stickers of one type with their cards (aliases `bs`, `cs`, `c`, and the parsed value;
 * `on` goes into the WHERE), read from the type's few board stickers through `card_stickers (board_sticker_id, …)`.
 * `cross join` fixes that order on SQLite, whose planner (no statistics) would otherwise walk every
 * card of the company and look up its stickers; PostgreSQL plans it as any inner join.
 */
const stickersOf = (scope: ReportScope, type: string) => ({
  from: sql`board_stickers bs cross join card_stickers cs cross join cards c ${valueOf(scope.dialect).join}`,
  on: sql`bs.type = ${type} and cs.board_sticker_id = bs.id and c.id = cs.card_id`,
  /** The sticker's value, parsed once on PostgreSQL (reportSql.ts `valueOf`). */
  value: valueOf(scope.dialect).value,
});

/** Cards that were open at some time in the period: created before its end, not done before its start. */
const activeInPeriod = (scope: ReportScope) =>
  sql`c.created_at < ${scope.toTs} and (c.done_at is null or c.done_at >= ${scope.fromTs})`;

/**
 * Time tracking stickers of the cards open in the period: plan and fact in minutes, summed per
 * person (`by: 'person'`) or per board.
 */
export async function planFact(scope: ReportScope, by: 'person' | 'board'): Promise<PlanFactRow[]> {
  const { dialect } = scope;
  const tracking = stickersOf(scope, 'timeTracking');
  const value = tracking.value;
  const minutes = (key: string) =>
    sql`(${jsonNumber(dialect, value, [key, 'hours'])} * 60 + ${jsonNumber(dialect, value, [key, 'minutes'])})`;
  const group =
    by === 'person'
      ? {
          select: sql`m.user_id as id, coalesce(u.name, '') as name`,
          join: sql`left join card_members m on m.card_id = c.id left join users u on u.id = m.user_id`,
          where: personScope(scope),
          groupBy: sql`m.user_id, u.name`,
        }
      : {
          select: sql`b.id as id, b.name as name`,
          join: sql`join boards b on b.id = c.board_id`,
          where: sql``,
          groupBy: sql`b.id, b.name`,
        };
  const found = await rows<{ id: number | null; name: string; plan: unknown; fact: unknown }>(
    scope,
    sql`select ${group.select}, sum(${minutes('plan')}) as plan, sum(${minutes('fact')}) as fact
      from ${tracking.from} ${group.join}
      where ${tracking.on} and ${cardScope(scope)} and cs.value is not null and ${activeInPeriod(scope)} ${group.where}
      group by ${group.groupBy} order by sum(${minutes('plan')}) desc`,
  );
  return found.map((row) => ({
    id: row.id === null ? null : Number(row.id),
    name: row.name,
    planMinutes: Math.round(num(row.plan)),
    factMinutes: Math.round(num(row.fact)),
  }));
}

/** Minutes per person of the laps of one sticker type started in the period (open laps up to now). */
async function lapMinutes(scope: ReportScope, type: 'stopwatch' | 'timer') {
  const { dialect } = scope;
  const laps = lapsOf(dialect, type === 'timer' ? 'history' : null);
  const stickers = stickersOf(scope, type);
  return rows<{ person: number | null; name: string | null; spent: unknown }>(
    scope,
    sql`select m.user_id as person, u.name as name,
        sum(${msOf(dialect, sql`coalesce(${laps.end}, ${scope.now})`)} - ${msOf(dialect, laps.start)}) as spent
      from ${stickers.from} ${laps.from}
      left join card_members m on m.card_id = c.id left join users u on u.id = m.user_id
      where ${stickers.on} and ${cardScope(scope)} and ${laps.start} >= ${scope.fromTs} and ${laps.start} < ${scope.toTs}
        ${personScope(scope)}
      group by m.user_id, u.name`,
  );
}

/** Stopwatch and timer minutes per person (people with neither are left out); most first. */
export async function stopwatchTimer(scope: ReportScope): Promise<StopwatchTimerRow[]> {
  const [stopwatch, timer] = await Promise.all([lapMinutes(scope, 'stopwatch'), lapMinutes(scope, 'timer')]);
  const byPerson = new Map<string, StopwatchTimerRow>();
  const add = (list: typeof stopwatch, key: 'stopwatchMinutes' | 'timerMinutes') => {
    for (const row of list) {
      const id = row.person === null ? null : Number(row.person);
      const entry = byPerson.get(String(id)) ?? {
        userId: id,
        name: row.name ?? '',
        stopwatchMinutes: 0,
        timerMinutes: 0,
      };
      entry[key] += Math.round(num(row.spent) / MINUTE_MS);
      byPerson.set(String(id), entry);
    }
  };
  add(stopwatch, 'stopwatchMinutes');
  add(timer, 'timerMinutes');
  return [...byPerson.values()].sort(
    (a, b) => b.stopwatchMinutes + b.timerMinutes - (a.stopwatchMinutes + a.timerMinutes),
  );
}

/**
 * Deadline stickers ending in the period, per week of their end: done by the end, done after it,
 * open past it (overdue at `now`) and open with the end ahead.
 */
export async function deadlines(scope: ReportScope): Promise<DeadlinePoint[]> {
  const { dialect, now } = scope;
  const stickers = stickersOf(scope, 'deadline');
  const found = await rows<{ week: string; ontime: unknown; late: unknown; overdue: unknown; open: unknown }>(
    scope,
    // Materialised: otherwise both databases inline `ends` into each of its uses below and parse
    // every deadline's JSON and instant a dozen times.
    sql`with t as materialized (select c.done_at as done,
          iso_instant(${jsonText(dialect, stickers.value, ['endDate'])}) as ends
        from ${stickers.from} where ${stickers.on} and ${cardScope(scope)} and cs.value is not null)
      select week,
        sum(case when done is not null and done <= ends then 1 else 0 end) as ontime,
        sum(case when done is not null and done > ends then 1 else 0 end) as late,
        sum(case when done is null and ends < ${now} then 1 else 0 end) as overdue,
        sum(case when done is null and ends >= ${now} then 1 else 0 end) as open
      from (select done, ends, ${weekOf(dialect, ref('ends'))} as week from t
        where ends >= ${scope.fromTs} and ends < ${scope.toTs}) w
      group by week order by week`,
  );
  return found.map((row) => ({
    week: row.week,
    onTime: num(row.ontime),
    late: num(row.late),
    overdue: num(row.overdue),
    open: num(row.open),
  }));
}

/**
 * Regular tasks (cards with a regularTask sticker, src/server/stickers/regularTaskRecurrence.ts):
 * per week, how many times they came back (history `recurred`) and were done (history `done`).
 */
export async function recurring(scope: ReportScope): Promise<RecurringPoint[]> {
  const { dialect } = scope;
  const found = await rows<{ week: string; recurred: unknown; done: unknown }>(
    scope,
    sql`select week, sum(recurred) as recurred, sum(done) as done from (
      select ${weekOf(dialect, ref('h.created_at'))} as week,
        case when h.action = 'recurred' then 1 else 0 end as recurred,
        case when h.action = 'done' then 1 else 0 end as done
      from cards c join card_history h on h.card_id = c.id
      where ${cardScope(scope)} and h.action in ('recurred', 'done')
        and h.created_at >= ${scope.fromTs} and h.created_at < ${scope.toTs}
        and exists (select 1 from card_stickers rs join board_stickers rb on rb.id = rs.board_sticker_id
          where rs.card_id = c.id and rb.type = 'regularTask')
    ) t group by week order by week`,
  );
  return found.map((row) => ({ week: row.week, recurred: num(row.recurred), done: num(row.done) }));
}
