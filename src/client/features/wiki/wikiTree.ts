/**
 * The page tree of a project wiki built from the server's flat list (GET /wiki/project/{id}/pages,
 * src/shared/wiki/wiki.types.ts: `parentId` null at the root, `sort` ascending among siblings), and
 * the moves the tree offers (drag into/before/after a page, keyboard "move up/down/in/out"), each
 * as the body of PUT /wiki/pages/{id}/move: `{parentId, index}` with `index` counted among the new
 * siblings without the moved page. Pure functions, no React.
 */
import type { WikiPage } from '../../../shared/wiki/wiki.types';

/** A page with its children, in sibling order. */
export interface WikiTreeNode {
  page: WikiPage;
  children: WikiTreeNode[];
  /** 1 at the root. */
  depth: number;
}

/** Siblings order: `sort` ascending, then id (stable when two share a sort). */
const bySort = (a: WikiPage, b: WikiPage) => a.sort - b.sort || a.id - b.id;

/**
 * The forest of `pages` (trash excluded). A page whose parent is missing from the list (in the
 * trash, or not loaded) shows at the root rather than disappearing.
 */
export function buildWikiTree(pages: readonly WikiPage[]): WikiTreeNode[] {
  const live = pages.filter((p) => !p.deletedAt);
  const ids = new Set(live.map((p) => p.id));
  const childrenOf = new Map<number | null, WikiPage[]>();
  for (const page of live) {
    const parent = page.parentId !== null && ids.has(page.parentId) ? page.parentId : null;
    const list = childrenOf.get(parent) ?? [];
    list.push(page);
    childrenOf.set(parent, list);
  }
  const seen = new Set<number>();
  const build = (parent: number | null, depth: number): WikiTreeNode[] =>
    (childrenOf.get(parent) ?? [])
      .sort(bySort)
      .filter((page) => !seen.has(page.id) && seen.add(page.id))
      .map((page) => ({ page, depth, children: build(page.id, depth + 1) }));
  return build(null, 1);
}

/** The rows shown: depth-first, children of collapsed pages left out. */
export function visibleRows(tree: readonly WikiTreeNode[], collapsed: ReadonlySet<number>): WikiTreeNode[] {
  const rows: WikiTreeNode[] = [];
  const walk = (nodes: readonly WikiTreeNode[]) => {
    for (const node of nodes) {
      rows.push(node);
      if (!collapsed.has(node.page.id)) walk(node.children);
    }
  };
  walk(tree);
  return rows;
}

/** The first page of the tree (what an empty `elementId` opens), or null. */
export const firstPageId = (tree: readonly WikiTreeNode[]): number | null => tree[0]?.page.id ?? null;

/** Ids of `pageId` and every page under it. */
export function subtreeIds(pages: readonly WikiPage[], pageId: number): Set<number> {
  const ids = new Set([pageId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const p of pages)
      if (p.parentId !== null && ids.has(p.parentId) && !ids.has(p.id)) {
        ids.add(p.id);
        grew = true;
      }
  }
  return ids;
}

/** Body of PUT /wiki/pages/{id}/move. */
export interface WikiMove {
  parentId: number | null;
  index: number;
}

/** Where a dragged page lands relative to the page under the pointer. */
export type DropPosition = 'before' | 'after' | 'inside';

const siblingsOf = (pages: readonly WikiPage[], parentId: number | null, without: number) =>
  pages.filter((p) => !p.deletedAt && p.parentId === parentId && p.id !== without).sort(bySort);

/**
 * The move that puts `pageId` before/after/inside `targetId`; null when it would not change
 * anything or would put a page into its own subtree.
 */
export function moveToTarget(
  pages: readonly WikiPage[],
  pageId: number,
  targetId: number,
  position: DropPosition,
): WikiMove | null {
  const target = pages.find((p) => p.id === targetId);
  const moved = pages.find((p) => p.id === pageId);
  if (!target || !moved || subtreeIds(pages, pageId).has(targetId)) return null;
  if (position === 'inside') return { parentId: targetId, index: siblingsOf(pages, targetId, pageId).length };
  const siblings = siblingsOf(pages, target.parentId, pageId);
  const at = siblings.findIndex((p) => p.id === targetId);
  const move = { parentId: target.parentId, index: position === 'before' ? at : at + 1 };
  const current = siblingsOf(pages, moved.parentId, -1).findIndex((p) => p.id === pageId);
  return move.parentId === moved.parentId && move.index === current ? null : move;
}

/** Keyboard moves of the row menu. */
export type KeyboardMove = 'up' | 'down' | 'in' | 'out';

/**
 * The move a keyboard command makes, or null when it cannot (first page up, last down, a root page
 * out, the first sibling in — "in" makes the page the last child of the sibling above it).
 */
export function keyboardMove(pages: readonly WikiPage[], pageId: number, command: KeyboardMove): WikiMove | null {
  const page = pages.find((p) => p.id === pageId);
  if (!page) return null;
  const siblings = siblingsOf(pages, page.parentId, -1);
  const at = siblings.findIndex((p) => p.id === pageId);
  switch (command) {
    case 'up':
      return at > 0 ? { parentId: page.parentId, index: at - 1 } : null;
    case 'down':
      return at < siblings.length - 1 ? { parentId: page.parentId, index: at + 1 } : null;
    case 'in': {
      const above = siblings[at - 1];
      return above ? { parentId: above.id, index: siblingsOf(pages, above.id, pageId).length } : null;
    }
    case 'out': {
      const parent = pages.find((p) => p.id === page.parentId);
      if (!parent) return null;
      const parentAt = siblingsOf(pages, parent.parentId, pageId).findIndex((p) => p.id === parent.id);
      return { parentId: parent.parentId, index: parentAt + 1 };
    }
  }
}

/**
 * The flat list after a move, as the server will answer it (optimistic update): the moved page
 * gets the new parent and the siblings are renumbered 0, 1, 2… in their new order.
 */
export function applyMove(pages: readonly WikiPage[], pageId: number, move: WikiMove): WikiPage[] {
  const moved = pages.find((p) => p.id === pageId);
  if (!moved) return [...pages];
  const siblings = siblingsOf(pages, move.parentId, pageId);
  siblings.splice(Math.min(move.index, siblings.length), 0, { ...moved, parentId: move.parentId });
  const sortOf = new Map(siblings.map((p, i) => [p.id, i]));
  return pages.map((p) =>
    sortOf.has(p.id) ? { ...p, parentId: p.id === pageId ? move.parentId : p.parentId, sort: sortOf.get(p.id)! } : p,
  );
}
