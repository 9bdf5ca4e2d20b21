/**
 * The `stickers` drag group (spec/board.md §4 "Sticker drag group is named stickers: items are
 * never pulled out and can be put in only from the stickers group; sorting is off, animation 0.
 * A sticker dropped into the strip attaches it"). Palette chips are draggables with data
 * `{type: 'sticker', boardStickerId}` inside the board's DndContext (BoardDnd.tsx); they drop on a
 * card tile (its sortable droppable, data `{type: 'card', cardId}`). Dropping on a card that
 * already carries the sticker does nothing; an attach failure is logged only (spec §8).
 */
import { useCallback } from 'react';
import { pointerWithin, rectIntersection } from '@dnd-kit/core';
import type { CollisionDetection } from '@dnd-kit/core';
import type { BoardData } from '../board/boardCache';
import { isAttached } from './attachableStickers';
import { useAttachCardStickerMutation } from './cardStickerApi';

/** The drag data type of palette chips. */
export const STICKER_DRAG_TYPE = 'sticker';
/** Draggable id of a palette chip. */
export const stickerDndId = (boardStickerId: number) => `sticker:${boardStickerId}`;

/** Drag data of a palette chip. */
export interface StickerDragData {
  type: typeof STICKER_DRAG_TYPE;
  boardStickerId: number;
}

export const isStickerDrag = (data: unknown): data is StickerDragData =>
  (data as { type?: string } | null | undefined)?.type === STICKER_DRAG_TYPE;

type Container = Parameters<CollisionDetection>[0]['droppableContainers'][number];
const cardIdOf = (c: Container) => {
  const d = c.data.current as { type?: string; cardId?: number } | undefined;
  return d?.type === 'card' ? d.cardId : undefined;
};

/**
 * Collisions of a sticker drag: only card tiles; the innermost tile under the pointer (a sub-card
 * before its parent, whose node holds the expanded sub-cards), or the most overlapped one for a
 * keyboard drag.
 */
export const stickerCollision: CollisionDetection = (args) => {
  const cards = args.droppableContainers.filter((c) => cardIdOf(c) !== undefined);
  const area = (id: Container['id']) => {
    const r = args.droppableRects.get(id);
    return r ? r.width * r.height : Infinity;
  };
  if (!args.pointerCoordinates) return rectIntersection({ ...args, droppableContainers: cards }).slice(0, 1);
  return pointerWithin({ ...args, droppableContainers: cards })
    .sort((a, b) => area(a.id) - area(b.id))
    .slice(0, 1);
};

/** `(data, drag data, over data) → void`: attaches the dragged sticker to the card dropped on. */
export function useStickerDrop(): (data: BoardData, drag: StickerDragData, over: unknown) => void {
  const [attach] = useAttachCardStickerMutation();
  return useCallback(
    (data, drag, over) => {
      const cardId = (over as { type?: string; cardId?: number } | undefined)?.cardId;
      const card = cardId !== undefined ? data.cards.entities[cardId] : undefined;
      if (!card || isAttached(card, drag.boardStickerId)) return;
      attach({ cardId: card.id, boardStickerId: drag.boardStickerId })
        .unwrap()
        .catch((error: unknown) => console.error('sticker not attached', error));
    },
    [attach],
  );
}
