/**
 * The open pages' collaborative documents (issue 18 "Speed": a page opens in < 300 ms). A page's
 * Y.Doc and WikiSocketProvider can be made — and the page joined — when its link in the tree is
 * pressed, before the click lands and the route renders (`preloadProvider`); the page view then
 * takes that provider (`takeProvider`), whose join answer (the page's content) has arrived or is on
 * its way, instead of making one after its first render and waiting a round trip more. A preloaded
 * provider nobody takes within PRELOAD_TTL_MS (the press became a drag) is destroyed: it leaves the
 * room. A page whose view holds a provider is never preloaded: the socket is in its room once,
 * and a preload's leave would take the open view out of it.
 * Lives in the page view's chunk (with Yjs); wikiPagePreload.ts reaches it without loading Yjs early.
 */
import * as Y from 'yjs';
import { WikiSocketProvider, type WikiTransport } from './wikiSocketProvider';

/** How long a preloaded page waits to be opened (ms). */
export const PRELOAD_TTL_MS = 5_000;

const preloaded = new Map<number, { provider: WikiSocketProvider; timer: ReturnType<typeof setTimeout> }>();
/** Providers held by mounted page views, per page. */
const held = new Map<number, number>();

const dispose = (provider: WikiSocketProvider) => {
  provider.destroy();
  provider.awareness.destroy();
  provider.doc.destroy();
};

/**
 * Makes `pageId`'s provider and joins over the ready socket `socketId`, unless the page is open or
 * preloaded already.
 */
export function preloadProvider(transport: WikiTransport, pageId: number, socketId: string): void {
  if (preloaded.has(pageId) || held.has(pageId)) return;
  const provider = new WikiSocketProvider(transport, pageId, new Y.Doc());
  const timer = setTimeout(() => {
    preloaded.delete(pageId);
    dispose(provider);
  }, PRELOAD_TTL_MS);
  preloaded.set(pageId, { provider, timer });
  void provider.connectOnce(socketId);
}

/** The provider of a page view being mounted: the preloaded one (of this transport), else a new one. */
export function takeProvider(transport: WikiTransport, pageId: number): WikiSocketProvider {
  held.set(pageId, (held.get(pageId) ?? 0) + 1);
  const entry = preloaded.get(pageId);
  if (entry) {
    preloaded.delete(pageId);
    clearTimeout(entry.timer);
    if (entry.provider.transport === transport) return entry.provider;
    dispose(entry.provider);
  }
  return new WikiSocketProvider(transport, pageId, new Y.Doc());
}

/** The page view unmounts: its provider leaves the room and is destroyed with its document. */
export function releaseProvider(provider: WikiSocketProvider): void {
  const count = (held.get(provider.pageId) ?? 1) - 1;
  if (count > 0) held.set(provider.pageId, count);
  else held.delete(provider.pageId);
  dispose(provider);
}
