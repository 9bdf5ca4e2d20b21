/**
 * Card stickers in the client caches (DESIGN §4 Card stickers; spec/board.md §3 "Card sticker").
 * Pure immer-draft functions used by the card sticker mutations (cardStickerApi.ts) and by the
 * live events `board:cardSticker:created|updated|deleted` (boardEvents.ts): a card's `stickers`
 * keep the server's order (definition sort, then id); a sticker new to the card goes last.
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { BOARD_EVENTS } from '../../../shared/board/board.events';
import type { Card } from '../../../shared/board/board.types';
import type {
  CardSticker,
  CardStickerDeletedPayload,
  CardStickerEventPayload,
} from '../../../shared/stickers/stickerWire';
import type { BoardData } from '../board/boardCache';
import { cardDetailsApi } from '../board/cardDetailsApi';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- RTK thunks need the root state type
type Dispatch = ThunkDispatch<any, unknown, UnknownAction>;

/** Only the CardSticker fields (a live payload also carries boardId, historyCount, actorId). */
function stickerOf(payload: CardSticker): CardSticker {
  const { id, cardId, boardStickerId, boardSticker, value, updatedAt } = payload;
  return { id, cardId, boardStickerId, boardSticker, value, updatedAt };
}

/** Replaces (same id) or appends `cardSticker` on a card draft; sets `historyCount` when given. */
export function upsertStickerOnCard(card: Card, cardSticker: CardSticker, historyCount?: number): void {
  const sticker = stickerOf(cardSticker);
  card.stickers ??= [];
  const at = card.stickers.findIndex((s) => s.id === sticker.id);
  if (at >= 0) card.stickers[at] = sticker;
  else card.stickers.push(sticker);
  if (historyCount !== undefined) card.historyCount = historyCount;
}

/** Removes the card sticker `id` from a card draft; sets `historyCount` when given. */
export function removeStickerFromCard(card: Card, id: number, historyCount?: number): void {
  card.stickers = (card.stickers ?? []).filter((s) => s.id !== id);
  if (historyCount !== undefined) card.historyCount = historyCount;
}

/** Upserts the card sticker on its card in a board cache draft (no-op when the card is not loaded). */
export function upsertCardSticker(data: BoardData, cardSticker: CardSticker, historyCount?: number): void {
  const card = data.cards.entities[cardSticker.cardId];
  if (card) upsertStickerOnCard(card, cardSticker, historyCount);
}

/** Removes card sticker `id` from card `cardId` in a board cache draft (no-op when not loaded). */
export function removeCardSticker(data: BoardData, cardId: number, id: number, historyCount?: number): void {
  const card = data.cards.entities[cardId];
  if (card) removeStickerFromCard(card, id, historyCount);
}

/** The card sticker live events (BOARD_EVENTS.cardSticker*), subscribed by the board query. */
export const CARD_STICKER_EVENTS: readonly string[] = [
  BOARD_EVENTS.cardStickerCreated,
  BOARD_EVENTS.cardStickerUpdated,
  BOARD_EVENTS.cardStickerDeleted,
];

/** Applies a card sticker live event to a board cache draft; other events are ignored. */
export function applyCardStickerEvent(data: BoardData, event: string, payload: unknown): void {
  if (event === BOARD_EVENTS.cardStickerCreated || event === BOARD_EVENTS.cardStickerUpdated) {
    const p = payload as CardStickerEventPayload;
    upsertCardSticker(data, p, p.historyCount);
  } else if (event === BOARD_EVENTS.cardStickerDeleted) {
    const p = payload as CardStickerDeletedPayload;
    removeCardSticker(data, p.cardId, p.id, p.historyCount);
  }
}

/** Applies a card sticker live event to the card view's cache (card and its history). */
export function applyCardStickerViewEvent(dispatch: Dispatch, event: string, payload: unknown): void {
  if (!CARD_STICKER_EVENTS.includes(event)) return;
  const p = payload as CardStickerEventPayload | CardStickerDeletedPayload;
  dispatch(
    cardDetailsApi.util.updateQueryData('cardById', p.cardId, (card) => {
      if (event === BOARD_EVENTS.cardStickerDeleted) removeStickerFromCard(card, p.id, p.historyCount);
      else upsertStickerOnCard(card, p as CardStickerEventPayload, p.historyCount);
    }),
  );
  dispatch(cardDetailsApi.util.invalidateTags([{ type: 'History', id: p.cardId }]));
}
