/**
 * Pure cache recipes for board sticker definitions (DESIGN §3 Live events `board:sticker:*`,
 * §4 "A card sticker whose board sticker was deleted comes back with `boardSticker.type:
 * 'deleted'`"). Used by the mutations of boardStickerApi.ts and by the live events alike.
 */
import type { Card } from '../../../shared/board/board.types';
import type { BoardSticker, EmbeddedBoardSticker } from '../../../shared/stickers/stickerWire';
import type { BoardData } from '../board/boardCache';

/** Palette order (DESIGN §3 GET /board/{id}/stickers: by sort, then id). */
export const byDefinitionOrder = (a: BoardSticker, b: BoardSticker) => a.sort - b.sort || a.id - b.id;

/** Adds or replaces `sticker` in a definitions list, keeping the palette order. */
export function upsertDefinition(list: BoardSticker[], sticker: BoardSticker): void {
  const index = list.findIndex((s) => s.id === sticker.id);
  if (index >= 0) list[index] = sticker;
  else list.push(sticker);
  list.sort(byDefinitionOrder);
}

/** Removes definition `id` from a definitions list. */
export function removeDefinition(list: BoardSticker[], id: number): void {
  const index = list.findIndex((s) => s.id === id);
  if (index >= 0) list.splice(index, 1);
}

/** The embedded form of a definition: its new name, configs and active flag (type unchanged). */
export const embeddedOf = (sticker: BoardSticker): EmbeddedBoardSticker => ({
  id: sticker.id,
  type: sticker.type,
  name: sticker.name,
  isActive: sticker.isActive,
  configs: sticker.configs,
});

/**
 * Rewrites the embedded definition of every card sticker built on definition `id` in `card`:
 * `next` = the updated definition, or null when it was deleted (type 'deleted', inactive, name kept).
 */
export function patchEmbedded(card: Pick<Card, 'stickers'>, id: number, next: EmbeddedBoardSticker | null): void {
  for (const sticker of card.stickers ?? []) {
    if (sticker.boardStickerId !== id) continue;
    sticker.boardSticker = next ? { ...next } : { ...sticker.boardSticker, type: 'deleted', isActive: false };
  }
}

/** `patchEmbedded` over every card of a board cache. */
export function patchEmbeddedInBoard(draft: BoardData, id: number, next: EmbeddedBoardSticker | null): void {
  for (const cardId of draft.cards.ids) {
    const card = draft.cards.entities[cardId];
    if (card) patchEmbedded(card, id, next);
  }
}
