/**
 * This tab's running call outside Redux (issue 17 items 1, 2): the local media, the mesh, the
 * speaking detector and the heartbeat, plus what every engine module shares — sending a signal,
 * telling the server what this tab sends (PUT …/call/media), tearing everything down. One call per
 * tab at most. `window.__teamspaceCall` (testing hook, e2e/call.spec.ts) reads the connections and
 * shares a given track as the screen through the same path as the Share screen button.
 */
import { CALL_SOCKET_EVENTS, type CallSignal } from '../../../../shared/chat/call.types';
import type { AppThunkDispatch, RootState, StoreExtra } from '../../../app/store';
import { ACTIVE_CALL_KEY } from '../callActions';
import { callApi } from '../callApi';
import { callUpdated } from '../callSlice';
import type { Mesh } from './mesh';
import { mediaStore } from './mediaStore';
import type { LinkSignal } from './peerLink';
import type { SpeakingDetector } from './speaking';

export { ACTIVE_CALL_KEY };

export interface Session {
  roomId: number;
  companyId: number;
  selfId: number;
  local: MediaStream;
  screen: { track: MediaStreamTrack; stream: MediaStream } | null;
  /** Null until the join answer (with the ICE servers) arrives. */
  mesh: Mesh | null;
  /** Signals that arrived before the mesh existed, applied once it does. */
  early: CallSignal[];
  speaking: SpeakingDetector;
  /** Most participants seen at once (a dialog's call ends here when it drops back to 1). */
  peak: number;
  heartbeat: ReturnType<typeof setInterval> | undefined;
  dispatch: AppThunkDispatch;
  getState: () => RootState;
  extra: StoreExtra;
}

let current: Session | null = null;

export const getSession = (): Session | null => current;
export const setSession = (session: Session | null): void => {
  current = session;
};

/** Sends one signal to `toUserId` over this tab's socket (failures are only logged: ICE retries). */
export function sendSignal(session: Session, toUserId: number, signal: LinkSignal): void {
  const payload: CallSignal = { roomId: session.roomId, toUserId, ...(signal as Omit<CallSignal, 'roomId'>) };
  session.extra.connection
    .emitWithAck(CALL_SOCKET_EVENTS.signal, payload)
    .then((ack) => {
      if ((ack as { ok?: boolean } | undefined)?.ok === false) console.warn('[call] signal refused', ack);
    })
    .catch((error: unknown) => console.warn('[call] signal not sent', error));
}

/** PUT …/call/media with what this tab sends now; the answer updates the room's call. */
export async function putMedia(session: Session): Promise<void> {
  const media = session.getState().call.active?.media;
  if (!media) return;
  const answer = await session.dispatch(callApi.endpoints.callMedia.initiate({ roomId: session.roomId, media }));
  if ('data' in answer && answer.data)
    session.dispatch(callUpdated({ roomId: session.roomId, companyId: session.companyId, call: answer.data }));
}

/** Stops every local track, closes every connection and forgets the session (Redux is the caller's). */
export function teardown(): void {
  const session = current;
  current = null;
  if (!session) return;
  clearInterval(session.heartbeat);
  session.mesh?.close();
  session.speaking.close();
  session.local.getTracks().forEach((track) => track.stop());
  session.screen?.track.stop();
  mediaStore.reset();
  try {
    sessionStorage.removeItem(ACTIVE_CALL_KEY);
  } catch {
    // storage unavailable: nothing to forget
  }
}

/** The testing hook's shape (e2e/call.spec.ts). */
export interface CallTestingHook {
  /** This tab's RTCPeerConnection to each other participant, by userId. */
  connections(): Record<number, RTCPeerConnection>;
  /** Shares `track` as the screen (as the Share screen button does with getDisplayMedia's track). */
  shareScreenTrack(track: MediaStreamTrack): Promise<void>;
}

/** Installs `window.__teamspaceCall` (getters only; harmless in production). */
export function installTestingHook(shareScreenTrack: (track: MediaStreamTrack) => Promise<void>): void {
  if (typeof window === 'undefined') return;
  const hook: CallTestingHook = {
    connections: () => Object.fromEntries(current?.mesh?.connections() ?? []),
    shareScreenTrack,
  };
  (window as unknown as { __teamspaceCall?: CallTestingHook }).__teamspaceCall = hook;
}
