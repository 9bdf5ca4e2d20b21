/**
 * The popover of a sticker chip's menu (StickerChip.tsx; spec/board.md §4 sticker menus): a dialog
 * named by the sticker's label, under the chip. In the board's menus chunk (lazyDialog.tsx): the
 * tiles draw only the chips, and the chunk is fetched when the board is idle (or when a chip gets
 * focus). Open while mounted.
 */
import { Suspense, type ReactNode } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Popover from '@mui/material/Popover';

interface Props {
  /** The chip. */
  anchor: HTMLElement;
  /** The sticker's label: the dialog's accessible name. */
  label: string;
  onClose: () => void;
  /** The menu's content. */
  children: ReactNode;
}

/** The open popover at `anchor`. */
export function StickerChipPopover({ anchor, label, onClose, children }: Props) {
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': label, sx: { p: 1.5, maxWidth: 340 } } }}
    >
      {/* A form still loading (lazyStickerForms.ts) shows a progress in the open menu, never a dead click. */}
      <Suspense fallback={<CircularProgress size={20} aria-label={label} />}>{children}</Suspense>
    </Popover>
  );
}
