/**
 * Board endpoints of the RTK Query api (spec/board.md §7 Calls; brief issue 3 wire shapes):
 * the board's columns with their first card pages, keyset card pages (top-level, archive,
 * sub-cards), column create/rename/colour/reorder/delete, the board's info and company members.
 * Card writes are in cardApi.ts, the card view's calls in cardDetailsApi.ts, live events in
 * boardEvents.ts. Every call answers `{data}` or `{error: ApiError}` (api/baseQuery.ts).
 */
import type { Card, CardPage, Column } from '../../../shared/board/board.types';
import { isDraft, original } from '@reduxjs/toolkit';
import { copyWithStructuralSharing } from '@reduxjs/toolkit/query';
import type { ApiRequest } from '../../api/baseQuery';
import { api } from '../../api/api';
import { settled } from './queryLifecycle';
import {
  archiveListKey,
  boardDataFromColumns,
  childListKey,
  columnOf,
  columnsAdapter,
  keepViewState,
  mergePage,
  topListKey,
} from './boardCache';
import type { BoardData } from './boardCache';
import { subscribeBoardEvents } from './boardEvents';

/** Cache key of a board: its id and the filters as sent (JSON text, '' for none). */
export interface BoardArg {
  boardId: number;
  filters: string;
}

/** Which list a page belongs to: a column's cards or archive, or a card's sub-cards. */
export type PageKind = 'cards' | 'archive' | 'children';
export interface PageArg {
  board: BoardArg;
  kind: PageKind;
  /** Column id for cards/archive, parent card id for children. */
  ownerId: number;
  /** Keyset: sort of the last loaded card; absent for a first page. */
  lastSort?: number;
  /**
   * Id of the last loaded card: the server pages below its current sort, so paging stays exact
   * while a move shifts the sorts around it (server: cards.repository.ts pageBound).
   */
  afterId?: number;
}

/** GET /board/{id} (issue 3): the board with its project and company. */
export interface BoardInfo {
  id: number;
  name: string;
  projectId: number;
  companyId: number;
  bgImage?: string | null;
  bgColor?: string | null;
}

/** GET /company/{id}/members entry (issue 3 wire shapes). */
export interface CompanyMember {
  userId: number;
  role: string;
  user: { id: number; name: string; email: string; avatar: string | null };
}

const filtersParam = (filters: string) => (filters ? { filters } : undefined);

/** The list key of a page argument. */
export const pageListKey = (arg: PageArg): string =>
  arg.kind === 'cards'
    ? topListKey(arg.ownerId)
    : arg.kind === 'archive'
      ? archiveListKey(arg.ownerId)
      : childListKey(arg.ownerId);

function pageRequest(arg: PageArg): ApiRequest {
  const last = arg.lastSort === undefined ? '' : `/${arg.lastSort}`;
  const after = arg.afterId === undefined ? undefined : { after: String(arg.afterId) };
  if (arg.kind === 'cards')
    return {
      url: `/editor/column/${arg.ownerId}/cards/${arg.lastSort ?? ''}`,
      params: { ...filtersParam(arg.board.filters), ...after },
    };
  if (arg.kind === 'archive')
    return {
      url: `/editor/column/${arg.ownerId}/archive-cards${last}`,
      params: { ...filtersParam(arg.board.filters), ...after },
    };
  return { url: `/editor/card/${arg.ownerId}/children${last}`, params: after };
}

