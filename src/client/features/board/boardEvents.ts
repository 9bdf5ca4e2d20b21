/**
 * Live events of the board room `board:<id>` (DESIGN §3 Live events; STYLE "a feature owns its live
 * events"; brief issue 3 Live). The board query's cache entry subscribes to BOARD_EVENTS through
 * the connection service for as long as it lives and applies each event with `applyBoardEvent`
 * (no reload). `useBoardRoom` joins the room (`board:join {boardId}` with ack) while a board is
 * shown, joins again on every new socket (reconnect) and leaves on unmount; the refetch after a
 * reconnect comes from connectionListeners.ts (every tag invalidated).
 */
import { useEffect, useRef } from 'react';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { BOARD_EVENTS, ROOM_EVENTS } from '../../../shared/board/board.events';
import type { CardMovedPayload } from '../../../shared/board/board.events';
import type { Card, Column, Comment } from '../../../shared/board/board.types';
import { api } from '../../api/api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useConnectionService } from '../connection/ConnectionProvider';
import type { ConnectionService } from '../connection/connectionService';
import {
  applySorts,
  childListKey,
  columnOf,
  columnsAdapter,
  findListOf,
  listKeyOf,
  placeCard,
  removeCard,
  topListKey,
} from './boardCache';
import type { BoardData } from './boardCache';
import { cardDetailsApi, commentsAdapter } from './cardDetailsApi';
import { applyCardStickerEvent, applyCardStickerViewEvent, CARD_STICKER_EVENTS } from '../stickers/cardStickerCache';
import { archivedColumnsTag } from '../columnArchive/columnArchiveTags';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- RTK thunks need the root state type
type Dispatch = ThunkDispatch<any, unknown, UnknownAction>;

/** A card deletion event (brief: {id, columnId, parentCardId, actorId}). */
export interface CardDeletedPayload {
  id: number;
  columnId?: number;
  parentCardId?: number | null;
  actorId?: number;
}

/**
 * Applies one board event to a board cache draft. Card events: created/updated → placed in their
 * list (counts kept, archive moves included); moved → `shifted` sorts first, then the card;
 * deleted → removed with its loaded sub-cards. Column events upsert or remove the column (its
 * counts kept when the event does not carry them). Other events leave the board cache alone.
 */
export function applyBoardEvent(draft: BoardData, event: string, payload: unknown): void {
  switch (event) {
    case BOARD_EVENTS.cardCreated:
    case BOARD_EVENTS.cardUpdated: {
      placeCard(draft, payload as Card);
      return;
    }
    case BOARD_EVENTS.cardMoved: {
      const { card, shifted, fromColumnId, fromParentCardId } = payload as CardMovedPayload;
      applySorts(draft, shifted ?? []);
      const fromKey = findListOf(draft, card.id) ? undefined : fromKeyOf(card, fromColumnId, fromParentCardId);
      placeCard(draft, card, fromKey);
      return;
    }
    case BOARD_EVENTS.cardDeleted: {
      const { id, columnId, parentCardId } = payload as CardDeletedPayload;
      const fallback = parentCardId ? childListKey(parentCardId) : columnId ? topListKey(columnId) : undefined;
      removeCard(draft, id, fallback);
      return;
    }
    case BOARD_EVENTS.columnCreated:
    case BOARD_EVENTS.columnUpdated:
    case BOARD_EVENTS.columnMoved: {
      const column = payload as Column;
      // An archived column leaves the board (spec/board.md §3 Column archive).
      if (column.archivedAt) {
        removeColumn(draft, column.id);
        return;
      }
      const existing = draft.columns.entities[column.id];
      const next = columnOf(column);
      if (existing) {
        // A column event carries no counts (brief: "Column (without cards)"): keep the known ones.
        next.cardsCount = column.cardsCount ?? existing.cardsCount;
        next.archiveCount = column.archiveCount ?? existing.archiveCount;
        next.archiveExpanded = existing.archiveExpanded;
      }
      draft.columns = columnsAdapter.upsertOne(draft.columns, next);
      // A move renumbers the other columns too (`shifted`, server columns.service).
      const shifted = (payload as { shifted?: { id: number; sort: number }[] }).shifted ?? [];
      draft.columns = columnsAdapter.updateMany(
        draft.columns,
        shifted.filter((c) => draft.columns.entities[c.id]).map(({ id, sort }) => ({ id, changes: { sort } })),
      );
      draft.lists[topListKey(column.id)] ??= { ids: [], hasMore: false };
      return;
    }
    case BOARD_EVENTS.columnDeleted: {
      removeColumn(draft, (payload as { id: number }).id);
      return;
    }
    default:
      applyCardStickerEvent(draft, event, payload);
  }
}

function removeColumn(draft: BoardData, id: number): void {
  draft.columns = columnsAdapter.removeOne(draft.columns, id);
  delete draft.lists[topListKey(id)];
}

/**
 * A column update for a column this board does not show, not archived: a restore (its cards are
 * not in the event), so the board and the archived columns are read again.
 */
function isRestore(draft: BoardData, event: string, payload: unknown): boolean {
  const column = payload as Column;
  return event === BOARD_EVENTS.columnUpdated && !column.archivedAt && !draft.columns.entities[column.id];
}

/** Where a moved card came from when this cache did not hold it (counts only). */
function fromKeyOf(card: Card, fromColumnId: number, fromParentCardId: number | null): string {
  if (fromParentCardId) return childListKey(fromParentCardId);
  // An archived card only reaches the archive through `archived` (not a move), so "from" is top-level.
  return card.archivedAt && fromColumnId === card.columnId ? listKeyOf(card) : topListKey(fromColumnId);
}

/**
 * Applies events that touch the card view's caches (card, comments, history). A deleted card is
 * asked for again, so a view showing it learns that it is gone (404: "Card not found.").
 */
