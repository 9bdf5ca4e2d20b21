/**
 * The page tree (issue 18): rows of wikiTree.ts `visibleRows`, each draggable onto another page
 * with @dnd-kit — the upper quarter of the row under the pointer drops before it, the lower quarter
 * after it, the middle into it (as its last child) — and the same moves from each row's menu for
 * the keyboard (WikiTreeRow). Moves are optimistic (wikiApi moveWikiPage); a failure puts the tree
 * back and says so. Deleting takes the page and its subtree to the trash with an "Undo" toast.
 */
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { useSnackbar } from '../../app/toasts';
import {
  DndContext,
  PointerSensor,
  useDndContext,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragOverEvent,
} from '@dnd-kit/core';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { WikiPage } from '../../../shared/wiki/wiki.types';
import { useErrorToast } from '../company/workspaceUi';
import { useConnectionService } from '../connection/ConnectionProvider';
import {
  useDeleteWikiPageMutation,
  useMoveWikiPageMutation,
  useRenameWikiPageMutation,
  useRestoreWikiPageMutation,
} from './wikiApi';
import {
  applyMove,
  buildWikiTree,
  keyboardMove,
  moveToTarget,
  visibleRows,
  type DropPosition,
  type WikiTreeNode,
} from './wikiTree';
import { useWikiTranslation } from './wikiTexts';
import { TREE_ROW_PX, wikiTreeSx } from './wikiTreeStyles';
import { useCreatePage } from './useCreatePage';
import { preloadWikiPage } from './wikiPagePreload';
import { WikiTreeRow, type WikiTreeRowActions, type WikiTreeRowProps } from './WikiTreeRow';

/** From this many rows on, only the rows in and near the view are mounted. */
export const WINDOW_FROM_ROWS = 60;

/** Where a drag would drop now (shown on the row). */
export interface DropHint {
  targetId: number;
  position: DropPosition;
}

/** The drop position of a pointer at `y` over a row spanning `top`..`top + height`. */
export function dropPositionAt(y: number, top: number, height: number): DropPosition {
  if (y < top + height / 4) return 'before';
  if (y > top + (height * 3) / 4) return 'after';
  return 'inside';
}

function hintOf(event: DragOverEvent | DragEndEvent): DropHint | null {
  const { active, over } = event;
  const dragged = active.rect.current.translated;
  if (!over || !dragged || over.id === active.id) return null;
  const y = dragged.top + dragged.height / 2;
  return { targetId: Number(over.id), position: dropPositionAt(y, over.rect.top, over.rect.height) };
}

export interface WikiTreeListProps {
  projectId: number;
  pages: WikiPage[];
  selectedId: number | null;
  onOpened: () => void;
}

