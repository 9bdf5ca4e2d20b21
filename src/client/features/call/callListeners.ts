/**
 * Conference calls' listeners (issue 17; like chat/chatListeners.ts): only registrations live in
 * the entry bundle; once signed in, every event of CALL_EVENTS the user's sockets receive is handed
 * to the lazy chunk callLive.ts ("CallLive") in arrival order, and sign-in / reconnect / sign-out
 * go to its `onCallAction` (load ringing invitations, rejoin the call after a reload or reconnect).
 */
import { isAnyOf } from '@reduxjs/toolkit';
import { CALL_EVENTS } from '../../../shared/chat/call.types';
import type { AppStartListening } from '../../app/store';
import { connectionReady } from '../connection/connectionSlice';
import { signedIn, signedOut, userLoaded } from '../session/sessionSlice';

const loadLive = () => import(/* webpackChunkName: "CallLive" */ './callLive');
const report = (error: unknown) => console.warn('[call] live update failed', error);

/** Registers the call listeners on one store's listener middleware. */
export function registerCallListeners(startListening: AppStartListening): void {
  let subscribed = false;
  startListening({
    matcher: isAnyOf(signedIn, userLoaded),
    effect: (_action, { dispatch, getState, extra }) => {
      if (subscribed) return;
      subscribed = true;
      for (const event of Object.values(CALL_EVENTS))
        extra.connection.on(event, (payload: unknown) => {
          void loadLive()
            .then((live) => live.onCallEvent(event, payload, dispatch, getState, extra))
            .catch(report);
        });
    },
  });
  startListening({
    matcher: isAnyOf(connectionReady, signedOut),
    effect: async (action, { dispatch, getState, extra }) => {
      if (signedOut.match(action) && getState().call.active === null && getState().callInvitations.items.length === 0)
        return;
      await loadLive()
        .then((live) => live.onCallAction(action, dispatch, getState, extra))
        .catch(report);
    },
  });
}
