/**
 * One's own comments on a card (spec/board.md §2 Card modal, discussion tab; DESIGN §3 route map
 * `POST /editor/card/{cardId}/comments`). The server does not echo a change to its author's socket,
 * so each success updates the caches itself: the comment list, and the card's counts in every
 * cached board and in the card view — a new comment adds one to `messageCount` and one to
 * `historyCount` (the server records it in the history: DESIGN §4), a deletion takes one off
 * `messageCount` (no history entry). Errors are left to the caller (`unwrap()`).
 */
import type { Comment } from '../../../shared/board/board.types';
import { api } from '../../api/api';
import { patchCard } from './cardApi';
import { cardDetailsApi, commentsAdapter } from './cardDetailsApi';
import { settled } from './queryLifecycle';

export const commentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /editor/card/{cardId}/comments {text} → Comment (the card gains a comment and a history entry). */
    addComment: build.mutation<Comment, { cardId: number; text: string }>({
      query: ({ cardId, text }) => ({ url: `/editor/card/${cardId}/comments`, method: 'POST', body: { text } }),
      invalidatesTags: (_r, _e, { cardId }) => [{ type: 'History', id: cardId }],
      async onQueryStarted({ cardId }, { dispatch, getState, queryFulfilled }) {
        const answer = await settled(queryFulfilled);
        if (!answer) return;
        const { data } = answer;
        dispatch(
          cardDetailsApi.util.updateQueryData('cardComments', cardId, (d) => commentsAdapter.upsertOne(d, data)),
        );
        patchCard(dispatch, getState, cardId, (card) => {
          card.messageCount += 1;
          card.historyCount += 1;
        });
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
      async onQueryStarted({ cardId, id }, { dispatch, getState, queryFulfilled }) {
        if (!(await settled(queryFulfilled))) return;
        dispatch(cardDetailsApi.util.updateQueryData('cardComments', cardId, (d) => commentsAdapter.removeOne(d, id)));
        patchCard(dispatch, getState, cardId, (card) => {
          card.messageCount = Math.max(0, card.messageCount - 1);
        });
      },
    }),
  }),
});

export const { useAddCommentMutation, useEditCommentMutation, useDeleteCommentMutation } = commentsApi;
