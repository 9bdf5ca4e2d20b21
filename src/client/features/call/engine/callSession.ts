/**
 * Joining, leaving and rejoining this tab's call (issue 17 items 1, 2, 4). The lazy chunk
 * "CallEngine" (callEngine.ts) exports these for callActions.ts and callStateLive.ts.
 * - `joinSession`: callJoining → local media (camera + microphone, else microphone only, else
 *   receive-only, said in words) → POST …/call/join (over the socket, so the server learns this
 *   tab's socket) → callJoined, `activeCall` in sessionStorage, the mesh with the answer's ICE
 *   servers, `call:heartbeat` every CALL_HEARTBEAT_MS → POST …/call/invitations when asked.
 * - `leaveSession`: everything stops at once, then POST …/call/leave.
 * - `rejoinSession` (a reconnect: the socket changed): POST join again; the server keeps the
 *   participation and moves it to the new socket; every connection is made anew (the others do
 *   the same on seeing the new socket).
 * - `hangUpLocally(reason)`: the call ended, was taken over by another tab, or dropped this tab.
 */
import { enqueueSnackbar } from '../../../app/toasts';
import { CALL_HEARTBEAT_MS, CALL_SOCKET_EVENTS, type ChatCall } from '../../../../shared/chat/call.types';
import type { AppThunkDispatch, RootState, StoreExtra } from '../../../app/store';
import { apiErrorOf } from '../../../api/baseQuery';
import { callApi } from '../callApi';
import { callFailed, callJoined, callJoining, callLeft, callMinimized, localMediaChanged } from '../callSlice';
import { callText } from '../callTexts';
import { acquireLocalMedia } from './localMedia';
import { mediaStore } from './mediaStore';
import { shareScreenTrack } from './mediaControls';
import { Mesh } from './mesh';
import {
  ACTIVE_CALL_KEY,
  getSession,
  installTestingHook,
  sendSignal,
  setSession,
  teardown,
  type Session,
} from './session';
import { SpeakingDetector } from './speaking';

export interface JoinCallArgs {
  roomId: number;
  companyId: number;
  roomName: string;
  /** Invite these users, or every member not in the call ('all'; a dialog: the other person). */
  invite?: number[] | 'all';
  /** Rejoin only this call (after a reload): the server refuses once it ended, rather than starting a new one. */
  callId?: number;
}

/** Bumped by every join and leave: a join still acquiring media or waiting for its answer gives up. */
let attempt = 0;

function startMesh(session: Session, call: ChatCall, iceServers: RTCIceServer[]): void {
  session.mesh?.close();
  const mesh = new Mesh({
    selfId: session.selfId,
    iceServers,
    send: (toUserId, signal) => sendSignal(session, toUserId, signal),
    localTracks: () => [
      ...session.local
        .getTracks()
        .filter((track) => track.readyState === 'live')
        .map((track) => ({ track, stream: session.local })),
      ...(session.screen ? [session.screen] : []),
    ],
    onRemoteStream: (userId, stream) => {
      mediaStore.addRemoteStream(userId, stream);
      session.speaking.watch(userId, stream);
      stream.addEventListener('addtrack', () => {
        session.speaking.watch(userId, stream);
        mediaStore.touch();
      });
      stream.addEventListener('removetrack', () => mediaStore.touch());
    },
    onRemoteGone: (userId) => {
      session.speaking.unwatch(userId);
      mediaStore.removeRemote(userId);
    },
  });
  session.mesh = mesh;
  session.peak = Math.max(session.peak, call.participants.length);
  mesh.sync(call.participants);
  for (const signal of session.early.splice(0))
    if (signal.fromUserId !== undefined) void mesh.receive(signal.fromUserId, signal);
}

function startHeartbeat(session: Session): void {
  clearInterval(session.heartbeat);
  session.heartbeat = setInterval(() => {
    session.extra.connection
      .emitWithAck(CALL_SOCKET_EVENTS.heartbeat, { roomId: session.roomId })
      .catch((error: unknown) => console.warn('[call] heartbeat not sent', error));
  }, CALL_HEARTBEAT_MS);
}

