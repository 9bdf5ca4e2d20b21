/**
 * The call this tab is in and the calls running in rooms it watches (issue 17 item 1). Part of the
 * entry bundle: the call window stays open while the user moves around the app.
 * - `calls[roomId]`: the room's running call (`call:updated`; null: none), for the room header's
 *   "N in call" and Join button.
 * - `active`: this tab's call — status joining → joined → (left: null); `media` is what this tab
 *   sends; `minimized` folds the window to a bar. The WebRTC mesh itself lives outside Redux
 *   (MediaStreams are not serialisable): features/call/engine/*.
 * - `sessionStorage['activeCall']` keeps `{roomId, companyId}` so a reload rejoins (callRejoin).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CallMedia, ChatCall, ChatCallUpdate } from '../../../shared/chat/call.types';
import { signedOut } from '../session/sessionSlice';

export type ActiveCallStatus = 'joining' | 'joined';

export interface ActiveCall {
  roomId: number;
  companyId: number;
  roomName: string;
  status: ActiveCallStatus;
  /** What this tab sends (mute = audio false, camera off = video false). */
  media: CallMedia;
  minimized: boolean;
  /** The last error in words (join refused, no camera…), null when none. */
  error: string | null;
}

export interface CallState {
  calls: Record<number, ChatCall | null>;
  active: ActiveCall | null;
}

const initialState: CallState = { calls: {}, active: null };

export const callSlice = createSlice({
  name: 'call',
  initialState,
  reducers: {
    /** `call:updated` (and GET /chat/rooms/{roomId}/call answers). */
    callUpdated(state, action: PayloadAction<ChatCallUpdate>) {
      state.calls[action.payload.roomId] = action.payload.call;
    },
    callJoining(
      state,
      action: PayloadAction<{ roomId: number; companyId: number; roomName: string; media: CallMedia }>,
    ) {
      state.active = { ...action.payload, status: 'joining', minimized: false, error: null };
    },
    callJoined(state, action: PayloadAction<ChatCall>) {
      state.calls[action.payload.roomId] = action.payload;
      if (state.active?.roomId === action.payload.roomId) state.active.status = 'joined';
    },
    callLeft(state) {
      state.active = null;
    },
    localMediaChanged(state, action: PayloadAction<Partial<CallMedia>>) {
      if (state.active) Object.assign(state.active.media, action.payload);
    },
    callMinimized(state, action: PayloadAction<boolean>) {
      if (state.active) state.active.minimized = action.payload;
    },
    callFailed(state, action: PayloadAction<string | null>) {
      if (state.active) state.active.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
  },
});

export const { callUpdated, callJoining, callJoined, callLeft, localMediaChanged, callMinimized, callFailed } =
  callSlice.actions;

type WithCall = { call: CallState };
export const selectActiveCall = (state: WithCall) => state.call.active;
export const selectRoomCall = (state: WithCall, roomId: number) => state.call.calls[roomId] ?? null;
