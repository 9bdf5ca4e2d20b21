/**
 * Columns of a board (issue 3 Deliver 3; DESIGN §3 Route map): create (rightmost), rename, colour,
 * reorder (`sort`: the column takes the place of the column holding that sort; columns are then
 * numbered 0…n−1 left to right), archive / restore (`archived`: the column leaves the board with its
 * cards and comes back in its place, keeping its sort), delete (449 with the card count unless
 * forced: its cards go too).
 */
import type { z } from 'zod';
import type { createColumnBody, updateColumnBody } from '../../shared/board/board.schemas';
import type { ColumnsTable } from '../db/database';
import { V } from '../../shared/validation';
import { AppError } from '../http/appError';
import { columnCounts } from './cards.repository';
import type { Selectable } from 'kysely';
import type { ColumnPayload } from './editor.events';
import { fieldError, type EditorContext } from './editor.context';
import { inTransaction, rethrowVanished } from './transactions';

type ColumnRow = Selectable<ColumnsTable>;

export const toColumn = (row: ColumnRow): ColumnPayload => ({
  id: row.id,
  boardId: row.boardId,
  name: row.name,
  color: row.color,
  sort: row.sort,
  archivedAt: row.archivedAt,
});

/** Appends a column at the right end of the board. */
export async function createColumn(
  ctx: EditorContext,
  boardId: number,
  body: z.infer<typeof createColumnBody>,
): Promise<ColumnPayload> {
  const column = await inTransaction(ctx.db, async (trx) => {
    const last = await trx
      .selectFrom('columns')
      .select((eb) => eb.fn.max('sort').as('sort'))
      .where('boardId', '=', boardId)
      .executeTakeFirst();
    const now = ctx.now();
    const sort = last?.sort === null || last?.sort === undefined ? 0 : Number(last.sort) + 1;
    return trx
      .insertInto('columns')
      .values({ boardId, name: body.name, color: body.color ?? null, sort, createdAt: now, updatedAt: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  }).catch(rethrowVanished);
  const payload = toColumn(column);
  ctx.events.columnCreated(payload);
  return payload;
}

/** Changes name/colour (`board:column:updated`) and place (`board:column:moved` with shifted sorts). */
export async function updateColumn(
  ctx: EditorContext,
  column: ColumnRow,
  body: z.infer<typeof updateColumnBody>,
): Promise<ColumnPayload> {
  if (body.sort !== undefined && Math.abs(body.sort) > 2 ** 30) throw fieldError('sort', V.invalidFormat);
  const result = await inTransaction(ctx.db, async (trx) => {
    const now = ctx.now();
    const set: Partial<ColumnRow> = {};
    if (body.name !== undefined && body.name !== column.name) set.name = body.name;
    if (body.color !== undefined && (body.color ?? null) !== column.color) set.color = body.color ?? null;
    if (body.archived !== undefined && body.archived !== (column.archivedAt !== null))
      set.archivedAt = body.archived ? now : null;
    if (Object.keys(set).length > 0) {
      await trx
        .updateTable('columns')
        .set({ ...set, updatedAt: now })
        .where('id', '=', column.id)
        .execute();
    }
    let shifted: { id: number; sort: number }[] | null = null;
    if (body.sort !== undefined && body.sort !== column.sort) {
      const others = await trx
        .selectFrom('columns')
        .select(['id', 'sort'])
        .where('boardId', '=', column.boardId)
        .where('id', '!=', column.id)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      const requested = body.sort;
      // Moved right: it lands after the column whose sort it took; moved left: before it.
      const index = others.filter((o) => (requested > column.sort ? o.sort <= requested : o.sort < requested)).length;
      const order = [...others.slice(0, index), { id: column.id, sort: column.sort }, ...others.slice(index)];
      shifted = [];
      for (const [sort, entry] of order.entries()) {
        if (entry.sort === sort) continue;
        await trx.updateTable('columns').set({ sort, updatedAt: now }).where('id', '=', entry.id).execute();
        if (entry.id !== column.id) shifted.push({ id: entry.id, sort });
      }
    }
    const row = await trx.selectFrom('columns').selectAll().where('id', '=', column.id).executeTakeFirst();
    // Deleted by a concurrent request after the access check.
    if (!row) throw new AppError('NOT_FOUND');
    return { row, renamed: Object.keys(set).length > 0, shifted };
  });
  const payload = toColumn(result.row);
  if (result.renamed) ctx.events.columnUpdated(payload);
  if (result.shifted) ctx.events.columnMoved(payload, result.shifted);
  return payload;
}

/** The board's archived columns, left to right, with their top-level card counts. */
export async function archivedColumns(
  ctx: EditorContext,
  boardId: number,
): Promise<(ColumnPayload & { cardsCount: number; archiveCount: number })[]> {
  const [rows, counts] = await Promise.all([
    ctx.db
      .selectFrom('columns')
      .selectAll()
      .where('boardId', '=', boardId)
      .where('archivedAt', 'is not', null)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    columnCounts(ctx.db, ctx.dialect, boardId, undefined),
  ]);
  return rows.map((row) => ({
    ...toColumn(row),
    cardsCount: counts.get(row.id)?.cardsCount ?? 0,
    archiveCount: counts.get(row.id)?.archiveCount ?? 0,
  }));
}

/** Deletes a column; 449 NEEDS_CONFIRMATION naming the number of cards unless `force`. */
export async function deleteColumn(ctx: EditorContext, column: ColumnRow, force: boolean): Promise<void> {
  const row = await ctx.db
    .selectFrom('cards')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('columnId', '=', column.id)
    .executeTakeFirst();
  const count = Number(row?.count ?? 0);
  if (count > 0 && !force) throw new AppError('NEEDS_CONFIRMATION', { params: { context: 'columnCards', count } });
  // In a transaction so that a deadlock with a concurrent cascade (its board or a card deleted at
  // the same time) is retried.
  const removed = await inTransaction(ctx.db, (trx) =>
    trx.deleteFrom('columns').where('id', '=', column.id).executeTakeFirst(),
  );
  // Identical deletes at once: only the one that removed the row succeeds (404 like a repeat).
  if (Number(removed.numDeletedRows) === 0) throw new AppError('NOT_FOUND');
  ctx.events.columnDeleted({ id: column.id, boardId: column.boardId });
}