/** See the file header. Resolves once joined (or failed: the reason is shown). */
export async function joinSession(
  args: JoinCallArgs,
  dispatch: AppThunkDispatch,
  getState: () => RootState,
  extra: StoreExtra,
): Promise<void> {
  const { roomId, companyId, roomName } = args;
  const active = getState().call.active;
  if (active?.roomId === roomId && (getSession()?.mesh || active.status === 'joining')) {
    // Already in this call: show its window (and invite); a second press while joining is ignored.
    dispatch(callMinimized(false));
    if (args.invite && active.status === 'joined') await invite(dispatch, roomId, args.invite);
    return;
  }
  if (active) await leaveSession(dispatch, getState);
  const selfId = getState().session.user?.id;
  if (selfId === undefined) return;
  const mine = ++attempt;
  dispatch(callJoining({ roomId, companyId, roomName, media: { audio: false, video: false, screen: false } }));
  const local = await acquireLocalMedia();
  if (mine !== attempt) return local.stream.getTracks().forEach((track) => track.stop());
  dispatch(localMediaChanged({ audio: local.audio, video: local.video }));
  if (local.notice) dispatch(callFailed(callText(`notice.${local.notice}`)));
  const speaking = new SpeakingDetector(mediaStore.setSpeaking);
  const session: Session = {
    roomId,
    companyId,
    selfId,
    local: local.stream,
    screen: null,
    mesh: null,
    early: [],
    speaking,
    peak: 1,
    heartbeat: undefined,
    dispatch,
    getState,
    extra,
  };
  setSession(session);
  installTestingHook(shareScreenTrack);
  mediaStore.setLocal(local.stream);
  speaking.watch(selfId, local.stream);

  const media = { audio: local.audio, video: local.video, screen: false };
  const answer = await dispatch(callApi.endpoints.joinCall.initiate({ roomId, media, callId: args.callId }));
  if (mine !== attempt || getSession() !== session) return;
  if (!('data' in answer) || !answer.data) {
    teardown();
    dispatch(callLeft());
    const message = apiErrorOf(answer.error)?.message ?? '';
    enqueueSnackbar(callText('notice.joinFailed', { message }), { variant: 'error' });
    return;
  }
  try {
    const callId = answer.data.call.id;
    sessionStorage.setItem(ACTIVE_CALL_KEY, JSON.stringify({ roomId, companyId, roomName, callId }));
  } catch {
    // no storage: a reload will not rejoin
  }
  dispatch(callJoined(answer.data.call));
  startMesh(session, answer.data.call, answer.data.iceServers);
  startHeartbeat(session);
  if (args.invite) await invite(dispatch, roomId, args.invite);
}

async function invite(dispatch: AppThunkDispatch, roomId: number, whom: number[] | 'all'): Promise<void> {
  const answer = await dispatch(
    callApi.endpoints.inviteToCall.initiate({ roomId, userIds: whom === 'all' ? undefined : whom }),
  );
  if ('error' in answer && answer.error) dispatch(callFailed(apiErrorOf(answer.error)?.message ?? null));
}

/** Hangs up: local media and connections stop at once; the server is told afterwards. */
export async function leaveSession(dispatch: AppThunkDispatch, getState: () => RootState): Promise<void> {
  const active = getState().call.active;
  attempt += 1;
  teardown();
  if (!active) return;
  dispatch(callLeft());
  await dispatch(callApi.endpoints.leaveCall.initiate(active.roomId));
}

/** After a reconnect (see the file header). */
export async function rejoinSession(): Promise<void> {
  const session = getSession();
  if (!session?.mesh) return;
  const media = session.getState().call.active?.media ?? { audio: false, video: false, screen: false };
  const callId = session.getState().call.calls[session.roomId]?.id;
  const answer = await session.dispatch(callApi.endpoints.joinCall.initiate({ roomId: session.roomId, media, callId }));
  if (getSession() !== session) return;
  if (!('data' in answer) || !answer.data) {
    const message = apiErrorOf(answer.error)?.message ?? '';
    return hangUpLocally('joinFailed', message);
  }
  session.dispatch(callJoined(answer.data.call));
  startMesh(session, answer.data.call, answer.data.iceServers);
  startHeartbeat(session);
}

/** Ends this tab's call without telling the server (it knows already), saying why. */
export function hangUpLocally(reason: 'replaced' | 'ended' | 'removed' | 'joinFailed', message = ''): void {
  const session = getSession();
  if (!session) return;
  attempt += 1;
  console.info('[call] hung up here:', reason, message);
  teardown();
  session.dispatch(callLeft());
  enqueueSnackbar(callText(`notice.${reason}`, { message }), { variant: reason === 'ended' ? 'info' : 'warning' });
}
