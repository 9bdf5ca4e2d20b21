/**
 * The project's board page, route /cabinet/project/{projectId}/board (spec/shell.md §2; issue 3
 * Deliver 2). Tabs of the project's boards with create, rename, settings (background colour/image)
 * and delete (HTTP 449 → a confirm with the server's text → the delete again with force=1; other
 * errors 'Error deleting' — spec/board.md §8). Opens the board last selected in this project
 * (`last-selected-boards`; a stale entry is removed) or the first one, and renders CLIENT-BOARD's
 * `BoardView` for it (lazy chunk). Without boards: "No boards yet" with a create button.
 * Issue 7: "Import from Trello" (next to create, and in the empty state) and the board menu's
 * "Export board" open the boardTransfer dialogs; the board menu's "Archived columns" lists the
 * board's archived columns to restore (columnArchive/).
 */
import { loadBoardView } from '../../app/routeChunks';
import { screenOf } from '../../app/screenChunk';
import { EmptyState } from '../cabinet/EmptyState';
import { Suspense, lazy, memo, useCallback, useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from '../../app/translation';
import { useParams } from 'react-router';
import { useSnackbar } from '../../app/toasts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LazyTooltip } from '../LazyTooltip';
import Add from '@mui/icons-material/Add';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import type { Board } from '../../../shared/company/company.schemas';
import { useAppDispatch } from '../../app/hooks';
import { PageSpinner } from '../cabinet/PageSpinner';
import {
  companyApi,
  useCreateProjectBoardMutation,
  useDeleteProjectBoardMutation,
  useGetProjectQuery,
  useUpdateProjectBoardMutation,
} from '../company/companyApi';
import { NameDialog } from '../company/NameDialog';
import { idOf } from '../company/workspaceUi';
import { useConfirmedDelete } from '../board/useConfirmedDelete';
import { BoardSettingsDialog, type BoardPatch } from './BoardSettingsDialog';
import type { BoardMenuAction } from './BoardTabMenu';
import { TabList, rovingTabIndex } from './TabList';
import { lazyDialog } from '../lazyDialog';
import {
  boardToOpen,
  forgetSelectedBoard,
  lastSelectedBoard,
  pruneStaleBoard,
  rememberSelectedBoard,
} from './lastSelectedBoards';

// The transfer dialogs load on first use (they are rare; the initial bundle stays small).
const ImportBoardDialog = lazy(() =>
  import('../boardTransfer/ImportBoardDialog').then((m) => ({ default: m.ImportBoardDialog })),
);
const ExportBoardDialog = lazy(() =>
  import('../boardTransfer/ExportBoardDialog').then((m) => ({ default: m.ExportBoardDialog })),
);
const ArchivedColumnsDialog = lazy(() =>
  import('../columnArchive/ArchivedColumnsDialog').then((m) => ({ default: m.ArchivedColumnsDialog })),
);
const BoardView = screenOf(loadBoardView, 'BoardView');
/** The selected board's menu (`{anchor, onClose, onAction}`), in the board's menus chunk. */
const BoardTabMenu = lazyDialog(() =>
  import(/* webpackChunkName: "board-menus" */ './BoardTabMenu').then((m) => m.BoardTabMenu),
);

type Dialog =
  | { kind: 'create' }
  | { kind: 'import' }
  | { kind: 'rename'; board: Board }
  | { kind: 'settings'; board: Board }
  | { kind: 'export'; board: Board }
  | { kind: 'archivedColumns'; board: Board }
  | null;

/** Background of the board area from the board's settings (inline: each board has its own). */
const backgroundOf = (board: Board | undefined) =>
  board
    ? {
        backgroundColor: board.bgColor || undefined,
        backgroundImage: board.bgImage ? `url("${encodeURI(board.bgImage)}")` : undefined,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }
    : {};

/** The board page (inside ProjectLayout, which has loaded the project). */
export function ProjectBoardPage() {
  const projectId = idOf(useParams().projectId);
  // ProjectLayout shows "not found" for a bad id; a new project starts with a fresh selection.
  return projectId === null ? null : <ProjectBoards key={projectId} projectId={projectId} />;
}

function ProjectBoards({ projectId }: { projectId: number }) {
  const { t } = useTranslation(['company', 'common', 'board']);
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useSnackbar();
  const { data: project, isFetching } = useGetProjectQuery(projectId);
  const [createBoard] = useCreateProjectBoardMutation();
  const [updateBoard] = useUpdateProjectBoardMutation();
  const [deleteBoard] = useDeleteProjectBoardMutation();
  const [chosen, setChosen] = useState<number | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const confirmedDelete = useConfirmedDelete();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  // The menu is mounted from its first opening on, so its closing transition plays.
  const [menuAsked, setMenuAsked] = useState(false);

  const boards = project?.boards ?? [];
  const boardIds = boards.map((b) => b.id);
  const idsKey = boardIds.join(',');
  const selectedId = project ? boardToOpen(projectId, boardIds, chosen) : null;
  const selected = boards.find((b) => b.id === selectedId);

  // spec/board.md §4: stale last-selected entries are removed once the fresh board list is known.
  useEffect(() => {
    if (project && !isFetching) pruneStaleBoard(projectId, idsKey ? idsKey.split(',').map(Number) : []);
  }, [project, isFetching, projectId, idsKey]);

  const select = useCallback(
    (boardId: number) => {
      setChosen(boardId);
      rememberSelectedBoard(projectId, boardId);
    },
    [projectId],
  );

  /** Puts a created/changed board into the cached project at once (the refetch confirms it). */
  const patchCachedBoard = (board: Board) =>
    dispatch(
      companyApi.util.updateQueryData('getProject', projectId, (draft) => {
        const index = draft.boards.findIndex((b) => b.id === board.id);
        if (index >= 0) draft.boards[index] = { ...draft.boards[index], ...board };
        else draft.boards.push(board);
      }),
    );

  const create = async (name: string) => {
    const board = await createBoard({ projectId, name }).unwrap();
    patchCachedBoard(board);
    select(board.id);
    enqueueSnackbar(t('boards.created', { name: board.name }), { variant: 'success' });
  };

  const update = async (board: Board, patch: BoardPatch) => {
    const saved = await updateBoard({ id: board.id, ...patch }).unwrap();
    patchCachedBoard(saved);
  };

  /** Deletes the board; a board holding cards answers 449 and is deleted after the confirm (spec/board.md §8). */
  const remove = async (board: Board) => {
    const deleted = await confirmedDelete.run((force) => deleteBoard({ id: board.id, projectId, force }).unwrap(), {
      title: t('boards.deleteConfirmTitle', { name: board.name }),
    });
    if (!deleted) return;
    dispatch(
      companyApi.util.updateQueryData('getProject', projectId, (draft) => {
        draft.boards = draft.boards.filter((b) => b.id !== board.id);
      }),
    );
    if (lastSelectedBoard(projectId) === board.id) forgetSelectedBoard(projectId);
    if (chosen === board.id) setChosen(null);
    enqueueSnackbar(t('boards.deleted', { name: board.name }), { variant: 'success' });
  };

  if (!project) return <PageSpinner />;

  const menu = (action: BoardMenuAction) => {
    setMenuAnchor(null);
    if (!selected) return;
    if (action === 'delete') void remove(selected);
    else setDialog({ kind: action, board: selected });
  };

  return (
    <div className="board-page">
      {boards.length > 0 && (
        <div className="board-bar">
          <BoardTabs boards={boards} selectedId={selectedId} onSelect={select} label={t('boards.title')} />
          <LazyTooltip title={t('boards.create')}>
            <button
              type="button"
              className="shell-icon-button"
              aria-label={t('boards.create')}
              onClick={() => setDialog({ kind: 'create' })}
            >
              <Add fontSize="inherit" />
            </button>
          </LazyTooltip>
          <LazyTooltip title={t('board:transfer.importOpenHint')}>
            <button
              type="button"
              className="shell-icon-button"
              aria-label={t('board:transfer.importOpen')}
              onClick={() => setDialog({ kind: 'import' })}
            >
              <FileUploadOutlined fontSize="inherit" />
            </button>
          </LazyTooltip>
          <div className="board-bar-gap" />
          {selected && (
            <button
              type="button"
              className="shell-icon-button"
              aria-label={t('boards.menu', { name: selected.name })}
              aria-haspopup="menu"
              aria-expanded={Boolean(menuAnchor)}
              onClick={(e: MouseEvent<HTMLElement>) => {
                setMenuAsked(true);
                setMenuAnchor(e.currentTarget);
              }}
            >
              <MoreVert fontSize="inherit" />
            </button>
          )}
          {menuAsked && <BoardTabMenu anchor={menuAnchor} onClose={() => setMenuAnchor(null)} onAction={menu} />}
        </div>
      )}
      {boards.length === 0 ? (
        <Box sx={{ flex: 1, display: 'flex', alignItems: 'flex-start', justifyContent: 'center', p: 3 }}>
          <EmptyState
            icon={<ViewKanbanOutlined />}
            title={t('boards.empty')}
            text={t('boards.emptyText')}
            sx={{ maxWidth: 560, width: '100%' }}
            action={
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
                <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({ kind: 'create' })}>
                  {t('boards.createFirst')}
                </Button>
                <Button startIcon={<FileUploadOutlined />} onClick={() => setDialog({ kind: 'import' })}>
                  {t('board:transfer.importOpen')}
                </Button>
              </Box>
            }
          />
        </Box>
      ) : (
        <div className="board-page" style={backgroundOf(selected)}>
          {selectedId !== null && (
            <Suspense fallback={<PageSpinner />}>
              <BoardView key={selectedId} boardId={selectedId} />
            </Suspense>
          )}
        </div>
      )}
      {dialog?.kind === 'create' && (
        <NameDialog
          title={t('boards.createTitle')}
          label={t('boards.name')}
          submitLabel={t('boards.createSubmit')}
          onSubmit={create}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'rename' && (
        <NameDialog
          title={t('boards.renameTitle')}
          label={t('boards.name')}
          submitLabel={t('common:save')}
          initialName={dialog.board.name}
          onSubmit={(name) => update(dialog.board, { name })}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'settings' && (
        <BoardSettingsDialog
          board={dialog.board}
          onSave={(patch) => update(dialog.board, patch)}
          onClose={() => setDialog(null)}
        />
      )}
      <Suspense fallback={null}>
        {dialog?.kind === 'import' && (
          <ImportBoardDialog projectId={projectId} onOpenBoard={select} onClose={() => setDialog(null)} />
        )}
        {dialog?.kind === 'export' && (
          <ExportBoardDialog boardId={dialog.board.id} boardName={dialog.board.name} onClose={() => setDialog(null)} />
        )}
        {dialog?.kind === 'archivedColumns' && (
          <ArchivedColumnsDialog boardId={dialog.board.id} onClose={() => setDialog(null)} />
        )}
      </Suspense>
      {confirmedDelete.dialog}
    </div>
  );
}

/**
 * The project's board tabs (spec/board.md §1): buttons drawn as tabs (TabList, shellStyles.ts), a
 * click, Enter or Space selects a board. Memoised on the board list, the selection and a stable
 * `onSelect`.
 */
const BoardTabs = memo(function BoardTabs({
  boards,
  selectedId,
  onSelect,
  label,
}: {
  boards: Board[];
  selectedId: number | null;
  onSelect: (boardId: number) => void;
  label: string;
}) {
  const selectedIndex = boards.findIndex((board) => board.id === selectedId);
  return (
    <TabList label={label} size="board">
      {boards.map((board, index) => (
        <button
          key={board.id}
          type="button"
          role="tab"
          className="shell-tab"
          aria-selected={board.id === selectedId}
          tabIndex={rovingTabIndex(index, selectedIndex)}
          onClick={() => onSelect(board.id)}
        >
          {board.name}
        </button>
      ))}
    </TabList>
  );
});
