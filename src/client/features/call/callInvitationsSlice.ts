/**
 * Ringing conference invitations (spec/shell.md §3 Conference invitation, §4 Conference invitations;
 * issue 17 item 3). Part of the entry bundle (an invitation rings on any page).
 * - `invitationAdded`: deduplicated by roomId (a second one for the same room replaces the first
 *   in place), ignored without a numeric roomId (§4). The ringtone starts 100 ms later
 *   (CALL_RING_DELAY_MS; callRinging.ts), gated by callSoundEnabled and the room/person mutes.
 * - `invitationEnded({roomId})`: accepted, declined, missed or the call ended — ringing stops.
 * - `invitationsLoaded(list)`: GET /chat/call-invitations after sign-in or a reconnect (replaces all).
 * - `signedOut` clears them.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CallInvitation } from '../../../shared/chat/call.types';
import { signedOut } from '../session/sessionSlice';

export interface CallInvitationsState {
  items: CallInvitation[];
}

const initialState: CallInvitationsState = { items: [] };

const hasRoomId = (value: unknown): value is CallInvitation =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { roomId?: unknown }).roomId === 'number' &&
  Number.isFinite((value as { roomId: number }).roomId);

export const callInvitationsSlice = createSlice({
  name: 'callInvitations',
  initialState,
  reducers: {
    /** §4: deduplicated by roomId, ignored without roomId. */
    invitationAdded(state, action: PayloadAction<CallInvitation>) {
      const invitation = action.payload;
      if (!hasRoomId(invitation)) return;
      const index = state.items.findIndex((item) => item.roomId === invitation.roomId);
      if (index >= 0) state.items[index] = invitation;
      else state.items.push(invitation);
    },
    invitationEnded(state, action: PayloadAction<{ roomId: number }>) {
      state.items = state.items.filter((item) => item.roomId !== action.payload.roomId);
    },
    invitationsLoaded(state, action: PayloadAction<CallInvitation[]>) {
      if (!Array.isArray(action.payload)) return;
      const byRoom = new Map<number, CallInvitation>();
      for (const invitation of action.payload) if (hasRoomId(invitation)) byRoom.set(invitation.roomId, invitation);
      state.items = [...byRoom.values()];
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
  },
});

export const { invitationAdded, invitationEnded, invitationsLoaded } = callInvitationsSlice.actions;

type WithInvitations = { callInvitations: CallInvitationsState };
export const selectCallInvitations = (state: WithInvitations) => state.callInvitations.items;
