/** Wiki pages as the server sends them (src/shared/wiki/wiki.types.ts). */
import type { WikiPage } from '../../../src/shared/wiki/wiki.types';

/** A live page; `over` wins. */
export function aPage(over: Partial<WikiPage> & { id: number }): WikiPage {
  return {
    projectId: 3,
    parentId: null,
    title: `Page ${over.id}`,
    sort: 0,
    createdBy: 1,
    updatedBy: 1,
    createdAt: '2026-11-26T10:00:00.000Z',
    updatedAt: '2026-11-26T10:00:00.000Z',
    deletedAt: null,
    deletedRootId: null,
    ...over,
  };
}