export function applyCardViewEvent(dispatch: Dispatch, event: string, payload: unknown): void {
  applyCardStickerViewEvent(dispatch, event, payload);
  if (event === BOARD_EVENTS.cardDeleted) {
    dispatch(cardDetailsApi.util.invalidateTags([{ type: 'Card', id: (payload as CardDeletedPayload).id }]));
    return;
  }
  if (event === BOARD_EVENTS.cardUpdated || event === BOARD_EVENTS.cardMoved) {
    const card = event === BOARD_EVENTS.cardMoved ? (payload as CardMovedPayload).card : (payload as Card);
    dispatch(cardDetailsApi.util.updateQueryData('cardById', card.id, (d) => Object.assign(d, card)));
    dispatch(cardDetailsApi.util.invalidateTags([{ type: 'History', id: card.id }]));
    return;
  }
  if (event === BOARD_EVENTS.commentCreated || event === BOARD_EVENTS.commentUpdated) {
    const comment = payload as Comment;
    dispatch(
      cardDetailsApi.util.updateQueryData('cardComments', comment.cardId, (d) => commentsAdapter.upsertOne(d, comment)),
    );
    return;
  }
  if (event === BOARD_EVENTS.commentDeleted) {
    const { id, cardId } = payload as { id: number; cardId: number };
    dispatch(cardDetailsApi.util.updateQueryData('cardComments', cardId, (d) => commentsAdapter.removeOne(d, id)));
  }
}

const SUBSCRIBED = [
  BOARD_EVENTS.cardCreated,
  BOARD_EVENTS.cardUpdated,
  BOARD_EVENTS.cardMoved,
  BOARD_EVENTS.cardDeleted,
  BOARD_EVENTS.columnCreated,
  BOARD_EVENTS.columnUpdated,
  BOARD_EVENTS.columnMoved,
  BOARD_EVENTS.columnDeleted,
  BOARD_EVENTS.commentCreated,
  BOARD_EVENTS.commentUpdated,
  BOARD_EVENTS.commentDeleted,
  ...CARD_STICKER_EVENTS,
];

/** What `onCacheEntryAdded` gives the board query (the parts used here). */
export interface BoardCacheLifecycle {
  updateCachedData: (recipe: (draft: BoardData) => void) => unknown;
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
  dispatch: Dispatch;
  extra: unknown;
}

/** The board query's `onCacheEntryAdded`: applies the room's events while the entry lives. */
export async function subscribeBoardEvents(arg: { boardId: number }, lifecycle: BoardCacheLifecycle): Promise<void> {
  const connection = (lifecycle.extra as { connection?: ConnectionService } | undefined)?.connection;
  if (!connection) return;
  try {
    await lifecycle.cacheDataLoaded;
  } catch {
    return; // the entry was removed before the first answer
  }
  const offs = SUBSCRIBED.map((event) =>
    connection.on(event, (payload: unknown) => {
      const p = payload as { boardId?: number; card?: { boardId?: number } } | null;
      const boardId = p?.boardId ?? p?.card?.boardId;
      if (boardId !== undefined && boardId !== arg.boardId) return;
      let restored = false;
      lifecycle.updateCachedData((draft) => {
        restored = isRestore(draft, event, payload);
        applyBoardEvent(draft, event, payload);
      });
      applyCardViewEvent(lifecycle.dispatch, event, payload);
      if (event === BOARD_EVENTS.columnUpdated)
        lifecycle.dispatch(
          api.util.invalidateTags([
            archivedColumnsTag(arg.boardId),
            ...(restored ? [{ type: 'Board' as const, id: arg.boardId }] : []),
          ]),
        );
    }),
  );
  await lifecycle.cacheEntryRemoved;
  offs.forEach((off) => off());
}

/**
 * Keeps this page in the board's room while mounted: emits `board:join {boardId}` (ack `{ok}`)
 * whenever a socket is ready (first connect and every reconnect: the socket id changes) and
 * `board:leave {boardId}` on unmount. A refused join is logged only (the board still works, without live updates).
 * A board shown before the socket was ready is refetched once after its first join: its columns,
 * info and sticker definitions (the 'BoardRoom' and 'Sticker' tags), not the project listing it.
 * `enabled` false (the guest view, which polls instead — shared/board/share.ts) never joins.
 */
export function useBoardRoom(boardId: number, enabled = true): void {
  const connection = useConnectionService();
  const dispatch = useAppDispatch();
  const socketId = useAppSelector((s) => (s.connection.ready ? s.connection.socketId : null));
  // Shown before the socket was ready: the board came over HTTP or from the kept copy
  // (app/persistence.ts), so events sent before the first join were missed — refetch once joined.
  const loadedBeforeRoom = useRef(socketId === null);
  useEffect(() => {
    if (!socketId || !enabled) return;
    connection.emitWithAck(ROOM_EVENTS.boardJoin, { boardId }).then(
      (ack) => {
        if (!(ack as { ok?: boolean } | undefined)?.ok) console.warn('board:join refused', ack);
        else if (loadedBeforeRoom.current)
          // The board's own entries only: the project that lists the board provides its 'Board'
          // tag too, and refetching it here re-rendered the project's frame for nothing.
          dispatch(
            api.util.invalidateTags([
              { type: 'BoardRoom', id: boardId },
              { type: 'Sticker', id: boardId },
            ]),
          );
        loadedBeforeRoom.current = false;
      },
      (error: unknown) => console.warn('board:join failed', error),
    );
    return () => {
      connection.emitWithAck(ROOM_EVENTS.boardLeave, { boardId }).catch(() => undefined);
    };
  }, [connection, dispatch, boardId, socketId, enabled]);
}
