/** Props every card sticker widget takes (CardStickerWidget passes them through). */
import type { Card } from '../../../../shared/board/board.types';
import type { CardSticker } from '../../../../shared/stickers/stickerWire';

export interface WidgetProps {
  card: Card;
  sticker: CardSticker;
  /** Guest view: menus never open, default cursor (spec/board.md §6). */
  readOnly?: boolean;
  /** Open menus on hover too (the user's mouse-action setting, spec/board.md §4). */
  hoverMenus?: boolean;
}
