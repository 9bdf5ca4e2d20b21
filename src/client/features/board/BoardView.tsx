/**
 * The live kanban board (issue 3 Deliver 3–6; spec/board.md §2 Board view): the filter bar, the
 * columns side by side (drag and drop in BoardDnd.tsx), 'Add column', and the card modal, which is
 * URL-addressable as `?card={cardId}` (the full page is /card/{cardId}, CardPage.tsx). The page
 * stays in the board's live room while shown (boardEvents.ts) and refetches after a reconnect.
 * With `shared` (the guest view, issue 6; spec/board.md §6) it is read-only: no filters, toolbar,
 * column menus or 'Add column'; 'Add card' only with allowCreateTasks; member names come from
 * SharedBoard.members; no room: the board polls every GUEST_POLL_MS instead.
 */
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../app/translation';
import { useStore } from 'react-redux';
import { useSnackbar } from '../../app/toasts';
import { SortableContext, horizontalListSortingStrategy } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Button from '@mui/material/Button';
import { skipToken } from '@reduxjs/toolkit/query';
import { GUEST_POLL_MS } from '../../../shared/constants';
import type { SharedBoard } from '../../../shared/board/share';
import type { RootState } from '../../app/store';
import type { BoardArg } from './boardApi';
import {
  boardApi,
  useBoardColumnsQuery,
  useBoardInfoQuery,
  useBoardMembersQuery,
  useMoveColumnMutation,
} from './boardApi';
import { BoardContext, BoardMembersContext } from './boardContext';
import { CardModalHost, createCardModalControl } from './CardModalHost';
import { createCardSelection } from './cardSelection';
import type { BoardContextValue } from './boardContext';
import type { CardTabName } from './CardDetails';
import { useBoardRoom } from './boardEvents';
import { filtersQuery, useBoardFilters } from './boardFilters';
import { AddColumn } from './AddColumn';
import { BoardColumn, COLUMN_WIDTH, columnDndId } from './BoardColumn';
import { BoardDnd } from './BoardDnd';
import { BoardFilterBar } from './BoardFilterBar';
import { HoverTooltips } from './HoverTooltips';
import { planColumnMove } from './dropPlan';
import { columnStyleSheet } from './columnStyles';
import { tileStyleSheet } from './tileStyles';
import { boardStateStyleSheet } from './boardStateStyles';
import { ErrorAlert } from '../ErrorAlert';
import { stripStyleSheet } from '../stickers/stripStyles';
import { useBoardStickersQuery } from '../stickers/boardStickerApi';
import { BoardStickerTools } from '../stickers/BoardStickerTools';
import { StickerPalette } from '../stickers/StickerPalette';
import { TaskSearchButton } from '../taskSearch/TaskSearchButton';
import { ShareButton } from '../share/ShareButton';
import { markScreenPainted } from '../lazyDialog';

/** The click that ends a drag comes this soon after it, ms (spec §4: clicks only when not a drag). */
const CLICK_AFTER_DRAG_MS = 100;
const NO_IDS: number[] = [];

/** The loading states' and sub-tasks bars' stylesheet (boardStateStyles.ts), one element for every render. */
const stateStyles = <GlobalStyles styles={boardStateStyleSheet} />;

/** Three placeholder columns while the board loads (boardStateStyles.ts: MUI Skeleton's look). */
function BoardSkeleton() {
  return (
    <div className="board-skeleton" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <div key={i} style={{ width: COLUMN_WIDTH }}>
          <span className="board-skeleton-line" />
          {[0, 1, 2].map((j) => (
            <span key={j} className="board-skeleton-card" />
          ))}
        </div>
      ))}
    </div>
  );
}

/** The tiles' and strips' stylesheets, one element each so a board's re-render does not insert them again. */
const tileStyles = (
  <>
    <GlobalStyles styles={tileStyleSheet} />
    <GlobalStyles styles={columnStyleSheet} />
    <GlobalStyles styles={stripStyleSheet} />
  </>
);

