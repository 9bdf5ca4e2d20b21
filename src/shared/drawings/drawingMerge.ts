/**
 * Excalidraw's element merge rule, for the server's stored scene (issue 18 item 2; the client uses
 * Excalidraw's own `reconcileElements`, which applies the same rule): of two copies of an element
 * (same `id`) the one with the higher `version` wins; on equal versions the lower `versionNonce`
 * wins, so every replica picks the same copy whatever the order the updates arrive in. Deleted
 * elements are kept as tombstones (`isDeleted: true`), so an old copy cannot bring them back.
 */
import type { DrawingElement } from './drawing.types';

/** True when `incoming` replaces `current` (no current copy: always). */
export function winsOver(incoming: DrawingElement, current: DrawingElement | undefined): boolean {
  if (!current) return true;
  if (incoming.version !== current.version) return incoming.version > current.version;
  return incoming.versionNonce < current.versionNonce;
}

/**
 * Merges `incoming` into `current` (neither is changed): returns the merged elements in
 * `current`'s order with new ones appended in their own order, and `changed`, the incoming
 * elements that won (what is worth relaying and saving).
 */
export function mergeDrawingElements(
  current: readonly DrawingElement[],
  incoming: readonly DrawingElement[],
): { elements: DrawingElement[]; changed: DrawingElement[] } {
  const index = new Map<string, number>();
  const elements = current.slice();
  elements.forEach((element, at) => index.set(element.id, at));
  const changed: DrawingElement[] = [];
  for (const element of incoming) {
    const at = index.get(element.id);
    if (!winsOver(element, at === undefined ? undefined : elements[at])) continue;
    if (at === undefined) {
      index.set(element.id, elements.length);
      elements.push(element);
    } else elements[at] = element;
    changed.push(element);
  }
  return { elements, changed };
}
