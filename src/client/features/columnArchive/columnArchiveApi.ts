/**
 * Column archive endpoints (spec/board.md §3 Column; DESIGN §3 Route map, server
 * src/server/editor/columns.routes.ts): archive or restore a column (`PUT /editor/column/{id}
 * {archived}`) and read a board's archived columns (`GET /editor/columns/{boardId}/archived`).
 * Archiving takes the column off the board at once (undone when the server refuses); a restore
 * reads the board again, as the restored column brings its cards. Other members see both through
 * `board:column:updated` (board/boardEvents.ts).
 */
import type { Column } from '../../../shared/board/board.types';
import { api } from '../../api/api';
import { boardApi, type BoardArg } from '../board/boardApi';
import { archiveListKey, columnsAdapter, topListKey } from '../board/boardCache';
import { archivedColumnsTag } from './columnArchiveTags';

/** An archived column as the list answers it. */
export type ArchivedColumn = Omit<Column, 'cards' | 'archiveCards'>;

export const columnArchiveApi = api.injectEndpoints({
  endpoints: (build) => ({
    archivedColumns: build.query<ArchivedColumn[], number>({
      query: (boardId) => ({ url: `/editor/columns/${boardId}/archived` }),
      providesTags: (_r, _e, boardId) => [archivedColumnsTag(boardId)],
    }),
    /** `board`: the shown board's cache key, from which an archived column is removed at once. */
    setColumnArchived: build.mutation<Column, { boardId: number; id: number; archived: boolean; board?: BoardArg }>({
      query: ({ id, archived }) => ({ url: `/editor/column/${id}`, method: 'PUT', body: { archived } }),
      invalidatesTags: (_r, _e, { boardId, archived }) => [
        archivedColumnsTag(boardId),
        ...(archived ? [] : [{ type: 'Board' as const, id: boardId }]),
      ],
      async onQueryStarted({ board, id, archived }, { dispatch, queryFulfilled }) {
        if (!archived || !board) return;
        const patch = dispatch(
          boardApi.util.updateQueryData('boardColumns', board, (draft) => {
            draft.columns = columnsAdapter.removeOne(draft.columns, id);
            delete draft.lists[topListKey(id)];
            delete draft.lists[archiveListKey(id)];
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useArchivedColumnsQuery, useSetColumnArchivedMutation } = columnArchiveApi;
