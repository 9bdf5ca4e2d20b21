/**
 * Invitation events and actions (issue 17 item 3; spec/shell.md §3 Conference invitation, §4), in
 * the lazy "CallLive" chunk (callLive.ts routes them here):
 * - `call:invitation` CallInvitation → `invitationAdded` (the slice dedups by roomId and ignores one
 *   without roomId); the ringtone follows 100 ms later (callRinging.ts); on a hidden tab also a
 *   browser notification (only with permission granted; a click focuses the window, where the
 *   prompt waits). `call:invitation:ended` → `invitationEnded` (and that notification closes);
 * - `call:declined` CallDeclined → a toast "Boris declined the call" on the caller's tabs;
 * - `connectionReady` while signed in (the first after sign-in, and after every reconnect):
 *   GET /chat/call-invitations → `invitationsLoaded` (a failure is only logged). `signedOut`: the
 *   slice clears itself, the ringing stops with it.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { enqueueSnackbar } from '../../app/toasts';
import { CALL_EVENTS, type CallDeclined, type CallInvitation } from '../../../shared/chat/call.types';
import type { AppThunkDispatch, RootState, StoreExtra } from '../../app/store';
import { connectionReady } from '../connection/connectionSlice';
import { callInvitationsApi } from './callInvitationsApi';
import { invitationAdded, invitationEnded, invitationsLoaded } from './callInvitationsSlice';
import { callInviteT, invitationTitle } from './callInviteTexts';
import { watchRinging } from './callRinging';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const hasRoomId = (value: unknown): value is { roomId: number } & Record<string, unknown> =>
  isRecord(value) && typeof value.roomId === 'number';

const tabHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';
/** Browser notifications shown for ringing invitations, by roomId (closed when the ringing ends). */
const shown = new Map<number, Notification>();

/** The browser notification of `invitation` when the tab is hidden and permission was granted. */
export function notifyInvitation(invitation: CallInvitation, hidden: boolean = tabHidden()): Notification | null {
  if (!hidden || typeof window === 'undefined' || !('Notification' in window)) return null;
  if (Notification.permission !== 'granted') return null;
  try {
    const t = callInviteT();
    const notification = new Notification(invitationTitle(t, invitation), {
      body: t('notification.body'),
      tag: `call-invitation-${invitation.roomId}`,
      requireInteraction: true,
    });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
    shown.get(invitation.roomId)?.close();
    shown.set(invitation.roomId, notification);
    return notification;
  } catch {
    // Some mobile browsers allow notifications only from a service worker.
    return null;
  }
}

function closeNotification(roomId: number): void {
  shown.get(roomId)?.close();
  shown.delete(roomId);
}

/** One invitation event (see the file header); malformed payloads are ignored. */
export function onInvitationEvent(
  event: string,
  payload: unknown,
  dispatch: AppThunkDispatch,
  getState: () => RootState,
  extra: StoreExtra,
): void {
  if (!hasRoomId(payload)) return;
  switch (event) {
    case CALL_EVENTS.invitation: {
      watchRinging(dispatch, getState, extra.connection);
      const invitation = payload as unknown as CallInvitation;
      dispatch(invitationAdded(invitation));
      if (isRecord(invitation.from)) notifyInvitation(invitation);
      break;
    }
    case CALL_EVENTS.invitationEnded:
      dispatch(invitationEnded({ roomId: payload.roomId }));
      closeNotification(payload.roomId);
      break;
    case CALL_EVENTS.declined: {
      const declined = payload as unknown as CallDeclined;
      if (declined.userId === getState().session.user?.id) break;
      enqueueSnackbar(callInviteT()('declined', { name: declined.name }), { variant: 'info' });
      break;
    }
  }
}

/** GET /chat/call-invitations into the slice; a failure is only logged. */
export const loadInvitations = () => async (dispatch: AppThunkDispatch) => {
  const result = await dispatch(
    callInvitationsApi.endpoints.ringingCallInvitations.initiate(undefined, { subscribe: false, forceRefetch: true }),
  );
  if (Array.isArray(result.data)) dispatch(invitationsLoaded(result.data));
  else console.warn('[call] ringing invitations not loaded', result.error);
};

/** One action the listeners forward (see the file header). */
export async function onInvitationAction(
  action: UnknownAction,
  dispatch: AppThunkDispatch,
  getState: () => RootState,
  extra: StoreExtra,
): Promise<void> {
  if (!connectionReady.match(action) || !getState().session.isAuthenticated) return;
  watchRinging(dispatch, getState, extra.connection);
  await dispatch(loadInvitations());
}
