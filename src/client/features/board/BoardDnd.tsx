/**
 * Drag and drop of the board with @dnd-kit (spec/board.md §4 Sorting: drag delay 150 ms, drop
 * animation 200 ms, no archive ↔ non-archive, disabled cards fixed; issue 3 "keyboard dragging
 * works"). Gestures:
 * - pointer: hold 150 ms (5 px tolerance) on a card or a column's handle, then drag;
 * - keyboard: focus a card or a column handle, Space lifts, arrows move, Space drops, Escape cancels;
 * - a card dropped between cards lands there (same list: neighbour ±1; other list: above the card
 *   it is dropped on, or below it in its lower half); on an empty list part it goes to the bottom;
 * - "make sub-card": drop a card onto the middle half of another card (the tile shows "Drop to make
 *   a sub-card"); mouse/touch only — with the keyboard use the card menu later (issue 5).
 * Drops are optimistic (cardApi updateCard); a refused move is undone with 'Error saving'.
 * The same context carries the `stickers` drag group (stickers/stickerDnd.ts): a palette chip
 * dropped on a card attaches it; such a drag never moves cards and has no drop animation.
 */
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../app/translation';
import { useSnackbar } from 'notistack';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  closestCenter,
  closestCorners,
  pointerWithin,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { CollisionDetection, DragEndEvent, DragOverEvent, DragStartEvent } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { isSelfOrDescendant } from './boardCache';
import { BoardDragContext, useBoardContext, useBoardDataGetter, useBoardSelector } from './boardContext';
import { useUpdateCardMutation } from './cardApi';
import { canDropInto, planCardDrop } from './dropPlan';
import type { DropTarget } from './dropPlan';
import { isStickerDrag, stickerCollision, useStickerDrop } from '../stickers/stickerDnd';
import { StickerDragPreview } from '../stickers/StickerPalette';

/** Pointer hold before a drag starts (spec §4), ms, and the movement allowed while holding, px. */
export const DRAG_DELAY_MS = 150;
export const DRAG_TOLERANCE_PX = 5;
/** Drop animation (spec §4), ms. */
export const DROP_ANIMATION_MS = 200;

type Data = { type?: string; cardId?: number; listKey?: string; columnId?: number } | undefined;

/**
 * Droppables are measured while a drag runs (dnd-kit's default), not at rest: measuring at rest
 * re-measured every droppable and re-rendered every tile whenever a tile mounted (a live move).
 * A constant object, so DndContext's context keeps its identity across board renders.
 */
const MEASURING = { droppable: { strategy: MeasuringStrategy.WhileDragging } };

// Sensor options are constants: new ones would make new sensors, and dnd-kit then gives every
// draggable (each tile) a new context value on each board render.
const POINTER_OPTIONS = { activationConstraint: { delay: DRAG_DELAY_MS, tolerance: DRAG_TOLERANCE_PX } };
const KEYBOARD_OPTIONS = {
  coordinateGetter: sortableKeyboardCoordinates,
  // Enter stays free to open a focused card; Space lifts and drops.
  keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
};
const NO_SENSORS: never[] = [];

/** Area of a droppable rect (the innermost list under the pointer is the smallest). */
const area = (r: { width: number; height: number } | undefined) => (r ? r.width * r.height : Infinity);

interface Props {
  /** Column reorder: the column dropped over another (new index). */
  onColumnDrop: (columnId: number, toIndex: number) => void;
  /** Marks the end of a drag (the click that follows is ignored). */
  onDragFinished: () => void;
  children: ReactNode;
}

