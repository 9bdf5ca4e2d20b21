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
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { LazyTooltip } from '../LazyTooltip';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import MoreVert from '@mui/icons-material/MoreVert';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
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

type Dialog =
  | { kind: 'create' }
  | { kind: 'import' }
  | { kind: 'rename'; board: Board }
  | { kind: 'settings'; board: Board }
  | { kind: 'export'; board: Board }
  | { kind: 'archivedColumns'; board: Board }
  | null;

/** Background of the board area from the board's settings. */
const backgroundOf = (board: Board | undefined) =>
  board
    ? {
        bgcolor: board.bgColor || undefined,
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

  const menu = (action: 'rename' | 'settings' | 'export' | 'archivedColumns' | 'delete') => () => {
    setMenuAnchor(null);
    if (!selected) return;
    if (action === 'delete') void remove(selected);
    else setDialog({ kind: action, board: selected });
  };

  return (
    <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      {boards.length > 0 && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            px: { xs: 1, sm: 2 },
            borderBottom: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          <BoardTabs boards={boards} selectedId={selectedId} onSelect={select} label={t('boards.title')} />
          <LazyTooltip title={t('boards.create')}>
            <IconButton aria-label={t('boards.create')} onClick={() => setDialog({ kind: 'create' })}>
              <Add />
            </IconButton>
          </LazyTooltip>
          <LazyTooltip title={t('board:transfer.importOpenHint')}>
            <IconButton aria-label={t('board:transfer.importOpen')} onClick={() => setDialog({ kind: 'import' })}>
              <FileUploadOutlined />
            </IconButton>
          </LazyTooltip>
          <Box sx={{ flex: 1 }} />
          {selected && (
            <IconButton
              aria-label={t('boards.menu', { name: selected.name })}
              aria-haspopup="menu"
              onClick={(e: MouseEvent<HTMLElement>) => setMenuAnchor(e.currentTarget)}
            >
              <MoreVert />
            </IconButton>
          )}
          <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
            <MenuItem onClick={menu('rename')}>
              <ListItemIcon>
                <DriveFileRenameOutline fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t('boards.rename')}</ListItemText>
            </MenuItem>
            <MenuItem onClick={menu('settings')}>
              <ListItemIcon>
                <SettingsOutlined fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t('boards.settings')}</ListItemText>
            </MenuItem>
            <MenuItem onClick={menu('export')}>
              <ListItemIcon>
                <FileDownloadOutlined fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t('board:transfer.exportOpen')}</ListItemText>
            </MenuItem>
            <MenuItem onClick={menu('archivedColumns')}>
              <ListItemIcon>
                <Inventory2Outlined fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t('board:columnArchive.open')}</ListItemText>
            </MenuItem>
            <MenuItem onClick={menu('delete')} sx={{ color: 'error.main' }}>
              <ListItemIcon>
                <DeleteOutlined fontSize="small" color="error" />
              </ListItemIcon>
              <ListItemText>{t('boards.delete')}</ListItemText>
            </MenuItem>
          </Menu>
        </Box>
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
        <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', ...backgroundOf(selected) }}>
          {selectedId !== null && (
            <Suspense fallback={<PageSpinner />}>
              <BoardView key={selectedId} boardId={selectedId} />
            </Suspense>
          )}
        </Box>
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
    </Box>
  );
}

/**
 * The project's board tabs (spec/board.md §1). Memoised on the board list, the selection and a
 * stable `onSelect`: MUI Tabs measures its indicator (getBoundingClientRect, a forced layout of the
 * whole board) after every render (issue 13).
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
  return (
    <Tabs
      value={selectedId ?? false}
      onChange={(_e, value: number) => onSelect(value)}
      variant="scrollable"
      scrollButtons="auto"
      aria-label={label}
      sx={{ minHeight: 44, flex: '0 1 auto', minWidth: 0 }}
    >
      {boards.map((board) => (
        <Tab key={board.id} value={board.id} label={board.name} sx={{ minHeight: 44, textTransform: 'none' }} />
      ))}
    </Tabs>
  );
});
