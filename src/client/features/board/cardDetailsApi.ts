/**
 * Calls of the card view (spec/board.md §2 Card modal tabs; brief issue 3 wire shapes): the card
 * itself, its discussion (comments, oldest first, normalised with an entity adapter) and its
 * history (newest first). Comments of other people arrive live (boardEvents.ts patches this cache).
 */
import { createEntityAdapter } from '@reduxjs/toolkit';
import type { EntityState } from '@reduxjs/toolkit';
import type { Card, Comment, HistoryEntry } from '../../../shared/board/board.types';
import { api } from '../../api/api';
import { settled } from './queryLifecycle';

/** GET /editor/card/{cardId}: the card with where it lives. */
export type CardView = Card & { boardId: number; projectId: number; companyId: number };

/** Comments oldest first (the server's order; ties by id). */
export const commentsAdapter = createEntityAdapter<Comment>({
  sortComparer: (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id,
});

export const cardDetailsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /editor/card/{cardId} → CardView (404 NOT_FOUND, 403 → /403). */
    cardById: build.query<CardView, number>({
      query: (id) => ({ url: `/editor/card/${id}` }),
      providesTags: (_r, _e, id) => [{ type: 'Card', id }],
    }),
    /** GET /editor/card/{cardId}/comments → comments oldest first. */
    cardComments: build.query<EntityState<Comment, number>, number>({
      query: (id) => ({ url: `/editor/card/${id}/comments` }),
      transformResponse: (comments: Comment[]) => commentsAdapter.setAll(commentsAdapter.getInitialState(), comments),
      providesTags: (_r, _e, id) => [{ type: 'Comment', id }],
    }),
    /** POST /editor/card/{cardId}/comments {text} → Comment (bumps the card's messageCount). */
    addComment: build.mutation<Comment, { cardId: number; text: string }>({
      query: ({ cardId, text }) => ({ url: `/editor/card/${cardId}/comments`, method: 'POST', body: { text } }),
      invalidatesTags: (_r, _e, { cardId }) => [{ type: 'History', id: cardId }],
      async onQueryStarted({ cardId }, { dispatch, queryFulfilled }) {
        const answer = await settled(queryFulfilled);
        if (!answer) return;
        const { data } = answer;
        dispatch(
          cardDetailsApi.util.updateQueryData('cardComments', cardId, (d) => commentsAdapter.upsertOne(d, data)),
        );
        dispatch(
          cardDetailsApi.util.updateQueryData('cardById', cardId, (d) => {
            d.messageCount += 1;
          }),
        );
      },
    }),
    /** PUT /editor/card/{cardId}/comments/{commentId} {text} → Comment (author only, else 403). */
    editComment: build.mutation<Comment, { cardId: number; id: number; text: string }>({
      query: ({ cardId, id, text }) => ({
        url: `/editor/card/${cardId}/comments/${id}`,
        method: 'PUT',
        body: { text },
      }),
      async onQueryStarted({ cardId }, { dispatch, queryFulfilled }) {
        const answer = await settled(queryFulfilled);
        if (!answer) return;
        const { data } = answer;
        dispatch(
          cardDetailsApi.util.updateQueryData('cardComments', cardId, (d) => commentsAdapter.upsertOne(d, data)),
        );
      },
    }),
    /** DELETE /editor/card/{cardId}/comments/{commentId} (author only). */
    deleteComment: build.mutation<unknown, { cardId: number; id: number }>({
      query: ({ cardId, id }) => ({ url: `/editor/card/${cardId}/comments/${id}`, method: 'DELETE' }),
      async onQueryStarted({ cardId, id }, { dispatch, queryFulfilled }) {
        if (!(await settled(queryFulfilled))) return;
        dispatch(cardDetailsApi.util.updateQueryData('cardComments', cardId, (d) => commentsAdapter.removeOne(d, id)));
        dispatch(
          cardDetailsApi.util.updateQueryData('cardById', cardId, (d) => {
            d.messageCount = Math.max(0, d.messageCount - 1);
          }),
        );
      },
    }),
    /** GET /editor/card/{cardId}/history → entries newest first. */
    cardHistory: build.query<HistoryEntry[], number>({
      query: (id) => ({ url: `/editor/card/${id}/history` }),
      providesTags: (_r, _e, id) => [{ type: 'History', id }],
    }),
  }),
});

export const {
  useCardByIdQuery,
  useCardCommentsQuery,
  useAddCommentMutation,
  useEditCommentMutation,
  useDeleteCommentMutation,
  useCardHistoryQuery,
} = cardDetailsApi;
