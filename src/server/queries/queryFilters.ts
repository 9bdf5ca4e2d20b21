/**
 * The WHERE of a saved query over a company's cards (issue 19 item 1; definition in
 * src/shared/queries/query.schemas.ts), as SQL over the alias `c` (cards) on both dialects. Every
 * part reads through an index (migration 20261220090000_saved_queries): the company's cards by
 * `cards (company_id, archived_at)`, sticker conditions as `c.id IN (SELECT card_id FROM
 * card_stickers WHERE board_sticker_id IN (…) AND <value test>)` over `(board_sticker_id, card_id)`,
 * people by `card_members (user_id, is_responsible)`. Sticker conditions name a sticker type (and
 * optionally its name); the board stickers they mean are resolved first (`resolveStickers`), so a
 * condition whose stickers exist nowhere matches no card. Stickers whose definition was deleted
 * count for none (as the board filters, src/server/editor/filters.ts).
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DateRange, QueryDefinition, StickerCondition, StickerRef } from '../../shared/queries/query.schemas';
import { DAY_MS } from '../../shared/stickers/stickerTypes';
import type { Database } from '../db/database';
import type { DialectName } from '../db/createDatabase';
import { likePattern } from '../editor/filters';
import { numberAt, textAt, timerRunning, trackingMinutes } from './queryJson';

/** A company's live board stickers, by type. */
export interface CompanySticker {
  id: number;
  boardId: number;
  type: string;
  name: string | null;
}

/** Every live board sticker of the company's boards (one small query). */
export async function companyStickers(db: Kysely<Database>, companyId: number): Promise<CompanySticker[]> {
  return db
    .selectFrom('boardStickers as bs')
    .innerJoin('boards as b', 'b.id', 'bs.boardId')
    .innerJoin('projects as p', 'p.id', 'b.projectId')
    .select(['bs.id', 'bs.boardId', 'bs.type', 'bs.name'])
    .where('p.companyId', '=', companyId)
    .where('bs.deletedAt', 'is', null)
    .execute();
}

/** The ids of the stickers `ref` means (type, and the trimmed name when given). */
export const stickerIdsOf = (stickers: readonly CompanySticker[], ref: StickerRef): number[] =>
  stickers
    .filter((s) => s.type === ref.type && (ref.name === undefined || (s.name ?? '').trim() === ref.name))
    .map((s) => s.id);

const TYPE_OF_OP: Record<StickerCondition['op'], StickerRef['type']> = {
  stateIs: 'state',
  deadlineBefore: 'deadline',
  overdue: 'deadline',
  priorityIs: 'priority',
  numberInRange: 'numberField',
  textContains: 'textField',
  trackingOverPlan: 'timeTracking',
  timerRunning: 'timer',
};

/** The sticker reference a condition reads. */
export const refOfCondition = (c: StickerCondition): StickerRef => ({
  type: TYPE_OF_OP[c.op],
  ...('name' in c && c.name !== undefined ? { name: c.name } : {}),
});

