/**
 * The call thunks (issue 17 item 1; the invitations' Accept and the room header's Call button
 * dispatch them). Tiny on purpose: each loads the engine chunk ("CallEngine", engine/callEngine.ts)
 * and runs there, so WebRTC code stays out of the entry bundle and the chat chunk.
 * - `joinCall({roomId, companyId, roomName, invite?})`: joins (starting the call when none runs),
 *   acquires the camera and microphone, opens the call window, then invites `invite` (user ids, or
 *   'all': every member not in the call — a dialog's other person). Joining another room's call
 *   leaves the current one first; joining the current one again shows its window.
 * - `leaveCall()`: hangs up.
 * - `toggleMicrophone()`, `toggleCamera()`, `toggleScreenShare()`: this tab's media.
 * Errors are not thrown: they are shown in the call window's status line or as a toast.
 */
import type { AppThunkDispatch, RootState, StoreExtra } from '../../app/store';
import type { JoinCallArgs } from './engine/callSession';

export type { JoinCallArgs };

/** sessionStorage key of the call to rejoin after a reload: `{roomId, companyId, roomName, callId}`. */
export const ACTIVE_CALL_KEY = 'activeCall';

/** The engine chunk, loaded once. */
export const loadCallEngine = () => import(/* webpackChunkName: "CallEngine" */ './engine/callEngine');

type CallThunk = (dispatch: AppThunkDispatch, getState: () => RootState, extra: StoreExtra) => Promise<void>;

const report = (error: unknown) => console.warn('[call] action failed', error);

export const joinCall =
  (args: JoinCallArgs): CallThunk =>
  (dispatch, getState, extra) =>
    loadCallEngine()
      .then((engine) => engine.joinSession(args, dispatch, getState, extra))
      .catch(report);

export const leaveCall = (): CallThunk => (dispatch, getState) =>
  loadCallEngine()
    .then((engine) => engine.leaveSession(dispatch, getState))
    .catch(report);

export const toggleMicrophone = (): CallThunk => () =>
  loadCallEngine()
    .then((engine) => engine.toggleMicrophone())
    .catch(report);

export const toggleCamera = (): CallThunk => () =>
  loadCallEngine()
    .then((engine) => engine.toggleCamera())
    .catch(report);

export const toggleScreenShare = (): CallThunk => () =>
  loadCallEngine()
    .then((engine) => engine.toggleScreenShare())
    .catch(report);
