/**
 * Runs a saved query's definition (issue 19 item 1) as indexed SQL on both dialects: one page of
 * rows (offset paging, ordered by the definition's sort then id), the totals of every match
 * (count; time tracking plan and fact, stopwatch and timer run time, all in ms) and, with
 * `groupBy`, the same totals per group (at most QUERY_GROUPS_MAX, largest first). Only the page's
 * cards are read into memory; totals and groups are SQL aggregates.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  DEFAULT_COLUMNS,
  QUERY_GROUPS_MAX,
  columnKey,
  type QueryDefinition,
  type QueryGroupBy,
  type StickerRef,
} from '../../shared/queries/query.schemas';
import type { QueryGroup, QueryResult, QueryRow, QueryTotals } from '../../shared/queries/query.types';
import { PRIORITY_LEVELS } from '../../shared/stickers/stickerTypes';
import type { DialectName } from '../db/createDatabase';
import type { Database } from '../db/database';
import { stickerCell } from '../boardExport/stickerCells';
import { companyStickers, stickerIdsOf, whereOf, type CompanySticker } from './queryFilters';
import { numberAt, periodsMs, textAt, trackingMinutes } from './queryJson';

/** What a run needs besides the definition. */
export interface RunContext {
  db: Kysely<Database>;
  dialect: DialectName;
  companyId: number;
  now?: Date;
}