const none = sql<boolean>`1 = 0`;
const inList = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${id}`));

/** The value test of one condition over `cs` (card_stickers). */
function valueTest(c: StickerCondition, dialect: DialectName, nowIso: string): RawBuilder<boolean> {
  const lower = (x: RawBuilder<unknown>) => (dialect === 'postgres' ? sql`lower(${x})` : sql`unicode_lower(${x})`);
  switch (c.op) {
    case 'stateIs':
      return sql`${textAt(dialect, ['name'])} = ${c.state}`;
    case 'deadlineBefore':
      return sql`iso_instant(${textAt(dialect, ['endDate'])}) < ${new Date(c.before).toISOString()}`;
    case 'overdue':
      return sql`iso_instant(${textAt(dialect, ['endDate'])}) < ${nowIso}`;
    case 'priorityIs':
      return sql`${textAt(dialect, ['value'])} = ${c.priority}`;
    case 'numberInRange': {
      const n = numberAt(dialect, ['value']);
      const parts = [sql`${n} is not null`];
      if (c.min !== undefined) parts.push(sql`${n} >= ${c.min}`);
      if (c.max !== undefined) parts.push(sql`${n} <= ${c.max}`);
      return sql`(${sql.join(parts, sql` and `)})`;
    }
    case 'textContains':
      return sql`${lower(textAt(dialect, ['value']))} like ${likePattern(c.text.toLowerCase())} escape '\\'`;
    case 'trackingOverPlan':
      return sql`(${textAt(dialect, ['fact'])} is not null and ${trackingMinutes(dialect, 'fact')} > ${trackingMinutes(dialect, 'plan')})`;
    case 'timerRunning':
      return timerRunning(dialect);
  }
}

/** `c.<column>` (an ISO instant written by the server) within a date range (`to` inclusive). */
function rangeOf(column: string, range: DateRange | undefined): RawBuilder<boolean>[] {
  if (!range) return [];
  const out: RawBuilder<boolean>[] = [];
  if (range.from) out.push(sql`${sql.raw(`c.${column}`)} >= ${new Date(range.from).toISOString()}`);
  // A date without a time ends with its day.
  const to = range.to && (range.to.length === 10 ? Date.parse(range.to) + DAY_MS - 1 : Date.parse(range.to));
  if (to) out.push(sql`${sql.raw(`c.${column}`)} <= ${new Date(to).toISOString()}`);
  return out;
}

/** The members condition: one of `users` in that role. */
const memberOf = (users: readonly number[], responsible: 0 | 1) =>
  sql<boolean>`c.id in (select cm.card_id from card_members cm where cm.user_id in (${inList(users)}) and cm.is_responsible = ${responsible})`;

/**
 * The WHERE (SQL over `c`) of the definition's filters in company `companyId`, given its live
 * board stickers and the time now (ISO).
 */
export function whereOf(
  companyId: number,
  definition: QueryDefinition,
  stickers: readonly CompanySticker[],
  dialect: DialectName,
  nowIso: string,
): RawBuilder<boolean> {
  const f = definition.filters;
  const parts: RawBuilder<boolean>[] = [sql`c.company_id = ${companyId}`];
  const archived = f.archived ?? 'exclude';
  if (archived === 'exclude') parts.push(sql`c.archived_at is null`);
  if (archived === 'only') parts.push(sql`c.archived_at is not null`);
  if (f.boardIds?.length) parts.push(sql`c.board_id in (${inList(f.boardIds)})`);
  if (f.columnIds?.length) parts.push(sql`c.column_id in (${inList(f.columnIds)})`);
  if (f.text) {
    const pattern = likePattern(f.text.toLowerCase());
    const lower = (col: string) =>
      dialect === 'postgres' ? sql.raw(`lower(${col})`) : sql.raw(`unicode_lower(${col})`);
    parts.push(
      sql`(${lower('c.name')} like ${pattern} escape '\\' or ${lower('c.description')} like ${pattern} escape '\\')`,
    );
  }
  if (f.status === 'open') parts.push(sql`c.done_at is null`);
  if (f.status === 'done') parts.push(sql`c.done_at is not null`);
  parts.push(...rangeOf('created_at', f.created), ...rangeOf('moved_at', f.moved), ...rangeOf('done_at', f.done));
  if (f.executorIds?.length) parts.push(memberOf(f.executorIds, 0));
  if (f.responsibleIds?.length) parts.push(memberOf(f.responsibleIds, 1));
  if (f.creatorIds?.length) parts.push(sql`c.created_by in (${inList(f.creatorIds)})`);
  // PostgreSQL: `offset 0` keeps each sticker subquery whole, so it is read once through its index
  // and hashed. Pulled up into the join, the planner (which cannot tell how many values match: the
  // JSON value depends on the sticker) probed every candidate card's stickers and parsed their JSON.
  const fence = dialect === 'postgres' ? sql` offset 0` : sql``;
  for (const condition of f.stickers ?? []) {
    const ids = stickerIdsOf(stickers, refOfCondition(condition));
    if (!ids.length) {
      parts.push(none);
      continue;
    }
    if (condition.op === 'overdue') parts.push(sql`c.done_at is null`);
    parts.push(
      // No `cs.value is not null`: every test is null on a null value, and the expression indexes
      // (migrations 20261220090000, 20261220090400) then answer "state is X" without reading the row.
      sql`c.id in (select cs.card_id from card_stickers cs where cs.board_sticker_id in (${inList(ids)}) and ${valueTest(condition, dialect, nowIso)}${fence})`,
    );
  }
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}
