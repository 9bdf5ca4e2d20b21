/**
 * Live events of board sticker definitions on `board:<id>` (DESIGN §3 Live events; STYLE "a feature
 * owns its live events"): `board:sticker:created|updated` (BoardStickerEventPayload) and
 * `board:sticker:deleted` (BoardStickerDeletedPayload). The definitions query of a board applies
 * them to its list while its cache entry lives, and rewrites the embedded definition of the card
 * stickers in every cached board and open card view (`applyDefinitionToCards`).
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { BOARD_EVENTS } from '../../../shared/board/board.events';
import type {
  BoardSticker,
  BoardStickerDeletedPayload,
  BoardStickerEventPayload,
} from '../../../shared/stickers/stickerWire';
import type { ConnectionService } from '../connection/connectionService';
import { patchBoards } from '../board/cardApi';
import { cardDetailsApi } from '../board/cardDetailsApi';
import {
  embeddedOf,
  patchEmbedded,
  patchEmbeddedInBoard,
  removeDefinition,
  upsertDefinition,
} from './boardStickerCache';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- RTK thunks need the root state type
type Dispatch = ThunkDispatch<any, unknown, UnknownAction>;

/**
 * The definition changed (`sticker`) or was deleted (`{id}` with `deleted`): patches the embedded
 * `boardSticker` of card stickers in every cached board and every cached card view.
 */
export function applyDefinitionToCards(
  dispatch: Dispatch,
  getState: () => unknown,
  change: { sticker: BoardSticker } | { deletedId: number },
): void {
  const id = 'sticker' in change ? change.sticker.id : change.deletedId;
  const next = 'sticker' in change ? embeddedOf(change.sticker) : null;
  patchBoards(dispatch, getState, (draft) => patchEmbeddedInBoard(draft, id, next));
  const cardIds = cardDetailsApi.util.selectCachedArgsForQuery(
    getState() as Parameters<typeof cardDetailsApi.util.selectCachedArgsForQuery>[0],
    'cardById',
  ) as number[];
  for (const cardId of cardIds)
    dispatch(cardDetailsApi.util.updateQueryData('cardById', cardId, (draft) => patchEmbedded(draft, id, next)));
}

/** What `onCacheEntryAdded` gives the definitions query (the parts used here). */
export interface DefinitionsCacheLifecycle {
  updateCachedData: (recipe: (draft: BoardSticker[]) => void) => unknown;
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
  dispatch: Dispatch;
  getState: () => unknown;
  extra: unknown;
}

/** The definitions query's `onCacheEntryAdded`: applies `board:sticker:*` of board `boardId`. */
export async function subscribeBoardStickerEvents(
  boardId: number,
  lifecycle: DefinitionsCacheLifecycle,
): Promise<void> {
  const connection = (lifecycle.extra as { connection?: ConnectionService } | undefined)?.connection;
  if (!connection) return;
  try {
    await lifecycle.cacheDataLoaded;
  } catch {
    return; // the entry was removed before the first answer
  }
  const onChanged = (payload: unknown) => {
    const { actorId: _actorId, ...sticker } = payload as BoardStickerEventPayload;
    if (sticker.boardId !== boardId) return;
    lifecycle.updateCachedData((draft) => upsertDefinition(draft, sticker));
    applyDefinitionToCards(lifecycle.dispatch, lifecycle.getState, { sticker });
  };
  const offs = [
    connection.on(BOARD_EVENTS.stickerCreated, onChanged),
    connection.on(BOARD_EVENTS.stickerUpdated, onChanged),
    connection.on(BOARD_EVENTS.stickerDeleted, (payload: unknown) => {
      const { id, boardId: from } = payload as BoardStickerDeletedPayload;
      if (from !== undefined && from !== boardId) return;
      lifecycle.updateCachedData((draft) => removeDefinition(draft, id));
      applyDefinitionToCards(lifecycle.dispatch, lifecycle.getState, { deletedId: id });
    }),
  ];
  await lifecycle.cacheEntryRemoved;
  offs.forEach((off) => off());
}
