/**
 * Pure tree arithmetic of a project's wiki pages (issue 18): subtrees, depth, height and the sort
 * values of siblings after a move. The tree is a flat list of `{id, parentId}`; a parent that is
 * not in the list counts as the root.
 */

export interface TreeNode {
  id: number;
  parentId: number | null;
}

/** Children lists by parent id (null: the root). */
export function childrenOf(nodes: readonly TreeNode[]): Map<number | null, number[]> {
  const children = new Map<number | null, number[]>();
  for (const node of nodes) {
    const list = children.get(node.parentId) ?? [];
    list.push(node.id);
    children.set(node.parentId, list);
  }
  return children;
}

/** `rootId` and all its descendants (root first, breadth first). */
export function subtreeIds(nodes: readonly TreeNode[], rootId: number): number[] {
  const children = childrenOf(nodes);
  const ids = [rootId];
  for (let index = 0; index < ids.length; index++) ids.push(...(children.get(ids[index]) ?? []));
  return ids;
}

/** Depth of `id` (a root page is 1); 0 for null (the tree's root itself). */
export function depthOf(nodes: readonly TreeNode[], id: number | null): number {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  let depth = 0;
  let current = id === null ? undefined : byId.get(id);
  while (current && depth <= nodes.length) {
    depth++;
    current = current.parentId === null ? undefined : byId.get(current.parentId);
  }
  return depth;
}

/** Levels of the subtree under `id`, itself included (a leaf is 1). */
export function heightOf(nodes: readonly TreeNode[], id: number): number {
  const children = childrenOf(nodes);
  let height = 0;
  let level = [id];
  while (level.length > 0 && height <= nodes.length) {
    height++;
    level = level.flatMap((node) => children.get(node) ?? []);
  }
  return height;
}

/** True when `ancestorId` is `id` or one of its ancestors. */
export function isWithin(nodes: readonly TreeNode[], id: number | null, ancestorId: number): boolean {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  let steps = 0;
  for (let current = id; current !== null && steps <= nodes.length; steps++) {
    if (current === ancestorId) return true;
    current = byId.get(current)?.parentId ?? null;
  }
  return false;
}

/**
 * The sort value that puts a page at `index` (clamped) among siblings with ascending `sorts` (the
 * page itself not among them): between its neighbours, one past the last, one before the first;
 * null when the neighbours are too close to fit a value between (then renumber with `renumbered`).
 */
export function sortAt(sorts: readonly number[], index: number): number | null {
  const at = Math.min(Math.max(index, 0), sorts.length);
  if (sorts.length === 0) return 1;
  if (at === 0) return sorts[0] - 1;
  if (at === sorts.length) return sorts[at - 1] + 1;
  const between = (sorts[at - 1] + sorts[at]) / 2;
  return between > sorts[at - 1] && between < sorts[at] ? between : null;
}

/** Sorts 1, 2, 3… of `siblingIds` (ascending) with `movedId` inserted at `index` (clamped), as `[id, sort]`. */
export function renumbered(siblingIds: readonly number[], movedId: number, index: number): Array<[number, number]> {
  const order = [...siblingIds];
  order.splice(Math.min(Math.max(index, 0), order.length), 0, movedId);
  return order.map((id, position) => [id, position + 1]);
}
