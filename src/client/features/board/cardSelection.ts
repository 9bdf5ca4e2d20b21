/**
 * The selected card of a shown board (spec/board.md §4 "Inline title edit: starting selects the
 * card"). It lives outside React state and the board context: each tile subscribes to whether it
 * is the selected one, so selecting a card re-renders the two tiles whose selection changes, not
 * every tile of the board.
 */
import { useCallback, useSyncExternalStore } from 'react';

export interface CardSelection {
  /** The selected card id, or null. */
  get: () => number | null;
  select: (cardId: number | null) => void;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
}

/** A new, empty selection (one per shown board). */
export function createCardSelection(): CardSelection {
  let selected: number | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => selected,
    select(cardId) {
      if (cardId === selected) return;
      selected = cardId;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** Whether `cardId` is the selected card; re-renders only when that answer changes. */
export function useCardSelected(selection: CardSelection, cardId: number): boolean {
  const isSelected = useCallback(() => selection.get() === cardId, [selection, cardId]);
  return useSyncExternalStore(selection.subscribe, isSelected, isSelected);
}