/** The tree's rows with drag and drop. */
export function WikiTreeList({ projectId, pages, selectedId, onOpened }: WikiTreeListProps) {
  const { t } = useWikiTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const toastError = useErrorToast();
  const connection = useConnectionService();
  const socketId = useAppSelector((s) => (s.connection.ready ? s.connection.socketId : null));
  const createPage = useCreatePage(projectId);
  const [collapsed, setCollapsed] = useState<Set<number>>(() => new Set());
  const [hint, setHint] = useState<DropHint | null>(null);
  const [move] = useMoveWikiPageMutation();
  const [rename] = useRenameWikiPageMutation();
  const [remove] = useDeleteWikiPageMutation();
  const [restore] = useRestoreWikiPageMutation();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const tree = useMemo(() => buildWikiTree(pages), [pages]);
  const rows = useMemo(() => visibleRows(tree, collapsed), [tree, collapsed]);

  const doMove = (pageId: number, target: ReturnType<typeof keyboardMove>) => {
    const page = pages.find((p) => p.id === pageId);
    if (!page || !target) return;
    if (target.parentId !== null)
      setCollapsed((set) => {
        const next = new Set(set);
        next.delete(target.parentId!);
        return next;
      });
    move({ page, move: target, optimistic: applyMove(pages, pageId, target) })
      .unwrap()
      .catch((error: unknown) => toastError(error, t('errors.move')));
  };

  const onDragEnd = (event: DragEndEvent) => {
    const drop = hintOf(event);
    setHint(null);
    if (drop)
      doMove(Number(event.active.id), moveToTarget(pages, Number(event.active.id), drop.targetId, drop.position));
  };

  const onDelete = async (page: WikiPage) => {
    try {
      await remove(page).unwrap();
    } catch (error) {
      toastError(error, t('errors.delete'));
      return;
    }
    if (page.id === selectedId) navigate(`/cabinet/project/${projectId}/wiki`, { replace: true });
    const key = enqueueSnackbar(t('trash.moved', { title: page.title }), {
      action: (
        <Button
          color="inherit"
          onClick={() => {
            closeSnackbar(key);
            restore(page)
              .unwrap()
              .catch((error: unknown) => toastError(error, t('errors.restore')));
          }}
        >
          {t('trash.undo')}
        </Button>
      ),
    });
  };

  // One stable object for every row (WikiTreeRow is memoised), calling the latest handlers.
  const onRename = (page: WikiPage, title: string) =>
    rename({ page, title })
      .unwrap()
      .catch((error: unknown) => toastError(error, t('errors.rename')));

  const latest = useRef({ doMove, onDelete, onRename, pages, createPage, onOpened, socketId });
  latest.current = { doMove, onDelete, onRename, pages, createPage, onOpened, socketId };
  const actions = useMemo<WikiTreeRowActions>(
    () => ({
      toggle: (pageId) =>
        setCollapsed((set) => {
          const next = new Set(set);
          if (!next.delete(pageId)) next.add(pageId);
          return next;
        }),
      opened: () => latest.current.onOpened(),
      pressed: (pageId) => preloadWikiPage(connection, pageId, latest.current.socketId),
      addChild: (pageId) => void latest.current.createPage(pageId).then(() => latest.current.onOpened()),
      move: (pageId, command) => latest.current.doMove(pageId, keyboardMove(latest.current.pages, pageId, command)),
      canMove: (pageId, command) => keyboardMove(latest.current.pages, pageId, command) !== null,
      remove: (page) => void latest.current.onDelete(page),
      rename: (page, title) => void latest.current.onRename(page, title),
    }),
    [connection],
  );
  const rowProps = (node: WikiTreeNode): WikiTreeRowProps => ({
    node,
    projectId,
    selected: node.page.id === selectedId,
    expanded: !collapsed.has(node.page.id),
    hint: hint?.targetId === node.page.id ? hint.position : null,
    actions,
  });

  return (
    <DndContext
      sensors={sensors}
      onDragOver={(event) => setHint(hintOf(event))}
      onDragMove={(event) => setHint(hintOf(event))}
      onDragEnd={onDragEnd}
      onDragCancel={() => setHint(null)}
    >
      {rows.length < WINDOW_FROM_ROWS ? (
        <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', pb: 2 }}>
          <TreeBox label={t('tree.label')}>
            {rows.map((node) => (
              <WikiTreeRow key={node.page.id} {...rowProps(node)} />
            ))}
          </TreeBox>
        </Box>
      ) : (
        <WindowedRows rows={rows} label={t('tree.label')} rowProps={rowProps} />
      )}
    </DndContext>
  );
}

function TreeBox({ label, height, children }: { label: string; height?: number; children: ReactNode }) {
  return (
    <Box
      component="ul"
      role="tree"
      aria-label={label}
      sx={wikiTreeSx}
      style={height ? { position: 'relative', height } : undefined}
    >
      {children}
    </Box>
  );
}

/** The rows of a long tree, windowed (the dragged row stays mounted while it is out of view). */
function WindowedRows({
  rows,
  label,
  rowProps,
}: {
  rows: WikiTreeNode[];
  label: string;
  rowProps: (node: WikiTreeNode) => WikiTreeRowProps;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const activeId = useDndContext().active?.id;
  const activeIndex = activeId === undefined ? -1 : rows.findIndex((node) => node.page.id === Number(activeId));
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      return activeIndex < 0 || indexes.includes(activeIndex)
        ? indexes
        : [...indexes, activeIndex].sort((a, b) => a - b);
    },
    [activeIndex],
  );
  const virtualizer = useVirtualizer<HTMLDivElement, Element>({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    // Rows have a fixed height: placed without measuring (no second render, no forced layout).
    estimateSize: () => TREE_ROW_PX,
    getItemKey: (index) => rows[index].page.id,
    overscan: 8,
    // The first render already has the rows (else it has none until the list is measured).
    initialRect: { width: 0, height: typeof window === 'undefined' ? 0 : window.innerHeight },
    rangeExtractor,
  });
  return (
    <Box ref={scrollRef} sx={{ flex: 1, minHeight: 0, overflow: 'auto', pb: 2 }}>
      <TreeBox label={label} height={virtualizer.getTotalSize()}>
        {virtualizer.getVirtualItems().map((item) => {
          const node = rows[item.index];
          return <WikiTreeRow key={node.page.id} {...rowProps(node)} index={item.index} start={item.start} />;
        })}
      </TreeBox>
    </Box>
  );
}
