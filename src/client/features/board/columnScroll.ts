/**
 * The scroll box of a column (spec/board.md §2 "Column content": the card list, 'Show more N' and
 * the archive scroll together). Long lists inside it render only their visible cards
 * (VirtualCardItems.tsx), so they need this element to read the scroll offset and viewport height.
 */
import { createContext, useContext } from 'react';
import type { RefObject } from 'react';

export const ColumnScrollContext = createContext<RefObject<HTMLElement | null> | null>(null);

/** The column's scroll element ref, or null outside a column (e.g. the card modal). */
export const useColumnScroll = () => useContext(ColumnScrollContext);
