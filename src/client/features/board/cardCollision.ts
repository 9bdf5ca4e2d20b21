/**
 * What a dragged card is over (spec/board.md §4 Sorting): dnd-kit collision detection for card
 * drags. The keyboard moves among cards and lists (closestCorners) and never nests. The pointer
 * reorders: it picks the innermost list under it and the card of that list nearest to the dragged
 * card (closestCenter). It nests only on purpose: over a card's "make sub-card" zone (a `nest`
 * droppable, the middle half of a tile) held long enough for the zone to be armed (nestHover.ts).
 * Until then the zone is only listed after the reorder target, so that dnd-kit, which takes the
 * first collision as `over`, keeps reordering — a card dropped on its way to the top of
 * a column (across the middle of the top card) is not nested by accident.
 */
import { closestCenter, closestCorners, getClientRect, pointerWithin } from '@dnd-kit/core';
import type { ClientRect, Collision, CollisionDetection, UniqueIdentifier } from '@dnd-kit/core';
import type { BoardData } from './boardCache';
import { isSelfOrDescendant } from './boardCache';
import { canDropInto } from './dropPlan';

/** The data of the board's droppables and draggables (CardTile, CardList, BoardColumn, stickers). */
export type DndData = { type?: string; cardId?: number; listKey?: string; columnId?: number } | undefined;

type Args = Parameters<CollisionDetection>[0];

/** Area of a droppable rect (the innermost list under the pointer is the smallest). */
const area = (r: { width: number; height: number } | undefined) => (r ? r.width * r.height : Infinity);

/** Marks the collision of the "make sub-card" zone under the pointer, armed or not (nestZoneOf). */
const ZONE = 'nestZone';

/**
 * The collisions of a card drag, best first (dnd-kit takes the first as `over`); empty when the
 * dragged card is not in `data`. `armedNest` is the id of the "make sub-card" zone held long
 * enough (nestHover.ts), or null: only that zone, while under the pointer, comes first.
 */
export function cardCollision(
  args: Args,
  data: BoardData | undefined,
  armedNest: UniqueIdentifier | null,
): Collision[] {
  const activeData = args.active.data.current as DndData;
  const card = data && activeData?.cardId ? data.cards.entities[activeData.cardId] : undefined;
  if (!data || !card) return [];
  const allowed = args.droppableContainers.filter((c) => {
    const d = c.data.current as DndData;
    if (d?.type === 'nest')
      return Boolean(args.pointerCoordinates) && !card.archivedAt && !isSelfOrDescendant(data, card.id, d.cardId!);
    // The keyboard needs the card's own place as a target (sortableKeyboardCoordinates steps
    // from it): without it the first arrow press lands two places away.
    if (d?.type === 'card' && d.cardId === card.id) return !args.pointerCoordinates;
    if (d?.type === 'card') return !isSelfOrDescendant(data, card.id, d.cardId!) && canDropInto(data, card, d.listKey!);
    if (d?.type === 'list') return canDropInto(data, card, d.listKey!);
    return false;
  });
  if (!args.pointerCoordinates) return closestCorners({ ...args, droppableContainers: allowed });
  const isNest = (c: Args['droppableContainers'][number]) => (c.data.current as DndData)?.type === 'nest';
  const nest = pointerWithin({ ...args, droppableContainers: allowed.filter(isNest) })[0];
  if (nest && nest.id === armedNest) return [{ id: nest.id, data: { ...nest.data, [ZONE]: true } }];
  const reorder = reorderCollision(
    args,
    allowed.filter((c) => !isNest(c)),
  );
  return nest && reorder.length ? [...reorder, { id: nest.id, data: { [ZONE]: true } }] : reorder;
}

/** The id of the "make sub-card" zone under the pointer in `collisions` (armed or not), or null. */
export function nestZoneOf(collisions: Collision[] | null): UniqueIdentifier | null {
  return collisions?.find((c) => c.data?.[ZONE])?.id ?? null;
}

/**
 * The pointer's reorder target among `allowed` (cards and lists): the nearest card of the
 * innermost list under the pointer, or that list. Outside every list (above a column's top card,
 * between columns) the nearest card, or list without cards: a card let go just above the top of
 * a column lands on top, not at the bottom of its list.
 */
function reorderCollision(args: Args, allowed: Args['droppableContainers']): Collision[] {
  const dataOf = (c: Args['droppableContainers'][number]) => c.data.current as DndData;
  const lists = pointerWithin({ ...args, droppableContainers: allowed.filter((c) => dataOf(c)?.type === 'list') });
  if (!lists.length) {
    const filled = new Set(allowed.filter((c) => dataOf(c)?.type === 'card').map((c) => dataOf(c)?.listKey));
    const targets = allowed.filter((c) => dataOf(c)?.type === 'card' || !filled.has(dataOf(c)?.listKey));
    return closestCorners({ ...args, droppableContainers: targets });
  }
  const inner = lists.sort((a, b) => area(args.droppableRects.get(a.id)) - area(args.droppableRects.get(b.id)))[0];
  const listKey = dataOf(allowed.find((c) => c.id === inner.id)!)?.listKey;
  const cards = allowed.filter((c) => dataOf(c)?.type === 'card' && dataOf(c)?.listKey === listKey);
  const closest = cards.length ? closestCenter({ ...args, droppableContainers: cards }) : [];
  return closest.length ? closest.slice(0, 1) : [inner];
}

/**
 * Where a droppable is at rest, as dnd-kit measures the sortable tiles: without its own transform
 * and, for a "make sub-card" zone (`.tile-nest`), without its tile's either. The board measures
 * again whenever a droppable mounts (a windowed list scrolling during a drag): a zone measured
 * in a tile shifted to show the gap would otherwise lie over the gap or over another card.
 */
export function measureDroppable(node: HTMLElement): ClientRect {
  const rect = getClientRect(node, { ignoreTransform: true });
  const tile = node.classList.contains('tile-nest') ? node.closest<HTMLElement>('[data-card-id]') : null;
  if (!tile) return rect;
  const shown = getClientRect(tile);
  const atRest = getClientRect(tile, { ignoreTransform: true });
  const dx = atRest.left - shown.left;
  const dy = atRest.top - shown.top;
  return { ...rect, left: rect.left + dx, right: rect.right + dx, top: rect.top + dy, bottom: rect.bottom + dy };
}
