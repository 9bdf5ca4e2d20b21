/**
 * Attaching, setting and detaching card stickers (spec/board.md §3, §7; DESIGN §3 Route map,
 * §4 Card stickers). Each change runs in one transaction with its history entry
 * (stickerAttached / stickerChanged / stickerDetached; field = the definition's name or type,
 * from/to = stored values), stores `due_at` for the scheduler (stickerSchedule.ts), and is
 * broadcast after commit as `board:cardSticker:created|updated|deleted` with the card's board and
 * new history count.
 *
 * Errors: 404 unknown card sticker (or another card's); 400 VALIDATION_FAILED with field errors
 * shaped like the value, nested under `value` on PUT and attach alike (`{value: {value: '…'}}`,
 * `{value: {plan: {minutes: '…'}}}`, `{value: {_form: '…'}}` for a wrong value as a whole); `boardStickerId` errors (errors:sticker.notOnBoard / deleted / inactive /
 * alreadyAttached) on attach; `_form` errors:sticker.deleted on a PUT of a deleted sticker.
 */
import type { TFunction } from 'i18next';
import type { AttachCardStickerBody, CardSticker, StickerType } from '../../shared/stickers';
import { validateStickerPut } from '../../shared/stickers';
import { ROOT_FIELD } from '../../shared/validation';
import type { FieldErrors } from '../../shared/envelope';
import { isUniqueViolation } from '../db/errors';
import { AppError, type FieldErrorKeys } from '../http/appError';
import type { Db } from '../editor/cards.repository';
import type { CardRow } from '../editor/cardMoves';
import { fieldError, type EditorContext } from '../editor/editor.context';
import { recordHistory } from '../editor/history';
import { inTransaction, rethrowVanished } from '../editor/transactions';
import { parseConfigs } from './boardStickers.repository';
import { STICKER_FIELD_ERRORS } from './boardStickers.service';
import { cardStickerOf, parseValue } from './cardStickers.repository';
import { stickerDueAt } from './stickerSchedule';
import { nextStoredValue } from './stickerActions';

/** The card's history count after a change. */
async function historyCountOf(db: Db, cardId: number): Promise<number> {
  const row = await db.selectFrom('cards').select('historyCount').where('id', '=', cardId).executeTakeFirst();
  return Number(row?.historyCount ?? 0);
}

const translateKeys = (keys: FieldErrorKeys, t: TFunction): FieldErrors =>
  Object.fromEntries(
    Object.entries(keys).map(([field, key]) => [field, typeof key === 'string' ? t(key) : translateKeys(key, t)]),
  );

/**
 * Validates a PUT body (the type's shared rules) and applies it to the stored value (null when
 * not set): the value to store, or translated field errors shaped like the value.
 */
export function checkStickerValue(
  type: StickerType,
  configsText: string,
  body: unknown,
  stored: unknown,
  t: TFunction,
  now: string,
): { ok: true; value: unknown } | { ok: false; errors: FieldErrors } {
  const checked = validateStickerPut(type, body, parseConfigs(type, configsText), t);
  if (!checked.ok) return { ok: false, errors: checked.errors };
  const next = nextStoredValue(type, checked.value, stored, now);
  if (!next.ok) return { ok: false, errors: translateKeys(next.fieldKeys, t) };
  return { ok: true, value: next.value };
}

/** Validates a PUT body and applies it to the stored value; throws 400 (errors under `nest`). */
function valueAfter(
  type: StickerType,
  configsText: string,
  body: unknown,
  stored: unknown,
  t: TFunction,
  now: string,
  nest?: string,
): unknown {
  const checked = checkStickerValue(type, configsText, body, stored, t, now);
  if (checked.ok) return checked.value;
  throw new AppError('VALIDATION_FAILED', { fields: nest ? { [nest]: checked.errors } : checked.errors });
}

/**
 * Why a definition cannot be attached to a card of `boardId` (the i18n key of the
 * `boardStickerId` field error), or null when it can: missing or another board's, deleted, inactive.
 */
export function attachProblem(
  definition: { boardId: number; deletedAt: string | null; isActive: number } | undefined,
  boardId: number,
): string | null {
  if (!definition || definition.boardId !== boardId) return STICKER_FIELD_ERRORS.notOnBoard;
  if (definition.deletedAt !== null) return STICKER_FIELD_ERRORS.deleted;
  if (!definition.isActive) return STICKER_FIELD_ERRORS.inactive;
  return null;
}

const json = (value: unknown): string | null => (value === null || value === undefined ? null : JSON.stringify(value));

async function announce(ctx: EditorContext, card: CardRow, id: number, verb: 'created' | 'updated') {
  const sticker = await cardStickerOf(ctx.db, card.id, id);
  if (!sticker) throw new AppError('NOT_FOUND');
  const payload = { ...sticker, boardId: card.boardId, historyCount: await historyCountOf(ctx.db, card.id) };
  if (verb === 'created') ctx.events.cardStickerCreated(payload);
  else ctx.events.cardStickerUpdated(payload);
  return sticker;
}

