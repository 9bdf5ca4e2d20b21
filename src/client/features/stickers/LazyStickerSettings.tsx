/**
 * The board's sticker settings dialog (settings/StickerSettingsDialog.tsx), loaded on first use
 * (lazyDialog.tsx: its own chunk, kept out of the board's first paint). Opened by the toolbar's
 * 'Stickers' button (BoardStickerTools.tsx) and by the first-run hint of a card's "+" (StickerMenu.tsx).
 */
import { lazyDialog } from '../lazyDialog';

/** `{boardId, onClose}`: the dialog, open while mounted. */
export const StickerSettingsDialog = lazyDialog(() =>
  import(/* webpackChunkName: "StickerSettingsDialog" */ './settings/StickerSettingsDialog').then(
    (m) => m.StickerSettingsDialog,
  ),
);
