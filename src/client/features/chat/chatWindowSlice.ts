/**
 * Chat window state (spec/shell.md §3 Chat room / Unread counters / Chat window state, §4
 * "Switching company", conference flag; §9 default width 600, storage keys chatPosition/chatSize;
 * DESIGN §6 slice `chatWindow`; issue 16 item 2).
 *
 * - `open`, `position` ({left, top} px, null: docked at the default place) and `size` ({width,
 *   height?} px; width default 600, height unset). Position and size are read from and written to
 *   localStorage `chatPosition` / `chatSize` (JSON) by registerChatWindowListeners.
 * - `companyId`: the company whose rooms show; `companySelected` clears rooms, the selected room,
 *   writing users, unread counts and the conference flag (§4).
 * - `rooms`: the three room lists (public, private, dialog), each newest activity first.
 * - `selectedRoom`: the open room (a copy kept in step with the lists).
 * - `writingUsers`: per room id, who is typing and until when (ms since epoch; TYPING_EXPIRY_MS
 *   after their last `chat:typing`), pruned by `typingExpired`.
 * - `unreadCounts`: the company's counters (uncapped; the badge caps at 9).
 * - `conferenceActive`: the selected room's call flag (issue 17); `conferenceUpdated` sets a room's
 *   flag in each of the three lists and on the selected room (§4).
 * Every payload is serialisable; times come in payloads (prepare callbacks), so replaying recorded
 * actions gives the same state.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { STORAGE_KEYS } from '../../../shared/constants';
import {
  CHAT_ROOM_TYPES,
  DEFAULT_CHAT_WIDTH,
  TYPING_EXPIRY_MS,
  type ChatConferenceUpdate,
  type ChatRoom,
  type ChatRoomType,
  type ChatRoomUpdate,
  type ChatUnreadUpdate,
  type UnreadCounts,
} from '../../../shared/chat/chat.types';
import type { AppStartListening } from '../../app/store';

export interface ChatPosition {
  left: number;
  top: number;
}
export interface ChatSize {
  width: number;
  height?: number;
}
export interface WritingUser {
  userId: number;
  name: string;
  /** ms since epoch after which the line forgets them. */
  until: number;
}

export interface ChatWindowState {
  open: boolean;
  position: ChatPosition | null;
  size: ChatSize;
  companyId: number | null;
  rooms: Record<ChatRoomType, ChatRoom[]>;
  /** The lists of `companyId` have been loaded once. */
  roomsLoaded: boolean;
  selectedRoom: ChatRoom | null;
  writingUsers: Record<number, WritingUser[]>;
  unreadCounts: UnreadCounts;
  conferenceActive: boolean;
}

export const EMPTY_UNREAD_COUNTS: UnreadCounts = { public: 0, private: 0, dialog: 0, total: 0 };
const emptyRooms = (): Record<ChatRoomType, ChatRoom[]> => ({ public: [], private: [], dialog: [] });

