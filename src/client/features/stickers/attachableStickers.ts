/**
 * Which definitions a card can take and which of its stickers the strip shows (spec/board.md §2
 * "Card stickers strip: system stickers first (task id, creator, discussion, history, time in
 * column), then the card's active stickers"; §4 "An attached sticker whose board sticker was
 * deleted is shown as deleted"; §6 executor/responsible are the card members' selectors).
 */
import type { Card } from '../../../shared/board/board.types';
import type { CatalogueStickerType } from '../../../shared/stickers/stickerTypes';
import type { BoardSticker, CardSticker } from '../../../shared/stickers/stickerWire';

/**
 * Types the strip always shows from the card itself (SystemStickers.tsx) or as the members
 * selectors (CardMembers.tsx): never attached as card stickers, never in the menu or palette.
 */
export const NOT_ATTACHABLE: readonly CatalogueStickerType[] = [
  'taskId',
  'timeInColumn',
  'history',
  'discussion',
  'creator',
  'executor',
  'responsible',
];

/** Active definitions that can be attached to cards (the palette). */
export const attachableDefinitions = (definitions: readonly BoardSticker[]): BoardSticker[] =>
  definitions.filter((d) => d.isActive && !NOT_ATTACHABLE.includes(d.type));

/** Active definitions not yet attached to `card` (the sticker menu). */
export function attachableTo(card: Pick<Card, 'stickers'>, definitions: readonly BoardSticker[]): BoardSticker[] {
  const attached = new Set((card.stickers ?? []).map((s) => s.boardStickerId));
  return attachableDefinitions(definitions).filter((d) => !attached.has(d.id));
}

/** Whether `card` already carries definition `boardStickerId` (a drop then does nothing). */
export const isAttached = (card: Pick<Card, 'stickers'>, boardStickerId: number): boolean =>
  (card.stickers ?? []).some((s) => s.boardStickerId === boardStickerId);

/** The card's stickers the strip shows, in the card's order: active ones and deleted ones. */
export const shownStickers = (card: Pick<Card, 'stickers'>): CardSticker[] =>
  (card.stickers ?? []).filter(
    (s) =>
      s.boardSticker.type === 'deleted' ||
      (s.boardSticker.isActive && !(NOT_ATTACHABLE as readonly string[]).includes(s.boardSticker.type)),
  );
