/**
 * Board sticker definitions (issue 4 item 1; DESIGN §3 Route map; spec/board.md §3 "Board sticker
 * (definition)"):
 * - `GET /board/{boardId}/stickers` → BoardSticker[] (not deleted; active and inactive; by sort, id);
 * - `POST /board/{boardId}/stickers` CreateBoardStickerBody → BoardSticker (400 field `name` for a
 *   named type without a name, field `type` when a one-per-board type is already there, configs
 *   errors shaped like the configs);
 * - `PUT /board/{boardId}/stickers/{id}` UpdateBoardStickerBody → BoardSticker (optimistic);
 * - `DELETE /board/{boardId}/stickers/{id}` → `{id}` (soft: card stickers turn 'deleted').
 * The list is tagged per board (`{type: 'Sticker', id: boardId}`) and follows the live events while
 * its cache entry lives (boardStickerEvents.ts). Errors are ApiError (api/baseQuery.ts).
 */
import type {
  BoardSticker,
  CreateBoardStickerBody,
  UpdateBoardStickerBody,
} from '../../../shared/stickers/stickerWire';
import { api } from '../../api/api';
import { settled } from '../board/queryLifecycle';
import { removeDefinition, upsertDefinition } from './boardStickerCache';
import { applyDefinitionToCards, subscribeBoardStickerEvents } from './boardStickerEvents';

export const boardStickerApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The board's definitions (argument: boardId). */
    boardStickers: build.query<BoardSticker[], number>({
      query: (boardId) => ({ url: `/board/${boardId}/stickers` }),
      providesTags: (_r, _e, boardId) => [{ type: 'Sticker', id: boardId }],
      onCacheEntryAdded: (boardId, lifecycle) => subscribeBoardStickerEvents(boardId, lifecycle),
    }),
    /** Adds a definition from the catalogue. */
    createBoardSticker: build.mutation<BoardSticker, { boardId: number; body: CreateBoardStickerBody }>({
      query: ({ boardId, body }) => ({ url: `/board/${boardId}/stickers`, method: 'POST', body }),
      async onQueryStarted({ boardId }, { dispatch, queryFulfilled }) {
        const answer = await settled(queryFulfilled);
        if (!answer) return;
        dispatch(
          boardStickerApi.util.updateQueryData('boardStickers', boardId, (draft) =>
            upsertDefinition(draft, answer.data),
          ),
        );
      },
    }),
    /** Changes name, active flag, configs or sort; applied at once and undone on failure. */
    updateBoardSticker: build.mutation<BoardSticker, { boardId: number; id: number; body: UpdateBoardStickerBody }>({
      query: ({ boardId, id, body }) => ({ url: `/board/${boardId}/stickers/${id}`, method: 'PUT', body }),
      async onQueryStarted({ boardId, id, body }, { dispatch, getState, queryFulfilled }) {
        const patch = dispatch(
          boardStickerApi.util.updateQueryData('boardStickers', boardId, (draft) => {
            const sticker = draft.find((s) => s.id === id);
            if (sticker && body.isActive !== undefined) sticker.isActive = body.isActive;
          }),
        );
        const answer = await settled(queryFulfilled);
        if (!answer) {
          patch.undo();
          return;
        }
        dispatch(
          boardStickerApi.util.updateQueryData('boardStickers', boardId, (draft) =>
            upsertDefinition(draft, answer.data),
          ),
        );
        applyDefinitionToCards(dispatch, getState, { sticker: answer.data });
      },
    }),
    /** Soft-deletes a definition; attached card stickers stay and show as deleted. */
    deleteBoardSticker: build.mutation<{ id: number }, { boardId: number; id: number }>({
      query: ({ boardId, id }) => ({ url: `/board/${boardId}/stickers/${id}`, method: 'DELETE' }),
      async onQueryStarted({ boardId, id }, { dispatch, getState, queryFulfilled }) {
        if (!(await settled(queryFulfilled))) return;
        dispatch(
          boardStickerApi.util.updateQueryData('boardStickers', boardId, (draft) => removeDefinition(draft, id)),
        );
        applyDefinitionToCards(dispatch, getState, { deletedId: id });
      },
    }),
  }),
});

export const {
  useBoardStickersQuery,
  useCreateBoardStickerMutation,
  useUpdateBoardStickerMutation,
  useDeleteBoardStickerMutation,
} = boardStickerApi;

/**
 * The definitions of `boardId` already subscribed elsewhere (BoardView subscribes once), without a
 * subscription per tile (see boardContext.ts useBoardSelector for why).
 */
export function useBoardStickerDefinitions(boardId: number): BoardSticker[] | undefined {
  // Only the data: a refetch's status changes (pending, fulfilled with equal data) would otherwise
  // re-render every tile of the board (issue 13 item 1).
  return boardStickerApi.endpoints.boardStickers.useQueryState(boardId, { selectFromResult: selectData }).data;
}

const selectData = ({ data }: { data?: BoardSticker[] }) => ({ data });
