/**
 * How the wiki's live events land in the cache (issue 18; DESIGN §3 Live events, STYLE "a feature
 * owns its live events"; names and payloads in src/shared/wiki/wiki.types.ts WIKI_EVENTS, sent to
 * `company:<companyId>`, which every member's socket is in):
 * - `wiki:page:created|updated` WikiPage → upserted into the project's page list;
 * - `wiki:page:deleted` {projectId, ids} → those pages leave the list;
 * - `wiki:page:restored` {projectId, pages} → upserted back;
 * - `wiki:revision:created` {pageId, revision} → prepended to that page's history list.
 * Payloads are checked, not trusted; events of other projects/pages are ignored.
 */
import type { WikiPage, WikiRevision } from '../../../shared/wiki/wiki.types';
import { WIKI_EVENTS } from '../../../shared/wiki/wiki.types';
import type { ConnectionService } from '../connection/connectionService';

/** What `onCacheEntryAdded` gives (the parts used here). */
interface CacheLifecycle<T> {
  updateCachedData: (recipe: (draft: T) => void | T) => unknown;
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
  extra: unknown;
}

const isPage = (value: unknown): value is WikiPage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as WikiPage).id === 'number' &&
  typeof (value as WikiPage).projectId === 'number' &&
  typeof (value as WikiPage).title === 'string';

/** Puts `pages` into the list `draft` (replacing ones with the same id; trashed ones leave it). */
export function upsertPages(draft: WikiPage[], pages: readonly WikiPage[]): void {
  for (const page of pages) {
    const at = draft.findIndex((p) => p.id === page.id);
    if (page.deletedAt) {
      if (at >= 0) draft.splice(at, 1);
    } else if (at >= 0) draft[at] = page;
    else draft.push(page);
  }
}

/** One page-tree event applied to the list of `projectId` (pure on the draft). */
export function applyWikiPageEvent(draft: WikiPage[], projectId: number, event: string, payload: unknown): void {
  const p = payload as { projectId?: number; ids?: unknown; pages?: unknown } | null;
  switch (event) {
    case WIKI_EVENTS.pageCreated:
    case WIKI_EVENTS.pageUpdated:
      if (isPage(payload) && payload.projectId === projectId) upsertPages(draft, [payload]);
      return;
    case WIKI_EVENTS.pageDeleted:
    case WIKI_EVENTS.pagePurged:
      if (p?.projectId === projectId && Array.isArray(p.ids)) {
        const gone = new Set(p.ids);
        for (let i = draft.length - 1; i >= 0; i -= 1) if (gone.has(draft[i].id)) draft.splice(i, 1);
      }
      return;
    case WIKI_EVENTS.pageRestored:
      if (p?.projectId === projectId && Array.isArray(p.pages)) upsertPages(draft, p.pages.filter(isPage));
      return;
  }
}

const connectionOf = (extra: unknown) => (extra as { connection?: ConnectionService } | undefined)?.connection;

const TREE_EVENTS = [
  WIKI_EVENTS.pageCreated,
  WIKI_EVENTS.pageUpdated,
  WIKI_EVENTS.pageDeleted,
  WIKI_EVENTS.pageRestored,
  WIKI_EVENTS.pagePurged,
];

/** The page list's `onCacheEntryAdded`: applies the tree events while the entry lives. */
export async function subscribeWikiPageEvents(projectId: number, lifecycle: CacheLifecycle<WikiPage[]>) {
  const connection = connectionOf(lifecycle.extra);
  if (!connection) return;
  try {
    await lifecycle.cacheDataLoaded;
  } catch {
    return;
  }
  const offs = TREE_EVENTS.map((event) =>
    connection.on(event, (payload: unknown) =>
      lifecycle.updateCachedData((draft) => applyWikiPageEvent(draft, projectId, event, payload)),
    ),
  );
  await lifecycle.cacheEntryRemoved;
  offs.forEach((off) => off());
}

/** The history list's `onCacheEntryAdded`: a new revision of `pageId` comes first. */
export async function subscribeRevisionEvents(pageId: number, lifecycle: CacheLifecycle<WikiRevision[]>) {
  const connection = connectionOf(lifecycle.extra);
  if (!connection) return;
  try {
    await lifecycle.cacheDataLoaded;
  } catch {
    return;
  }
  const off = connection.on(WIKI_EVENTS.revisionCreated, (payload: unknown) => {
    const p = payload as { pageId?: number; revision?: WikiRevision } | null;
    const revision = p?.revision;
    if (p?.pageId !== pageId || typeof revision?.id !== 'number') return;
    lifecycle.updateCachedData((draft) => {
      if (!draft.some((r) => r.id === revision.id)) draft.unshift(revision);
    });
  });
  await lifecycle.cacheEntryRemoved;
  off();
}
