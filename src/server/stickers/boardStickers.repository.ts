/**
 * Board sticker definitions in the database (spec/board.md §3 "Board sticker (definition)";
 * DESIGN §4 Card stickers): `configs` is stored as JSON text and returned parsed; a numberField's
 * `configs.number` is returned with its defaults (precision 2, no min/max). Deleting is soft
 * (`deleted_at`): the row stays so attached card stickers show as `deleted`.
 */
import type { Selectable } from 'kysely';
import {
  resolveNumberConfig,
  type BoardSticker,
  type CatalogueStickerType,
  type StickerConfigs,
} from '../../shared/stickers';
import type { BoardStickersTable } from '../db/database';
import type { Db } from '../editor/cards.repository';

export type BoardStickerRow = Selectable<BoardStickersTable>;

/** Parses stored configs JSON; a numberField always carries its resolved number settings. */
export function parseConfigs(type: string, text: string | null): StickerConfigs {
  let configs: StickerConfigs = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) configs = parsed as StickerConfigs;
  } catch {
    // A broken row reads as empty configs rather than failing the whole board.
  }
  return type === 'numberField' ? { ...configs, number: resolveNumberConfig(configs) } : configs;
}

/** A row as the wire's BoardSticker. */
export const toBoardSticker = (row: BoardStickerRow): BoardSticker => ({
  id: row.id,
  boardId: row.boardId,
  type: row.type as CatalogueStickerType,
  name: row.name,
  icon: row.icon,
  isActive: Boolean(row.isActive),
  configs: parseConfigs(row.type, row.configs),
  sort: row.sort,
});

/** The live (not deleted) definitions of a board, active and inactive, by sort then id. */
export async function listBoardStickers(db: Db, boardId: number): Promise<BoardSticker[]> {
  const rows = await db
    .selectFrom('boardStickers')
    .selectAll()
    .where('boardId', '=', boardId)
    .where('deletedAt', 'is', null)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map(toBoardSticker);
}

/** One live definition of the board, or undefined (unknown, other board's or deleted). */
export function liveBoardSticker(db: Db, boardId: number, id: number): Promise<BoardStickerRow | undefined> {
  return db
    .selectFrom('boardStickers')
    .selectAll()
    .where('id', '=', id)
    .where('boardId', '=', boardId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

/** Whether the board already has a live definition of `type`. */
export async function hasLiveType(db: Db, boardId: number, type: string): Promise<boolean> {
  const row = await db
    .selectFrom('boardStickers')
    .select('id')
    .where('boardId', '=', boardId)
    .where('type', '=', type)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** The next palette position of a board: largest sort + 1 (0 for the first). */
export async function nextSort(db: Db, boardId: number): Promise<number> {
  const row = await db
    .selectFrom('boardStickers')
    .select((eb) => eb.fn.max('sort').as('maxSort'))
    .where('boardId', '=', boardId)
    .executeTakeFirst();
  const max = row?.maxSort;
  return max === null || max === undefined ? 0 : Number(max) + 1;
}
