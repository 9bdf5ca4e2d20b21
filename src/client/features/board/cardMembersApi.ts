/**
 * Executors and responsible of a card (spec/board.md §7 "POST and DELETE
 * /editor/card/{cardId}/member/{userId}/{isResponsible true or false}"; DESIGN §4 "Executors and
 * responsible must be company members (else 400); one user may be both"). The server answers the
 * card; the change is applied to every cached board and the card view at once and undone when the
 * server refuses (the caller shows spec §8's 'Error assigning performer' and friends).
 */
import type { Card, CardMember } from '../../../shared/board/board.types';
import { api } from '../../api/api';
import { patchBoards, patchCard } from './cardApi';
import { cardDetailsApi } from './cardDetailsApi';

export interface CardMemberArg {
  card: Pick<Card, 'id'>;
  userId: number;
  isResponsible: boolean;
  /** true assigns (POST), false removes (DELETE). */
  assigned: boolean;
}

/** `members` with `member` added or removed. */
function withMember(members: CardMember[], { userId, isResponsible, assigned }: CardMemberArg): CardMember[] {
  const rest = members.filter((m) => !(m.userId === userId && m.isResponsible === isResponsible));
  return assigned ? [...rest, { userId, isResponsible }] : rest;
}

export const cardMembersApi = api.injectEndpoints({
  endpoints: (build) => ({
    setCardMember: build.mutation<Card, CardMemberArg>({
      query: ({ card, userId, isResponsible, assigned }) => ({
        url: `/editor/card/${card.id}/member/${userId}/${isResponsible}`,
        method: assigned ? 'POST' : 'DELETE',
      }),
      invalidatesTags: (_r, _e, { card }) => [{ type: 'History', id: card.id }],
      async onQueryStarted(arg, { dispatch, getState, queryFulfilled }) {
        const undoBoards = patchBoards(dispatch, getState, (draft) => {
          const card = draft.cards.entities[arg.card.id];
          if (card) card.cardsMembers = withMember(card.cardsMembers ?? [], arg);
        });
        const view = dispatch(
          cardDetailsApi.util.updateQueryData('cardById', arg.card.id, (draft) => {
            draft.cardsMembers = withMember(draft.cardsMembers ?? [], arg);
          }),
        );
        try {
          const { data } = await queryFulfilled;
          // Only the members and the history count (the change wrote an entry): the answer may
          // predate a concurrent move of the same card.
          patchBoards(dispatch, getState, (draft) => {
            const card = draft.cards.entities[data.id];
            if (card && data.cardsMembers) card.cardsMembers = data.cardsMembers;
          });
          patchCard(dispatch, getState, data.id, (card) => {
            card.historyCount = Math.max(card.historyCount, data.historyCount);
          });
        } catch {
          undoBoards();
          view.undo();
        }
      },
    }),
  }),
});

export const { useSetCardMemberMutation } = cardMembersApi;
