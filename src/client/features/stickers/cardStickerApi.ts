/**
 * Card sticker calls (spec/board.md §7; DESIGN §3 Route map, §4 Card stickers):
 * - `POST /editor/card/{cardId}/sticker/create` {cardId, boardStickerId, value?} → CardSticker
 *   (400 `boardStickerId` when not active on the card's board or already attached);
 * - `PUT /editor/card/{cardId}/sticker/{stickerId}` `{value}` (spec/board.md §7; `value` is the
 *   type's PUT value, stickerValues.ts) → CardSticker (400 VALIDATION_FAILED, `data` = field
 *   errors under `value`, shaped like the value: `stickerValueErrors` takes them out);
 * - `DELETE /editor/card/{cardId}/sticker/{stickerId}` → `{id}`.
 * The server does not echo a change to its author's socket, so each success places the answer in
 * every cached board and in the card view's cache (history count +1: every change writes history).
 * Errors are left to the caller (`unwrap()`), which shows 'Error saving' and the field errors.
 */
import type { FieldErrors } from '../../../shared/envelope';
import type { CardSticker } from '../../../shared/stickers/stickerWire';
import { ROOT_FIELD } from '../../../shared/validation';
import { api } from '../../api/api';
import { patchCard } from '../board/cardApi';
import { settled } from '../board/queryLifecycle';
import { removeStickerFromCard, upsertStickerOnCard } from './cardStickerCache';

export interface AttachCardStickerArg {
  cardId: number;
  boardStickerId: number;
  /** The type's PUT value (e.g. `{value: 'text'}`), or absent/null to attach without a value. */
  value?: unknown;
}
export interface UpdateCardStickerArg {
  cardId: number;
  /** The card sticker's own id. */
  stickerId: number;
  /** The type's PUT value, sent as the body's `value`: `{value}`, `{plan, fact}`, `{command}`, `true`, … */
  value: unknown;
}
export interface DetachCardStickerArg {
  cardId: number;
  stickerId: number;
}

/**
 * The field errors of a refused sticker PUT, shaped like the value: the server puts them under the
 * body's `value` (`{value: {plan: {minutes: '…'}}}`); a message about the value as a whole
 * (`{value: '…'}`) comes back under ROOT_FIELD, errors beside `value` (`_form`) as they are.
 */
export function stickerValueErrors(errors: FieldErrors | undefined): FieldErrors {
  if (!errors) return {};
  const { value, ...rest } = errors;
  if (value === undefined) return rest;
  return typeof value === 'string' ? { ...rest, [ROOT_FIELD]: value } : { ...rest, ...value };
}

export const cardStickerApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /editor/card/{cardId}/sticker/create → the attached CardSticker. */
    attachCardSticker: build.mutation<CardSticker, AttachCardStickerArg>({
      query: ({ cardId, boardStickerId, value }) => ({
        url: `/editor/card/${cardId}/sticker/create`,
        method: 'POST',
        body: value === undefined ? { cardId, boardStickerId } : { cardId, boardStickerId, value },
      }),
      invalidatesTags: (_r, _e, { cardId }) => [{ type: 'History', id: cardId }],
      async onQueryStarted({ cardId }, { dispatch, getState, queryFulfilled }) {
        const answer = await settled(queryFulfilled);
        if (!answer) return;
        const { data } = answer;
        patchCard(dispatch, getState, cardId, (card) => upsertStickerOnCard(card, data, card.historyCount + 1));
      },
    }),
    /** PUT /editor/card/{cardId}/sticker/{stickerId} → the card sticker with its new stored value. */
    updateCardSticker: build.mutation<CardSticker, UpdateCardStickerArg>({
      query: ({ cardId, stickerId, value }) => ({
        url: `/editor/card/${cardId}/sticker/${stickerId}`,
        method: 'PUT',
        body: { value },
      }),
      invalidatesTags: (_r, _e, { cardId }) => [{ type: 'History', id: cardId }],
      async onQueryStarted({ cardId }, { dispatch, getState, queryFulfilled }) {
        const answer = await settled(queryFulfilled);
        if (!answer) return;
        const { data } = answer;
        // The server writes no history for a PUT that changes nothing (updatedAt stays).
        patchCard(dispatch, getState, cardId, (card) => {
          const before = card.stickers.find((s) => s.id === data.id);
          const changed = !before || before.updatedAt !== data.updatedAt;
          upsertStickerOnCard(card, data, card.historyCount + (changed ? 1 : 0));
        });
      },
    }),
    /** DELETE /editor/card/{cardId}/sticker/{stickerId} → `{id}` (also for deleted definitions). */
    detachCardSticker: build.mutation<{ id: number }, DetachCardStickerArg>({
      query: ({ cardId, stickerId }) => ({ url: `/editor/card/${cardId}/sticker/${stickerId}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { cardId }) => [{ type: 'History', id: cardId }],
      async onQueryStarted({ cardId, stickerId }, { dispatch, getState, queryFulfilled }) {
        if (!(await settled(queryFulfilled))) return;
        patchCard(dispatch, getState, cardId, (card) => removeStickerFromCard(card, stickerId, card.historyCount + 1));
      },
    }),
  }),
});

export const { useAttachCardStickerMutation, useUpdateCardStickerMutation, useDetachCardStickerMutation } =
  cardStickerApi;