/** Attaches an active definition of the card's board, with an optional first value (201). */
export async function attachCardSticker(
  ctx: EditorContext,
  card: CardRow,
  body: AttachCardStickerBody,
  t: TFunction,
): Promise<CardSticker> {
  const definition = await ctx.db
    .selectFrom('boardStickers')
    .selectAll()
    .where('id', '=', body.boardStickerId)
    .executeTakeFirst();
  const problem = attachProblem(definition, card.boardId);
  if (problem || !definition) throw fieldError('boardStickerId', problem ?? STICKER_FIELD_ERRORS.notOnBoard);
  const now = ctx.now();
  const type = definition.type as StickerType;
  const value =
    body.value === undefined || body.value === null
      ? null
      : valueAfter(type, definition.configs, body.value, null, t, now, 'value');
  const id = await inTransaction(ctx.db, async (trx) => {
    const existing = await trx
      .selectFrom('cardStickers')
      .select('id')
      .where('cardId', '=', card.id)
      .where('boardStickerId', '=', definition.id)
      .executeTakeFirst();
    if (existing) throw fieldError('boardStickerId', STICKER_FIELD_ERRORS.alreadyAttached);
    const inserted = await trx
      .insertInto('cardStickers')
      .values({
        cardId: card.id,
        boardStickerId: definition.id,
        value: json(value),
        dueAt: stickerDueAt(type, value, Date.now()),
        updatedBy: ctx.actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const field = definition.name ?? definition.type;
    await recordHistory(trx, card.id, ctx.actor.id, [{ action: 'stickerAttached', field, to: value }], now);
    return inserted.id;
  }).catch((error: unknown) => {
    // Two attaches of the same sticker at once: the unique (card, board sticker) index decides.
    if (isUniqueViolation(error)) throw fieldError('boardStickerId', STICKER_FIELD_ERRORS.alreadyAttached);
    rethrowVanished(error);
  });
  return announce(ctx, card, id, 'created');
}

/** Reads a card sticker with its definition inside a transaction (row-locked on PostgreSQL). */
async function lockedSticker(ctx: EditorContext, trx: Db, cardId: number, id: number) {
  let query = trx
    .selectFrom('cardStickers')
    .innerJoin('boardStickers', 'boardStickers.id', 'cardStickers.boardStickerId')
    .select([
      'cardStickers.id',
      'cardStickers.value',
      'boardStickers.type',
      'boardStickers.name',
      'boardStickers.configs',
      'boardStickers.deletedAt',
    ])
    .where('cardStickers.id', '=', id)
    .where('cardStickers.cardId', '=', cardId);
  if (ctx.dialect === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * Sets a card sticker's value from the `value` of the PUT body (spec/board.md §7 `{value}`; the
 * type's PUT value, stickerValues.ts stickerPutSchema); errors under `value`.
 */
export async function setCardSticker(
  ctx: EditorContext,
  card: CardRow,
  id: number,
  putValue: unknown,
  t: TFunction,
): Promise<CardSticker> {
  const changed = await inTransaction(ctx.db, async (trx) => {
    const row = await lockedSticker(ctx, trx, card.id, id);
    if (row.deletedAt !== null) throw fieldError(ROOT_FIELD, STICKER_FIELD_ERRORS.deleted);
    const now = ctx.now();
    const type = row.type as StickerType;
    const stored = parseValue(row.value);
    const value = valueAfter(type, row.configs, putValue, stored, t, now, 'value');
    if (json(value) === json(stored)) return false;
    await trx
      .updateTable('cardStickers')
      .set({
        value: json(value),
        dueAt: stickerDueAt(type, value, Date.now()),
        updatedBy: ctx.actor.id,
        updatedAt: now,
      })
      .where('id', '=', id)
      .execute();
    const change = { action: 'stickerChanged' as const, field: row.name ?? row.type, from: stored, to: value };
    await recordHistory(trx, card.id, ctx.actor.id, [change], now);
    return true;
  });
  if (!changed) {
    const sticker = await cardStickerOf(ctx.db, card.id, id);
    if (!sticker) throw new AppError('NOT_FOUND');
    return sticker;
  }
  return announce(ctx, card, id, 'updated');
}

/** Detaches a card sticker (also one whose definition was deleted). */
export async function detachCardSticker(ctx: EditorContext, card: CardRow, id: number): Promise<{ id: number }> {
  await inTransaction(ctx.db, async (trx) => {
    const row = await lockedSticker(ctx, trx, card.id, id);
    await trx.deleteFrom('cardStickers').where('id', '=', id).execute();
    const change = { action: 'stickerDetached' as const, field: row.name ?? row.type, from: parseValue(row.value) };
    await recordHistory(trx, card.id, ctx.actor.id, [change], ctx.now());
  });
  const historyCount = await historyCountOf(ctx.db, card.id);
  ctx.events.cardStickerDeleted({ id, cardId: card.id, boardId: card.boardId, historyCount });
  return { id };
}
