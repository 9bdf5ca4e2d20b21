/**
 * Which box scrolls a card list (spec/board.md §2 "Column content"). On the project page a column
 * is as tall as the board's area and its card box scrolls (BoardColumn, `data-column-scroll`); on
 * the guest page columns grow with their cards and the window scrolls. Long lists window their
 * tiles against whichever of these holds them (VirtualCardItems.tsx).
 */

const SCROLLING = new Set(['auto', 'scroll', 'overlay']);

/**
 * The nearest ancestor of `node` that scrolls vertically and overflows (content taller than its
 * box), or null when none does and the window scrolls. Call after layout, with `node` at its
 * full height, so that a bounded box holding it does overflow.
 */
export function findScrollParent(node: Element | null): HTMLElement | null {
  const root = node?.ownerDocument.documentElement;
  for (let el = node?.parentElement ?? null; el && el !== root && el !== el.ownerDocument.body; el = el.parentElement) {
    if (SCROLLING.has(getComputedStyle(el).overflowY) && el.scrollHeight > el.clientHeight) return el;
  }
  return null;
}

/** True for the window (it has scrollY; elements have scrollTop). */
export const isWindow = (scroller: HTMLElement | Window): scroller is Window => 'scrollY' in scroller;

/** Where `node` starts inside the content of `scroller` (the window: the document), px. */
export function offsetInScroller(node: Element, scroller: HTMLElement | Window): number {
  const top = node.getBoundingClientRect().top;
  if (isWindow(scroller)) return top + scroller.scrollY;
  return top - scroller.getBoundingClientRect().top - scroller.clientTop + scroller.scrollTop;
}