/**
 * The board `boardId` (number), with its filters, columns, cards and card modal; `shared` (what
 * GET /board/shared/{token} answered) shows it in the read-only guest view.
 */
export const BoardView = memo(function BoardView({ boardId, shared }: { boardId: number; shared?: SharedBoard }) {
  const { t, i18n } = useTranslation('board');
  const { enqueueSnackbar } = useSnackbar();
  const [filters, setFilters] = useBoardFilters(boardId);
  const guest = shared ?? null;
  // Guests have no filter bar: stored filters of a member session must not narrow their board.
  const filtersText = guest ? '' : filtersQuery(filters, i18n.language);
  const arg = useMemo<BoardArg>(() => ({ boardId, filters: filtersText }), [boardId, filtersText]);
  // Only what the page frame shows: the column ids keep their identity while cards change, so a
  // live event re-renders the changed tile, not this page (tiles and lists select their own parts).
  const { columnIds, loaded, error, isLoading, isFetching, refetch } = useBoardColumnsQuery(arg, {
    pollingInterval: guest ? GUEST_POLL_MS : 0,
    selectFromResult: ({ data, error: failure, isLoading: loading, isFetching: fetching }) => ({
      columnIds: data?.columns.ids ?? NO_IDS,
      loaded: Boolean(data),
      error: failure,
      isLoading: loading,
      isFetching: fetching,
    }),
  });
  const store = useStore<RootState>();
  const info = useBoardInfoQuery(guest ? skipToken : boardId);
  const companyId = info.data?.companyId;
  const membersQuery = useBoardMembersQuery(guest ? skipToken : (companyId ?? skipToken));
  const [moveColumnRequest] = useMoveColumnMutation();
  const [selection] = useState(createCardSelection);
  const dragEndedAt = useRef(0);
  const [paletteOpen, setPaletteOpen] = useState(false);
  useBoardRoom(boardId, !guest);
  // The one subscription to the board's sticker definitions: tiles read it with useQueryState. The
  // tiles wait for the first answer (asked for in parallel with the columns): drawn before it, every
  // tile would draw again when it comes (its sticker strip and member selectors depend on it).
  const { stickersLoading } = useBoardStickersQuery(boardId, {
    selectFromResult: ({ isLoading: loading }) => ({ stickersLoading: loading }),
  });

  // The modal opens from the click, the URL follows (CardModalHost.tsx); the context's openCard keeps
  // its identity (every tile reads it).
  const [modal] = useState(createCardModalControl);
  const openCard = useCallback((cardId: number, tab?: CardTabName) => modal.show({ cardId, tab }), [modal]);

  const guestMembers = guest?.members;
  const members = useMemo(
    () =>
      guestMembers
        ? new Map(guestMembers.map((m) => [m.userId, { id: m.userId, name: m.name, email: '', avatar: m.avatar }]))
        : new Map((membersQuery.data ?? []).map((m) => [m.userId, m.user] as const)),
    [membersQuery.data, guestMembers],
  );
  const guestSettings = guest?.guestSettings ?? null;
  const context = useMemo<BoardContextValue>(
    () => ({
      arg,
      openCard,
      selection,
      justDragged: () => Date.now() - dragEndedAt.current < CLICK_AFTER_DRAG_MS,
      editable: !guestSettings,
      guest: guestSettings,
    }),
    [arg, openCard, selection, guestSettings],
  );

  // New items would give every column's sortable (and so every list and tile) a new context value.
  const columnItems = useMemo(() => columnIds.map(columnDndId), [columnIds]);
  const moveColumn = (columnId: number, toIndex: number) => {
    const data = boardApi.endpoints.boardColumns.select(arg)(store.getState()).data;
    if (!data) return;
    const plan = planColumnMove(
      data.columns.ids.map((id) => data.columns.entities[id]),
      columnId,
      toIndex,
    );
    if (!plan) return;
    moveColumnRequest({ board: arg, id: columnId, ...plan })
      .unwrap()
      .catch(() => enqueueSnackbar(t('errors.save'), { variant: 'error' }));
  };
  // Columns are memoised: their move callback keeps its identity while the board changes.
  const moveColumnRef = useRef({ moveColumn, columnIds });
  moveColumnRef.current = { moveColumn, columnIds };
  const moveColumnBy = useCallback((columnId: number, delta: -1 | 1) => {
    const latest = moveColumnRef.current;
    latest.moveColumn(columnId, latest.columnIds.indexOf(columnId) + delta);
  }, []);

  const markDragEnd = useCallback(() => {
    dragEndedAt.current = Date.now();
  }, []);

  const tilesShown = loaded && !stickersLoading;
  // The lazy dialogs' prefetches wait for this: before it, they would queue the board's own requests.
  useEffect(() => {
    if (tilesShown) markScreenPainted();
  }, [tilesShown]);

  const background = guest ? guest.board : info.data;
  let body;
  if (isLoading || (loaded && !tilesShown)) body = <BoardSkeleton />;
  else if (error || !loaded)
    body = (
      <ErrorAlert
        className="board-error"
        action={
          <Button color="inherit" size="small" onClick={() => refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadError')}
      </ErrorAlert>
    );
  else
    body = (
      <BoardDnd onColumnDrop={moveColumn} onDragFinished={markDragEnd}>
        {paletteOpen && <StickerPalette boardId={boardId} />}
        <Box
          sx={{
            display: 'flex',
            alignItems: 'flex-start',
            gap: 2,
            px: 2,
            // The guest view has no toolbar above the columns: keep them off its header.
            pt: shared ? 2 : 0,
            pb: 2,
            overflowX: 'auto',
            flex: 1,
          }}
          aria-busy={isFetching}
        >
          <SortableContext items={columnItems} strategy={horizontalListSortingStrategy}>
            {columnIds.map((id, index) => (
              <BoardColumn key={id} columnId={id} index={index} count={columnIds.length} onMove={moveColumnBy} />
            ))}
          </SortableContext>
          {!columnIds.length && <p className="board-empty">{t('empty')}</p>}
          {!guest && <AddColumn />}
        </Box>
      </BoardDnd>
    );

  return (
    <BoardContext.Provider value={context}>
      <BoardMembersContext.Provider value={members}>
        {tileStyles}
        {stateStyles}
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            minHeight: 'calc(100vh - 64px)',
            bgcolor: background?.bgColor || undefined,
            backgroundImage: background?.bgImage ? `url("${encodeURI(background.bgImage)}")` : undefined,
            backgroundSize: 'cover',
            position: 'relative',
          }}
        >
          {/* A refresh (reconnect, filters) draws a thin bar: dimming the board would take its text
              below the WCAG contrast ratio while it lasts. */}
          {loaded && isFetching && (
            // MUI's indeterminate LinearProgress in plain elements (boardStateStyles.ts `.board-refresh`).
            <span role="progressbar" aria-label={t('refreshing')} className="board-refresh">
              <span />
              <span />
            </span>
          )}
          {!guest && (
            <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}>
              <BoardFilterBar filters={filters} onChange={setFilters} members={membersQuery.data ?? []} />
              <Box sx={{ display: 'flex', alignItems: 'center', ml: 'auto' }}>
                <TaskSearchButton companyId={companyId} />
                <ShareButton boardId={boardId} />
                <BoardStickerTools
                  boardId={boardId}
                  paletteOpen={paletteOpen}
                  onPaletteToggle={() => setPaletteOpen((open) => !open)}
                />
              </Box>
            </Box>
          )}
          {body}
        </Box>
        <HoverTooltips />
        <CardModalHost control={modal} painted={loaded} />
      </BoardMembersContext.Provider>
    </BoardContext.Provider>
  );
});
