/**
 * Where the board's card modal lives (spec/board.md §2 "Card modal with tabs"): it is
 * URL-addressable as `?card={cardId}&tab={tab}` (tab absent: description), so a reload, a shared
 * link, Back and Forward open and close it. Opening from the board does not wait for the URL,
 * though: a router navigation re-renders the page's route tree as a transition, and the dialog
 * would appear only after it. `openCard` shows the dialog in the click's own render (an urgent
 * update of this host alone) and writes the URL behind it; once the URL has changed, the URL
 * decides again.
 *
 * The dialog's code is its own chunk, prefetched when the browser is first idle after the board
 * painted and rendered once hidden (cardModalLoader.ts, CardModal.tsx CardModalWarmup), so a click
 * finds its code loaded and its styles inserted.
 */
import { useCallback, useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import type { CardTabName } from './CardDetails';
import type { Card } from '../../../shared/board/board.types';
import { useBoardContext } from './boardContext';
import { useCardModal, useCardModalWarmup } from './cardModalLoader';

/** Search parameter of the open card modal. */
export const CARD_PARAM = 'card';
/** Search parameter of the modal's first tab (absent: description). */
export const CARD_TAB_PARAM = 'tab';

/** The card shown in the modal and its first tab; null: no modal. */
export type ModalTarget = { cardId: number; tab?: CardTabName } | null;

/**
 * The modal's open card between a click and the URL catching up (one per shown board, created by
 * BoardView; it lives outside React state so opening re-renders this host only).
 */
export interface CardModalControl {
  /** Shows `target` at once and writes it to the URL. */
  show: (target: ModalTarget) => void;
  /** The target asked for and not yet in the URL; undefined when the URL is up to date. */
  pending: () => ModalTarget | undefined;
  subscribe: (listener: () => void) => () => void;
  /** Forgets the pending target (the URL changed). */
  settle: () => void;
  /** Writes a target to the URL (set by the host, which owns the search parameters). */
  writeUrl: (target: ModalTarget) => void;
}

export function createCardModalControl(): CardModalControl {
  let pending: ModalTarget | undefined;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const control: CardModalControl = {
    show(target) {
      pending = target;
      notify();
      control.writeUrl(target);
    },
    pending: () => pending,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    settle() {
      if (pending === undefined) return;
      pending = undefined;
      notify();
    },
    writeUrl: () => undefined,
  };
  return control;
}

/** The modal target a URL's search parameters name. */
function targetOf(params: URLSearchParams): ModalTarget {
  const cardId = Number(params.get(CARD_PARAM)) || null;
  if (!cardId) return null;
  const tab = params.get(CARD_TAB_PARAM);
  return { cardId, tab: tab === 'discussion' || tab === 'history' ? tab : undefined };
}

/** The warm-up's card: nothing to show (no name, stickers or members) and nothing to fetch. */
function placeholderCard(boardId: number): Card {
  const epoch = new Date(0).toISOString();
  return {
    ...{ id: 0, boardId, columnId: 0, parentCardId: null, counter: 0, name: '', desc: null, color: null, sort: 0 },
    ...{ createdAt: epoch, movedAt: epoch, doneAt: null, archivedAt: null, stickers: [], cardsMembers: [] },
    ...{ childCount: 0, childDoneCount: 0, historyCount: 0, messageCount: 0 },
    creator: { userId: 0, name: '', surname: null, avatar: null },
  };
}

/** `control`: the board's modal control; `painted`: the board's columns are on screen (prefetch then). */
export function CardModalHost({ control, painted }: { control: CardModalControl; painted: boolean }) {
  const [params, setParams] = useSearchParams();
  const pending = useSyncExternalStore(control.subscribe, control.pending, control.pending);
  const warming = useCardModalWarmup(painted);
  const { arg } = useBoardContext();

  useLayoutEffect(() => {
    control.writeUrl = (target) =>
      setParams((p) => {
        const next = new URLSearchParams(p);
        next.delete(CARD_PARAM);
        next.delete(CARD_TAB_PARAM);
        if (target) next.set(CARD_PARAM, String(target.cardId));
        if (target?.tab) next.set(CARD_TAB_PARAM, target.tab);
        return next;
      });
  }, [control, setParams]);
  // The URL changed (the written target arrived, or Back/Forward): it decides again.
  useEffect(() => control.settle(), [control, params]);

  const shown = pending !== undefined ? pending : targetOf(params);
  const loaded = useCardModal(shown !== null);
  const close = useCallback(() => control.show(null), [control]);
  if (!loaded) return null;
  const { CardModal, CardModalWarmup } = loaded;
  if (!shown) return warming ? <CardModalWarmup card={placeholderCard(arg.boardId)} /> : null;
  return <CardModal key={`${shown.cardId}:${shown.tab ?? ''}`} cardId={shown.cardId} tab={shown.tab} onClose={close} />;
}