export const boardApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /editor/columns/{boardId}?filters=<JSON> → normalised BoardData (spec §7). While the
     * entry lives it applies the board room's live events (boardEvents.ts); after a reconnect the
     * 'Board' tag is invalidated (connectionListeners.ts) and the board refetches.
     */
    boardColumns: build.query<BoardData, BoardArg>({
      query: ({ boardId, filters }) => ({ url: `/editor/columns/${boardId}`, params: filtersParam(filters) }),
      transformResponse: (columns: Column[], _meta, arg) => boardDataFromColumns(arg.boardId, columns),
      providesTags: (_r, _e, arg) => [
        { type: 'Board', id: arg.boardId },
        { type: 'BoardRoom', id: arg.boardId },
        'Column',
        'Card',
      ],
      // A refetch keeps the opened archives and sub-cards, and unchanged cards keep their identity
      // (structural sharing, as RTK Query does without `merge`), so only changed tiles re-render.
      merge: (current, incoming) => {
        const cached = isDraft(current) ? (original(current) ?? current) : current;
        return copyWithStructuralSharing(cached, keepViewState(cached, incoming));
      },
      onCacheEntryAdded: subscribeBoardEvents,
    }),
    /**
     * One keyset page of 20 (spec §7 cards / archive-cards / children; DESIGN §4 keyset). The page
     * is merged into the board's cache; its own entry is dropped at once.
     */
    cardPage: build.query<CardPage, PageArg>({
      query: pageRequest,
      keepUnusedDataFor: 0,
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        const answer = await settled(queryFulfilled);
        if (!answer) return;
        const { data } = answer;
        dispatch(
          boardApi.util.updateQueryData('boardColumns', arg.board, (draft) =>
            mergePage(draft, pageListKey(arg), data.cards, data.hasMore, arg.lastSort === undefined),
          ),
        );
      },
    }),
    /** POST /editor/columns/{boardId} {name, color?} → Column, added at the end. */
    createColumn: build.mutation<Column, { board: BoardArg; name: string; color?: string | null }>({
      query: ({ board, name, color }) => ({
        url: `/editor/columns/${board.boardId}`,
        method: 'POST',
        body: { name, color: color ?? null },
      }),
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        const answer = await settled(queryFulfilled);
        if (!answer) return;
        const { data } = answer;
        dispatch(
          boardApi.util.updateQueryData('boardColumns', arg.board, (draft) => {
            draft.columns = columnsAdapter.addOne(draft.columns, columnOf(data));
            draft.lists[topListKey(data.id)] ??= { ids: [], hasMore: false };
          }),
        );
      },
    }),
    /** PUT /editor/column/{columnId} {name?, color?, sort?} → Column; applied optimistically, undone on failure. */
    updateColumn: build.mutation<
      Column,
      { board: BoardArg; id: number; name?: string; color?: string | null; sort?: number }
    >({
      query: ({ id, name, color, sort }) => ({
        url: `/editor/column/${id}`,
        method: 'PUT',
        body: { name, color, sort },
      }),
      async onQueryStarted({ board, id, ...changes }, { dispatch, queryFulfilled }) {
        const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
        const patch = dispatch(
          boardApi.util.updateQueryData('boardColumns', board, (draft) => {
            draft.columns = columnsAdapter.updateOne(draft.columns, { id, changes: defined });
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
    /**
     * PUT /editor/column/{columnId} {sort}: the column takes the place of the column holding that
     * sort and the server renumbers the board's columns 0…n-1; `order` is that renumbering, applied
     * optimistically (dropPlan.ts planColumnMove), undone on failure.
     */
    moveColumn: build.mutation<
      Column,
      { board: BoardArg; id: number; sort: number; order: { id: number; sort: number }[] }
    >({
      query: ({ id, sort }) => ({ url: `/editor/column/${id}`, method: 'PUT', body: { sort } }),
      async onQueryStarted({ board, order }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          boardApi.util.updateQueryData('boardColumns', board, (draft) => {
            draft.columns = columnsAdapter.updateMany(
              draft.columns,
              order.map(({ id, sort }) => ({ id, changes: { sort } })),
            );
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
    /** DELETE /editor/column/{columnId}[?force=1]: 449 NEEDS_CONFIRMATION while it holds cards. */
    deleteColumn: build.mutation<unknown, { board: BoardArg; id: number; force?: boolean }>({
      query: ({ id, force }) => ({
        url: `/editor/column/${id}`,
        method: 'DELETE',
        params: force ? { force: 1 } : undefined,
      }),
      async onQueryStarted({ board, id }, { dispatch, queryFulfilled }) {
        if (!(await settled(queryFulfilled))) return;
        dispatch(
          boardApi.util.updateQueryData('boardColumns', board, (draft) => {
            draft.columns = columnsAdapter.removeOne(draft.columns, id);
            delete draft.lists[topListKey(id)];
            delete draft.lists[archiveListKey(id)];
          }),
        );
      },
    }),
    /** GET /board/{id} → the board with projectId and companyId. */
    boardInfo: build.query<BoardInfo, number>({
      query: (id) => ({ url: `/board/${id}` }),
      providesTags: (_r, _e, id) => [
        { type: 'Board', id },
        { type: 'BoardRoom', id },
      ],
    }),
    /** GET /company/{id}/members (spec §7) → who can be shown as executor/responsible. */
    boardMembers: build.query<CompanyMember[], number>({
      query: (companyId) => ({ url: `/company/${companyId}/members` }),
      providesTags: (_r, _e, id) => [{ type: 'Company', id }],
    }),
  }),
});

export const {
  useBoardColumnsQuery,
  useLazyCardPageQuery,
  useCreateColumnMutation,
  useUpdateColumnMutation,
  useMoveColumnMutation,
  useDeleteColumnMutation,
  useBoardInfoQuery,
  useBoardMembersQuery,
} = boardApi;

/** Cards of a list in display order, from a board cache. */
export function cardsOfList(data: BoardData | undefined, key: string): Card[] {
  const list = data?.lists[key];
  if (!data || !list) return [];
  return list.ids.map((id) => data.cards.entities[id]).filter((c): c is Card => Boolean(c));
}
