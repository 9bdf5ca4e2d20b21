/**
 * The compact chip every sticker widget shows in the card tile's strip, with its menu (spec/board.md
 * §4 "Only a click opens or acts on sticker menus. Menus open on click, and on hover if the user's
 * mouse-action setting allows"; §6 guest: "menus do not open, default cursor"). A click gesture
 * (useStickerGesture: not a long click, not a drag) opens `menu` in a popover (role dialog named by
 * the sticker's label); `hoverMenus` also opens it on pointer enter. `readOnly`: never opens. A menu
 * whose form is still loading (lazyStickerForms.ts) shows a small progress until it arrives. The
 * popover (StickerChipPopover.tsx) is in the board's menus chunk: a click before it arrived opens
 * the menu as soon as it is there.
 */
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { LazyTooltip } from '../../LazyTooltip';
import type { SxProps, Theme } from '@mui/material/styles';
import { lazyDialog } from '../../lazyDialog';
import { useStickerGesture } from '../useStickerGesture';

/** The menu's popover (StickerChipPopover.tsx), in the board's menus chunk: fetched when the board is idle. */
const StickerChipPopover = lazyDialog(() =>
  import(/* webpackChunkName: "board-menus" */ './StickerChipPopover').then((m) => m.StickerChipPopover),
);

export const chipBaseSx = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.5,
  px: 0.75,
  py: 0.25,
  borderRadius: 1,
  fontSize: 12,
  lineHeight: 1.4,
  maxWidth: 250,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
} as const;

export interface StickerChipProps {
  /** Accessible name of the chip and of its menu (the sticker's label). */
  label: string;
  readOnly?: boolean;
  hoverMenus?: boolean;
  /** Chip colours and extra styles. */
  sx?: SxProps<Theme>;
  tooltip?: string;
  /** Extra attributes for tests and styling hooks, e.g. `{'data-color': 'red'}`. */
  data?: Record<string, string>;
  /** The menu's content; `close` closes the popover. Without it the chip does nothing on click. */
  menu?: (close: () => void) => ReactNode;
  /** Replaces opening the menu on a click (e.g. the deleted sticker's dialog). */
  onActivate?: () => void;
  children: ReactNode;
}

/** A strip chip that opens its menu on a click gesture (and hover when allowed), unless readOnly. */
export function StickerChip({
  label,
  readOnly,
  hoverMenus,
  sx,
  tooltip,
  data,
  menu,
  onActivate,
  children,
}: StickerChipProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const interactive = !readOnly && Boolean(menu || onActivate);
  const open = (target: HTMLElement) => (onActivate ? onActivate() : setAnchor(target));
  const gesture = useStickerGesture({
    onClick: open,
    onHover: hoverMenus && !onActivate ? open : undefined,
    disabled: !interactive,
  });
  const chip = (
    <Box
      component="span"
      role={interactive ? 'button' : undefined}
      tabIndex={interactive ? 0 : undefined}
      aria-label={label}
      aria-haspopup={interactive ? 'dialog' : undefined}
      {...data}
      {...gesture}
      sx={[{ ...chipBaseSx, cursor: interactive ? 'pointer' : 'default' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Box>
  );
  return (
    <>
      {tooltip ? <LazyTooltip title={tooltip}>{chip}</LazyTooltip> : chip}
      {/* Mounted only while open: a board shows hundreds of chips. */}
      {interactive && menu && anchor && (
        <StickerChipPopover anchor={anchor} label={label} onClose={() => setAnchor(null)}>
          {menu(() => setAnchor(null))}
        </StickerChipPopover>
      )}
    </>
  );
}
