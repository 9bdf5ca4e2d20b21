/**
 * What screen readers hear during a board drag (dnd-kit's live region; spec/board.md §4 Sorting):
 * the card ("#12 Name") or column picked up, what it is over — a card, a column, or the card it
 * will become a sub-card of — and where it was dropped, in the user's language. dnd-kit's own
 * messages name droppable ids ("nest:7").
 */
import type { Announcements, Active, Over } from '@dnd-kit/core';
import type { TFunction } from 'i18next';
import type { BoardData } from './boardCache';
import type { DndData } from './cardCollision';
import { listPlace } from './dropPlan';

/**
 * The board's announcements; `getData` reads the board cache when a message is made. A drag
 * target without a name in the cache (a sticker chip, a card just removed) is "the item".
 */
export function boardAnnouncements(t: TFunction<'board'>, getData: () => BoardData | undefined): Announcements {
  const nameOf = (d: DndData): string => {
    const data = getData();
    const card = d?.cardId !== undefined ? data?.cards.entities[d.cardId] : undefined;
    if (card) return `#${card.counter} ${card.name}`;
    const place = d?.listKey && data ? listPlace(data, d.listKey) : null;
    const columnId = d?.columnId ?? place?.columnId;
    const column = columnId !== undefined ? data?.columns.entities[columnId] : undefined;
    return column?.name ?? t('dnd.item');
  };
  const name = (active: Active) => nameOf(active.data.current as DndData);
  const target = (over: Over) => nameOf(over.data.current as DndData);
  const nests = (over: Over | null) => (over?.data.current as DndData)?.type === 'nest';
  return {
    onDragStart: ({ active }) => t('dnd.pickedUp', { name: name(active) }),
    onDragOver: ({ active, over }) => {
      if (!over) return t('dnd.overNone', { name: name(active) });
      return t(nests(over) ? 'dnd.overNest' : 'dnd.over', { name: name(active), target: target(over) });
    },
    onDragEnd: ({ active, over }) => {
      if (!over) return t('dnd.droppedNone', { name: name(active) });
      return t(nests(over) ? 'dnd.droppedNest' : 'dnd.dropped', { name: name(active), target: target(over) });
    },
    onDragCancel: ({ active }) => t('dnd.cancelled', { name: name(active) }),
  };
}
