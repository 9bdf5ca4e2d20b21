/**
 * The strip's plus button and sticker menu (spec/board.md §2 "A plus button opens the sticker
 * menu, except in guest view"; §7 POST /editor/card/{cardId}/sticker/create; §8 "Sticker detach
 * and attach failures: logged only"). The menu itself is StickerAttachMenu.tsx: the board's
 * active definitions not yet on the card; choosing one attaches it (value null) and closes it.
 * The button is a plain element styled by the strip (stripStyles.ts `.strip-add`); the menu mounts
 * only while open. Events inside either never reach the tile (`contained`). On a new board the menu's
 * first-run hint opens the board's Stickers settings from here.
 */
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from '../../app/translation';
import type { Card } from '../../../shared/board/board.types';
import { StickerSettingsDialog } from './LazyStickerSettings';
import { LazyStickerAttachMenu } from './LazyStickerAttachMenu';

const stop = (event: SyntheticEvent) => event.stopPropagation();
/** Handlers keeping pointer, click and key events inside the strip (not opening or dragging the card). */
export const contained = { onPointerDown: stop, onClick: stop, onKeyDown: stop, onDoubleClick: stop };

export function StickerMenu({ card }: { card: Card }) {
  const { t } = useTranslation('stickerSettings');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const close = () => setAnchor(null);

  return (
    <>
      <button
        type="button"
        className="strip-add"
        aria-label={t('strip.add')}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        {...contained}
        onClick={(e) => {
          e.stopPropagation();
          setAnchor(e.currentTarget);
        }}
      />
      {/* Mounted only while open: every tile has a plus button. The menu renders in a portal, but
          React events still bubble to the tile through this element. */}
      {anchor && (
        <span className="strip-contents" {...contained}>
          <LazyStickerAttachMenu
            card={card}
            anchor={{ anchorEl: anchor }}
            onClose={close}
            onOpenSettings={() => setSettingsOpen(true)}
          />
        </span>
      )}
      {settingsOpen && (
        <span className="strip-contents" {...contained}>
          <StickerSettingsDialog boardId={card.boardId} onClose={() => setSettingsOpen(false)} />
        </span>
      )}
    </>
  );
}
