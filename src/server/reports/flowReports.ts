/**
 * Card flow reports (issue 19 item 2) as SQL aggregates over `cards`, `card_members` and
 * `card_history` on both dialects: created vs done per week, done per person, lead and cycle time,
 * time per column and the cumulative flow. Moves are the history entries `moved` written by
 * src/server/editor/cardMoves.ts: `from`/`to` JSON `{columnId, columnName, parentCardId}`.
 */
import { sql } from 'kysely';
import type {
  CumulativeFlowBoard,
  DonePerPersonRow,
  LeadTimePoint,
  ThroughputPoint,
  TimeInColumnRow,
} from '../../shared/reports/report.types';
import { cardScope, hoursOf, jsonText, msOf, num, personScope, rows, weekOf, type ReportScope } from './reportSql';

const ref = (name: string) => sql.raw(name);

/** Cards created and cards done per week of the period (weeks without either are left out). */
export async function throughput(scope: ReportScope): Promise<ThroughputPoint[]> {
  const { dialect, fromTs, toTs } = scope;
  const found = await rows<{ week: string; created: unknown; done: unknown }>(
    scope,
    sql`select week, sum(created) as created, sum(done) as done from (
      select ${weekOf(dialect, ref('c.created_at'))} as week, 1 as created, 0 as done from cards c
        where ${cardScope(scope)} and c.created_at >= ${fromTs} and c.created_at < ${toTs}
      union all
      select ${weekOf(dialect, ref('c.done_at'))} as week, 0 as created, 1 as done from cards c
        where ${cardScope(scope)} and c.done_at >= ${fromTs} and c.done_at < ${toTs}
    ) t group by week order by week`,
  );
  return found.map((row) => ({ week: row.week, created: num(row.created), done: num(row.done) }));
}

/** Per person (executor or responsible), the cards done in the period; most first. */
export async function donePerPerson(scope: ReportScope): Promise<DonePerPersonRow[]> {
  const found = await rows<{ person: number; name: string; executor: unknown; responsible: unknown }>(
    scope,
    sql`select m.user_id as person, u.name as name,
        sum(case when m.is_responsible = 1 then 0 else 1 end) as executor,
        sum(case when m.is_responsible = 1 then 1 else 0 end) as responsible
      from cards c join card_members m on m.card_id = c.id join users u on u.id = m.user_id
      where ${cardScope(scope)} and c.done_at >= ${scope.fromTs} and c.done_at < ${scope.toTs} ${personScope(scope)}
      group by m.user_id, u.name order by count(*) desc, u.name`,
  );
  return found.map((row) => ({
    userId: Number(row.person),
    name: row.name,
    asExecutor: num(row.executor),
    asResponsible: num(row.responsible),
  }));
}

/** Per week of completion: cards done, mean lead time and mean cycle time (hours). */
export async function leadTime(scope: ReportScope): Promise<LeadTimePoint[]> {
  const { dialect } = scope;
  const started = sql`coalesce((select min(h.created_at) from card_history h where h.card_id = c.id
    and h.action = 'moved' and h.created_at <= c.done_at), c.created_at)`;
  const found = await rows<{ week: string; cards: unknown; lead: unknown; cycle: unknown }>(
    scope,
    sql`select week, count(*) as cards, avg(lead) as lead, avg(cycle) as cycle from (
      select ${weekOf(dialect, ref('c.done_at'))} as week,
        ${msOf(dialect, ref('c.done_at'))} - ${msOf(dialect, ref('c.created_at'))} as lead,
        ${msOf(dialect, ref('c.done_at'))} - ${msOf(dialect, started)} as cycle
      from cards c where ${cardScope(scope)} and c.done_at >= ${scope.fromTs} and c.done_at < ${scope.toTs}
    ) t group by week order by week`,
  );
  return found.map((row) => ({
    week: row.week,
    cards: num(row.cards),
    leadHours: hoursOf(row.lead),
    cycleHours: hoursOf(row.cycle),
  }));
}

/** The moves of the scope's cards with their columns and the time of the card's previous move. */
function movesCte(scope: ReportScope) {
  const { dialect } = scope;
  const column = (field: string) => sql`cast(${jsonText(dialect, ref(field), ['columnId'])} as integer)`;
  return sql`moves as (
    select h.card_id as card, h.created_at as at, ${column('h.from_value')} as fromcol, ${column('h.to_value')} as tocol,
      row_number() over (partition by h.card_id order by h.id) as n,
      lag(h.created_at) over (partition by h.card_id order by h.id) as prevat,
      lead(h.created_at) over (partition by h.card_id order by h.id) as nextat
    from card_history h join cards c on c.id = h.card_id
    where ${cardScope(scope)} and h.action = 'moved')`;
}

