/**
 * Board sticker definitions (spec/board.md §3 "Board sticker (definition)"; DESIGN §3 Route map,
 * §4 Card stickers): create, update and soft-delete, with the board's rules:
 * - named types (textField, numberField, state, timeInterval) need a non-empty name
 *   (400 field `name`, errors:sticker.nameRequired); other types keep `name: null`;
 * - any other type at most once per board among live definitions (400 field `type`,
 *   errors:sticker.alreadyOnBoard), also for creates at once (a partial unique index, migration
 *   20261123200000_once_per_board);
 * - a new definition goes last in the palette (sort = largest + 1).
 * Live: `board:sticker:created|updated|deleted` after commit (the actor's socket excluded).
 */
import {
  isNamedStickerType,
  type BoardSticker,
  type CreateBoardStickerBody,
  type UpdateBoardStickerBody,
} from '../../shared/stickers';
import { isUniqueViolation } from '../db/errors';
import { AppError } from '../http/appError';
import { fieldError, type EditorContext } from '../editor/editor.context';
import { inTransaction, rethrowVanished } from '../editor/transactions';
import { hasLiveType, liveBoardSticker, nextSort, toBoardSticker } from './boardStickers.repository';

/** i18n keys of the sticker field errors (i18n/<locale>/errors.json `sticker.*`). */
export const STICKER_FIELD_ERRORS = {
  alreadyOnBoard: 'errors:sticker.alreadyOnBoard',
  alreadyAttached: 'errors:sticker.alreadyAttached',
  notOnBoard: 'errors:sticker.notOnBoard',
  inactive: 'errors:sticker.inactive',
  deleted: 'errors:sticker.deleted',
  nameRequired: 'errors:sticker.nameRequired',
} as const;

/** The name a type keeps: trimmed text for named types (400 when empty), null for the others. */
function nameFor(type: string, name: string | null | undefined): string | null {
  if (!isNamedStickerType(type)) return null;
  if (!name) throw fieldError('name', STICKER_FIELD_ERRORS.nameRequired);
  return name;
}

/** Adds a definition to the board (201 BoardSticker). */
export async function createBoardSticker(
  ctx: EditorContext,
  boardId: number,
  body: CreateBoardStickerBody,
): Promise<BoardSticker> {
  const name = nameFor(body.type, body.name);
  const row = await inTransaction(ctx.db, async (trx) => {
    if (!isNamedStickerType(body.type) && (await hasLiveType(trx, boardId, body.type))) {
      throw fieldError('type', STICKER_FIELD_ERRORS.alreadyOnBoard);
    }
    const now = ctx.now();
    return trx
      .insertInto('boardStickers')
      .values({
        boardId,
        type: body.type,
        name,
        icon: body.icon ?? null,
        isActive: body.isActive === false ? 0 : 1,
        configs: JSON.stringify(body.configs ?? {}),
        sort: await nextSort(trx, boardId),
        deletedAt: null,
        createdAt: now,
        updatedAt: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }).catch((error: unknown) => {
    // Two creates of a once-per-board type at once: the unique index board_stickers_once_type_uq
    // lets one win; the other answers the 400 of a repeat.
    if (isUniqueViolation(error)) throw fieldError('type', STICKER_FIELD_ERRORS.alreadyOnBoard);
    rethrowVanished(error);
  });
  const sticker = toBoardSticker(row);
  ctx.events.stickerCreated(sticker);
  return sticker;
}

/** Changes the fields given (404 unknown or deleted definition). */
export async function updateBoardSticker(
  ctx: EditorContext,
  boardId: number,
  id: number,
  body: UpdateBoardStickerBody,
): Promise<BoardSticker> {
  const before = await liveBoardSticker(ctx.db, boardId, id);
  if (!before) throw new AppError('NOT_FOUND');
  const row = await ctx.db
    .updateTable('boardStickers')
    .set({
      ...(body.name !== undefined ? { name: nameFor(before.type, body.name) } : {}),
      ...(body.icon !== undefined ? { icon: body.icon } : {}),
      ...(body.isActive !== undefined ? { isActive: body.isActive ? 1 : 0 } : {}),
      ...(body.configs !== undefined ? { configs: JSON.stringify(body.configs ?? {}) } : {}),
      ...(body.sort !== undefined ? { sort: body.sort } : {}),
      updatedAt: ctx.now(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  // Deleted with its board by a concurrent request after the check.
  if (!row) throw new AppError('NOT_FOUND');
  const sticker = toBoardSticker(row);
  ctx.events.stickerUpdated(sticker);
  return sticker;
}

/** Soft-deletes a definition; attached card stickers stay and show as `deleted` (404 unknown). */
export async function deleteBoardSticker(ctx: EditorContext, boardId: number, id: number): Promise<{ id: number }> {
  const before = await liveBoardSticker(ctx.db, boardId, id);
  if (!before) throw new AppError('NOT_FOUND');
  const now = ctx.now();
  // Identical deletes at once: only the one that marked it succeeds (404 like a repeat).
  const marked = await ctx.db
    .updateTable('boardStickers')
    .set({ deletedAt: now, updatedAt: now })
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) === 0) throw new AppError('NOT_FOUND');
  ctx.events.stickerDeleted({ id, boardId });
  return { id };
}
