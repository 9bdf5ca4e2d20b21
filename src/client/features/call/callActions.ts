/**
 * THIN STUB (helper "invitations", issue 17): the engine helper owns this file (branch call-engine)
 * and replaces it wholesale — keep their version at merge. Only the agreed signatures live here so
 * the invitations code (callInvitationActions.ts) type-checks and builds before the engine lands.
 * - `joinCall({roomId, companyId, roomName, invite?})`: joins (starts) the room's call, acquires
 *   media, opens the call window, then invites (`invite`: user ids, or 'all' the room's members).
 * - `leaveCall()`: leaves this tab's call.
 */
import type { AppThunkDispatch, RootState, StoreExtra } from '../../app/store';

/** What joinCall needs: the room, its company, its name as shown, and whom to ring afterwards. */
export interface JoinCallArgs {
  roomId: number;
  companyId: number;
  roomName: string;
  invite?: number[] | 'all';
}

/** Stub: logs only (the engine's thunk joins the call). */
export const joinCall =
  (args: JoinCallArgs) =>
  async (_dispatch: AppThunkDispatch, _getState: () => RootState, _extra: StoreExtra): Promise<void> => {
    console.warn('[call] joinCall is not implemented on this branch', args);
  };

/** Stub: does nothing (the engine's thunk leaves the call). */
export const leaveCall =
  () =>
  async (_dispatch: AppThunkDispatch, _getState: () => RootState, _extra: StoreExtra): Promise<void> =>
    undefined;
