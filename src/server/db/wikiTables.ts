/**
 * Table types of the project wiki (migration 20261215090000_wiki; src/shared/wiki/wiki.types.ts),
 * part of the Database of ./database.ts with its conventions (camelCase columns, ISO text times).
 * Byte columns read as Buffer on both dialects.
 */
import type { Generated } from 'kysely';

/** A page of a project's tree; `deletedAt` set while in the trash. */
export interface WikiPagesTable {
  id: Generated<number>;
  projectId: number;
  parentId: number | null;
  title: string;
  sort: number;
  createdBy: number | null;
  updatedBy: number | null;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  deletedRootId: number | null;
  /** Yjs state as of the last compaction (null: empty document). */
  docState: Buffer | null;
  textContent: Generated<string>;
  revisionAt: string | null;
  /** JSON array of user ids who edited since the last revision. */
  editedBy: Generated<string>;
}

/** A Yjs update stored after the page's `docState`. */
export interface WikiPageUpdatesTable {
  id: Generated<number>;
  pageId: number;
  userId: number | null;
  data: Buffer;
  createdAt: string;
}

/** A revision: Yjs state, markdown and ProseMirror JSON (text) of a page at one time. */
export interface WikiRevisionsTable {
  id: Generated<number>;
  pageId: number;
  createdAt: string;
  /** JSON array of user ids. */
  authorIds: Generated<string>;
  /** WikiRevisionReason. */
  reason: string;
  title: string;
  state: Buffer;
  markdown: string;
  /** JSON text of the ProseMirror document. */
  content: string;
}

/** An uploaded image served at /wiki/images/{key}. */
export interface WikiImagesTable {
  id: Generated<number>;
  key: string;
  projectId: number;
  pageId: number | null;
  uploadedBy: number | null;
  mime: string;
  size: number;
  data: Buffer;
  createdAt: string;
}
