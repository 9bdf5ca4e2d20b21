/**
 * Card stickers in the database (spec/board.md §3 "Card sticker (instance)"; DESIGN §4 Card
 * stickers): each instance with its definition embedded; a definition with `deleted_at` is
 * embedded as `type: 'deleted'` (name kept, inactive). Values are stored as JSON text.
 */
import type { CardSticker, StickerType } from '../../shared/stickers';
import type { Db } from '../editor/cards.repository';
import { parseConfigs } from './boardStickers.repository';

function selectCardStickers(db: Db) {
  return db
    .selectFrom('cardStickers')
    .innerJoin('boardStickers', 'boardStickers.id', 'cardStickers.boardStickerId')
    .select([
      'cardStickers.id',
      'cardStickers.cardId',
      'cardStickers.boardStickerId',
      'cardStickers.value',
      'cardStickers.updatedAt',
      'boardStickers.type',
      'boardStickers.name',
      'boardStickers.isActive',
      'boardStickers.configs',
      'boardStickers.deletedAt',
    ]);
}

type CardStickerRow = Awaited<ReturnType<ReturnType<typeof selectCardStickers>['execute']>>[number];

/** Parses a stored value (null when not set or unreadable). */
export function parseValue(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const toCardSticker = (row: CardStickerRow): CardSticker => {
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    cardId: row.cardId,
    boardStickerId: row.boardStickerId,
    boardSticker: {
      id: row.boardStickerId,
      type: deleted ? 'deleted' : (row.type as StickerType),
      name: row.name,
      isActive: deleted ? false : Boolean(row.isActive),
      configs: parseConfigs(row.type, row.configs),
    },
    value: parseValue(row.value),
    updatedAt: row.updatedAt,
  };
};

/** Every sticker of the given cards in one query, per card, by definition sort then id. */
export async function stickersOfCards(db: Db, cardIds: readonly number[]): Promise<Map<number, CardSticker[]>> {
  const result = new Map<number, CardSticker[]>();
  if (cardIds.length === 0) return result;
  const rows = await selectCardStickers(db)
    .where('cardStickers.cardId', 'in', [...cardIds])
    .orderBy('boardStickers.sort')
    .orderBy('cardStickers.id')
    .execute();
  for (const row of rows) {
    const list = result.get(row.cardId) ?? [];
    list.push(toCardSticker(row));
    result.set(row.cardId, list);
  }
  return result;
}

/** One sticker of a card, or undefined (unknown id or another card's). */
export async function cardStickerOf(db: Db, cardId: number, id: number): Promise<CardSticker | undefined> {
  const row = await selectCardStickers(db)
    .where('cardStickers.id', '=', id)
    .where('cardStickers.cardId', '=', cardId)
    .executeTakeFirst();
  return row ? toCardSticker(row) : undefined;
}
