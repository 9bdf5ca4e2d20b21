/**
 * Starts opening a wiki page when its link is pressed (issue 18 "Speed"): the page view's chunk
 * (TipTap, Yjs; at once when loaded already) and then the page's join over the live socket, whose
 * answer carries the content — in parallel with the click and the route's render rather than after
 * them (wikiProviderPool.ts). Without a ready socket it does nothing: the view joins when there is one.
 */
import type { WikiTransport } from './wikiSocketProvider';

/** The pool's module, in the page view's chunk (the same chunk name as ProjectWikiPage's lazy view). */
const loadPool = () => import(/* webpackChunkName: "WikiPageView" */ './wikiProviderPool');

/** Preloads `pageId` over `transport` when `socketId` (the ready socket's id) is known. */
export function preloadWikiPage(transport: WikiTransport, pageId: number, socketId: string | null): void {
  if (!socketId) return;
  loadPool().then(
    (pool) => pool.preloadProvider(transport, pageId, socketId),
    () => undefined, // the view's own lazy import reports a chunk that does not load
  );
}
