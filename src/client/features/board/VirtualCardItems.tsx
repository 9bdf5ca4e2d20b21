/**
 * The tiles of a long card list, windowed (spec/board.md §2 "the card list with drag and drop; a
 * 'Show more N' button"): after many 'Show more' a column may hold thousands of loaded cards, and
 * only the tiles in and near the column's viewport are mounted. Tiles differ in height (stickers,
 * members, sub-task bar, expanded sub-cards), so each is measured as it mounts and re-measured when
 * it resizes; unmeasured ones count as ESTIMATED_TILE_PX.
 *
 * Drag and drop (spec §4 Sorting) keeps working: the SortableContext around these tiles still
 * lists every loaded id, so indices and sorts stay right, and the dragged card stays mounted
 * (its index is added to the rendered range) even when the drag scrolls it out of view.
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useDndContext } from '@dnd-kit/core';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import type { Range } from '@tanstack/react-virtual';
import { CardTile } from './CardTile';
import { useColumnScroll } from './columnScroll';

/** Height assumed for a tile not measured yet (one sticker row plus the gap below), px. */
export const ESTIMATED_TILE_PX = 96;
/** Tiles kept mounted beyond each edge of the viewport, so a fast scroll shows no gap. */
export const OVERSCAN_TILES = 6;

interface Props {
  /** Every loaded card of the list, in display order. */
  ids: number[];
  listKey: string;
  level: number;
}

/** Absolutely placed tiles inside a box as tall as the whole list. */
export function VirtualCardItems({ ids, listKey, level }: Props) {
  const scrollRef = useColumnScroll();
  const listRef = useRef<HTMLDivElement>(null);
  // Where the list starts inside the column's scroll box (the archive list sits below the cards).
  const [scrollMargin, setScrollMargin] = useState(0);
  const activeCardId = (useDndContext().active?.data.current as { cardId?: number } | undefined)?.cardId;
  const activeIndex = activeCardId === undefined ? -1 : ids.indexOf(activeCardId);

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeIndex < 0 || indexes.includes(activeIndex)) return indexes;
      return [...indexes, activeIndex].sort((a, b) => a - b);
    },
    [activeIndex],
  );
  // Sizes are cached by card id, so a moved card keeps its measured height.
  const getItemKey = useCallback((index: number) => ids[index], [ids]);

  const virtualizer = useVirtualizer({
    count: ids.length,
    getScrollElement: () => scrollRef?.current ?? null,
    estimateSize: () => ESTIMATED_TILE_PX,
    overscan: OVERSCAN_TILES,
    getItemKey,
    rangeExtractor,
    scrollMargin,
  });

  // Read again on every scroll and size change: what is above the list (the card list above the
  // archive) may have grown; the archive list is seen only by scrolling to it.
  const scrollOffset = virtualizer.scrollOffset;
  const totalSize = virtualizer.getTotalSize();
  useLayoutEffect(() => {
    // Measured from the scroll box's first child, which scrolls with the list: no scrollTop needed.
    const start = scrollRef?.current?.firstElementChild;
    const list = listRef.current;
    if (!start || !list) return;
    const margin = Math.round(list.getBoundingClientRect().top - start.getBoundingClientRect().top);
    setScrollMargin((current) => (current === margin ? current : margin));
  }, [scrollRef, scrollOffset, totalSize]);

  return (
    <div ref={listRef} style={{ position: 'relative', height: totalSize }}>
      {virtualizer.getVirtualItems().map((item) => (
        <div
          key={item.key}
          data-index={item.index}
          ref={virtualizer.measureElement}
          // flow-root keeps the tile's bottom margin inside the measured box.
          style={{ position: 'absolute', top: item.start - scrollMargin, left: 0, width: '100%', display: 'flow-root' }}
        >
          <CardTile id={ids[item.index]} listKey={listKey} level={level} />
        </div>
      ))}
    </div>
  );
}
