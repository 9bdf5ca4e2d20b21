/**
 * Stickers written together with a new card, inside the card's own transaction (issue 5 "create
 * with stickers and members in one call is atomic"; spec/board.md §2 create form, §7
 * `POST /editor/card/{columnId}[/{parentCardId}]`; DESIGN §4 Card stickers):
 * - `insertCardStickers` checks every input first with the same rules as
 *   `POST /editor/card/{cardId}/sticker/create` (cardStickers.service.ts) and only then inserts;
 * - `copyCardStickers` copies another card's stickers (stored values as they are) for a card copy.
 * Both store `due_at` for the scheduler. The caller broadcasts the card after the commit.
 */
import type { TFunction } from 'i18next';
import type { FieldErrors } from '../../shared/envelope';
import type { StickerType } from '../../shared/stickers';
import type { Db } from '../editor/cards.repository';
import { userIdOf, type Viewer } from '../access/access.service';
import type { EditorContext } from '../editor/editor.context';
import { AppError } from '../http/appError';
import { STICKER_FIELD_ERRORS } from './boardStickers.service';
import { parseValue } from './cardStickers.repository';
import { attachProblem, checkStickerValue } from './cardStickers.service';
import { stickerDueAt } from './stickerSchedule';

/** A sticker given at card creation: the board sticker id and an optional first value (PUT body). */
export interface CardStickerInput {
  boardStickerId: number;
  value?: unknown;
}

const json = (value: unknown): string | null => (value === null || value === undefined ? null : JSON.stringify(value));

/**
 * Validates every input against the board's definitions, then attaches them to `card`.
 * Throws 400 VALIDATION_FAILED with translated field errors under `stickers.<i>`:
 * `{stickers: {1: {boardStickerId: '…'}}}` (not on the board, removed, turned off, given twice) or
 * `{stickers: {0: {value: {…shaped like the value}}}}`; nothing is inserted then.
 * Returns the number of stickers attached.
 */
export async function insertCardStickers(
  trx: Db,
  card: { id: number; boardId: number },
  inputs: readonly CardStickerInput[],
  t: TFunction,
  ctx: Pick<EditorContext<Viewer>, 'actor' | 'now'>,
): Promise<number> {
  if (inputs.length === 0) return 0;
  const ids = [...new Set(inputs.map((input) => input.boardStickerId))];
  const definitions = new Map(
    (await trx.selectFrom('boardStickers').selectAll().where('id', 'in', ids).execute()).map((row) => [row.id, row]),
  );
  const now = ctx.now();
  const errors: FieldErrors = {};
  const seen = new Set<number>();
  const rows = inputs.map((input, index) => {
    const definition = definitions.get(input.boardStickerId);
    const problem = seen.has(input.boardStickerId)
      ? STICKER_FIELD_ERRORS.alreadyAttached
      : attachProblem(definition, card.boardId);
    seen.add(input.boardStickerId);
    if (problem || !definition) {
      errors[index] = { boardStickerId: t(problem ?? STICKER_FIELD_ERRORS.notOnBoard) };
      return null;
    }
    const type = definition.type as StickerType;
    let value: unknown = null;
    if (input.value !== undefined && input.value !== null) {
      const checked = checkStickerValue(type, definition.configs, input.value, null, t, now);
      if (!checked.ok) {
        errors[index] = { value: checked.errors };
        return null;
      }
      value = checked.value;
    }
    return {
      cardId: card.id,
      boardStickerId: definition.id,
      value: json(value),
      dueAt: stickerDueAt(type, value, Date.now()),
      updatedBy: userIdOf(ctx.actor),
      createdAt: now,
      updatedAt: now,
    };
  });
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', { fields: { stickers: errors } });
  const valid = rows.filter((row): row is NonNullable<typeof row> => row !== null);
  await trx.insertInto('cardStickers').values(valid).execute();
  return valid.length;
}

/**
 * Copies the stickers of card `fromCardId` to `card`: those whose definition is a live one of the
 * card's board (a copy to another board drops the others), values stored as they are.
 */
export async function copyCardStickers(
  trx: Db,
  fromCardId: number,
  card: { id: number; boardId: number },
  ctx: Pick<EditorContext<Viewer>, 'actor' | 'now'>,
): Promise<number> {
  const sources = await trx
    .selectFrom('cardStickers')
    .innerJoin('boardStickers', 'boardStickers.id', 'cardStickers.boardStickerId')
    .select(['cardStickers.boardStickerId', 'cardStickers.value', 'boardStickers.type'])
    .where('cardStickers.cardId', '=', fromCardId)
    .where('boardStickers.boardId', '=', card.boardId)
    .where('boardStickers.deletedAt', 'is', null)
    .orderBy('cardStickers.id')
    .execute();
  if (sources.length === 0) return 0;
  const now = ctx.now();
  await trx
    .insertInto('cardStickers')
    .values(
      sources.map((source) => ({
        cardId: card.id,
        boardStickerId: source.boardStickerId,
        value: source.value,
        dueAt: stickerDueAt(source.type, parseValue(source.value), Date.now()),
        updatedBy: userIdOf(ctx.actor),
        createdAt: now,
        updatedAt: now,
      })),
    )
    .execute();
  return sources.length;
}