/** What the DragOverlay shows: the dragged card's or column's name, read from the cache while dragging. */
function DragPreview({ cardId, columnId }: { cardId?: number; columnId?: number }) {
  const card = useBoardSelector((d) => (cardId ? d.cards.entities[cardId] : undefined));
  const column = useBoardSelector((d) => (columnId ? d.columns.entities[columnId] : undefined));
  if (card)
    return (
      <Paper elevation={6} sx={{ p: 1, width: 280, cursor: 'grabbing' }}>
        <Typography sx={{ fontSize: 14, fontWeight: 500 }}>
          #{card.counter} {card.name}
        </Typography>
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
  const lastOver = useRef<{ listKey: string; id: string } | null>(null);

  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensor, KEYBOARD_OPTIONS));

  const collision: CollisionDetection = (args) => {
    const activeData = args.active.data.current as Data;
    if (isStickerDrag(activeData)) return stickerCollision(args);
    if (activeData?.type === 'column')
      return closestCenter({
        ...args,
        droppableContainers: args.droppableContainers.filter((c) => (c.data.current as Data)?.type === 'column'),
      });
    const current = getData();
    const card = current && activeData?.cardId ? current.cards.entities[activeData.cardId] : undefined;
    if (!current || !card) return [];
    const allowed = args.droppableContainers.filter((c) => {
      const d = c.data.current as Data;
      if (d?.type === 'nest') return !card.archivedAt && !isSelfOrDescendant(current, card.id, d.cardId!);
      // The keyboard needs the card's own place as a target (sortableKeyboardCoordinates steps
      // from it): without it the first arrow press lands two places away.
      if (d?.type === 'card' && d.cardId === card.id) return !args.pointerCoordinates;
      if (d?.type === 'card')
        return !isSelfOrDescendant(current, card.id, d.cardId!) && canDropInto(current, card, d.listKey!);
      if (d?.type === 'list') return canDropInto(current, card, d.listKey!);
      return false;
    });
    if (!args.pointerCoordinates) return closestCorners({ ...args, droppableContainers: allowed });
    const nests = pointerWithin({
      ...args,
      droppableContainers: allowed.filter((c) => (c.data.current as Data)?.type === 'nest'),
    });
    if (nests.length) return nests.slice(0, 1);
    const lists = pointerWithin({
      ...args,
      droppableContainers: allowed.filter((c) => (c.data.current as Data)?.type === 'list'),
    });
    if (!lists.length) return closestCorners({ ...args, droppableContainers: allowed });
    const inner = lists.sort((a, b) => area(args.droppableRects.get(a.id)) - area(args.droppableRects.get(b.id)))[0];
    const listKey = (args.droppableContainers.find((c) => c.id === inner.id)?.data.current as Data)?.listKey;
    const cards = allowed.filter((c) => {
      const d = c.data.current as Data;
      return d?.type === 'card' && d.listKey === listKey;
    });
    const closest = cards.length ? closestCenter({ ...args, droppableContainers: cards }) : [];
    return closest.length ? closest.slice(0, 1) : [inner];
  };

  const onDragStart = ({ active: a, activatorEvent }: DragStartEvent) => {
    const d = a.data.current as Data;
    const pointer = !(activatorEvent instanceof KeyboardEvent);
    const boardStickerId = isStickerDrag(d) ? d.boardStickerId : undefined;
    setActive({ cardId: d?.cardId, columnId: d?.columnId, boardStickerId, pointer });
  };

  const onDragOver = ({ active: a, over }: DragOverEvent) => {
    if (isStickerDrag(a.data.current)) return; // no sorting in the stickers group
    const d = over?.data.current as Data;
    if (d?.type === 'card') lastOver.current = { listKey: d.listKey!, id: String(over!.id) };
    else if (d?.type !== 'nest') lastOver.current = null;
  };

  const onDragEnd = ({ active: a, over }: DragEndEvent) => {
    lastOver.current = null;
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
  const dragState = useMemo(() => ({ pointerDrag, lastOver }), [pointerDrag]);
  const accessibility = useMemo(() => ({ screenReaderInstructions: { draggable: t('dnd.instructions') } }), [t]);

  return (
    <BoardDragContext.Provider value={dragState}>
      <DndContext
        sensors={editable ? sensors : NO_SENSORS}
        collisionDetection={collision}
        measuring={MEASURING}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={() => {
          lastOver.current = null;
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
