/**
 * A column's menu (issue 3 Deliver 3; ColumnHeader.tsx): Rename (inline, started once the menu has
 * closed), Move left / Move right (keyboard-friendly reorder), a colour palette, Archive column and
 * Delete. In the board's menus chunk, loaded when the board is idle or on the first click of a
 * column's menu button (lazyDialog.tsx), then kept mounted (its closing transition plays).
 */
import { useRef } from 'react';
import { useTranslation } from '../../app/translation';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import ArrowForward from '@mui/icons-material/ArrowForward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { BoardColumn } from './boardCache';

/** Column colours offered in the menu (the spec's state colours, §3). */
export const COLUMN_COLORS = [
  '#9e9e9e',
  '#e53935',
  '#fb8c00',
  '#fdd835',
  '#43a047',
  '#00897b',
  '#1e88e5',
  '#3949ab',
  '#8e24aa',
  '#d81b60',
];

export interface ColumnMenuProps {
  column: BoardColumn;
  /** The menu button while open; null: closed. */
  anchor: HTMLElement | null;
  onClose: () => void;
  /** Starts renaming (called once the menu has closed). */
  onRename: () => void;
  /** Moves the column one place left (-1) or right (+1). */
  onMove?: (delta: -1 | 1) => void;
  canMoveLeft: boolean;
  canMoveRight: boolean;
  /** A colour of COLUMN_COLORS, or null for none. */
  onColor: (color: string | null) => void;
  onArchive: () => void;
  onDelete: () => void;
}

/** The menu at `anchor` (each item closes it, then acts). */
export function ColumnMenu({
  column,
  anchor,
  onClose,
  onRename,
  onMove,
  canMoveLeft,
  canMoveRight,
  onColor,
  onArchive,
  onDelete,
}: ColumnMenuProps) {
  const { t } = useTranslation('board');
  // Rename starts the editor once the menu has closed: closing gives the focus back to the menu
  // button, which would blur (and so end) an editor opened at once.
  const renameAfterMenu = useRef(false);
  return (
    <Menu
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      slotProps={{
        transition: {
          onExited: () => {
            if (!renameAfterMenu.current) return;
            renameAfterMenu.current = false;
            onRename();
          },
        },
      }}
    >
      <MenuItem
        onClick={() => {
          renameAfterMenu.current = true;
          onClose();
        }}
      >
        <ListItemIcon>
          <EditOutlined fontSize="small" />
        </ListItemIcon>
        {t('column.rename')}
      </MenuItem>
      <MenuItem disabled={!canMoveLeft} onClick={() => (onClose(), onMove?.(-1))}>
        <ListItemIcon>
          <ArrowBack fontSize="small" />
        </ListItemIcon>
        {t('column.moveLeft')}
      </MenuItem>
      <MenuItem disabled={!canMoveRight} onClick={() => (onClose(), onMove?.(1))}>
        <ListItemIcon>
          <ArrowForward fontSize="small" />
        </ListItemIcon>
        {t('column.moveRight')}
      </MenuItem>
      <Divider />
      <Box
        role="group"
        aria-label={t('column.color')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, px: 2, py: 1, maxWidth: 200 }}
      >
        {[null, ...COLUMN_COLORS].map((color) => (
          <IconButton
            key={color ?? 'none'}
            size="small"
            aria-label={color ? t('column.colorValue', { color }) : t('column.noColor')}
            aria-pressed={column.color === color}
            onClick={() => {
              onClose();
              onColor(color);
            }}
            sx={{
              width: 24,
              height: 24,
              bgcolor: color ?? 'transparent',
              border: 2,
              borderColor: column.color === color ? 'text.primary' : 'divider',
              '&:hover': { bgcolor: color ?? 'action.hover', opacity: 0.8 },
            }}
          />
        ))}
      </Box>
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          onArchive();
        }}
      >
        <ListItemIcon>
          <ArchiveOutlined fontSize="small" />
        </ListItemIcon>
        {t('column.archive')}
      </MenuItem>
      <MenuItem
        sx={{ color: 'error.main' }}
        onClick={() => {
          onClose();
          onDelete();
        }}
      >
        <ListItemIcon>
          <DeleteOutline fontSize="small" color="error" />
        </ListItemIcon>
        {t('column.delete')}
      </MenuItem>
    </Menu>
  );
}
