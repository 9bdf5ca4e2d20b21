/**
 * A card tile (spec/board.md §2 "Card tile", §4 Done / Inline title edit / Sub-cards): done circle,
 * title with pencil edit, card menu, the stickers strip, executor and responsible selectors (when
 * their sticker is active on the board), and the sub-tasks bar with its expand chevron
 * (SubCardsToggle.tsx). The whole tile drags with the pointer (150 ms delay) and a click opens the
 * card; for the keyboard and assistive technology the title is the tile's focusable handle (a
 * button named "#counter name": Space lifts, Enter opens), so the tile's other buttons are not
 * nested inside an interactive element (WCAG 4.1.2). Its middle half is the "make sub-card" drop
 * zone, mounted while a pointer drag runs; held long enough it takes the drop and the tile is
 * outlined (BoardDnd.tsx, cardCollision.ts, nestHover.ts).
 *
 * A board draws hundreds of tiles, so a tile at rest is plain elements with static class names
 * (tileStyles.ts, one stylesheet the board inserts) and re-renders only when its own card, its selection or its sub-cards' state
 * changes; menus, editors and tooltips mount on first use.
 */
import { memo, useContext, useState, type CSSProperties } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Card } from '../../../shared/board/board.types';
import { BoardDragContext, useBoardContext, useTileState } from './boardContext';
import { TileFace } from './TileFace';
import { TILE_ROOT_CLASS } from './tileStyles';
import { isStickerDrag } from '../stickers/stickerDnd';

/** Sortable id of a card and droppable id of its "make sub-card" zone. */
export const cardDndId = (id: number) => `card:${id}`;
export const nestDndId = (id: number) => `nest:${id}`;

interface TileProps {
  id: number;
  listKey: string;
  /** Nesting level (0 = a column's or archive's top level). */
  level: number;
}

/** One tile; `id` is read from the board cache so live changes re-render only this tile. */
export const CardTile = memo(function CardTile({ id, listKey, level }: TileProps) {
  const { card, expanded, childrenLoaded } = useTileState(id);
  if (!card) return null;
  return <TileBody card={card} listKey={listKey} level={level} expanded={expanded} childrenLoaded={childrenLoaded} />;
});

interface BodyProps extends Omit<TileProps, 'id'> {
  card: Card;
  expanded: boolean;
  childrenLoaded: boolean;
}

/**
 * The sortable shell of a tile: dnd-kit's hooks and the root element they move. dnd-kit re-renders
 * it whenever its list's sortable context changes (a list's items grow, a drag starts or ends) —
 * e.g. each list that shows its remaining cards after the first paint (CardList.tsx) re-renders the
 * tiles of the list revealed before it once — so everything else a tile shows is TileFace, a memo
 * that its stable props skip (issue 13 item 1).
 */
function TileBody({ card, listKey, level, expanded, childrenLoaded }: BodyProps) {
  const { editable } = useBoardContext();
  const [editing, setEditing] = useState(false);
  // The "make sub-card" zone takes drops only during a pointer drag (keyboard drags reorder and move).
  const nestEnabled = useContext(BoardDragContext).pointerDrag;
  const disabled = Boolean((card as Card & { disabled?: boolean }).disabled);

  const sortable = useSortable({
    id: cardDndId(card.id),
    data: { type: 'card', cardId: card.id, listKey },
    disabled: !editable || disabled || editing,
  });
  const nest = useDroppable({
    id: nestDndId(card.id),
    data: { type: 'nest', cardId: card.id },
    disabled: !nestEnabled || Boolean(card.archivedAt) || sortable.isDragging,
  });

  // A palette sticker held over the tile: the tile is where it will be attached.
  const stickerOver = sortable.isOver && isStickerDrag(sortable.active?.data.current);
  const style: CSSProperties = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
    opacity: sortable.isDragging ? 0.4 : undefined,
  };

  return (
    <div ref={sortable.setNodeRef} className={TILE_ROOT_CLASS} style={style} data-card-id={card.id}>
      <TileFace
        card={card}
        level={level}
        expanded={expanded}
        childrenLoaded={childrenLoaded}
        editing={editing}
        setEditing={setEditing}
        listeners={sortable.listeners}
        attributes={sortable.attributes}
        setActivatorNodeRef={sortable.setActivatorNodeRef}
        nestRef={nestEnabled ? nest.setNodeRef : null}
        highlighted={nest.isOver || stickerOver}
      />
    </div>
  );
}
