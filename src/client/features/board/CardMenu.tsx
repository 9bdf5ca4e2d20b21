/**
 * The card menu of a card tile (spec/board.md §2 "a card menu (three dots; only in edit mode and,
 * for archive cards, only when level is under 3)"; "Card context menu (opens at the centre of the
 * clicked element)"). At rest it is one plain button (its icon drawn by tileStyles.ts `.tile-menu`);
 * the menu with its actions (CardMenuPopup.tsx: MUI's Menu, Popover, Modal…) is in its own chunk,
 * off the board's first paint (DESIGN §7) and apart from the board's other menus: a first click on
 * a card's menu then fetches 4 files (~17 KB br), not the 9 (~46 KB) of the menus chunk with its
 * select and form code. That chunk is fetched when the board is idle after it painted (lazyDialog.tsx
 * `whenIdle`), or sooner when the user shows intent: the pointer enters a tile, or a menu button
 * gets focus. A click before it arrived opens the menu as soon as it is there. The popup mounts on
 * the first click and stays mounted (its closing transition and the delete confirm outlive the menu).
 */
import { useState } from 'react';
import { useTranslation } from '../../app/translation';
import type { Card } from '../../../shared/board/board.types';
import { lazyDialog } from '../lazyDialog';
import type { MenuPosition } from './CardMenuPopup';

/** CardMenuPopup (`{card, position, onClose}`), in its own chunk. */
const CardMenuPopup = lazyDialog(() =>
  import(/* webpackChunkName: "card-menu" */ './CardMenuPopup').then((m) => m.CardMenuPopup),
);

/** Starts fetching the menu's chunk (once; later calls return the same promise). */
const preloadMenu = () => void CardMenuPopup.preload().catch(() => undefined);

/**
 * One document listener (not one per tile, installed when the board's tiles' code loads) that
 * fetches the menu's chunk when the pointer first enters a card tile, then removes itself.
 */
if (typeof document !== 'undefined') {
  const onOver = (event: PointerEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest('.tile-card')) return;
    document.removeEventListener('pointerover', onOver);
    preloadMenu();
  };
  document.addEventListener('pointerover', onOver);
}

/** Archive cards show the menu only below this nesting level (spec §2). */
export const ARCHIVE_MENU_MAX_LEVEL = 3;

/** Whether the menu is shown for a card at nesting `level` (0 = top level). */
export const cardMenuShown = (card: Card, level: number) => !card.archivedAt || level < ARCHIVE_MENU_MAX_LEVEL;

/** The centre of `element` in viewport px (where the menu opens, spec §2). */
const centreOf = (element: Element): MenuPosition => {
  const rect = element.getBoundingClientRect();
  return { top: rect.top + rect.height / 2, left: rect.left + rect.width / 2 };
};

/** The three-dots button; its menu opens at the centre of the button. */
export function CardMenu({ card }: { card: Card }) {
  const { t } = useTranslation('board');
  const [used, setUsed] = useState(false);
  const [position, setPosition] = useState<MenuPosition | null>(null);
  return (
    <>
      <button
        type="button"
        className="tile-menu"
        aria-label={t('card.menu')}
        aria-haspopup="menu"
        onFocus={preloadMenu}
        onPointerDown={(e) => e.stopPropagation()}
        onKeyDown={(e) => e.stopPropagation()}
        onClick={(e) => {
          e.stopPropagation();
          setUsed(true);
          setPosition(centreOf(e.currentTarget));
        }}
      />
      {used && <CardMenuPopup card={card} position={position} onClose={() => setPosition(null)} />}
    </>
  );
}
