/**
 * The card's stickers strip (spec/board.md §2 "Card stickers strip: system stickers first (task
 * id, creator, discussion, history, time in column), then the card's active stickers. A plus
 * button opens the sticker menu, except in guest view"; §4 deleted definitions shown as deleted;
 * menus open on click, and on hover when the user's mouse-action setting allows).
 * Its styles are one stylesheet (stripStyles.ts) that the board and the card view insert.
 * Pointer, click and key events of the widgets and the menu stay inside the strip, so using them
 * neither opens nor drags the card around them. The tile is also the drop target of the palette.
 */
import type { Card } from '../../../shared/board/board.types';
import { useAppSelector } from '../../app/hooks';
import { selectStickerMenuHover } from '../preferences/preferencesSlice';
import { shownStickers } from './attachableStickers';
import { StickerMenu, contained } from './StickerMenu';
import { STRIP_ROOT_CLASS } from './stripStyles';
import { SystemStickers } from './SystemStickers';
import { CardStickerWidget } from './widgets/CardStickerWidget';

interface Props {
  card: Card;
  /** Guest view: widgets never open menus and there is no plus button (spec §6). */
  readOnly?: boolean;
  /** Extra class of the strip's root (the tile places it). */
  className?: string;
}

export function StickerStrip({ card, readOnly, className }: Props) {
  const hoverMenus = useAppSelector(selectStickerMenuHover);
  const stickers = shownStickers(card);
  return (
    <div className={className ? `${STRIP_ROOT_CLASS} ${className}` : STRIP_ROOT_CLASS} data-testid="sticker-strip">
      <SystemStickers card={card} />
      {stickers.map((sticker) => (
        <span key={sticker.id} className="strip-item" {...(readOnly ? {} : contained)}>
          <CardStickerWidget card={card} sticker={sticker} readOnly={readOnly} hoverMenus={hoverMenus} />
        </span>
      ))}
      {!readOnly && <StickerMenu card={card} />}
    </div>
  );
}
