/**
 * Drag and drop of the board with @dnd-kit (spec/board.md §4 Sorting: drag delay 150 ms, drop
 * animation 200 ms, no archive ↔ non-archive, disabled cards fixed; issue 3 "keyboard dragging
 * works"). Gestures:
 * - pointer: hold 150 ms (5 px tolerance) on a card or a column's handle, then drag;
 * - keyboard: focus a card or a column handle, Space lifts, arrows move, Space drops, Escape cancels;
 * - a card dropped between cards lands there (same list: neighbour ±1; other list: above the card
 *   it is dropped on, or below it in its lower half); on an empty list part it goes to the bottom;
 * - "make sub-card": hold a card over the middle half of another for NEST_HOVER_MS (nestHover.ts),
 *   until that card is outlined and the dragged one says "Make sub-card", then drop; a drop before
 *   that, or on a card's upper or lower quarter, reorders (cardCollision.ts). Mouse/touch only.
 * Drops are optimistic (cardApi updateCard); a refused move is undone with 'Error saving'.
 * The same context carries the `stickers` drag group (stickers/stickerDnd.ts): a palette chip
 * dropped on a card attaches it; such a drag never moves cards and has no drop animation.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../app/translation';
import { useSnackbar } from '../../app/toasts';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  closestCenter,
  useDndContext,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type {
  CollisionDetection,
  DragEndEvent,
  DragMoveEvent,
  DragStartEvent,
  KeyboardCoordinateGetter,
  UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BoardDragContext, useBoardContext, useBoardDataGetter, useBoardSelector } from './boardContext';
import { useUpdateCardMutation } from './cardApi';
import { cardCollision, measureDroppable, nestZoneOf, type DndData as Data } from './cardCollision';
import { boardAnnouncements } from './dndAnnouncements';
import { planCardDrop } from './dropPlan';
import { NestHover } from './nestHover';
import type { DropTarget } from './dropPlan';
import { isStickerDrag, stickerCollision, useStickerDrop } from '../stickers/stickerDnd';
import { StickerDragPreview } from '../stickers/StickerPalette';

/** Pointer hold before a drag starts (spec §4), ms, and the movement allowed while holding, px. */
export const DRAG_DELAY_MS = 150;
export const DRAG_TOLERANCE_PX = 5;
/** Drop animation (spec §4), ms. */
export const DROP_ANIMATION_MS = 200;

/**
 * Droppables are measured while a drag runs (dnd-kit's default), not at rest: measuring at rest
 * re-measured every droppable and re-rendered every tile whenever a tile mounted (a live move).
 * Each is measured where it is at rest (measureDroppable). A constant object, so DndContext's
 * context keeps its identity across board renders.
 */
const MEASURING = { droppable: { strategy: MeasuringStrategy.WhileDragging, measure: measureDroppable } };

// Sensor options are constants: new ones would make new sensors, and dnd-kit then gives every
// draggable (each tile) a new context value on each board render.
const POINTER_OPTIONS = { activationConstraint: { delay: DRAG_DELAY_MS, tolerance: DRAG_TOLERANCE_PX } };

/** A column's droppable (BoardColumn's sortable), as against a card's, a list's or a zone's. */
const isColumnDroppable = (c: { data: { current?: unknown } }) => (c.data.current as Data)?.type === 'column';

/**
 * Where an arrow key moves the dragged item: dnd-kit's sortable step to the nearest droppable in
 * that direction. A column steps among the columns only: among every droppable, the nearest one to
 * the right of a column is a card or list of the next column, and the column landed back where it
 * was ("Column 1 was dropped on Column 1"). Cards keep every droppable (cards and lists).
 */
const boardKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { active, droppableContainers } = args.context;
  if ((active?.data.current as Data)?.type !== 'column') return sortableKeyboardCoordinates(event, args);
  const columns = droppableContainers.getEnabled().filter(isColumnDroppable);
  // sortableKeyboardCoordinates reads only getEnabled() and get(id) of the containers.
  const onlyColumns = {
    getEnabled: () => columns,
    get: (id: UniqueIdentifier) => droppableContainers.get(id),
  } as unknown as typeof droppableContainers;
  return sortableKeyboardCoordinates(event, {
    ...args,
    context: { ...args.context, droppableContainers: onlyColumns },
  });
};

const KEYBOARD_OPTIONS = {
  coordinateGetter: boardKeyboardCoordinates,
  // Enter stays free to open a focused card; Space lifts and drops.
  keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
};
const NO_SENSORS: never[] = [];

interface Props {
  /** Column reorder: the column dropped over another (new index). */
  onColumnDrop: (columnId: number, toIndex: number) => void;
  /** Marks the end of a drag (the click that follows is ignored). */
  onDragFinished: () => void;
  children: ReactNode;
}

/**
 * What the DragOverlay shows: the dragged card's or column's name, read from the cache while
 * dragging, and "Make sub-card" once a drop would nest the card (it covers the target's middle,
 * which is outlined; its edges show through).
 */
function DragPreview({ cardId, columnId }: { cardId?: number; columnId?: number }) {
  const { t } = useTranslation('board');
  const card = useBoardSelector((d) => (cardId ? d.cards.entities[cardId] : undefined));
  const column = useBoardSelector((d) => (columnId ? d.columns.entities[columnId] : undefined));
  const nesting = (useDndContext().over?.data.current as Data)?.type === 'nest';
  if (card)
    return (
      <Paper elevation={6} sx={{ p: 1, width: 280, cursor: 'grabbing', opacity: nesting ? 0.9 : 1 }}>
        <Typography sx={{ fontSize: 14, fontWeight: 500 }}>
          #{card.counter} {card.name}
        </Typography>
        {nesting && (
          <Typography sx={{ mt: 0.5, fontSize: 12, fontWeight: 600, color: 'primary.main' }}>
            <span aria-hidden>↳ </span>
            {t('dnd.makeSubCard')}
          </Typography>
        )}
      </Paper>
    );
  if (column)
    return (
      <Paper elevation={6} sx={{ p: 1.5, width: 300, cursor: 'grabbing' }}>
        <Typography sx={{ fontWeight: 600 }}>{column.name}</Typography>
      </Paper>
    );
  return null;
}

