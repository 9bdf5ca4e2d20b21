/**
 * Reads of the card view (spec/board.md §2 Card modal tabs; brief issue 3 wire shapes): the card
 * itself, its discussion (comments, oldest first, normalised with an entity adapter) and its
 * history (newest first). Comments of other people arrive live (boardEvents.ts patches this cache);
 * one's own comments are commentsApi.ts.
 */
import { createEntityAdapter } from '@reduxjs/toolkit';
import type { EntityState } from '@reduxjs/toolkit';
import type { Card, Comment, HistoryEntry } from '../../../shared/board/board.types';
import { api } from '../../api/api';

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
    /** GET /editor/card/{cardId}/history → entries newest first. */
    cardHistory: build.query<HistoryEntry[], number>({
      query: (id) => ({ url: `/editor/card/${id}/history` }),
      providesTags: (_r, _e, id) => [{ type: 'History', id }],
    }),
  }),
});

export const { useCardByIdQuery, useCardCommentsQuery, useCardHistoryQuery } = cardDetailsApi;
