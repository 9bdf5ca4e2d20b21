/**
 * Card order rules (spec/board.md §4 Sorting, DESIGN §4 `sort`). A list (column + parent +
 * archived) shows its cards by `sort`, highest first; sorts are unique within a list.
 *
 * - The client computes the sort it sends with `sortForDrop` from the neighbour it dropped next to:
 *   moved up in its own list → neighbour below + 1; moved down → neighbour above − 1; dropped into
 *   another list → the card it lands above + 1, or 0 for the bottom.
 * - The server resolves a tie with `planSortShift`: when the sort rose, cards at or above the new
 *   sort shift up by one; when it fell, cards at or below shift down by one; 0 into another
 *   non-empty list means the bottom. Sorts stay ≥ 0 (see `planSortShift`).
 * Together they make the order exactly the one the users produced (property-tested against a
 * plain array model).
 */

/** Sort to send when a card is dropped at `toIndex` of `targetSorts` (display order, without the card). */
export function sortForDrop(
  targetSorts: readonly number[],
  toIndex: number,
  from: { sameList: boolean; fromIndex: number },
): number {
  if (targetSorts.length === 0) return 0;
  const index = Math.max(0, Math.min(toIndex, targetSorts.length));
  if (from.sameList) {
    // In the list without the card, positions above the old one keep their index.
    const movedUp = index < from.fromIndex;
    if (movedUp) return targetSorts[index] + 1;
    return index > 0 ? targetSorts[index - 1] - 1 : targetSorts[0] + 1;
  }
  return index < targetSorts.length ? targetSorts[index] + 1 : 0;
}

/** What the server does to the other cards of the target list for one move. */
export interface SortShift {
  /** The sort the moved card gets. */
  sort: number;
  /** Shift the others: `up` = cards with sort ≥ `from` get +1; `down` = cards with sort ≤ `from` get −1. */
  shift: { direction: 'up' | 'down'; from: number } | null;
}

/**
 * Plans a move on the server. `otherSorts`: sorts of the target list's cards other than the moved
 * one; `previousSort`: the card's sort before the move when it stays in the same list, else null.
 *
 * Sorts never go below 0. Without that, "neighbour + 1" could be 0 — which means "bottom" — and a
 * card dropped above a card of sort −1 would land at the bottom instead (found by the property
 * test). So a fall that would push the lowest card below 0 shifts the cards above up instead, and
 * a requested sort below 0 (below the lowest card, whose sort is 0) means the bottom.
 */
export function planSortShift(
  otherSorts: readonly number[],
  requestedSort: number,
  previousSort: number | null,
): SortShift {
  const requested = Math.max(0, requestedSort);
  if (otherSorts.length === 0) return { sort: requested, shift: null };
  const belowLowest = requestedSort < 0;
  if (!belowLowest && !otherSorts.includes(requested)) return { sort: requested, shift: null };
  const rose = previousSort === null || requested > previousSort || belowLowest;
  if (rose) return { sort: requested, shift: { direction: 'up', from: requested } };
  // Fell onto a taken sort: DESIGN §4 shifts the cards at or below down by one, unless that
  // would take the lowest card below 0; then the cards above move up and the card takes the gap.
  if (Math.min(...otherSorts) >= 1) return { sort: requested, shift: { direction: 'down', from: requested } };
  return { sort: requested + 1, shift: { direction: 'up', from: requested + 1 } };
}

/** Applies a planned shift to sorts in memory (what the server's UPDATE does in SQL). */
export function applySortShift(sort: number, shift: SortShift['shift']): number {
  if (!shift) return sort;
  if (shift.direction === 'up') return sort >= shift.from ? sort + 1 : sort;
  return sort <= shift.from ? sort - 1 : sort;
}

/**
 * Gap between the sorts of cards put on top of a list (new, archived, unarchived). Drops use the
 * neighbour ±1 rule, so gaps make sort collisions, and the shifts they cause, rare.
 */
export const SORT_STEP = 1024;

/** Sort for a card put on top of a list whose highest sort is `top` (null for an empty list). */
export const sortForTop = (top: number | null): number => (top === null ? SORT_STEP : top + SORT_STEP);
