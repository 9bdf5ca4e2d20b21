/**
 * Live events of the page tree (WIKI_EVENTS, issue 18) to the company room `company:<companyId>`,
 * with the actor's id and without the caller's own socket (its Socket-Id header), like the other
 * routes' events (DESIGN §3 Live events).
 */
import type { WikiPage, WikiRevision } from '../../shared/wiki/wiki.types';
import { WIKI_EVENTS } from '../../shared/wiki/wiki.types';
import type { Realtime } from '../plugins/realtime';
import { companyRoom } from '../../shared/company/company.events';

/** Emitters of one request (or socket action) by `actorId`; `exceptSocketId` hears nothing. */
export interface WikiEmitter {
  created(companyId: number, page: WikiPage): void;
  updated(companyId: number, page: WikiPage): void;
  deleted(companyId: number, projectId: number, ids: number[]): void;
  restored(companyId: number, projectId: number, pages: WikiPage[]): void;
  purged(companyId: number, projectId: number, ids: number[]): void;
  revisionCreated(companyId: number, revision: WikiRevision): void;
}

/** Builds the emitters (see WikiEmitter); `actorId` null for the server itself. */
export function wikiEmitter(realtime: Realtime, actorId: number | null, exceptSocketId?: string): WikiEmitter {
  const send = (companyId: number, event: string, payload: object) =>
    realtime.broadcast(companyRoom(companyId), event, { ...payload, actorId }, { exceptSocketId });
  return {
    created: (companyId, page) => send(companyId, WIKI_EVENTS.pageCreated, page),
    updated: (companyId, page) => send(companyId, WIKI_EVENTS.pageUpdated, page),
    deleted: (companyId, projectId, ids) => send(companyId, WIKI_EVENTS.pageDeleted, { projectId, ids }),
    restored: (companyId, projectId, pages) => send(companyId, WIKI_EVENTS.pageRestored, { projectId, pages }),
    purged: (companyId, projectId, ids) => send(companyId, WIKI_EVENTS.pagePurged, { projectId, ids }),
    revisionCreated: (companyId, revision) =>
      send(companyId, WIKI_EVENTS.revisionCreated, { pageId: revision.pageId, revision }),
  };
}
