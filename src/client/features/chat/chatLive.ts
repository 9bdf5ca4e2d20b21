/**
 * What chatListeners.ts hands over (issue 16 item 2; spec/shell.md §3 Unread counters, §4
 * Switching company, §8 "Unread-count failure is only logged"), in a lazy chunk ("ChatLive") so
 * the entry bundle every page loads keeps only the listener registrations:
 * - `onChatEvent`: `chat:unread:updated` → unreadUpdated, `chat:room:created|updated|removed`,
 *   `chat:conference:updated` → conferenceUpdated, `chat:notification` → roomActivity (the lists
 *   reorder even when the room is not open) and the toast / sound / browser notification of
 *   chatNotify.tsx (loaded with the first message);
 * - `onChatAction`: `companySelected(id)` loads that company's unread counts (the launcher's badge,
 *   even while the panel is closed) and, while the panel is open, its rooms; opening the panel
 *   loads the rooms once; after a reconnect the counts (and the rooms, when loaded) are loaded
 *   again; signing out forgets the company and closes the panel.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import {
  CHAT_EVENTS,
  type ChatConferenceUpdate,
  type ChatNotification,
  type ChatRoom,
  type ChatRoomUpdate,
  type ChatUnreadUpdate,
} from '../../../shared/chat/chat.types';
import type { AppThunkDispatch, RootState } from '../../app/store';
import { connectionReady } from '../connection/connectionSlice';
import { signedOut } from '../session/sessionSlice';
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

type GetState = () => RootState;

/** One live chat event (payloads checked, not trusted) into the slice. */
export function onChatEvent(event: string, payload: unknown, dispatch: AppThunkDispatch, getState: GetState): void {
  switch (event) {
    case CHAT_EVENTS.unreadUpdated:
      if (hasNumbers(payload, 'companyId', 'roomId') && isRecord(payload.counts))
        dispatch(unreadUpdated(payload as unknown as ChatUnreadUpdate));
      return;
    case CHAT_EVENTS.roomCreated:
      if (hasNumbers(payload, 'id', 'companyId')) dispatch(roomUpserted(payload as unknown as ChatRoom));
      return;
    case CHAT_EVENTS.roomUpdated:
      if (hasNumbers(payload, 'id', 'companyId')) dispatch(roomUpdated(payload as unknown as ChatRoomUpdate));
      return;
    case CHAT_EVENTS.roomRemoved: {
      if (!hasNumbers(payload, 'roomId')) return;
      const wasPublic = listedRoom(getState(), payload.roomId)?.type === 'public';
      dispatch(roomRemoved({ roomId: payload.roomId }));
      // A public room the user left stays visible to them, as "not joined".
      if (wasPublic) void dispatch(refetchRoom(payload.roomId));
      return;
    }
    case CHAT_EVENTS.conferenceUpdated:
      if (hasNumbers(payload, 'roomId', 'companyId'))
        dispatch(conferenceUpdated(payload as unknown as ChatConferenceUpdate));
      return;
    case CHAT_EVENTS.notification: {
      if (!hasNumbers(payload, 'roomId', 'companyId') || !isRecord(payload.message)) return;
      const notification = payload as unknown as ChatNotification;
      const { id, createdAt } = notification.message;
      if (typeof id === 'number' && typeof createdAt === 'string')
        dispatch(roomActivity({ roomId: notification.roomId, messageId: id, at: createdAt }));
      void import(/* webpackChunkName: "ChatLive" */ './chatNotify')
        .then(({ notifyChatMessage }) => notifyChatMessage(notification, dispatch, getState))
        .catch((error: unknown) => console.warn('[chat] notification not shown', error));
      return;
    }
  }
}

/** The loads an action calls for (see the file header). */
export function onChatAction(action: UnknownAction, dispatch: AppThunkDispatch, getState: GetState): void {
  const { chatWindow, connection } = getState();
  if (companySelected.match(action)) {
    if (action.payload === null) return;
    void dispatch(loadUnreadCounts(action.payload));
    if (chatWindow.open) void dispatch(loadChatRooms(action.payload));
  } else if (chatOpened.match(action) || chatToggled.match(action)) {
    if (chatWindow.open && chatWindow.companyId !== null && !chatWindow.roomsLoaded)
      void dispatch(loadChatRooms(chatWindow.companyId));
  } else if (connectionReady.match(action)) {
    if (connection.reconnectCount === 0 || chatWindow.companyId === null) return;
    void dispatch(loadUnreadCounts(chatWindow.companyId));
    if (chatWindow.roomsLoaded || chatWindow.open) void dispatch(loadChatRooms(chatWindow.companyId));
  } else if (signedOut.match(action)) {
    dispatch(chatClosed());
    dispatch(companySelected(null));
  }
}
