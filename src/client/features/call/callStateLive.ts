/**
 * Call state events and actions (issue 17 items 1, 2, 4), in the lazy chunk "CallLive":
 * - `call:updated` → `callUpdated` (the room's call for its header and lists) and, for this tab's
 *   call, the engine (mesh in line with the participants; hang up when the call ended);
 * - `call:replaced` for this tab's call → hang up here, "You joined this call from another tab";
 * - `call:signal` → the engine's mesh;
 * - `connectionReady`: after a reconnect with a call running, rejoin with the new socket; at the
 *   first ready of a page whose sessionStorage holds `activeCall` (a reload), join that call again
 *   (the server kept the participation for CALL_HEARTBEAT_TIMEOUT_MS);
 * - `signedOut`: hang up here (the token is gone: the server drops the tab after the timeout).
 * The engine chunk ("CallEngine") is loaded only when this tab has or had a call.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { CALL_EVENTS, type CallSignal, type ChatCallUpdate } from '../../../shared/chat/call.types';
import type { AppThunkDispatch, RootState, StoreExtra } from '../../app/store';
import { connectionReady } from '../connection/connectionSlice';
import { signedOut } from '../session/sessionSlice';
import { ACTIVE_CALL_KEY, joinCall, loadCallEngine } from './callActions';
import { callUpdated } from './callSlice';

const report = (error: unknown) => console.warn('[call] live update failed', error);

const isUpdate = (payload: unknown): payload is ChatCallUpdate =>
  typeof (payload as ChatCallUpdate | null)?.roomId === 'number' && 'call' in (payload as object);

/** The call this tab should rejoin after a reload, if any. */
function storedCall(): { roomId: number; companyId: number; roomName: string; callId?: number } | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(ACTIVE_CALL_KEY) ?? 'null') as {
      roomId?: unknown;
      companyId?: unknown;
      roomName?: unknown;
      callId?: unknown;
    } | null;
    if (typeof value?.roomId !== 'number' || typeof value.companyId !== 'number') return null;
    const callId = typeof value.callId === 'number' ? value.callId : undefined;
    return { roomId: value.roomId, companyId: value.companyId, roomName: String(value.roomName ?? ''), callId };
  } catch {
    return null;
  }
}

/** One call state event (see the file header). */
export function onCallStateEvent(
  event: string,
  payload: unknown,
  dispatch: AppThunkDispatch,
  getState: () => RootState,
  _extra: StoreExtra,
): void {
  const active = getState().call.active;
  if (event === CALL_EVENTS.updated) {
    if (!isUpdate(payload)) return;
    dispatch(callUpdated(payload));
    if (active?.roomId === payload.roomId)
      void loadCallEngine()
        .then((engine) => engine.syncSession(payload))
        .catch(report);
  } else if (event === CALL_EVENTS.replaced) {
    const roomId = (payload as { roomId?: unknown } | null)?.roomId;
    if (active && active.roomId === roomId)
      void loadCallEngine()
        .then((engine) => engine.hangUpLocally('replaced'))
        .catch(report);
  } else if (event === CALL_EVENTS.signal) {
    const signal = payload as CallSignal | null;
    if (active && signal?.roomId === active.roomId)
      void loadCallEngine()
        .then((engine) => engine.receiveSignal(signal))
        .catch(report);
  }
}

let firstReadySeen = false;

/** One forwarded action (see the file header). */
export async function onCallStateAction(
  action: UnknownAction,
  dispatch: AppThunkDispatch,
  getState: () => RootState,
  _extra: StoreExtra,
): Promise<void> {
  if (connectionReady.match(action)) {
    const first = !firstReadySeen;
    firstReadySeen = true;
    const active = getState().call.active;
    if (active?.status === 'joined') await (await loadCallEngine()).rejoinSession();
    else if (first && !active) {
      const stored = storedCall();
      if (stored) await dispatch(joinCall(stored));
    }
  } else if (signedOut.match(action)) {
    const engine = await loadCallEngine();
    engine.hangUpLocally('ended');
  }
}
