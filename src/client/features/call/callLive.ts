/**
 * What callListeners.ts hands over (issue 17), in the lazy chunk "CallLive":
 * - invitation events (`call:invitation`, `call:invitation:ended`, `call:declined`) →
 *   invitationLive.ts (ringing, incoming-call prompt, browser notification);
 * - call state events (`call:updated`, `call:replaced`, `call:signal`) → callStateLive.ts (the
 *   room calls, this tab's call and its WebRTC mesh);
 * - actions: `connectionReady` (first ready: load ringing invitations and rejoin a call kept in
 *   sessionStorage; after a reconnect: the same with the new socket) and `signedOut` (hang up).
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { CALL_EVENTS, type CallEventName } from '../../../shared/chat/call.types';
import type { AppThunkDispatch, RootState, StoreExtra } from '../../app/store';
import { onCallStateAction, onCallStateEvent } from './callStateLive';
import { onInvitationAction, onInvitationEvent } from './invitationLive';

const INVITATION_EVENTS: readonly string[] = [
  CALL_EVENTS.invitation,
  CALL_EVENTS.invitationEnded,
  CALL_EVENTS.declined,
];

/** One live call event (see the file header). */
export function onCallEvent(
  event: CallEventName,
  payload: unknown,
  dispatch: AppThunkDispatch,
  getState: () => RootState,
  extra: StoreExtra,
): void {
  if (INVITATION_EVENTS.includes(event)) onInvitationEvent(event, payload, dispatch, getState, extra);
  else onCallStateEvent(event, payload, dispatch, getState, extra);
}

/** One action the listeners forward (see the file header). */
export async function onCallAction(
  action: UnknownAction,
  dispatch: AppThunkDispatch,
  getState: () => RootState,
  extra: StoreExtra,
): Promise<void> {
  await Promise.all([
    onInvitationAction(action, dispatch, getState, extra),
    onCallStateAction(action, dispatch, getState, extra),
  ]);
}