/**
 * Per column, the mean time cards stayed in it before the moves out of it made in the period
 * (from the previous move, or the card's creation), in hours.
 */
export async function timeInColumn(scope: ReportScope): Promise<TimeInColumnRow[]> {
  const { dialect } = scope;
  const found = await rows<{ board: number; col: number; name: string; moves: unknown; mean: unknown }>(
    scope,
    sql`with ${movesCte(scope)}
      select col.board_id as board, col.id as col, col.name as name, count(*) as moves,
        avg(${msOf(dialect, ref('m.at'))} - ${msOf(dialect, ref('coalesce(m.prevat, c.created_at)'))}) as mean
      from moves m join cards c on c.id = m.card join columns col on col.id = m.fromcol
      where m.at >= ${scope.fromTs}
      group by col.board_id, col.id, col.name, col.sort order by col.board_id, col.sort`,
  );
  return found.map((row) => ({
    boardId: Number(row.board),
    columnId: Number(row.col),
    columnName: row.name,
    moves: num(row.moves),
    meanHours: hoursOf(row.mean),
  }));
}

/** The days `from` … `to` (both included, `YYYY-MM-DD`). */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00.000Z`); t <= Date.parse(`${to}T00:00:00.000Z`); t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/**
 * Cards per column at the end of each day, per board. A card is in its creation column (the
 * `from` of its first move, else its column now) from its creation, then in each move's `to` column
 * until the next move. SQL gives each column its count before the period and its daily changes; the
 * running sum is added up here (columns × days numbers). Archived cards stay counted in their column.
 */
export async function cumulativeFlow(
  scope: ReportScope,
  period: { from: string; to: string },
): Promise<CumulativeFlowBoard[]> {
  const { fromTs, toTs } = scope;
  const found = await rows<{ col: number; day: string; delta: unknown }>(
    scope,
    sql`with ${movesCte(scope)},
      segs as (
        select coalesce(m.fromcol, c.column_id) as col, c.created_at as startat, m.at as endat
          from cards c left join moves m on m.card = c.id and m.n = 1
          where ${cardScope(scope)} and c.created_at < ${toTs}
        union all
        select m.tocol as col, m.at as startat, m.nextat as endat from moves m
      )
      select col, day, sum(delta) as delta from (
        select col, '' as day, 1 as delta from segs where startat < ${fromTs} and (endat is null or endat >= ${fromTs})
        union all
        select col, substr(startat, 1, 10) as day, 1 as delta from segs where startat >= ${fromTs}
        union all
        select col, substr(endat, 1, 10) as day, -1 as delta from segs where endat >= ${fromTs} and endat < ${toTs}
      ) t group by col, day`,
  );
  if (found.length === 0) return [];
  const columnIds = [...new Set(found.map((row) => Number(row.col)))];
  const columns = await scope.db
    .selectFrom('columns')
    .innerJoin('boards', 'boards.id', 'columns.boardId')
    .select(['columns.id', 'columns.name', 'columns.boardId', 'boards.name as boardName'])
    .where('columns.id', 'in', columnIds)
    .orderBy('columns.boardId')
    .orderBy('columns.sort')
    .execute();
  const days = daysOf(period.from, period.to);
  const dayIndex = new Map(days.map((day, index) => [day, index]));
  const deltas = new Map<number, number[]>();
  for (const row of found) {
    const col = Number(row.col);
    const list = deltas.get(col) ?? new Array<number>(days.length + 1).fill(0);
    const index = row.day === '' ? 0 : (dayIndex.get(row.day) ?? -1) + 1;
    if (index > 0 || row.day === '') list[index] += num(row.delta);
    deltas.set(col, list);
  }
  const boards = new Map<number, CumulativeFlowBoard>();
  for (const column of columns) {
    const list = deltas.get(column.id) ?? [];
    const counts: number[] = [];
    let running = list[0] ?? 0;
    for (let i = 1; i <= days.length; i += 1) {
      running += list[i] ?? 0;
      counts.push(running);
    }
    const board = boards.get(column.boardId) ?? {
      boardId: column.boardId,
      boardName: column.boardName,
      days,
      columns: [],
    };
    board.columns.push({ columnId: column.id, name: column.name, counts });
    boards.set(column.boardId, board);
  }
  return [...boards.values()];
}
