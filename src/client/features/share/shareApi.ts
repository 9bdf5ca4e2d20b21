/**
 * Guest-link endpoints (issue 6; shared/board/share.ts is the contract; spec/board.md §3 "Guest
 * settings", §6; DESIGN §3 Route map):
 * - `GET /board/{boardId}/share` → BoardShare (members; a disabled link is created on first read);
 * - `PUT /board/{boardId}/share` ShareUpdateBody → BoardShare (`regenerate: true` issues a new
 *   token, the old link stops working at once); the answer replaces the cached share;
 * - `GET /board/shared/{token}` → SharedBoard (anyone; 404 GUEST_LINK_INVALID for an unknown,
 *   disabled or regenerated token). Errors are ApiError (api/baseQuery.ts).
 */
import type { BoardShare, SharedBoard, ShareUpdateBody } from '../../../shared/board/share';
import { ErrorCode } from '../../../shared/errors';
import { api } from '../../api/api';
import type { ApiError } from '../../api/httpTransport';
import { settled } from '../board/queryLifecycle';

/** The page a guest opens: `<origin>/board/shared/{token}`. */
export const guestLinkUrl = (token: string): string =>
  `${window.location.origin}/board/shared/${encodeURIComponent(token)}`;

/** Whether a failure means the guest link is unknown, disabled or regenerated (404 GUEST_LINK_INVALID). */
export const isGuestLinkInvalid = (error: unknown): boolean =>
  (error as ApiError | undefined)?.code === ErrorCode.GUEST_LINK_INVALID;

export const shareApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /board/{boardId}/share → BoardShare. */
    boardShare: build.query<BoardShare, number>({
      query: (boardId) => ({ url: `/board/${boardId}/share` }),
    }),
    /** PUT /board/{boardId}/share with the given fields only → BoardShare (cached at once). */
    updateShare: build.mutation<BoardShare, { boardId: number } & ShareUpdateBody>({
      query: ({ boardId, ...body }) => ({ url: `/board/${boardId}/share`, method: 'PUT', body }),
      async onQueryStarted({ boardId }, { dispatch, queryFulfilled }) {
        const answer = await settled(queryFulfilled);
        if (answer) dispatch(shareApi.util.upsertQueryData('boardShare', boardId, answer.data));
      },
    }),
    /** GET /board/shared/{token} → SharedBoard (the guest page polls it). */
    sharedBoard: build.query<SharedBoard, string>({
      query: (token) => ({ url: `/board/shared/${encodeURIComponent(token)}` }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useBoardShareQuery, useUpdateShareMutation, useSharedBoardQuery } = shareApi;
