/**
 * Project wiki: wire types, constants and live event names (spec/shell.md §1 "projects hold wiki
 * pages", §2 route `wiki/{elementId?}`; issue 18). Zod-free so the client's entry may import it.
 *
 * Model:
 * - A project holds a tree of pages (`parentId` null at the root, `sort` ascending among siblings).
 *   Every member of the project's company may read and edit every page; guests never reach them.
 * - Deleting a page moves it and its descendants to the project's trash (`deletedAt` set on each,
 *   `deletedRootId` the page the user deleted); restoring the root brings its subtree back (to the
 *   root of the tree when its former parent is gone). Deleting from the trash is permanent.
 * - A page's content is a Yjs document (field WIKI_YJS_FIELD, TipTap's ProseMirror binding) whose
 *   updates travel over our socket (WIKI_SOCKET_EVENTS) in the live room `wiki:<pageId>` and are
 *   kept by the server in the database (an update log compacted into the page's state), so every
 *   instance serves the same document and it survives a restart.
 * - Revisions: the server snapshots a page at most every WIKI_REVISION_INTERVAL_MS of editing and
 *   when an editor leaves after changing it; a restore replaces the live content (as a Yjs change
 *   that every open editor receives) and is itself recorded as a revision.
 * - Page tree changes go live to the company room `company:<companyId>` (WIKI_EVENTS).
 */

/** Longest page title (characters). */
export const WIKI_TITLE_MAX = 200;
/** Deepest nesting of the tree (a root page has depth 1). */
export const WIKI_MAX_DEPTH = 10;
/** The Yjs XmlFragment name holding the page (TipTap Collaboration's default `field`). */
export const WIKI_YJS_FIELD = 'default';
/** At most one automatic revision per page this often while it is edited (ms). */
export const WIKI_REVISION_INTERVAL_MS = 5 * 60_000;
/** Largest uploaded image (bytes) and the image types accepted (no SVG: it could carry script). */
export const WIKI_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const WIKI_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** Largest Yjs update accepted in one `wiki:update` (bytes); a page's whole state may be larger. */
export const WIKI_UPDATE_MAX_BYTES = 2 * 1024 * 1024;
/** Largest markdown import (sum of the files' characters). */
export const WIKI_IMPORT_MAX_CHARS = 5_000_000;
/** Most search hits answered. */
export const WIKI_SEARCH_LIMIT = 50;

/** A wiki page's metadata (content travels as Yjs over the socket; text in revisions / export). */
export interface WikiPage {
  id: number;
  projectId: number;
  parentId: number | null;
  title: string;
  /** Ascending among siblings. */
  sort: number;
  createdBy: number | null;
  updatedBy: number | null;
  /** ISO instants. */
  createdAt: string;
  updatedAt: string;
  /** Set while the page is in the trash. */
  deletedAt: string | null;
  /** The page whose deletion took this one to the trash (itself for the deleted root). */
  deletedRootId: number | null;
}

/** One revision in a page's history list. */
export interface WikiRevision {
  id: number;
  pageId: number;
  /** ISO instant. */
  createdAt: string;
  /** Who edited since the previous revision (user ids, first the one who triggered it). */
  authorIds: number[];
  reason: WikiRevisionReason;
  /** Title at that time. */
  title: string;
}

export type WikiRevisionReason = 'interval' | 'leave' | 'restore' | 'import';

/** A revision with its content, for the diff view and restore. */
export interface WikiRevisionContent extends WikiRevision {
  /** The page as markdown (the diff view compares these line by line). */
  markdown: string;
  /** ProseMirror JSON of the document (what a restore writes back). */
  content: unknown;
}

/** A search hit: the page and a snippet with the matched words between « and ». */
export interface WikiSearchHit {
  pageId: number;
  title: string;
  snippet: string;
}

/** An uploaded image: `url` is served without a token (an unguessable capability URL). */
export interface WikiImage {
  url: string;
  mime: string;
  size: number;
}

/** What a markdown import made. */
export interface WikiImportReport {
  pages: WikiPage[];
}

/** Live room of one page's editors. */
export const wikiRoom = (pageId: number): string => `wiki:${pageId}`;

/** Live events of the page tree, to `company:<companyId>`: payload WikiPage + actorId (deleted: ids). */
export const WIKI_EVENTS = {
  pageCreated: 'wiki:page:created',
  pageUpdated: 'wiki:page:updated',
  /** {projectId, ids: number[], actorId}: the pages went to the trash. */
  pageDeleted: 'wiki:page:deleted',
  /** {projectId, pages: WikiPage[], actorId}: back from the trash. */
  pageRestored: 'wiki:page:restored',
  /** {projectId, ids: number[], actorId}: deleted for good. */
  pagePurged: 'wiki:page:purged',
  /** {pageId, revision: WikiRevision}. */
  revisionCreated: 'wiki:revision:created',
} as const;

/**
 * Socket events of co-editing (binary payloads are Uint8Array on the client, Buffer on the server):
 * - client → `wiki:join {pageId, stateVector}` ack `{ok: true, update, stateVector}` (the update the
 *   client lacks, and the server's state vector: the client then sends what the server lacks as a
 *   `wiki:update`) or `{ok: false, error}` (NOT_FOUND, FORBIDDEN, VALIDATION_FAILED). The socket
 *   joins `wiki:<pageId>` before the server reads the document, so no update falls between.
 * - client → `wiki:leave {pageId}` ack `{ok}`.
 * - client → `wiki:update {pageId, update}` ack `{ok}`: stored, then sent to the room's other
 *   sockets as `wiki:update {pageId, update}` (also across instances).
 * - client → `wiki:awareness {pageId, update}` (y-protocols awareness: cursors, names, colours):
 *   relayed to the room's other sockets as `wiki:awareness {pageId, update}`, never stored.
 */
export const WIKI_SOCKET_EVENTS = {
  join: 'wiki:join',
  leave: 'wiki:leave',
  update: 'wiki:update',
  awareness: 'wiki:awareness',
} as const;
