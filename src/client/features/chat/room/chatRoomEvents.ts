/**
 * How a room's live events land in the cache (STYLE "a feature owns its live events"; DESIGN §3;
 * payloads in shared/chat/chat.types.ts CHAT_EVENTS). While a room's history entry lives it applies
 * `chat:message:created|updated|deleted` and `chat:reaction:updated` of that room (messageCache.ts):
 * a created message is appended (or replaces the sender's optimistic copy), raises its thread root's
 * reply count, stops its author's typing line (`typingStopped`) and moves the room up its list
 * (`roomActivity`); edits and deletes replace held messages only. The thread entry (`getReplies`)
 * applies the same events to its replies. Joining `room:<id>` is useRoomLive.ts.
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ChatMessage, ChatMessagesPage, ChatReactionGroup } from '../../../../shared/chat/chat.types';
import { CHAT_EVENTS } from '../../../../shared/chat/chat.types';
import type { ConnectionService } from '../../connection/connectionService';
import { roomActivity, typingStopped } from '../chatWindowSlice';
import { patchMessage, upsertMessage, type RoomHistory } from './messageCache';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- RTK thunks need the root state type
type Dispatch = ThunkDispatch<any, unknown, UnknownAction>;

/** The part of RTK Query's cache lifecycle these subscriptions use. */
export interface CacheLifecycle<Data> {
  updateCachedData: (recipe: (draft: Data) => void) => unknown;
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
  dispatch: Dispatch;
  extra: unknown;
}

/** A reply arrived (once per reply: whichever of answer and echo placed it first). */
export function raiseReplyCount(history: RoomHistory, rootId: number): void {
  patchMessage(history, rootId, (root) => {
    root.replyCount += 1;
  });
}

type LiveMessage = ChatMessage & { actorId?: number };
interface ReactionUpdate {
  roomId: number;
  messageId: number;
  reactions: ChatReactionGroup[];
}

/** Listens to `events` while the entry lives (after its first answer); each handler gets the payload. */
async function whileCached(
  lifecycle: CacheLifecycle<unknown>,
  handlers: Record<string, (payload: unknown) => void>,
): Promise<void> {
  const connection = (lifecycle.extra as { connection?: ConnectionService } | undefined)?.connection;
  if (!connection) return;
  try {
    await lifecycle.cacheDataLoaded;
  } catch {
    return; // removed before the first answer
  }
  const offs = Object.entries(handlers).map(([event, handler]) => connection.on(event, handler));
  await lifecycle.cacheEntryRemoved;
  offs.forEach((off) => off());
}

/** `getRoomMessages`' onCacheEntryAdded: the room's message and reaction events into its history. */
export function subscribeRoomMessages(
  arg: { roomId: number },
  lifecycle: CacheLifecycle<{ pages: ChatMessagesPage[]; pageParams: unknown[] }>,
): Promise<void> {
  const update = (recipe: (history: RoomHistory) => void) =>
    lifecycle.updateCachedData((draft) => {
      recipe(draft as RoomHistory);
    });
  const replaced = (payload: unknown) => {
    const message = payload as LiveMessage;
    if (message?.roomId === arg.roomId) update((history) => upsertMessage(history, message, false));
  };
  return whileCached(lifecycle as CacheLifecycle<unknown>, {
    [CHAT_EVENTS.messageCreated]: (payload) => {
      const message = payload as LiveMessage;
      if (message?.roomId !== arg.roomId) return;
      update((history) => {
        if (upsertMessage(history, message) && message.replyToId) raiseReplyCount(history, message.replyToId);
      });
      if (message.author) lifecycle.dispatch(typingStopped({ roomId: arg.roomId, userId: message.author.id }));
      lifecycle.dispatch(roomActivity({ roomId: arg.roomId, messageId: message.id, at: message.createdAt }));
    },
    [CHAT_EVENTS.messageUpdated]: replaced,
    [CHAT_EVENTS.messageDeleted]: replaced,
    [CHAT_EVENTS.reactionUpdated]: (payload) => {
      const change = payload as ReactionUpdate;
      if (change?.roomId !== arg.roomId) return;
      update((history) =>
        patchMessage(history, change.messageId, (message) => {
          message.reactions = change.reactions;
        }),
      );
    },
  });
}

/** `getReplies`' onCacheEntryAdded: new replies of the thread appended, edits/deletes/reactions applied. */
export function subscribeReplies(
  arg: { messageId: number; roomId: number },
  lifecycle: CacheLifecycle<ChatMessagesPage>,
): Promise<void> {
  const replace = (message: LiveMessage) =>
    lifecycle.updateCachedData((page) => {
      const index = page.messages.findIndex((held) => held.id === message.id);
      if (index >= 0) page.messages[index] = message;
    });
  return whileCached(lifecycle as CacheLifecycle<unknown>, {
    [CHAT_EVENTS.messageCreated]: (payload) => {
      const message = payload as LiveMessage;
      if (message?.roomId !== arg.roomId || message.replyToId !== arg.messageId) return;
      lifecycle.updateCachedData((page) => {
        if (!page.messages.some((held) => held.id === message.id)) page.messages.push(message);
      });
    },
    [CHAT_EVENTS.messageUpdated]: (payload) => replace(payload as LiveMessage),
    [CHAT_EVENTS.messageDeleted]: (payload) => replace(payload as LiveMessage),
    [CHAT_EVENTS.reactionUpdated]: (payload) => {
      const change = payload as ReactionUpdate;
      lifecycle.updateCachedData((page) => {
        const held = page.messages.find((message) => message.id === change?.messageId);
        if (held) held.reactions = change.reactions;
      });
    },
  });
}
