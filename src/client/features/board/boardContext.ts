/**
 * What every part of a shown board needs without prop drilling: the board query's argument and how
 * to open a card; the company members (names and avatars of executors and responsible) in a
 * context of their own, read only by the parts that show people (useBoardMembers).
 * Parts read board data through `useBoardSelector`, which re-renders them only when the selected
 * slice of the normalised cache changes (a tile re-renders when its card changes, not the board).
 * The context value changes only when the board, its filters or the guest settings do: every tile
 * reads it, so nothing that changes per event, per click or per answer belongs in it (the selected
 * card is in `selection`, cardSelection.ts; the members answer after the cards on a cold open, and
 * re-rendered every tile when they were part of it).
 */
import { createContext, useCallback, useContext } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch } from '../../app/hooks';
import type { RootState } from '../../app/store';
import type { Card } from '../../../shared/board/board.types';
import type { GuestSettings } from '../../../shared/board/share';
import type { BoardArg, CompanyMember } from './boardApi';
import { boardApi } from './boardApi';
import { childListKey } from './boardCache';
import type { BoardData, CardList } from './boardCache';
import type { CardTabName } from './CardDetails';
import type { CardSelection } from './cardSelection';

export interface BoardContextValue {
  arg: BoardArg;
  /** Opens the card modal, on `tab` when given (default description). */
  openCard: (cardId: number, tab?: CardTabName) => void;
  /** The selected card (inline title edit selects it, spec §4); tiles read it with useCardSelected. */
  selection: CardSelection;
  /** True right after a drag ended: the click that ends a drag is not a click (spec §4 Sub-cards). */
  justDragged: () => boolean;
  /** Whether cards can be dragged and edited (false in the guest view, spec/board.md §6). */
  editable: boolean;
  /** The guest link's settings in the guest view (spec §6); absent for members. */
  guest?: GuestSettings | null;
}

/**
 * The drag in progress: a pointer drag enables the "make sub-card" zones (BoardDnd.tsx). While such
 * a zone takes the drop no list shows a gap (dnd-kit's `over` is no sortable item), so the card to
 * nest into sits at its place under the pointer.
 */
export interface BoardDragState {
  pointerDrag: boolean;
}
export const BoardDragContext = createContext<BoardDragState>({ pointerDrag: false });

export const BoardContext = createContext<BoardContextValue | null>(null);

/** userId → member's user of the shown board's company (empty until GET /company/{id}/members answers). */
export type BoardMembers = ReadonlyMap<number, CompanyMember['user']>;
export const BoardMembersContext = createContext<BoardMembers>(new Map());

/** The shown board's company members (the guest link's members in the guest view). */
export const useBoardMembers = (): BoardMembers => useContext(BoardMembersContext);

/** The surrounding board; throws outside <BoardView>. */
export function useBoardContext(): BoardContextValue {
  const value = useContext(BoardContext);
  if (!value) throw new Error('useBoardContext outside a board');
  return value;
}

/** A slice of the board cache; `select` must return cache objects (kept by reference), not new ones. */
export function useBoardSelector<T>(select: (data: BoardData) => T): T | undefined {
  const { arg } = useBoardContext();
  // useQueryState reads the entry that BoardView subscribes to without adding a subscription of
  // its own: a full query hook per tile dispatched one subscription per hook on mount, and each
  // re-ran every other tile's selector — quadratic work that took seconds on a 200-card board.
  const { value } = boardApi.endpoints.boardColumns.useQueryState(arg, {
    selectFromResult: ({ data }) => ({ value: data ? select(data) : undefined }),
  });
  return value;
}

/**
 * Reads this board's cache when called, without subscribing: for handlers that need the whole
 * board at one moment (a drag, a drop, a column move) in components that must not re-render on
 * every live event (BoardView, BoardDnd).
 */
export function useBoardDataGetter(): () => BoardData | undefined {
  const { arg } = useBoardContext();
  const store = useStore<RootState>();
  return useCallback(() => boardApi.endpoints.boardColumns.select(arg)(store.getState()).data, [store, arg]);
}

/** One card of the board cache. */
export const useBoardCard = (id: number): Card | undefined => useBoardSelector((d) => d.cards.entities[id]);
/** What a tile shows of the cache: its card, whether its sub-cards are shown and loaded. */
export interface TileState {
  card: Card | undefined;
  expanded: boolean;
  childrenLoaded: boolean;
}

/** The tile state of card `id`, from one cache subscription (re-renders when one of them changes). */
export function useTileState(id: number): TileState {
  const { arg } = useBoardContext();
  return boardApi.endpoints.boardColumns.useQueryState(arg, {
    selectFromResult: ({ data }) => ({
      card: data?.cards.entities[id],
      expanded: Boolean(data?.expanded[id]),
      childrenLoaded: Boolean(data?.lists[childListKey(id)]),
    }),
  });
}

/** One loaded list of the board cache (undefined when not loaded). */
export const useBoardList = (key: string): CardList | undefined => useBoardSelector((d) => d.lists[key]);

/** Applies a recipe to this board's cache (client-only state such as expanded sub-cards). */
export function useBoardPatch(): (recipe: (draft: BoardData) => void) => void {
  const { arg } = useBoardContext();
  const dispatch = useAppDispatch();
  return useCallback(
    (recipe) => {
      dispatch(boardApi.util.updateQueryData('boardColumns', arg, recipe));
    },
    [dispatch, arg],
  );
}
