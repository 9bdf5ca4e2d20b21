/**
 * A chat room's calls (spec/shell.md §7 Chat; paths of shared/chat/chat.schemas.ts), injected into
 * the one api. History is an RTK Query infinite query per room (`getRoomMessages`, see
 * messageCache.ts for the shape): prepending older pages and appending newer ones are RTK's
 * `fetchPreviousPage` / `fetchNextPage`, and live events patch the same entry (chatRoomEvents.ts),
 * so one cache serves the list, the optimistic writes and the echoes. The entry is dropped as soon
 * as the room closes (keepUnusedDataFor 0): the room's events stop when the page leaves `room:<id>`.
 *
 * Writes: send is optimistic (a copy with the sender's clientId, replaced by the answer or the live
 * echo, marked failed with the error in words otherwise); reactions are optimistic and undone on
 * failure; edit shows the new text at once and is undone on failure; delete waits for the answer.
 * No cache tags: after a reconnect the room re-joins and refetches itself (chatRoomEvents.ts).
 */
import { api } from '../../../api/api';
import { apiErrorOf } from '../../../api/baseQuery';
import type {
  ChatMember,
  ChatMessage,
  ChatMessagesPage,
  ChatPerson,
  ChatReadState,
  ChatReplyPreview,
  ChatSearchHit,
} from '../../../../shared/chat/chat.types';
import { CHAT_PAGE_SIZE } from '../../../../shared/chat/chat.types';
import {
  addPending,
  failPending,
  firstRealId,
  lastRealId,
  patchMessage,
  toggledReactions,
  upsertMessage,
  type HistoryPageParam,
  type RoomHistory,
  type ShownMessage,
} from './messageCache';
import { raiseReplyCount, subscribeReplies, subscribeRoomMessages } from './chatRoomEvents';

/** A room's history entry: the latest page, or the page `around` a message (search hit, reply quote). */
export interface RoomMessagesArg {
  roomId: number;
  around?: number;
}

export interface SendMessageArg {
  roomId: number;
  text: string;
  clientId: string;
  replyTo?: ChatReplyPreview | null;
  /** The sender as the optimistic copy shows them. */
  author: ChatPerson | null;
}

type Patch = { undo: () => void };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the api's root state
type AnyState = any;

let pendingSeq = 0;
/** A fresh negative id for an optimistic copy (never collides with the server's ids). */
const nextPendingId = () => -++pendingSeq;

/** Fills `roomHistories` with the room's cached entries (every `around` variant) and patches each. */
function patchHistories(
  dispatch: (action: unknown) => unknown,
  getState: () => AnyState,
  roomId: number,
  recipe: (history: RoomHistory) => void,
): Patch[] {
  return chatMessagesApi.util
    .selectCachedArgsForQuery(getState(), 'getRoomMessages')
    .filter((arg) => arg.roomId === roomId)
    .map(
      (arg) =>
        dispatch(
          chatMessagesApi.util.updateQueryData('getRoomMessages', arg, (draft) => {
            recipe(draft as RoomHistory);
          }),
        ) as Patch,
    );
}

/** A message the server answered, into every held thread of the room that shows it (the side list). */
function replaceInThreads(
  dispatch: (action: unknown) => unknown,
  getState: () => AnyState,
  message: ChatMessage,
): void {
  for (const arg of chatMessagesApi.util.selectCachedArgsForQuery(getState(), 'getReplies'))
    if (arg.roomId === message.roomId)
      dispatch(
        chatMessagesApi.util.updateQueryData('getReplies', arg, (page) => {
          const index = page.messages.findIndex((held) => held.id === message.id);
          if (index >= 0) page.messages[index] = message;
        }),
      );
}

/** The error of a failed write in words (the server's text, already in the user's language). */
const wordsOf = (error: unknown): string => apiErrorOf((error as { error?: unknown })?.error)?.message ?? '';

