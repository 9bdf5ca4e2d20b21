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
import { useTranslation } from '../../app/translation';
import { useDroppable } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Card } from '../../../shared/board/board.types';
import { childListKey } from './boardCache';
import { BoardDragContext, useBoardContext, useTileState } from './boardContext';
import { CardList } from './CardList';
import { CardMembers, useMemberRoles } from './CardMembers';
import { CardMenu, cardMenuShown } from './CardMenu';
import { useCardSelected } from './cardSelection';
import { CardTitle, type CardHandleProps } from './CardTitle';
import { DoneToggle } from './DoneToggle';
import { SubCardsToggle } from './SubCardsToggle';
import { TILE_ROOT_CLASS } from './tileStyles';
import { StickerStrip } from '../stickers/StickerStrip';
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

/** The data attribute for a flag: present ('') when true, absent otherwise. */
const flag = (on: boolean) => (on ? '' : undefined);

function TileBody({ card, listKey, level, expanded, childrenLoaded }: BodyProps) {
  const { t } = useTranslation('board');
  const { openCard, selection, justDragged, editable } = useBoardContext();
  const selected = useCardSelected(selection, card.id);
  const [editing, setEditing] = useState(false);
  // The "make sub-card" zone takes drops only during a pointer drag (keyboard drags reorder and move).
  const nestEnabled = useContext(BoardDragContext).pointerDrag;
  const disabled = Boolean((card as Card & { disabled?: boolean }).disabled);
  const memberRoles = useMemberRoles(card);
  const membersShown = memberRoles.length > 0 && (editable || card.cardsMembers?.length > 0);

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

  // The keyboard handle: dnd-kit's keyboard sensor starts only from this activator node (the
  // listeners sit on the tile, so the pointer drags from anywhere on it).
  const handle: CardHandleProps = {
    ...sortable.attributes,
    ref: sortable.setActivatorNodeRef,
    role: 'button',
    'aria-label': t('card.open', { name: card.name, counter: card.counter }),
    'aria-roledescription': editable ? t('dnd.cardRole') : undefined,
    'aria-disabled': disabled || undefined,
    onKeyDown: (e) => {
      if (e.key === 'Enter' && !editing) openCard(card.id);
    },
  };

  return (
    <div ref={sortable.setNodeRef} className={TILE_ROOT_CLASS} style={style} data-card-id={card.id}>
      <div
        {...sortable.listeners}
        className="tile-card"
        data-grab={flag(editable && !disabled)}
        data-done={flag(Boolean(card.doneAt))}
        data-archived={flag(Boolean(card.archivedAt))}
        data-selected={flag(selected)}
        data-over={flag(nest.isOver || stickerOver)}
        style={card.color ? ({ '--card-color': `4px solid ${card.color}` } as CSSProperties) : undefined}
        onClick={() => {
          if (!editing && !justDragged()) openCard(card.id);
        }}
      >
        {/* "Make sub-card" zone: the tile's middle half; over it (once held) the tile is outlined
            and the dragged card says "Make sub-card" (nothing added here: the layout stays). */}
        {nestEnabled && <div ref={nest.setNodeRef} aria-hidden className="tile-nest" />}
        <div className="tile-head">
          <DoneToggle card={card} disabled={!editable} />
          <CardTitle
            card={card}
            handle={handle}
            editing={editing}
            canEdit={editable}
            onEditStart={() => {
              selection.select(card.id);
              setEditing(true);
            }}
            onEditEnd={() => setEditing(false)}
          />
          {editable && cardMenuShown(card, level) && <CardMenu card={card} />}
        </div>
        <StickerStrip card={card} readOnly={!editable} className="tile-strip" />
        {(membersShown || card.childCount > 0) && (
          <div className="tile-foot">
            <CardMembers card={card} roles={memberRoles} />
            {card.childCount > 0 && <SubCardsToggle card={card} expanded={expanded} childrenLoaded={childrenLoaded} />}
          </div>
        )}
      </div>
      {expanded && (
        <div className="tile-children">
          <CardList listKey={childListKey(card.id)} kind="children" ownerId={card.id} level={level + 1} />
        </div>
      )}
    </div>
  );
}
