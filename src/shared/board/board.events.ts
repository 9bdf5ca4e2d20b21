/**
 * Live event names of the board room `board:<id>` (DESIGN §3 Live events). Payload: the full
 * entity after the change plus `actorId`; a deletion is `{id, actorId}`.
 */
import type { Card } from './board.types';
import { TEMPLATE_EVENTS } from './taskTemplateText';

export const BOARD_EVENTS = {
  cardCreated: 'board:card:created',
  cardUpdated: 'board:card:updated',
  cardMoved: 'board:card:moved',
  cardDeleted: 'board:card:deleted',
  columnCreated: 'board:column:created',
  columnUpdated: 'board:column:updated',
  columnMoved: 'board:column:moved',
  columnDeleted: 'board:column:deleted',
  stickerCreated: 'board:sticker:created',
  stickerUpdated: 'board:sticker:updated',
  stickerDeleted: 'board:sticker:deleted',
  cardStickerCreated: 'board:cardSticker:created',
  cardStickerUpdated: 'board:cardSticker:updated',
  cardStickerDeleted: 'board:cardSticker:deleted',
  memberCreated: 'board:member:created',
  memberDeleted: 'board:member:deleted',
  commentCreated: 'board:comment:created',
  commentUpdated: 'board:comment:updated',
  commentDeleted: 'board:comment:deleted',
  templateCreated: TEMPLATE_EVENTS.created,
  templateUpdated: TEMPLATE_EVENTS.updated,
  templateDeleted: TEMPLATE_EVENTS.deleted,
} as const;
export type BoardEventName = (typeof BOARD_EVENTS)[keyof typeof BOARD_EVENTS];

/** Payload of `board:member:created|deleted`: an executor or responsible assigned to / removed from a card. */
export interface CardMemberPayload {
  cardId: number;
  boardId: number;
  userId: number;
  isResponsible: boolean;
  actorId: number;
}

/** Client → server room membership (DESIGN §3 "Joining live rooms"); acknowledged `{ok}`. */
export const ROOM_EVENTS = { boardJoin: 'board:join', boardLeave: 'board:leave' } as const;
export type RoomAck = { ok: true } | { ok: false; error: string };

/** Payload of a `board:card:moved` event: the moved card and the other cards whose sort shifted. */
export interface CardMovedPayload {
  card: Card;
  /** Sorts of other cards of the target list changed by the move (DESIGN §4 tie rule). */
  shifted: { id: number; sort: number }[];
  fromColumnId: number;
  fromParentCardId: number | null;
  actorId: number;
}