export const chatMessagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /chat/rooms/{roomId}/messages?before|after|around&limit → pages oldest first (50 each). */
    getRoomMessages: build.infiniteQuery<ChatMessagesPage, RoomMessagesArg, HistoryPageParam>({
      infiniteQueryOptions: {
        initialPageParam: {},
        getNextPageParam: (lastPage) => {
          const after = lastRealId(lastPage);
          return lastPage.hasMoreAfter && after ? { after } : undefined;
        },
        getPreviousPageParam: (firstPage) => {
          const before = firstRealId(firstPage);
          return firstPage.hasMoreBefore && before ? { before } : undefined;
        },
      },
      query: ({ queryArg, pageParam }) => ({
        url: `/chat/rooms/${queryArg.roomId}/messages`,
        params: {
          limit: CHAT_PAGE_SIZE,
          before: pageParam.before,
          after: pageParam.after,
          around: pageParam.before === undefined && pageParam.after === undefined ? queryArg.around : undefined,
        },
      }),
      keepUnusedDataFor: 0,
      onCacheEntryAdded: subscribeRoomMessages,
    }),
    /** POST /chat/rooms/{roomId}/messages → 201 ChatMessage; optimistic copy until answered. */
    sendMessage: build.mutation<ChatMessage, SendMessageArg>({
      query: ({ roomId, text, clientId, replyTo }) => ({
        url: `/chat/rooms/${roomId}/messages`,
        method: 'POST',
        body: { text, clientId, ...(replyTo ? { replyToId: replyTo.id } : {}) },
      }),
      async onQueryStarted(arg, { dispatch, getState, queryFulfilled }) {
        const copy: ShownMessage = {
          id: nextPendingId(),
          roomId: arg.roomId,
          author: arg.author,
          text: arg.text,
          createdAt: new Date().toISOString(),
          editedAt: null,
          deletedAt: null,
          replyToId: arg.replyTo?.id ?? null,
          replyTo: arg.replyTo ?? null,
          replyCount: 0,
          reactions: [],
          mentions: [],
          mentionsRoom: false,
          clientId: arg.clientId,
          pending: 'sending',
        };
        patchHistories(dispatch, getState, arg.roomId, (history) => addPending(history, copy));
        try {
          const { data } = await queryFulfilled;
          patchHistories(dispatch, getState, arg.roomId, (history) => {
            if (upsertMessage(history, { ...data, clientId: arg.clientId }) && data.replyToId)
              raiseReplyCount(history, data.replyToId);
          });
        } catch (error) {
          patchHistories(dispatch, getState, arg.roomId, (history) =>
            failPending(history, arg.clientId, wordsOf(error)),
          );
        }
      },
    }),
    /** PUT /chat/messages/{id} {text} → ChatMessage (author only); the new text shows at once. */
    editMessage: build.mutation<ChatMessage, { id: number; roomId: number; text: string }>({
      query: ({ id, text }) => ({ url: `/chat/messages/${id}`, method: 'PUT', body: { text } }),
      async onQueryStarted({ id, roomId, text }, { dispatch, getState, queryFulfilled }) {
        const patches = patchHistories(dispatch, getState, roomId, (history) =>
          patchMessage(history, id, (message) => {
            message.text = text;
          }),
        );
        try {
          const { data } = await queryFulfilled;
          patchHistories(dispatch, getState, roomId, (history) => upsertMessage(history, data));
          replaceInThreads(dispatch, getState, data);
        } catch {
          patches.forEach((patch) => patch.undo());
        }
      },
    }),
    /** DELETE /chat/messages/{id} → the soft-deleted message (text '', no reactions). */
    deleteMessage: build.mutation<ChatMessage, { id: number; roomId: number }>({
      query: ({ id }) => ({ url: `/chat/messages/${id}`, method: 'DELETE' }),
      async onQueryStarted({ roomId }, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          patchHistories(dispatch, getState, roomId, (history) => upsertMessage(history, data));
          replaceInThreads(dispatch, getState, data);
        } catch {
          // The caller shows the error.
        }
      },
    }),
    /** PUT /chat/messages/{id}/reactions {emoji, active} → ChatMessage; optimistic, undone on failure. */
    reactToMessage: build.mutation<
      ChatMessage,
      { id: number; roomId: number; emoji: string; active: boolean; userId: number }
    >({
      query: ({ id, emoji, active }) => ({
        url: `/chat/messages/${id}/reactions`,
        method: 'PUT',
        body: { emoji, active },
      }),
      async onQueryStarted({ id, roomId, emoji, active, userId }, { dispatch, getState, queryFulfilled }) {
        const patches = patchHistories(dispatch, getState, roomId, (history) =>
          patchMessage(history, id, (message) => {
            message.reactions = toggledReactions(message.reactions, emoji, userId, active);
          }),
        );
        try {
          const { data } = await queryFulfilled;
          patchHistories(dispatch, getState, roomId, (history) =>
            patchMessage(history, id, (message) => {
              message.reactions = data.reactions;
            }),
          );
          replaceInThreads(dispatch, getState, data);
        } catch {
          patches.forEach((patch) => patch.undo());
        }
      },
    }),
    /** PUT /chat/rooms/{roomId}/read {messageId} → ChatReadState (the counters come live, chat:unread:updated). */
    markRoomRead: build.mutation<ChatReadState, { roomId: number; messageId: number }>({
      query: ({ roomId, messageId }) => ({ url: `/chat/rooms/${roomId}/read`, method: 'PUT', body: { messageId } }),
    }),
    /** GET /chat/messages/{id}/replies → the thread, oldest first (the side list of replies). */
    getReplies: build.query<ChatMessagesPage, { messageId: number; roomId: number }>({
      query: ({ messageId }) => ({ url: `/chat/messages/${messageId}/replies`, params: { limit: 200 } }),
      keepUnusedDataFor: 0,
      onCacheEntryAdded: subscribeReplies,
    }),
    /** GET /chat/rooms/{roomId}/members → ChatMember[] (the mention picker). */
    getRoomMembers: build.query<ChatMember[], number>({
      query: (roomId) => ({ url: `/chat/rooms/${roomId}/members` }),
      keepUnusedDataFor: 30,
    }),
    /** GET /chat/company/{companyId}/search?q&roomId → hits the caller may read. */
    searchMessages: build.query<ChatSearchHit[], { companyId: number; q: string; roomId?: number }>({
      query: ({ companyId, q, roomId }) => ({ url: `/chat/company/${companyId}/search`, params: { q, roomId } }),
    }),
  }),
});

export const {
  useGetRoomMessagesInfiniteQuery,
  useSendMessageMutation,
  useEditMessageMutation,
  useDeleteMessageMutation,
  useReactToMessageMutation,
  useMarkRoomReadMutation,
  useGetRepliesQuery,
  useGetRoomMembersQuery,
  useSearchMessagesQuery,
} = chatMessagesApi;

export { patchHistories };
