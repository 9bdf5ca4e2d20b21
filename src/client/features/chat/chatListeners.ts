/**
 * Chat's live events and loads (issue 16 item 2; spec/shell.md §3 Unread counters, §4 Switching
 * company, §8 "Unread-count failure is only logged"; DESIGN §6 listener middleware):
 * - once signed in, the chat events of the user's room (`user:<id>`, `company:<id>`) feed the
 *   `chatWindow` slice: `chat:unread:updated` → unreadUpdated, `chat:room:created|updated|removed`,
 *   `chat:conference:updated` → conferenceUpdated, `chat:notification` → roomActivity (the lists
 *   reorder even when the room is not open) and the toast / sound / browser notification of
 *   chatNotify.ts (a lazy chunk, loaded on the first message);
 * - `companySelected(id)` loads that company's unread counts (the launcher's badge, even while the
 *   panel is closed) and, while the panel is open, its rooms; opening the panel loads the rooms
 *   once; after a reconnect the counts (and the rooms, when loaded) are loaded again;
 * - signing out forgets the company and closes the panel.
 * Part of the entry bundle: only types, the slice and chatRoomsApi (no zod, no MUI).
 */
import { isAnyOf } from '@reduxjs/toolkit';
import {
  CHAT_EVENTS,
  type ChatConferenceUpdate,
  type ChatNotification,
  type ChatRoom,
  type ChatRoomUpdate,
  type ChatUnreadUpdate,
} from '../../../shared/chat/chat.types';
import type { AppStartListening, AppThunkDispatch, RootState } from '../../app/store';
import { connectionReady } from '../connection/connectionSlice';
import { signedIn, signedOut, userLoaded } from '../session/sessionSlice';
import { chatRoomsApi, refetchRoom } from './chatRoomsApi';
import {
  chatClosed,
  chatOpened,
  chatToggled,
  companySelected,
  conferenceUpdated,
  roomActivity,
  roomRemoved,
  roomUpdated,
  roomUpserted,
  roomsLoaded,
  unreadCountsLoaded,
  unreadUpdated,
} from './chatWindowSlice';
import { listedRoom } from './openRoom';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const hasNumbers = (value: unknown, ...keys: string[]): value is Record<string, number> =>
  isRecord(value) && keys.every((key) => typeof value[key] === 'number');

/** GET unread-counts of `companyId` into the slice; a failure is only logged (spec §8). */
export const loadUnreadCounts = (companyId: number) => async (dispatch: AppThunkDispatch) => {
  const result = await dispatch(
    chatRoomsApi.endpoints.chatUnreadCounts.initiate(companyId, { subscribe: false, forceRefetch: true }),
  );
  if (result.data) dispatch(unreadCountsLoaded({ companyId, counts: result.data }));
  else console.warn('Chat unread counts not loaded', result.error);
};

const roomLoads = new WeakMap<object, Map<number, Promise<boolean>>>();
/**
 * GET rooms of `companyId` into the slice (one call at a time per company and store); resolves with
 * whether they came. A failure leaves `roomsLoaded` false (the panel says so and offers a retry).
 */
export const loadChatRooms =
  (companyId: number) =>
  (dispatch: AppThunkDispatch, getState: () => RootState, extra: object): Promise<boolean> => {
    const pending = roomLoads.get(extra) ?? new Map<number, Promise<boolean>>();
    roomLoads.set(extra, pending);
    const running = pending.get(companyId);
    if (running) return running;
    const load = (async () => {
      const result = await dispatch(
        chatRoomsApi.endpoints.chatRooms.initiate({ companyId }, { subscribe: false, forceRefetch: true }),
      );
      pending.delete(companyId);
      if (!result.data) return false;
      dispatch(roomsLoaded({ companyId, rooms: result.data }));
      return getState().chatWindow.companyId === companyId;
    })();
    pending.set(companyId, load);
    return load;
  };

/** Registers the chat listeners on one store's listener middleware. */
export function registerChatListeners(startListening: AppStartListening): void {
  let subscribed = false;

  startListening({
    matcher: isAnyOf(signedIn, userLoaded),
    effect: (_action, { dispatch, getState, extra }) => {
      if (subscribed) return;
      subscribed = true;
      const on = (event: string, handle: (payload: unknown) => void) => extra.connection.on(event, handle);
      on(CHAT_EVENTS.unreadUpdated, (payload) => {
        if (hasNumbers(payload, 'companyId', 'roomId') && isRecord(payload.counts))
          dispatch(unreadUpdated(payload as unknown as ChatUnreadUpdate));
      });
      on(CHAT_EVENTS.roomCreated, (payload) => {
        if (hasNumbers(payload, 'id', 'companyId')) dispatch(roomUpserted(payload as unknown as ChatRoom));
      });
      on(CHAT_EVENTS.roomUpdated, (payload) => {
        if (hasNumbers(payload, 'id', 'companyId')) dispatch(roomUpdated(payload as unknown as ChatRoomUpdate));
      });
      on(CHAT_EVENTS.roomRemoved, (payload) => {
        if (!hasNumbers(payload, 'roomId')) return;
        const wasPublic = listedRoom(getState(), payload.roomId)?.type === 'public';
        dispatch(roomRemoved({ roomId: payload.roomId }));
        // A public room the user left stays visible to them, as "not joined".
        if (wasPublic) void dispatch(refetchRoom(payload.roomId));
      });
      on(CHAT_EVENTS.conferenceUpdated, (payload) => {
        if (hasNumbers(payload, 'roomId', 'companyId'))
          dispatch(conferenceUpdated(payload as unknown as ChatConferenceUpdate));
      });
      on(CHAT_EVENTS.notification, (payload) => {
        if (!hasNumbers(payload, 'roomId', 'companyId') || !isRecord(payload.message)) return;
        const notification = payload as unknown as ChatNotification;
        const { id, createdAt } = notification.message;
        if (typeof id === 'number' && typeof createdAt === 'string')
          dispatch(roomActivity({ roomId: notification.roomId, messageId: id, at: createdAt }));
        void import(/* webpackChunkName: "ChatNotify" */ './chatNotify')
          .then(({ notifyChatMessage }) => notifyChatMessage(notification, dispatch, getState))
          .catch((error: unknown) => console.warn('Chat notification not shown', error));
      });
    },
  });

  startListening({
    actionCreator: companySelected,
    effect: (action, { dispatch, getState }) => {
      const companyId = action.payload;
      if (companyId === null) return;
      void dispatch(loadUnreadCounts(companyId));
      if (getState().chatWindow.open) void dispatch(loadChatRooms(companyId));
    },
  });

  startListening({
    matcher: isAnyOf(chatOpened, chatToggled),
    effect: (_action, { dispatch, getState }) => {
      const { open, companyId, roomsLoaded: loaded } = getState().chatWindow;
      if (open && companyId !== null && !loaded) void dispatch(loadChatRooms(companyId));
    },
  });

  startListening({
    actionCreator: connectionReady,
    effect: (_action, { dispatch, getState }) => {
      const { connection, chatWindow } = getState();
      if (connection.reconnectCount === 0 || chatWindow.companyId === null) return;
      void dispatch(loadUnreadCounts(chatWindow.companyId));
      if (chatWindow.roomsLoaded || chatWindow.open) void dispatch(loadChatRooms(chatWindow.companyId));
    },
  });

  startListening({
    actionCreator: signedOut,
    effect: (_action, { dispatch }) => {
      dispatch(chatClosed());
      dispatch(companySelected(null));
    },
  });
}
