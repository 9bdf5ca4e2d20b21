/**
 * What the invitation prompt and the chat's call buttons do (issue 17 items 1, 3), kept apart from
 * the engine's callActions.ts, which is loaded only when used (its WebRTC code stays out of the
 * chunks that merely show a button):
 * - `startCall(args)`: dispatches the engine's `joinCall(args)` (join or start the room's call;
 *   `invite` rings user ids or 'all' members afterwards);
 * - `declineInvitation(roomId)`: POST /chat/rooms/{roomId}/call/decline, then `invitationEnded`
 *   (ringing stops at once; the server tells the caller and the user's other tabs). A failure (404:
 *   no longer ringing) still ends the invitation here.
 */
import type { AppThunkDispatch } from '../../app/store';
import type { JoinCallArgs } from './callActions';
import { callInvitationsApi } from './callInvitationsApi';
import { invitationEnded } from './callInvitationsSlice';

export type { JoinCallArgs };

/** Joins (starts) the call of `args.roomId` through the engine, loaded on first use. */
export const startCall = (args: JoinCallArgs) => async (dispatch: AppThunkDispatch) => {
  const { joinCall } = await import(/* webpackChunkName: "CallEngine" */ './callActions');
  await dispatch(joinCall(args));
};

/** Declines the ringing invitation of `roomId`; resolves with whether the server took it. */
export const declineInvitation =
  (roomId: number) =>
  async (dispatch: AppThunkDispatch): Promise<boolean> => {
    const result = await dispatch(callInvitationsApi.endpoints.declineCallInvitation.initiate(roomId));
    if ('error' in result) console.warn('[call] decline failed', result.error);
    dispatch(invitationEnded({ roomId }));
    return !('error' in result);
  };
