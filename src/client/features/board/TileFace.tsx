/**
 * What a card tile shows (spec/board.md §2 "Card tile", §4 Done / Inline title edit / Sub-cards):
 * done circle, title with pencil edit, card menu, the stickers strip, executor and responsible
 * selectors (when their sticker is active on the board), the sub-tasks bar with its expand chevron
 * and the expanded sub-cards. CardTile.tsx's sortable shell renders it with stable props, so a
 * change of the shell's drag state that shows nothing new skips it (issue 13 item 1).
 */
import { memo, type CSSProperties } from 'react';
import { useTranslation } from '../../app/translation';
import type { useSortable } from '@dnd-kit/sortable';
import type { Card } from '../../../shared/board/board.types';
import { childListKey } from './boardCache';
import { useBoardContext } from './boardContext';
import { CardList } from './CardList';
import { CardMembers, useMemberRoles } from './CardMembers';
import { CardMenu, cardMenuShown } from './CardMenu';
import { useCardSelected } from './cardSelection';
import { CardTitle, type CardHandleProps } from './CardTitle';
import { DoneToggle } from './DoneToggle';
import { SubCardsToggle } from './SubCardsToggle';
import { StickerStrip } from '../stickers/StickerStrip';

/** The data attribute for a flag: present ('') when true, absent otherwise. */
const flag = (on: boolean) => (on ? '' : undefined);

type Sortable = ReturnType<typeof useSortable>;

export interface TileFaceProps {
  card: Card;
  /** Nesting level (0 = a column's or archive's top level). */
  level: number;
  expanded: boolean;
  childrenLoaded: boolean;
  editing: boolean;
  setEditing: (editing: boolean) => void;
  /** dnd-kit's pointer listeners (undefined while dragging is disabled) and handle attributes. */
  listeners: Sortable['listeners'];
  attributes: Sortable['attributes'];
  setActivatorNodeRef: Sortable['setActivatorNodeRef'];
  /** The "make sub-card" zone's ref while a pointer drag runs, else null (no zone). */
  nestRef: ((node: HTMLElement | null) => void) | null;
  /** A drop over the tile would nest a card or attach a sticker: the tile is outlined. */
  highlighted: boolean;
}

/** What a tile shows (see the file comment); its props keep their identity while nothing shown changes. */
export const TileFace = memo(function TileFace(props: TileFaceProps) {
  const { card, level, expanded, childrenLoaded, editing, setEditing } = props;
  const { t } = useTranslation('board');
  const { openCard, selection, justDragged, editable } = useBoardContext();
  const selected = useCardSelected(selection, card.id);
  const disabled = Boolean((card as Card & { disabled?: boolean }).disabled);
  const memberRoles = useMemberRoles(card);
  const membersShown = memberRoles.length > 0 && (editable || card.cardsMembers?.length > 0);

  // The keyboard handle: dnd-kit's keyboard sensor starts only from this activator node (the
  // listeners sit on the tile, so the pointer drags from anywhere on it).
  const handle: CardHandleProps = {
    ...props.attributes,
    ref: props.setActivatorNodeRef,
    role: 'button',
    'aria-label': t('card.open', { name: card.name, counter: card.counter }),
    'aria-roledescription': editable ? t('dnd.cardRole') : undefined,
    'aria-disabled': disabled || undefined,
    onKeyDown: (e) => {
      if (e.key === 'Enter' && !editing) openCard(card.id);
    },
  };

  return (
    <>
      <div
        {...props.listeners}
        className="tile-card"
        data-grab={flag(editable && !disabled)}
        data-done={flag(Boolean(card.doneAt))}
        data-archived={flag(Boolean(card.archivedAt))}
        data-selected={flag(selected)}
        data-over={flag(props.highlighted)}
        style={card.color ? ({ '--card-color': `4px solid ${card.color}` } as CSSProperties) : undefined}
        onClick={() => {
          if (!editing && !justDragged()) openCard(card.id);
        }}
      >
        {/* "Make sub-card" zone: the tile's middle half; over it (once held) the tile is outlined
            and the dragged card says "Make sub-card" (nothing added here: the layout stays). */}
        {props.nestRef && <div ref={props.nestRef} aria-hidden className="tile-nest" />}
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
    </>
  );
});
