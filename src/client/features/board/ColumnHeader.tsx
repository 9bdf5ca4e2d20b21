/**
 * A column's header (issue 3 Deliver 3: rename, colour, reorder, delete with 449 + force): the
 * name (double click or the menu renames it inline), the number of cards, and a menu with Rename,
 * a colour palette, Move left / Move right (keyboard-friendly reorder), Archive column (off the
 * board with its cards; the board menu's "Archived columns" restores it) and Delete. Read-only (no
 * menu, no rename) when the board is not editable (guest view, spec/board.md §6). A new name is
 * never cut: over the 200-character limit it says so in words (nameLimit.ts) and is not sent.
 */
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../app/translation';
import { useSnackbar } from '../../app/toasts';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { LazyTooltip } from '../LazyTooltip';
import Typography from '@mui/material/Typography';
import MoreVert from '@mui/icons-material/MoreVert';
import type { BoardColumn } from './boardCache';
import { useBoardContext } from './boardContext';
import { useDeleteColumnMutation, useUpdateColumnMutation } from './boardApi';
import { useSetColumnArchivedMutation } from '../columnArchive/columnArchiveApi';
import { useNameLimit } from './nameLimit';
import { useConfirmedDelete } from './useConfirmedDelete';
import { lazyDialog } from '../lazyDialog';

/** The column menu (ColumnMenu.tsx), in the board's menus chunk: one request for the board's lazy menus. */
const ColumnMenu = lazyDialog(() =>
  import(/* webpackChunkName: "board-menus" */ './ColumnMenu').then((m) => m.ColumnMenu),
);

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
  // The menu (a lazy chunk) is mounted from the first opening on.
  const [menuAsked, setMenuAsked] = useState(false);

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
          aria-haspopup="menu"
          aria-expanded={Boolean(anchor)}
          onClick={(e) => {
            setMenuAsked(true);
            setAnchor(e.currentTarget);
          }}
        >
          <MoreVert fontSize="small" />
        </IconButton>
      )}
      {menuAsked && (
        <ColumnMenu
          column={column}
          anchor={anchor}
          onClose={() => setAnchor(null)}
          onRename={() => {
            setDraft(column.name);
            setRenaming(true);
          }}
          onMove={onMove}
          canMoveLeft={canMoveLeft}
          canMoveRight={canMoveRight}
          onColor={(color) => void save({ color })}
          onArchive={() =>
            setArchived({ boardId: arg.boardId, board: arg, id: column.id, archived: true })
              .unwrap()
              .then(() => enqueueSnackbar(t('columnArchive.archived', { name: column.name }), { variant: 'success' }))
              .catch(() => enqueueSnackbar(t('errors.save'), { variant: 'error' }))
          }
          onDelete={() => void run((force) => deleteColumn({ board: arg, id: column.id, force }).unwrap())}
        />
      )}
      {dialog}
    </Box>
  );
}
