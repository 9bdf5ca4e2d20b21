/**
 * Card writes (spec/board.md §4, §7; brief issue 3 wire shapes): create, copy, update (rename,
 * description, done, archive, move), delete with 449 confirmation, reorder. Rename, done, archive
 * and moves are optimistic: every cached board holding the card is patched at once and the patch
 * is undone when the server refuses (STYLE: onQueryStarted + patchResult.undo()). The server does
 * not echo a change to its author's socket, so each success also places the answer in the caches.
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { Card } from '../../../shared/board/board.types';
import { api } from '../../api/api';
import { settled } from './queryLifecycle';
import { boardApi } from './boardApi';
import type { BoardArg } from './boardApi';
import { applyCardChange, applySorts, findListOf, placeCard, removeCard } from './boardCache';
import type { BoardData, CardChange } from './boardCache';
import { cardDetailsApi } from './cardDetailsApi';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- RTK thunks need the root state type
type Dispatch = ThunkDispatch<any, unknown, UnknownAction>;

/** Patches every cached board (all filter variants of every board) with `recipe`; returns the undo. */
export function patchBoards(
  dispatch: Dispatch,
  getState: () => unknown,
  recipe: (draft: BoardData) => void,
): () => void {
  const args = boardApi.util.selectCachedArgsForQuery(
    getState() as Parameters<typeof boardApi.util.selectCachedArgsForQuery>[0],
    'boardColumns',
  ) as BoardArg[];
  const patches = args.map((arg) => dispatch(boardApi.util.updateQueryData('boardColumns', arg, recipe)));
  return () => patches.forEach((p) => p.undo());
}

/**
 * Applies `recipe` to card `cardId` in every cached board and in the card view: for a change whose
 * answer is not the card (the server does not echo a change to its author's socket).
 */
export function patchCard(
  dispatch: Dispatch,
  getState: () => unknown,
  cardId: number,
  recipe: (card: Card) => void,
): void {
  patchBoards(dispatch, getState, (draft) => {
    const card = draft.cards.entities[cardId];
    if (card) recipe(card);
  });
  dispatch(cardDetailsApi.util.updateQueryData('cardById', cardId, recipe));
}

/** The card of the card view's cache, kept in step with the board. */
function patchCardView(dispatch: Dispatch, card: Partial<Card> & { id: number }): () => void {
  const patch = dispatch(
    cardDetailsApi.util.updateQueryData('cardById', card.id, (draft) => {
      Object.assign(draft, card);
    }),
  );
  return () => patch.undo();
}

export interface UpdateCardArg {
  /** The card as shown before the change. */
  card: Card;
  change: CardChange;
}

/** The create call's argument: the card's place and the form's fields (spec/board.md §7). */
export interface CreateCardArg {
  columnId: number;
  parentCardId?: number | null;
  name: string;
  desc?: string | null;
  /** Stickers with their first value (the type's PUT body, or null to attach without one). */
  stickers?: { boardStickerId: number; value: unknown }[];
  /** Executors (`isResponsible: false`) and responsible (`true`). */
  members?: { userId: number; isResponsible: boolean }[];
}

export const cardApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /editor/card/{columnId}[/{parentCardId}] {name, desc?, stickers?, members?} → Card (top of its list). */
    createCard: build.mutation<Card, CreateCardArg>({
      query: ({ columnId, parentCardId, name, desc, stickers, members }) => ({
        url: `/editor/card/${columnId}${parentCardId ? `/${parentCardId}` : ''}`,
        method: 'POST',
        body: { name, desc: desc ?? null, stickers: stickers ?? [], members: members ?? [] },
      }),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const answer = await settled(queryFulfilled);
        if (!answer) return;
        const { data } = answer;
        patchBoards(dispatch, getState, (draft) => placeCard(draft, data));
      },
    }),
    /** POST /editor/card/{columnId}[/{parentCardId}] with the whole card (id and counter dropped) → the copy. */
    copyCard: build.mutation<Card, Card>({
      query: (card) => {
        const { id: _id, counter: _counter, ...copy } = card;
        return {
          url: `/editor/card/${card.columnId}${card.parentCardId ? `/${card.parentCardId}` : ''}`,
          method: 'POST',
          body: copy,
        };
      },
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const answer = await settled(queryFulfilled);
        if (!answer) return;
        const { data } = answer;
        patchBoards(dispatch, getState, (draft) => placeCard(draft, data));
      },
    }),
    /**
     * PUT /editor/card/{cardId} with the changed fields (name, desc, done, archived, or a move
     * {sort, columnId?, parentCardId?}) → Card. Optimistic; the caller shows 'Error saving' on failure.
     */
    updateCard: build.mutation<Card, UpdateCardArg>({
      query: ({ card, change }) => ({ url: `/editor/card/${card.id}`, method: 'PUT', body: change }),
      invalidatesTags: (_r, _e, { card }) => [{ type: 'History', id: card.id }],
      async onQueryStarted({ card, change }, { dispatch, getState, queryFulfilled }) {
        const undoBoards = patchBoards(dispatch, getState, (draft) => applyCardChange(draft, card.id, change));
        const viewChange: Partial<Card> & { id: number } = { id: card.id };
        if (change.name !== undefined) viewChange.name = change.name;
        if (change.desc !== undefined) viewChange.desc = change.desc;
        if (change.done !== undefined) viewChange.doneAt = change.done ? new Date().toISOString() : null;
        const undoView = patchCardView(dispatch, viewChange);
        try {
          const { data } = await queryFulfilled;
          patchBoards(dispatch, getState, (draft) => {
            if (draft.cards.entities[data.id] || findListOf(draft, data.id)) placeCard(draft, data);
          });
          patchCardView(dispatch, data);
        } catch {
          undoBoards();
          undoView();
        }
      },
    }),
    /** DELETE /editor/card/{cardId}[?force=1]: 449 NEEDS_CONFIRMATION (server text names the sub-cards). */
    deleteCard: build.mutation<unknown, { card: Card; force?: boolean }>({
      query: ({ card, force }) => ({
        url: `/editor/card/${card.id}`,
        method: 'DELETE',
        params: force ? { force: 1 } : undefined,
      }),
      async onQueryStarted({ card }, { dispatch, getState, queryFulfilled }) {
        if (!(await settled(queryFulfilled))) return;
        patchBoards(dispatch, getState, (draft) => {
          const parent = card.parentCardId ? draft.cards.entities[card.parentCardId] : undefined;
          if (parent && !card.archivedAt) {
            parent.childCount = Math.max(0, parent.childCount - 1);
            if (card.doneAt) parent.childDoneCount = Math.max(0, parent.childDoneCount - 1);
          }
          removeCard(draft, card.id);
        });
      },
    }),
    /** POST /editor/sort/cards/{columnId}[/{parentCardId}] {order: ids in display order} → {cards: [{id, sort}]}. */
    reorderCards: build.mutation<
      { cards: { id: number; sort: number }[] },
      { columnId: number; parentCardId?: number | null; order: number[] }
    >({
      query: ({ columnId, parentCardId, order }) => ({
        url: `/editor/sort/cards/${columnId}${parentCardId ? `/${parentCardId}` : ''}`,
        method: 'POST',
        body: { order },
      }),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const answer = await settled(queryFulfilled);
        if (!answer) return;
        const { data } = answer;
        patchBoards(dispatch, getState, (draft) => applySorts(draft, data.cards));
      },
    }),
  }),
});

export const {
  useCreateCardMutation,
  useCopyCardMutation,
  useUpdateCardMutation,
  useDeleteCardMutation,
  useReorderCardsMutation,
} = cardApi;
