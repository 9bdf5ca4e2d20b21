/**
 * Project wiki calls (issue 18; paths and answers in src/shared/wiki/wiki.schemas.ts), injected into
 * the one api. The page list of a project is one cache entry kept live by wikiEvents.ts (WIKI_EVENTS
 * on the company room) and by each write's answer; revisions likewise (`wiki:revision:created`).
 * Tags `WikiPage` (id `project-<id>`, `trash-<id>`) and `WikiRevision` (id = page id) refetch them
 * after a reconnect (connectionListeners.ts invalidates every tag).
 */
import type {
  WikiImportReport,
  WikiPage,
  WikiRevision,
  WikiRevisionContent,
  WikiSearchHit,
} from '../../../shared/wiki/wiki.types';
import type { FoundTask } from '../taskSearch/taskSearchApi';
import { api } from '../../api/api';
import { subscribeRevisionEvents, subscribeWikiPageEvents, upsertPages } from './wikiEvents';
import type { WikiMove } from './wikiTree';

const pagesTag = (projectId: number) => ({ type: 'WikiPage' as const, id: `project-${projectId}` });
const trashTag = (projectId: number) => ({ type: 'WikiPage' as const, id: `trash-${projectId}` });

/** A markdown file of an import (POST /wiki/project/{id}/import). */
export interface WikiImportFile {
  path: string;
  content: string;
}

export const wikiApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /wiki/project/{projectId}/pages → the project's pages (flat, trash excluded). */
    wikiPages: build.query<WikiPage[], number>({
      query: (projectId) => ({ url: `/wiki/project/${projectId}/pages` }),
      providesTags: (_r, _e, projectId) => [pagesTag(projectId)],
      onCacheEntryAdded: (projectId, lifecycle) => subscribeWikiPageEvents(projectId, lifecycle),
    }),
    createWikiPage: build.mutation<WikiPage, { projectId: number; title: string; parentId?: number | null }>({
      query: ({ projectId, ...body }) => ({ url: `/wiki/project/${projectId}/pages`, method: 'POST', body }),
      async onQueryStarted({ projectId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(wikiApi.util.updateQueryData('wikiPages', projectId, (d) => upsertPages(d, [data])));
      },
    }),
    renameWikiPage: build.mutation<WikiPage, { page: WikiPage; title: string }>({
      query: ({ page, title }) => ({ url: `/wiki/pages/${page.id}`, method: 'PUT', body: { title } }),
      async onQueryStarted({ page, title }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          wikiApi.util.updateQueryData('wikiPages', page.projectId, (d) => upsertPages(d, [{ ...page, title }])),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
    moveWikiPage: build.mutation<WikiPage, { page: WikiPage; move: WikiMove; optimistic: WikiPage[] }>({
      query: ({ page, move }) => ({ url: `/wiki/pages/${page.id}/move`, method: 'PUT', body: move }),
      async onQueryStarted({ page, optimistic }, { dispatch, queryFulfilled }) {
        const patch = dispatch(wikiApi.util.updateQueryData('wikiPages', page.projectId, () => optimistic));
        // The siblings' sorts are the server's to decide: read them back either way.
        await queryFulfilled.catch(() => patch.undo());
        dispatch(wikiApi.util.invalidateTags([pagesTag(page.projectId)]));
      },
    }),
    deleteWikiPage: build.mutation<{ ids: number[] }, WikiPage>({
      query: (page) => ({ url: `/wiki/pages/${page.id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, page) => [pagesTag(page.projectId), trashTag(page.projectId)],
    }),
    /** GET /wiki/project/{projectId}/trash → the deleted roots, newest first. */
    wikiTrash: build.query<WikiPage[], number>({
      query: (projectId) => ({ url: `/wiki/project/${projectId}/trash` }),
      providesTags: (_r, _e, projectId) => [trashTag(projectId)],
      keepUnusedDataFor: 0,
    }),
    restoreWikiPage: build.mutation<WikiPage[], WikiPage>({
      query: (page) => ({ url: `/wiki/pages/${page.id}/restore`, method: 'POST' }),
      invalidatesTags: (_r, _e, page) => [pagesTag(page.projectId), trashTag(page.projectId)],
    }),
    purgeWikiPage: build.mutation<{ ids: number[] }, WikiPage>({
      query: (page) => ({ url: `/wiki/pages/${page.id}/purge`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, page) => [trashTag(page.projectId)],
    }),
    /** GET /wiki/pages/{pageId} → the page (also while in the trash). */
    wikiPage: build.query<WikiPage, number>({
      query: (pageId) => ({ url: `/wiki/pages/${pageId}` }),
    }),
    searchWiki: build.query<WikiSearchHit[], { projectId: number; q: string }>({
      query: ({ projectId, q }) => ({ url: `/wiki/project/${projectId}/search`, params: { q } }),
      keepUnusedDataFor: 30,
    }),
    /** GET /wiki/pages/{pageId}/revisions → newest first; live through `wiki:revision:created`. */
    wikiRevisions: build.query<WikiRevision[], number>({
      query: (pageId) => ({ url: `/wiki/pages/${pageId}/revisions` }),
      providesTags: (_r, _e, pageId) => [{ type: 'WikiRevision', id: pageId }],
      keepUnusedDataFor: 0,
      onCacheEntryAdded: (pageId, lifecycle) => subscribeRevisionEvents(pageId, lifecycle),
    }),
    wikiRevision: build.query<WikiRevisionContent, number>({
      query: (revisionId) => ({ url: `/wiki/revisions/${revisionId}` }),
    }),
    restoreWikiRevision: build.mutation<WikiRevision, { revisionId: number; pageId: number }>({
      query: ({ revisionId }) => ({ url: `/wiki/revisions/${revisionId}/restore`, method: 'POST' }),
      invalidatesTags: (_r, _e, { pageId }) => [{ type: 'WikiRevision', id: pageId }],
    }),
    importWiki: build.mutation<
      WikiImportReport,
      { projectId: number; parentId?: number | null; files: WikiImportFile[] }
    >({
      query: ({ projectId, ...body }) => ({ url: `/wiki/project/${projectId}/import`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { projectId }) => [pagesTag(projectId)],
    }),
    /**
     * The card a card link shows (GET /company/{companyId}/tasks/{counter}), cached per number and
     * refetched when the window regains focus (its name or done state may have changed).
     */
    wikiCard: build.query<FoundTask, { companyId: number; counter: number }>({
      query: ({ companyId, counter }) => ({ url: `/company/${companyId}/tasks/${counter}` }),
      keepUnusedDataFor: 300,
    }),
  }),
});

export const {
  useWikiPagesQuery,
  useCreateWikiPageMutation,
  useRenameWikiPageMutation,
  useMoveWikiPageMutation,
  useDeleteWikiPageMutation,
  useWikiTrashQuery,
  useRestoreWikiPageMutation,
  usePurgeWikiPageMutation,
  useSearchWikiQuery,
  useWikiRevisionsQuery,
  useWikiRevisionQuery,
  useRestoreWikiRevisionMutation,
  useImportWikiMutation,
  useWikiCardQuery,
  useLazyWikiCardQuery,
} = wikiApi;
