/**
 * What the editor broadcasts to a board's room `board:<id>` (DESIGN §3 Live events,
 * src/shared/board/board.events.ts). Every payload is the entity after the change plus `actorId`;
 * the actor's own socket (its Socket-Id header) is excluded, its other tabs are not. Emit only
 * after the change's transaction has committed.
 */
import {
  BOARD_EVENTS,
  type BoardEventName,
  type CardMemberPayload,
  type CardMovedPayload,
} from '../../shared/board/board.events';
import type { Card, Comment } from '../../shared/board/board.types';
import type { TaskTemplate } from '../../shared/board/taskTemplates';
import type {
  BoardSticker,
  CardStickerDeletedPayload,
  CardStickerEventPayload,
} from '../../shared/stickers/stickerWire';
import type { Realtime } from '../plugins/realtime';

/** Room of one board's watchers. */
export const boardRoom = (boardId: number): string => `board:${boardId}`;

/** A column as its live events carry it (without cards). */
export interface ColumnPayload {
  id: number;
  boardId: number;
  name: string;
  color: string | null;
  sort: number;
  /** Set while archived (off the board until restored). */
  archivedAt: string | null;
}

/** Emitters bound to one request: its actor and the socket to skip. */
export interface BoardEvents {
  cardCreated(card: Card): void;
  cardUpdated(card: Card): void;
  cardMoved(payload: Omit<CardMovedPayload, 'actorId'>): void;
  cardDeleted(boardId: number, card: { id: number; columnId: number; parentCardId: number | null }): void;
  columnCreated(column: ColumnPayload): void;
  columnUpdated(column: ColumnPayload): void;
  /** A column's sort changed; `shifted` are the other columns whose sort changed with it. */
  columnMoved(column: ColumnPayload, shifted: { id: number; sort: number }[]): void;
  columnDeleted(column: { id: number; boardId: number }): void;
  commentCreated(boardId: number, comment: Comment): void;
  commentUpdated(boardId: number, comment: Comment): void;
  commentDeleted(boardId: number, comment: { id: number; cardId: number }): void;
  /** An executor / responsible was assigned (`assigned`) or removed; the card follows as cardUpdated. */
  memberChanged(member: Omit<CardMemberPayload, 'actorId'>, assigned: boolean): void;
  /** Board sticker definitions (src/server/stickers/boardStickers.routes.ts). */
  stickerCreated(sticker: BoardSticker): void;
  stickerUpdated(sticker: BoardSticker): void;
  stickerDeleted(sticker: { id: number; boardId: number }): void;
  /** Card stickers (src/server/stickers/cardStickers.service.ts): the instance with its card's board and history count. */
  cardStickerCreated(payload: Omit<CardStickerEventPayload, 'actorId'>): void;
  cardStickerUpdated(payload: Omit<CardStickerEventPayload, 'actorId'>): void;
  cardStickerDeleted(payload: Omit<CardStickerDeletedPayload, 'actorId'>): void;
  /** Task templates (src/server/templates/): the template; a deletion `{id, boardId}`. */
  templateCreated(template: TaskTemplate): void;
  templateUpdated(template: TaskTemplate): void;
  templateDeleted(template: { id: number; boardId: number }): void;
}

/** Builds the emitters for one request (`exceptSocketId` = request.socketId; `actorId` null: a guest). */
export function boardEvents(
  realtime: Realtime,
  actorId: number | null,
  exceptSocketId: string | undefined,
): BoardEvents {
  const emit = (boardId: number, event: BoardEventName, payload: object) =>
    realtime.broadcast(boardRoom(boardId), event, { ...payload, actorId }, { exceptSocketId });
  return {
    cardCreated: (card) => emit(card.boardId, BOARD_EVENTS.cardCreated, card),
    cardUpdated: (card) => emit(card.boardId, BOARD_EVENTS.cardUpdated, card),
    cardMoved: (payload) => emit(payload.card.boardId, BOARD_EVENTS.cardMoved, payload),
    cardDeleted: (boardId, card) =>
      emit(boardId, BOARD_EVENTS.cardDeleted, {
        id: card.id,
        columnId: card.columnId,
        parentCardId: card.parentCardId,
      }),
    columnCreated: (column) => emit(column.boardId, BOARD_EVENTS.columnCreated, column),
    columnUpdated: (column) => emit(column.boardId, BOARD_EVENTS.columnUpdated, column),
    columnMoved: (column, shifted) => emit(column.boardId, BOARD_EVENTS.columnMoved, { ...column, shifted }),
    columnDeleted: (column) => emit(column.boardId, BOARD_EVENTS.columnDeleted, column),
    commentCreated: (boardId, comment) => emit(boardId, BOARD_EVENTS.commentCreated, comment),
    commentUpdated: (boardId, comment) => emit(boardId, BOARD_EVENTS.commentUpdated, comment),
    commentDeleted: (boardId, comment) => emit(boardId, BOARD_EVENTS.commentDeleted, comment),
    memberChanged: (member, assigned) =>
      emit(member.boardId, assigned ? BOARD_EVENTS.memberCreated : BOARD_EVENTS.memberDeleted, member),
    stickerCreated: (sticker) => emit(sticker.boardId, BOARD_EVENTS.stickerCreated, sticker),
    stickerUpdated: (sticker) => emit(sticker.boardId, BOARD_EVENTS.stickerUpdated, sticker),
    stickerDeleted: (sticker) =>
      emit(sticker.boardId, BOARD_EVENTS.stickerDeleted, { id: sticker.id, boardId: sticker.boardId }),
    cardStickerCreated: (payload) => emit(payload.boardId, BOARD_EVENTS.cardStickerCreated, payload),
    cardStickerUpdated: (payload) => emit(payload.boardId, BOARD_EVENTS.cardStickerUpdated, payload),
    cardStickerDeleted: (payload) => emit(payload.boardId, BOARD_EVENTS.cardStickerDeleted, payload),
    templateCreated: (template) => emit(template.boardId, BOARD_EVENTS.templateCreated, template),
    templateUpdated: (template) => emit(template.boardId, BOARD_EVENTS.templateUpdated, template),
    templateDeleted: (template) =>
      emit(template.boardId, BOARD_EVENTS.templateDeleted, { id: template.id, boardId: template.boardId }),
  };
}