/**
 * The board's DndContext. It reads the board cache only when a drag needs it (collisions, the
 * drop, the overlay), never as a subscription: a live event re-renders the changed tile, not this
 * context and everything under it (spec/board.md §2 Card tile; DESIGN §3 Live events).
 */
export function BoardDnd({ onColumnDrop, onDragFinished, children }: Props) {
  const { t } = useTranslation('board');
  const { enqueueSnackbar } = useSnackbar();
  const [updateCard] = useUpdateCardMutation();
  const [active, setActive] = useState<{
    cardId?: number;
    columnId?: number;
    boardStickerId?: number;
    pointer: boolean;
  } | null>(null);
  const dropSticker = useStickerDrop();
  // The guest view drags nothing (spec/board.md §6): no sensor starts a drag.
  const { editable, arg } = useBoardContext();
  const getData = useBoardDataGetter();
  // A "make sub-card" zone held long enough re-renders the context: dnd-kit computes collisions on
  // each render, so the zone becomes `over` although the pointer rests.
  const [, setArmedCount] = useState(0);
  const [nestHover] = useState(() => new NestHover(() => setArmedCount((n) => n + 1)));
  useEffect(() => () => nestHover.reset(), [nestHover]);

  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensor, KEYBOARD_OPTIONS));

  const collision: CollisionDetection = (args) => {
    const activeData = args.active.data.current as Data;
    if (isStickerDrag(activeData)) return stickerCollision(args);
    if (activeData?.type === 'column')
      return closestCenter({
        ...args,
        droppableContainers: args.droppableContainers.filter(isColumnDroppable),
      });
    return cardCollision(args, getData(), nestHover.armed);
  };

  const onDragStart = ({ active: a, activatorEvent }: DragStartEvent) => {
    const d = a.data.current as Data;
    const pointer = !(activatorEvent instanceof KeyboardEvent);
    const boardStickerId = isStickerDrag(d) ? d.boardStickerId : undefined;
    setActive({ cardId: d?.cardId, columnId: d?.columnId, boardStickerId, pointer });
  };

  // The zone under the pointer starts (or keeps) its hold; collisions name it (cardCollision.ts).
  const onDragMove = ({ collisions }: DragMoveEvent) => nestHover.track(nestZoneOf(collisions));

  const onDragEnd = ({ active: a, over }: DragEndEvent) => {
    nestHover.reset();
    setActive(null);
    onDragFinished();
    const from = a.data.current as Data;
    const to = over?.data.current as Data;
    const data = getData();
    if (!over || !to || !data) return;
    if (isStickerDrag(from)) return dropSticker(data, from, to);
    if (from?.type === 'column') {
      const toColumn = to.columnId ?? (to.cardId ? data.cards.entities[to.cardId]?.columnId : undefined);
      const toIndex = toColumn !== undefined ? data.columns.ids.indexOf(toColumn) : -1;
      if (from.columnId !== undefined && toIndex >= 0) onColumnDrop(from.columnId, toIndex);
      return;
    }
    if (!from?.cardId) return;
    let target: DropTarget | null = null;
    if (to.type === 'nest') target = { type: 'nest', cardId: to.cardId! };
    else if (to.type === 'list') target = { type: 'list', listKey: to.listKey! };
    else if (to.type === 'column') target = { type: 'column', columnId: to.columnId! };
    else if (to.type === 'card') {
      const rect = a.rect.current.translated;
      const below = rect ? rect.top + rect.height / 2 > over.rect.top + over.rect.height / 2 : false;
      target = { type: 'card', cardId: to.cardId!, listKey: to.listKey!, below };
    }
    const card = data.cards.entities[from.cardId];
    const change = target && card ? planCardDrop(data, from.cardId, target) : null;
    if (!card || !change) return;
    updateCard({ card, change })
      .unwrap()
      .catch(() => enqueueSnackbar(t('errors.save'), { variant: 'error' }));
  };

  const pointerDrag = Boolean(active?.pointer && active.cardId);
  // Every tile reads this context: it changes when a pointer drag starts or ends, not per render.
  const dragState = useMemo(() => ({ pointerDrag }), [pointerDrag]);
  const accessibility = useMemo(
    () => ({
      screenReaderInstructions: { draggable: t('dnd.instructions') },
      announcements: boardAnnouncements(t, getData),
    }),
    [t, getData],
  );

  return (
    <BoardDragContext.Provider value={dragState}>
      <DndContext
        sensors={editable ? sensors : NO_SENSORS}
        collisionDetection={collision}
        measuring={MEASURING}
        onDragStart={onDragStart}
        onDragMove={onDragMove}
        onDragEnd={onDragEnd}
        onDragCancel={() => {
          nestHover.reset();
          setActive(null);
          onDragFinished();
        }}
        accessibility={accessibility}
      >
        {children}
        <DragOverlay dropAnimation={active?.boardStickerId ? null : { duration: DROP_ANIMATION_MS, easing: 'ease' }}>
          {active?.boardStickerId ? (
            <StickerDragPreview boardId={arg.boardId} boardStickerId={active.boardStickerId} />
          ) : active ? (
            <DragPreview cardId={active.cardId} columnId={active.columnId} />
          ) : null}
        </DragOverlay>
      </DndContext>
    </BoardDragContext.Provider>
  );
}
