/**
 * The tiles of a long card list, windowed (spec/board.md §2 "the card list with drag and drop; a
 * 'Show more N' button"): after many 'Show more' a column may hold thousands of loaded cards, and
 * only the tiles in and near the viewport are mounted. Tiles differ in height (stickers, members,
 * sub-task bar, expanded sub-cards), so each is measured as it mounts and again when it resizes;
 * unmeasured ones count as ESTIMATED_TILE_PX. The box that scrolls is found at mount
 * (scrollParent.ts): the column's card box on the project page, the window on the guest page.
 *
 * Drag and drop (spec §4 Sorting) keeps working: the SortableContext around these tiles still
 * lists every loaded id, so indices and sorts stay right, and the dragged card stays mounted
 * (its index is added to the rendered range) even when the drag scrolls it out of view.
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useDndContext } from '@dnd-kit/core';
import {
  defaultRangeExtractor,
  observeWindowOffset,
  observeWindowRect,
  useVirtualizer,
  windowScroll,
} from '@tanstack/react-virtual';
import type { Range, observeElementOffset, observeElementRect } from '@tanstack/react-virtual';
import { CardTile } from './CardTile';
import { findScrollParent, isWindow, offsetInScroller } from './scrollParent';

/** Height assumed for a tile not measured yet (one sticker row plus the gap below), px. */
export const ESTIMATED_TILE_PX = 96;
/** Tiles kept mounted beyond each edge of the viewport, so a fast scroll shows no gap. */
export const OVERSCAN_TILES = 6;

// The window's observers have the element ones' shape with Window for Element.
const windowObservers = {
  observeElementRect: observeWindowRect as unknown as typeof observeElementRect,
  observeElementOffset: observeWindowOffset as unknown as typeof observeElementOffset,
  scrollToFn: windowScroll as never,
};

interface Props {
  /** Every loaded card of the list, in display order. */
  ids: number[];
  listKey: string;
  level: number;
}

/**
 * The list's tiles: first an empty box with every tile at the estimated height, so the box that
 * scrolls overflows and can be found; then the visible tiles, placed in a box as tall as the list.
 */
export function VirtualCardItems(props: Props) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [scroller, setScroller] = useState<HTMLElement | Window | null>(null);
  useLayoutEffect(() => setScroller(findScrollParent(boxRef.current) ?? window), []);
  if (scroller) return <WindowedTiles {...props} scroller={scroller} />;
  return <div ref={boxRef} style={{ height: props.ids.length * ESTIMATED_TILE_PX }} />;
}

function WindowedTiles({ ids, listKey, level, scroller }: Props & { scroller: HTMLElement | Window }) {
  const listRef = useRef<HTMLDivElement>(null);
  // Where the list starts in the scroller's content (header, filters, cards above the archive…).
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

  const virtualizer = useVirtualizer<HTMLElement, HTMLDivElement>({
    count: ids.length,
    getScrollElement: () => scroller as HTMLElement,
    // The list may turn windowed (a 'Show more') with the scroller far down: start from there.
    initialOffset: () => (isWindow(scroller) ? scroller.scrollY : scroller.scrollTop),
    estimateSize: () => ESTIMATED_TILE_PX,
    overscan: OVERSCAN_TILES,
    getItemKey,
    rangeExtractor,
    scrollMargin,
    ...(isWindow(scroller) ? windowObservers : {}),
  });

  // Read again on every scroll and size change: what is above the list may have changed height.
  const scrollOffset = virtualizer.scrollOffset;
  const totalSize = virtualizer.getTotalSize();
  useLayoutEffect(() => {
    if (!listRef.current) return;
    const margin = Math.round(offsetInScroller(listRef.current, scroller));
    setScrollMargin((current) => (current === margin ? current : margin));
  }, [scroller, scrollOffset, totalSize]);

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
