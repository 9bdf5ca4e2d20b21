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
import { cardScope, hoursOf, movesRows, msOf, num, personScope, rows, weekOf, type ReportScope } from './reportSql';

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

/**
 * A move's column (`from` or `to` of the history entry `h`): the integer columns generated from its
 * JSON (migration 20261220090300_report_moves), read from the index of a period's moves. A report
 * counts it only when it is a column of the card's own board (a move never leaves its board): the
 * JSON may name a column of another board, even of another company — a board file imported before
 * the import rewrote moves to the new board (src/server/import/boardImport/movePlaces.ts) kept the
 * ids of the board it was exported from.
 */
const moveColumn = (side: 'from' | 'to') => ref(`h.${side}_column_id`);

/**
 * Per column, the mean time cards stayed in it before the moves out of it made in the period
 * (from the card's previous move, or its creation), in hours. The previous move is one index probe
 * per move (`card_history (card_id, action, created_at)`); PostgreSQL, where 200,000 probes of a year
 * cost twice a sort, first looks among the period's moves by a window (the latest earlier move of
 * the same card; `exclude group` leaves out moves of the same instant), so only a card's first move
 * of the period probes. SQLite's probes are cheaper than its window.
 */
export async function timeInColumn(scope: ReportScope): Promise<TimeInColumnRow[]> {
  const { dialect } = scope;
  const prev =
    dialect === 'postgres'
      ? sql`max(h.created_at) over (partition by h.card_id order by h.created_at
          range between unbounded preceding and current row exclude group)`
      : sql`null`;
  const earlier = sql`(select max(p.created_at) from card_history p where p.card_id = t.card_id
    and p.action = 'moved' and p.created_at < t.created_at)`;
  const found = await movesRows<{ board: number; col: number; name: string; moves: unknown; mean: unknown }>(
    scope,
    sql`select col.board_id as board, col.id as col, col.name as name, count(*) as moves, avg(s.stay) as mean
      from (select t.fromcol, t.board,
          ${msOf(dialect, ref('t.created_at'))} - ${msOf(dialect, sql`coalesce(t.prev, ${earlier}, t.born)`)} as stay
        from (select h.card_id, h.created_at, ${moveColumn('from')} as fromcol, c.board_id as board,
            c.created_at as born, ${prev} as prev
          from card_history h join cards c on c.id = h.card_id
          where h.action = 'moved' and h.created_at >= ${scope.fromTs} and h.created_at < ${scope.toTs}
            and ${cardScope(scope)}) t) s
      join columns col on col.id = s.fromcol and col.board_id = s.board
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

/** Per-column changes: the count before the period (index 0) and each day's change (1…days). */
class FlowDeltas {
  readonly byColumn = new Map<number, number[]>();
  private readonly index: Map<string, number>;
  constructor(private readonly days: string[]) {
    this.index = new Map(days.map((day, i) => [day, i + 1]));
  }
  /** Adds `n` to `col` on `day` ('' = before the period; days outside it and no column are ignored). */
  add(col: number | null, day: string, n: number) {
    const at = day === '' ? 0 : this.index.get(day);
    if (at === undefined || col === null) return;
    const list = this.byColumn.get(col) ?? new Array<number>(this.days.length + 1).fill(0);
    list[at] += n;
    this.byColumn.set(col, list);
  }
}

/**
 * Cards per column at the end of each day, per board, from two aggregates and no per-card walk:
 * a card's column now (`cards.column_id`) is its creation column plus its moves (history `moved`,
 * `from` → `to`), so a column's count before the period is the cards created before it that are in
 * the column now, less the moves into it since, plus the moves out of it since; a card created in
 * the period counts from its creation day in its creation column (its column now with all its moves
 * undone); each move in the period then shifts one card on its day. SQL groups cards by (column,
 * creation day) and moves by (from, to, day, card's creation day); the running sums (columns × days)
 * are added up here. Archived cards stay counted in their column. No card of the scope with a day
 * of the period (or none at all): [].
 */
export async function cumulativeFlow(
  scope: ReportScope,
  period: { from: string; to: string },
): Promise<CumulativeFlowBoard[]> {
  const { fromTs, toTs } = scope;
  const born = sql`case when c.created_at < ${fromTs} then '' else substr(c.created_at, 1, 10) end`;
  const [cards, moves] = await Promise.all([
    rows<{ col: number; born: string; n: unknown }>(
      scope,
      sql`select c.column_id as col, ${born} as born, count(*) as n from cards c
        where ${cardScope(scope)} and c.created_at < ${toTs} group by 1, 2`,
    ),
    movesRows<{ board: number; fromcol: number | null; tocol: number | null; day: string; born: string; n: unknown }>(
      scope,
      sql`select board, fromcol, tocol, day, born, count(*) as n from (
          select c.board_id as board, ${moveColumn('from')} as fromcol, ${moveColumn('to')} as tocol,
            substr(h.created_at, 1, 10) as day, ${born} as born
          from card_history h join cards c on c.id = h.card_id
          where h.action = 'moved' and h.created_at >= ${fromTs} and c.created_at < ${toTs} and ${cardScope(scope)}
        ) t group by board, fromcol, tocol, day, born`,
    ),
  ]);
  if (cards.length === 0) return [];
  // The columns of the counts and of the moves, on the company's boards (`cards` is not empty, so
  // neither is the list: `in ()` is no SQL on PostgreSQL).
  const named = [...cards.map((row) => row.col), ...moves.flatMap((row) => [row.fromcol, row.tocol])];
  const columns = await scope.db
    .selectFrom('columns')
    .innerJoin('boards', 'boards.id', 'columns.boardId')
    .innerJoin('projects', 'projects.id', 'boards.projectId')
    .select(['columns.id', 'columns.name', 'columns.boardId', 'boards.name as boardName'])
    .where('projects.companyId', '=', scope.companyId)
    .where('columns.id', 'in', [...new Set(named.filter((col) => col !== null).map(Number))])
    .orderBy('columns.boardId')
    .orderBy('columns.sort')
    .execute();
  const boardOf = new Map(columns.map((column) => [column.id, column.boardId]));
  const days = daysOf(period.from, period.to);
  const flow = new FlowDeltas(days);
  for (const row of cards) flow.add(Number(row.col), row.born, num(row.n));
  for (const row of moves) {
    const n = num(row.n);
    // A side with no column, or a column of another board than the card's (`moveColumn`), is left out.
    const own = (col: number | null) =>
      col !== null && boardOf.get(Number(col)) === Number(row.board) ? Number(col) : null;
    const [from, to] = [own(row.fromcol), own(row.tocol)];
    // Undone at the card's creation (or before the period for older cards)…
    flow.add(to, row.born, -n);
    flow.add(from, row.born, n);
    // …and made on its day, when that is in the period.
    flow.add(to, row.day, n);
    flow.add(from, row.day, -n);
  }
  const boards = new Map<number, CumulativeFlowBoard>();
  for (const column of columns) {
    const list = flow.byColumn.get(column.id) ?? [];
    const counts: number[] = [];
    let running = list[0] ?? 0;
    for (let i = 1; i <= days.length; i += 1) {
      running += list[i] ?? 0;
      counts.push(running);
    }
    if (counts.every((count) => count === 0)) continue;
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