const readJson = (key: string): unknown => {
  try {
    const text = typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
};
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The stored position, when it is two finite numbers. */
export function storedChatPosition(): ChatPosition | null {
  const value = readJson(STORAGE_KEYS.chatPosition) as Partial<ChatPosition> | null;
  return value && isFiniteNumber(value.left) && isFiniteNumber(value.top) ? { left: value.left, top: value.top } : null;
}

/** The stored size (width default 600; height only when stored). */
export function storedChatSize(): ChatSize {
  const value = readJson(STORAGE_KEYS.chatSize) as Partial<ChatSize> | null;
  const width = value && isFiniteNumber(value.width) && value.width > 0 ? value.width : DEFAULT_CHAT_WIDTH;
  return value && isFiniteNumber(value.height) && value.height > 0 ? { width, height: value.height } : { width };
}

export function initialChatWindowState(): ChatWindowState {
  return {
    open: false,
    position: storedChatPosition(),
    size: storedChatSize(),
    companyId: null,
    rooms: emptyRooms(),
    roomsLoaded: false,
    selectedRoom: null,
    writingUsers: {},
    unreadCounts: EMPTY_UNREAD_COUNTS,
    conferenceActive: false,
  };
}

/** Newest activity first (rooms without messages by creation), then by id for a stable order. */
const byActivity = (a: ChatRoom, b: ChatRoom): number =>
  (b.lastMessageAt ?? b.createdAt).localeCompare(a.lastMessageAt ?? a.createdAt) || b.id - a.id;

/** Applies `change` to the room `roomId` in every list and on the selected room. */
function patchRoom(state: ChatWindowState, roomId: number, change: (room: ChatRoom) => void): void {
  for (const type of CHAT_ROOM_TYPES) for (const room of state.rooms[type]) if (room.id === roomId) change(room);
  if (state.selectedRoom?.id === roomId) change(state.selectedRoom);
}

export const chatWindowSlice = createSlice({
  name: 'chatWindow',
  initialState: initialChatWindowState,
  reducers: {
    chatOpened(state) {
      state.open = true;
    },
    chatClosed(state) {
      state.open = false;
    },
    chatToggled(state) {
      state.open = !state.open;
    },
    chatMoved(state, action: PayloadAction<ChatPosition | null>) {
      state.position = action.payload;
    },
    chatResized(state, action: PayloadAction<ChatSize>) {
      state.size = action.payload;
    },
    /** §4: a different company clears rooms, selected room, writing users, unread counts and the conference flag. */
    companySelected(state, action: PayloadAction<number | null>) {
      state.companyId = action.payload;
      state.rooms = emptyRooms();
      state.roomsLoaded = false;
      state.selectedRoom = null;
      state.writingUsers = {};
      state.unreadCounts = EMPTY_UNREAD_COUNTS;
      state.conferenceActive = false;
    },
    /** The company's rooms as GET /chat/company/{companyId}/rooms answered (ignored for another company). */
    roomsLoaded(state, action: PayloadAction<{ companyId: number; rooms: ChatRoom[] }>) {
      if (action.payload.companyId !== state.companyId) return;
      const rooms = emptyRooms();
      for (const room of action.payload.rooms) rooms[room.type].push(room);
      for (const type of CHAT_ROOM_TYPES) rooms[type].sort(byActivity);
      state.rooms = rooms;
      state.roomsLoaded = true;
      if (state.selectedRoom) {
        const fresh = action.payload.rooms.find((room) => room.id === state.selectedRoom?.id);
        if (fresh) state.selectedRoom = fresh;
        state.conferenceActive = Boolean(state.selectedRoom?.conferenceActive);
      }
    },
    /** A room created, joined or refetched: inserted or replaced in its list. */
    roomUpserted(state, action: PayloadAction<ChatRoom>) {
      const room = action.payload;
      if (room.companyId !== state.companyId) return;
      const list = state.rooms[room.type].filter((other) => other.id !== room.id);
      list.push(room);
      state.rooms[room.type] = list.sort(byActivity);
      if (state.selectedRoom?.id === room.id) {
        state.selectedRoom = room;
        state.conferenceActive = room.conferenceActive;
      }
    },
    /** Shared room fields changed (`chat:room:updated`). */
    roomUpdated(state, action: PayloadAction<ChatRoomUpdate>) {
      const { id, name, topic, archived, memberCount, conferenceActive } = action.payload;
      patchRoom(state, id, (room) => Object.assign(room, { name, topic, archived, memberCount, conferenceActive }));
      if (state.selectedRoom?.id === id) state.conferenceActive = conferenceActive;
    },
    /** The caller left or lost the room (`chat:room:removed`). */
    roomRemoved(state, action: PayloadAction<{ roomId: number }>) {
      const { roomId } = action.payload;
      for (const type of CHAT_ROOM_TYPES) state.rooms[type] = state.rooms[type].filter((room) => room.id !== roomId);
      delete state.writingUsers[roomId];
      if (state.selectedRoom?.id === roomId) {
        state.selectedRoom = null;
        state.conferenceActive = false;
      }
    },
    roomSelected(state, action: PayloadAction<ChatRoom | null>) {
      state.selectedRoom = action.payload;
      state.conferenceActive = Boolean(action.payload?.conferenceActive);
      if (action.payload) state.open = true;
    },
    unreadCountsLoaded(state, action: PayloadAction<{ companyId: number; counts: UnreadCounts }>) {
      if (action.payload.companyId === state.companyId) state.unreadCounts = action.payload.counts;
    },
    /** `chat:unread:updated`: the counters and the room's own counts and read mark. */
    unreadUpdated(state, action: PayloadAction<ChatUnreadUpdate>) {
      const update = action.payload;
      if (update.companyId !== state.companyId) return;
      state.unreadCounts = update.counts;
      patchRoom(state, update.roomId, (room) => {
        room.unreadCount = update.unreadCount;
        room.mentionCount = update.mentionCount;
        room.lastReadMessageId = update.lastReadMessageId;
      });
    },
    /** A message arrived in a room: its activity time moves it to the top of its list. */
    roomActivity(state, action: PayloadAction<{ roomId: number; messageId: number; at: string }>) {
      const { roomId, messageId, at } = action.payload;
      patchRoom(state, roomId, (room) => {
        if (room.lastMessageId !== null && room.lastMessageId >= messageId) return;
        room.lastMessageId = messageId;
        room.lastMessageAt = at;
      });
      for (const type of CHAT_ROOM_TYPES) state.rooms[type].sort(byActivity);
    },
    typingReceived: {
      reducer(state, action: PayloadAction<{ roomId: number; userId: number; name: string; at: number }>) {
        const { roomId, userId, name, at } = action.payload;
        const writers = (state.writingUsers[roomId] ?? []).filter((writer) => writer.userId !== userId);
        writers.push({ userId, name, until: at + TYPING_EXPIRY_MS });
        state.writingUsers[roomId] = writers;
      },
      prepare(typing: { roomId: number; userId: number; name: string }, at: number = Date.now()) {
        return { payload: { ...typing, at } };
      },
    },
    /** The writer's message arrived: they are no longer typing. */
    typingStopped(state, action: PayloadAction<{ roomId: number; userId: number }>) {
      const { roomId, userId } = action.payload;
      const writers = state.writingUsers[roomId]?.filter((writer) => writer.userId !== userId);
      if (writers?.length) state.writingUsers[roomId] = writers;
      else delete state.writingUsers[roomId];
    },
    /** Forgets writers whose time ran out (6 s after their last signal). */
    typingExpired: {
      reducer(state, action: PayloadAction<{ now: number }>) {
        for (const [roomId, writers] of Object.entries(state.writingUsers)) {
          const left = writers.filter((writer) => writer.until > action.payload.now);
          if (left.length) state.writingUsers[Number(roomId)] = left;
          else delete state.writingUsers[Number(roomId)];
        }
      },
      prepare(now: number = Date.now()) {
        return { payload: { now } };
      },
    },
    /** §4: the conference flag of a room, in each of the three lists and on the selected room. */
    conferenceUpdated(state, action: PayloadAction<ChatConferenceUpdate>) {
      const { roomId, companyId, conferenceActive } = action.payload;
      if (companyId !== state.companyId) return;
      patchRoom(state, roomId, (room) => {
        room.conferenceActive = conferenceActive;
      });
      if (state.selectedRoom?.id === roomId) state.conferenceActive = conferenceActive;
    },
  },
});

export const {
  chatOpened,
  chatClosed,
  chatToggled,
  chatMoved,
  chatResized,
  companySelected,
  roomsLoaded,
  roomUpserted,
  roomUpdated,
  roomRemoved,
  roomSelected,
  unreadCountsLoaded,
  unreadUpdated,
  roomActivity,
  typingReceived,
  typingStopped,
  typingExpired,
  conferenceUpdated,
} = chatWindowSlice.actions;

type WithChat = { chatWindow: ChatWindowState };
export const selectChatWindow = (state: WithChat) => state.chatWindow;
export const selectChatOpen = (state: WithChat) => state.chatWindow.open;
export const selectUnreadCounts = (state: WithChat) => state.chatWindow.unreadCounts;
export const selectSelectedRoom = (state: WithChat) => state.chatWindow.selectedRoom;
const NO_WRITERS: WritingUser[] = [];
export const selectWritingUsers = (state: WithChat, roomId: number): WritingUser[] =>
  state.chatWindow.writingUsers[roomId] ?? NO_WRITERS;

const write = (key: string, value: unknown): void => {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the window keeps its place for this page only.
  }
};

/** Keeps `chatPosition` / `chatSize` in localStorage in step with the slice (spec/shell.md §9). */
export function registerChatWindowListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: chatMoved,
    effect: (action) => write(STORAGE_KEYS.chatPosition, action.payload),
  });
  startListening({
    actionCreator: chatResized,
    effect: (action) => write(STORAGE_KEYS.chatSize, action.payload),
  });
}