const inList = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${id}`));
const FROM = sql`cards c inner join boards b on b.id = c.board_id inner join columns col on col.id = c.column_id left join users u on u.id = c.created_by`;

const FIELD_SORT: Record<string, string> = {
  counter: 'c.counter',
  name: 'c.name',
  board: 'b.name',
  column: 'col.name',
  createdAt: 'c.created_at',
  movedAt: 'c.moved_at',
  doneAt: 'c.done_at',
  archivedAt: 'c.archived_at',
};

/** A sortable SQL value of a sticker of `type` over `cs`. */
function sortValue(type: StickerRef['type'], dialect: DialectName, nowIso: string): RawBuilder<unknown> {
  switch (type) {
    case 'numberField':
      return numberAt(dialect, ['value']);
    case 'priority':
      return sql`(case ${textAt(dialect, ['value'])} ${sql.join(
        PRIORITY_LEVELS.map((level, i) => sql`when ${level} then ${i}`),
        sql` `,
      )} end)`;
    case 'deadline':
      return sql`iso_instant(${textAt(dialect, ['endDate'])})`;
    case 'timeTracking':
      return trackingMinutes(dialect, 'plan');
    case 'stopwatch':
      return periodsMs(dialect, [], nowIso);
    case 'timer':
      return periodsMs(dialect, ['history'], nowIso);
    case 'state':
    case 'timeInterval':
      return textAt(dialect, ['name']);
    case 'textField':
      return textAt(dialect, ['value']);
  }
}

function orderOf(
  definition: QueryDefinition,
  stickers: readonly CompanySticker[],
  dialect: DialectName,
  nowIso: string,
) {
  const sort = definition.sort ?? { by: { field: 'counter' as const }, dir: 'desc' as const };
  const dir = sql.raw(sort.dir);
  let value: RawBuilder<unknown>;
  if ('field' in sort.by) value = sql.raw(FIELD_SORT[sort.by.field] ?? 'c.counter');
  else {
    const ids = stickerIdsOf(stickers, sort.by.sticker);
    value = ids.length
      ? sql`(select ${sortValue(sort.by.sticker.type, dialect, nowIso)} from card_stickers cs where cs.card_id = c.id and cs.board_sticker_id in (${inList(ids)}) and cs.value is not null order by cs.id limit 1)`
      : sql`null`;
  }
  // Empty values last in both directions, on both dialects.
  return sql`(case when ${value} is null then 1 else 0 end), ${value} ${dir}, c.id ${dir}`;
}

interface GroupSql {
  key: RawBuilder<unknown>;
  label: RawBuilder<unknown>;
  join: RawBuilder<unknown>;
}

function groupSql(
  groupBy: QueryGroupBy,
  definition: QueryDefinition,
  stickers: readonly CompanySticker[],
  dialect: DialectName,
): GroupSql {
  const nothing = sql``;
  switch (groupBy) {
    case 'board':
      return { key: sql`c.board_id`, label: sql`b.name`, join: nothing };
    case 'column':
      return { key: sql`c.column_id`, label: sql`col.name`, join: nothing };
    case 'creator':
      return { key: sql`c.created_by`, label: sql`coalesce(u.name, c.creator_name)`, join: nothing };
    case 'status':
      return {
        key: sql`(case when c.done_at is null then 'open' else 'done' end)`,
        label: sql`(case when c.done_at is null then 'open' else 'done' end)`,
        join: nothing,
      };
    case 'executor':
    case 'responsible':
      return {
        key: sql`gm.user_id`,
        label: sql`gu.name`,
        join: sql`left join card_members gm on gm.card_id = c.id and gm.is_responsible = ${groupBy === 'responsible' ? 1 : 0} left join users gu on gu.id = gm.user_id`,
      };
    case 'state': {
      const ids = stickerIdsOf(stickers, {
        type: 'state',
        ...(definition.stateName ? { name: definition.stateName } : {}),
      });
      const name = textAt(dialect, ['name'], 'gs');
      return {
        key: name,
        label: name,
        join: sql`left join card_stickers gs on gs.card_id = c.id and gs.value is not null and gs.board_sticker_id in (${ids.length ? inList(ids) : sql`0`})`,
      };
    }
  }
}

const num = (v: unknown): number => (v === null || v === undefined ? 0 : Math.round(Number(v)));

/**
 * Totals per group key (one row when `group` is the constant group). `knownCount`: the matches'
 * count when the page query has it (awaited only for the constant group, so the sums run meanwhile).
 */
async function totalsBy(
  ctx: RunContext,
  where: RawBuilder<boolean>,
  grouping: GroupSql | null,
  stickers: readonly CompanySticker[],
  nowIso: string,
  knownCount?: Promise<number | undefined>,
) {
  const { db, dialect } = ctx;
  const group = grouping ?? { key: sql`null`, label: sql`null`, join: sql`` };
  const groupBy = (...by: RawBuilder<unknown>[]) => (grouping ? sql`group by ${sql.join(by)}` : sql``);
  // Without groups the page query has counted the matches already (`count(*) over ()`).
  const countsOf = async () => {
    const known = grouping ? undefined : await knownCount;
    if (known !== undefined)
      return { rows: [{ key: null as unknown, label: null as unknown, count: known as unknown }] };
    return sql<{ key: unknown; label: unknown; count: unknown }>`
    select ${group.key} as "key", ${group.label} as "label", count(distinct c.id) as "count"
    from ${FROM} ${group.join} where ${where}
    ${groupBy(group.key, group.label)} order by count(distinct c.id) desc limit ${QUERY_GROUPS_MAX}`.execute(db);
  };
  // The summed stickers by their live board stickers' ids (no join of board_stickers: a card's
  // (card_id, board_sticker_id) key then reads only these values). PostgreSQL parses each value
  // once (`v`) rather than once per path.
  const idsOf = (type: string) => stickers.filter((s) => s.type === type).map((s) => s.id);
  const summed = idsOf('timeTracking').concat(idsOf('stopwatch'), idsOf('timer'));
  const listOf = (ids: number[]) => (ids.length ? inList(ids) : sql`null`);
  const v = dialect === 'postgres' ? 'v' : 'cs';
  const parsed = dialect === 'postgres' ? sql`cross join lateral (select cs.value::jsonb as value offset 0) v` : sql``;
  const type = (t: string, x: RawBuilder<unknown>) =>
    sql`sum(case when cs.board_sticker_id in (${listOf(idsOf(t))}) then ${x} end)`;
  const sumsOf = () =>
    sql<{ key: unknown; plan: unknown; fact: unknown; stopwatch: unknown; timer: unknown }>`
    select ${group.key} as "key",
      ${type('timeTracking', trackingMinutes(dialect, 'plan', v))} as "plan",
      ${type('timeTracking', trackingMinutes(dialect, 'fact', v))} as "fact",
      ${type('stopwatch', periodsMs(dialect, [], nowIso, v))} as "stopwatch",
      ${type('timer', periodsMs(dialect, ['history'], nowIso, v))} as "timer"
    from ${FROM} ${group.join}
      inner join card_stickers cs on cs.card_id = c.id and cs.board_sticker_id in (${inList(summed)}) and cs.value is not null
      ${parsed}
    where ${where} ${groupBy(group.key)}`.execute(db);
  const [counts, sums] = await Promise.all([countsOf(), summed.length ? sumsOf() : { rows: [] }]);
  const sumOf = new Map(sums.rows.map((r) => [r.key === null ? null : String(r.key), r]));
  return counts.rows.map((r): QueryGroup => {
    const key = r.key === null ? null : String(r.key);
    const s = sumOf.get(key);
    return {
      key,
      label: r.label === null ? null : String(r.label),
      count: num(r.count),
      trackingPlanMs: num(s?.plan) * 60_000,
      trackingFactMs: num(s?.fact) * 60_000,
      stopwatchMs: num(s?.stopwatch),
      timerMs: num(s?.timer),
    };
  });
}

const EMPTY_TOTALS: QueryTotals = { count: 0, trackingPlanMs: 0, trackingFactMs: 0, stopwatchMs: 0, timerMs: 0 };

interface CardRow {
  id: number;
  counter: number;
  name: string;
  boardId: number;
  boardName: string;
  columnId: number;
  columnName: string;
  createdAt: string;
  movedAt: string;
  doneAt: string | null;
  archivedAt: string | null;
  creator: string | null;
  /** Every match's count (window function of the page query). */
  total?: unknown;
}

/** Fills the people and sticker cells of a page of cards. */
async function rowsOf(
  ctx: RunContext,
  cards: CardRow[],
  definition: QueryDefinition,
  stickers: readonly CompanySticker[],
  nowMs: number,
) {
  if (!cards.length) return [];
  const ids = cards.map((c) => c.id);
  const members = await ctx.db
    .selectFrom('cardMembers as cm')
    .innerJoin('users as mu', 'mu.id', 'cm.userId')
    .select(['cm.cardId', 'cm.isResponsible', 'mu.name'])
    .where('cm.cardId', 'in', ids)
    .orderBy('cm.id')
    .execute();
  const stickerColumns = (definition.columns ?? DEFAULT_COLUMNS).flatMap((col) =>
    'sticker' in col
      ? [{ key: columnKey(col), type: col.sticker.type, ids: new Set(stickerIdsOf(stickers, col.sticker)) }]
      : [],
  );
  const wanted = [...new Set(stickerColumns.flatMap((c) => [...c.ids]))];
  const values = wanted.length
    ? await ctx.db
        .selectFrom('cardStickers')
        .select(['cardId', 'boardStickerId', 'value'])
        .where('cardId', 'in', ids)
        .where('boardStickerId', 'in', wanted)
        .where('value', 'is not', null)
        .orderBy('id')
        .execute()
    : [];
  return cards.map(({ total: _total, ...card }): QueryRow => {
    const mine = members.filter((m) => m.cardId === card.id);
    const cells: Record<string, string> = {};
    for (const column of stickerColumns) {
      const texts = values
        .filter((v) => v.cardId === card.id && column.ids.has(v.boardStickerId))
        .map((v) => {
          try {
            return stickerCell(column.type, JSON.parse(v.value as string), nowMs);
          } catch {
            return '';
          }
        })
        .filter(Boolean);
      cells[column.key] = texts.join(', ');
    }
    return {
      ...card,
      counter: Number(card.counter),
      creator: card.creator ?? '',
      executors: mine.filter((m) => !m.isResponsible).map((m) => m.name),
      responsible: mine.filter((m) => m.isResponsible).map((m) => m.name),
      values: cells,
    };
  });
}

/** One page of the matching cards of the whole company (no totals): for the CSV and card ids. */
export async function matchingCards(
  ctx: RunContext,
  definition: QueryDefinition,
  page: { limit: number; offset: number; boardId?: number },
  known?: readonly CompanySticker[],
) {
  const nowIso = (ctx.now ?? new Date()).toISOString();
  const stickers = known ?? (await companyStickers(ctx.db, ctx.companyId));
  const where = whereOf(ctx.companyId, definition, stickers, ctx.dialect, nowIso);
  const onBoard = page.boardId === undefined ? sql`` : sql` and c.board_id = ${page.boardId}`;
  const cards = await sql<CardRow>`
    select c.id as "id", c.counter as "counter", c.name as "name", c.board_id as "boardId", b.name as "boardName",
      c.column_id as "columnId", col.name as "columnName", c.created_at as "createdAt", c.moved_at as "movedAt",
      c.done_at as "doneAt", c.archived_at as "archivedAt", coalesce(u.name, c.creator_name) as "creator",
      count(*) over () as "total"
    from ${FROM} where ${where}${onBoard}
    order by ${orderOf(definition, stickers, ctx.dialect, nowIso)} limit ${page.limit} offset ${page.offset}`.execute(
    ctx.db,
  );
  return { cards: cards.rows, stickers };
}

/** One page of finished rows (no totals): the CSV export. */
export async function rowsOfPage(
  ctx: RunContext,
  definition: QueryDefinition,
  page: { limit: number; offset: number },
) {
  const { cards, stickers } = await matchingCards(ctx, definition, page);
  return rowsOf(ctx, cards, definition, stickers, (ctx.now ?? new Date()).getTime());
}

/** The ids of the matching cards on one board (the board's "saved query" filter), at most `limit`. */
export async function matchingIdsOnBoard(ctx: RunContext, definition: QueryDefinition, boardId: number, limit: number) {
  const nowIso = (ctx.now ?? new Date()).toISOString();
  const stickers = await companyStickers(ctx.db, ctx.companyId);
  const where = whereOf(ctx.companyId, definition, stickers, ctx.dialect, nowIso);
  const rows = await sql<{
    id: number;
  }>`select c.id as "id" from cards c where ${where} and c.board_id = ${boardId} order by c.id limit ${limit}`.execute(
    ctx.db,
  );
  return rows.rows.map((r) => Number(r.id));
}

/** Runs the definition: a page of rows, the totals and the groups (see the file comment). */
export async function runQuery(
  ctx: RunContext,
  definition: QueryDefinition,
  page: { limit: number; offset: number },
): Promise<QueryResult> {
  const now = ctx.now ?? new Date();
  const nowIso = now.toISOString();
  const stickers = await companyStickers(ctx.db, ctx.companyId);
  const where = whereOf(ctx.companyId, definition, stickers, ctx.dialect, nowIso);
  const matching = matchingCards(ctx, definition, { limit: page.limit + 1, offset: page.offset }, stickers);
  const known = matching.then(({ cards }) => (cards.length ? Number(cards[0].total) : undefined));
  const groupBy = definition.groupBy ?? null;
  // At once: PostgreSQL runs the page, the sums and the groups on pooled connections side by side
  // (SQLite one after the other).
  const [{ cards }, [all], groups] = await Promise.all([
    matching,
    totalsBy(ctx, where, null, stickers, nowIso, known),
    groupBy ? totalsBy(ctx, where, groupSql(groupBy, definition, stickers, ctx.dialect), stickers, nowIso) : [],
  ]);
  const { key: _key, label: _label, ...totals } = all ?? { ...EMPTY_TOTALS, key: null, label: null };
  return {
    rows: await rowsOf(ctx, cards.slice(0, page.limit), definition, stickers, now.getTime()),
    totals,
    groupBy,
    groups,
    limit: page.limit,
    offset: page.offset,
    hasMore: cards.length > page.limit,
  };
}
