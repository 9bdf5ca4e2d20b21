/**
 * A column's header (issue 3 Deliver 3: rename, colour, reorder, delete with 449 + force): the
 * name (double click or the menu renames it inline), the number of cards, and a menu with Rename,
 * a colour palette, Move left / Move right (keyboard-friendly reorder), Archive column (off the
 * board with its cards; the board menu's "Archived columns" restores it) and Delete. Read-only (no
 * menu, no rename) when the board is not editable (guest view, spec/board.md §6). A new name is
 * never cut: over the 200-character limit it says so in words (nameLimit.ts) and is not sent.
 * Plain elements with the classes of columnStyles.ts; the menu is a lazy chunk.
 */
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../app/translation';
import { useSnackbar } from '../../app/toasts';
import { LazyTooltip } from '../LazyTooltip';
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
    <div className="column-head">
      {handle}
      {column.color && <span className="column-dot" />}
      {renaming ? (
        <div className="column-rename">
          <input
            autoFocus
            className="column-rename-input"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onBlur={() => finishRename(true)}
            onKeyDown={(e) => {
              e.stopPropagation();
              if (e.key === 'Enter') finishRename(true);
              if (e.key === 'Escape') finishRename(false);
            }}
            aria-label={t('column.nameLabel')}
            aria-invalid={limit.tooLong}
            aria-describedby={limit.hint ? hintId : undefined}
          />
          {limit.hint && (
            <p id={hintId} className="column-hint" data-error={limit.tooLong ? '' : undefined}>
              {limit.hint}
            </p>
          )}
        </div>
      ) : (
        <h2
          className="column-name"
          onDoubleClick={() => {
            if (!editable) return;
            setDraft(column.name);
            setRenaming(true);
          }}
        >
          {column.name}
        </h2>
      )}
      <LazyTooltip title={t('column.count', { count: column.cardsCount })}>
        <span className="column-count">{column.cardsCount}</span>
      </LazyTooltip>
      {editable && (
        <button
          type="button"
          className="column-menu"
          aria-label={t('column.menu', { name: column.name })}
          aria-haspopup="menu"
          aria-expanded={Boolean(anchor)}
          onClick={(e) => {
            setMenuAsked(true);
            setAnchor(e.currentTarget);
          }}
        />
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
    </div>
  );
}
