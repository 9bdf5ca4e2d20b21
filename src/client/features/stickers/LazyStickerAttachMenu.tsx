/**
 * The sticker attach menu (StickerAttachMenu.tsx), loaded on first use (lazyDialog.tsx: in the
 * board's menus chunk, fetched when the board is idle after it painted, so a click finds it loaded). Opened by a
 * card strip's "+" (StickerMenu.tsx) and the card menu's 'Attach sticker' (CardMenuPopup.tsx).
 */
import { lazyDialog } from '../lazyDialog';

/** StickerAttachMenu's props (`{card, anchor, onClose, onOpenSettings?}`): the menu, open while mounted. */
export const LazyStickerAttachMenu = lazyDialog(() =>
  import(/* webpackChunkName: "board-menus" */ './StickerAttachMenu').then((m) => m.StickerAttachMenu),
);
