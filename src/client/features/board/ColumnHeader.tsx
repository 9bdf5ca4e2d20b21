/**
 * A column's header (issue 3 Deliver 3: rename, colour, reorder, delete with 449 + force): the
 * name (double click or the menu renames it inline), the number of cards, and a menu with Rename,
 * a colour palette, Move left / Move right (keyboard-friendly reorder), Archive column (off the
 * board with its cards; the board menu's "Archived columns" restores it) and Delete. Read-only (no
 * menu, no rename) when the board is not editable (guest view, spec/board.md §6). A new name is
 * never cut: over the 200-character limit it says so in words (nameLimit.ts) and is not sent.
 */
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../app/translation';
import { useSnackbar } from '../../app/toasts';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LazyTooltip } from '../LazyTooltip';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import ArrowForward from '@mui/icons-material/ArrowForward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import type { BoardColumn } from './boardCache';
import { useBoardContext } from './boardContext';
import { useDeleteColumnMutation, useUpdateColumnMutation } from './boardApi';
import { useSetColumnArchivedMutation } from '../columnArchive/columnArchiveApi';
import { useNameLimit } from './nameLimit';
import { useConfirmedDelete } from './useConfirmedDelete';

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

interface Props {
  column: BoardColumn;
  /** Moves the column one place left (-1) or right (+1); undefined at the edge. */
  onMove?: (delta: -1 | 1) => void;
  canMoveLeft: boolean;
  canMoveRight: boolean;
  /** The drag handle (BoardColumn's activator). */
  handle: ReactNode;
}

export function ColumnHeader({ column, onMove, canMoveLeft, canMoveRight, handle }: Props) {
  const { t } = useTranslation('board');
  const { enqueueSnackbar } = useSnackbar();
  const { arg, editable } = useBoardContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [draft, setDraft] = useState(column.name);
  const [updateColumn] = useUpdateColumnMutation();
  const [deleteColumn] = useDeleteColumnMutation();
  const [setArchived] = useSetColumnArchivedMutation();
  const { run, dialog } = useConfirmedDelete();
  const limit = useNameLimit(draft);
  const hintId = useId();
  // The menu's Rename starts the editor once the menu has closed: closing gives the focus back to
  // the menu button, which would blur (and so end) an editor opened at once.
  const renameAfterMenu = useRef(false);

  const save = (changes: { name?: string; color?: string | null }) =>
    updateColumn({ board: arg, id: column.id, ...changes })
      .unwrap()
      .catch(() => enqueueSnackbar(t('errors.save'), { variant: 'error' }));
  const finishRename = (keep: boolean) => {
    if (keep && limit.tooLong) return; // refused: renaming goes on with the text and the limit in words
    setRenaming(false);
    const name = draft.trim();
    if (keep && name && name !== column.name) void save({ name });
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
      {handle}
      {column.color && (
        <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: column.color, flexShrink: 0 }} />
      )}
      {renaming ? (
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <InputBase
            autoFocus
            fullWidth
            value={draft}
            error={limit.tooLong}
            onChange={(e) => setDraft(e.target.value)}
            onBlur={() => finishRename(true)}
            onKeyDown={(e) => {
              e.stopPropagation();
              if (e.key === 'Enter') finishRename(true);
              if (e.key === 'Escape') finishRename(false);
            }}
            inputProps={{
              'aria-label': t('column.nameLabel'),
              'aria-invalid': limit.tooLong,
              'aria-describedby': limit.hint ? hintId : undefined,
            }}
            sx={{ fontWeight: 600, bgcolor: 'action.hover', borderRadius: 1, px: 0.5 }}
          />
          {limit.hint && (
            <FormHelperText id={hintId} error={limit.tooLong} sx={{ mx: 0.5 }}>
              {limit.hint}
            </FormHelperText>
          )}
        </Box>
      ) : (
        <Typography
          component="h2"
          onDoubleClick={() => {
            if (!editable) return;
            setDraft(column.name);
            setRenaming(true);
          }}
          sx={{
            flex: 1,
            fontWeight: 600,
            fontSize: 15,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {column.name}
        </Typography>
      )}
      <LazyTooltip title={t('column.count', { count: column.cardsCount })}>
        <Typography component="span" sx={{ fontSize: 12, color: 'text.secondary', px: 0.5 }}>
          {column.cardsCount}
        </Typography>
      </LazyTooltip>
      {editable && (
        <IconButton
          size="small"
          aria-label={t('column.menu', { name: column.name })}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <MoreVert fontSize="small" />
        </IconButton>
      )}
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{
          transition: {
            onExited: () => {
              if (!renameAfterMenu.current) return;
              renameAfterMenu.current = false;
              setDraft(column.name);
              setRenaming(true);
            },
          },
        }}
      >
        <MenuItem
          onClick={() => {
            renameAfterMenu.current = true;
            setAnchor(null);
          }}
        >
          <ListItemIcon>
            <EditOutlined fontSize="small" />
          </ListItemIcon>
          {t('column.rename')}
        </MenuItem>
        <MenuItem disabled={!canMoveLeft} onClick={() => (setAnchor(null), onMove?.(-1))}>
          <ListItemIcon>
            <ArrowBack fontSize="small" />
          </ListItemIcon>
          {t('column.moveLeft')}
        </MenuItem>
        <MenuItem disabled={!canMoveRight} onClick={() => (setAnchor(null), onMove?.(1))}>
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
                setAnchor(null);
                void save({ color });
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
            setAnchor(null);
            setArchived({ boardId: arg.boardId, board: arg, id: column.id, archived: true })
              .unwrap()
              .then(() => enqueueSnackbar(t('columnArchive.archived', { name: column.name }), { variant: 'success' }))
              .catch(() => enqueueSnackbar(t('errors.save'), { variant: 'error' }));
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
            setAnchor(null);
            void run((force) => deleteColumn({ board: arg, id: column.id, force }).unwrap());
          }}
        >
          <ListItemIcon>
            <DeleteOutline fontSize="small" color="error" />
          </ListItemIcon>
          {t('column.delete')}
        </MenuItem>
      </Menu>
      {dialog}
    </Box>
  );
}
