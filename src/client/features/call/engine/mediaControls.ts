/**
 * Mute/unmute, camera on/off and screen sharing of this tab's call (issue 17 item 1). Muting
 * disables the microphone track; turning the camera off stops it and turning it on swaps a new one
 * in (neither renegotiates); a device missing at join is asked for when turned on and its new
 * track is added to every connection. The screen is an extra video track in a stream of its own, so the
 * others receive a third track; it stops with the Stop button or the browser's "Stop sharing"
 * (the track's `ended`). Each change is told to the server (PUT …/call/media) for the others'
 * muted / camera off / sharing marks.
 */
import { callText } from '../callTexts';
import { callFailed, localMediaChanged } from '../callSlice';
import { acquireScreen, acquireTrack } from './localMedia';
import { mediaStore } from './mediaStore';
import { getSession, putMedia, type Session } from './session';

/** Mute / unmute: the microphone track is disabled (silence), so unmuting is instant. */
export async function toggleMicrophone(): Promise<void> {
  const session = getSession();
  if (!session) return;
  const tracks = session.local.getAudioTracks();
  let on: boolean;
  if (tracks.length > 0) {
    on = !tracks.some((track) => track.enabled);
    tracks.forEach((track) => (track.enabled = on));
  } else {
    const track = await acquireTrack('audio');
    if (getSession() !== session) return track?.stop();
    if (!track) return void session.dispatch(callFailed(callText('notice.microphoneFailed')));
    session.local.addTrack(track);
    session.mesh?.addTrack(track, session.local);
    session.speaking.watch(session.selfId, session.local);
    session.dispatch(callFailed(null));
    mediaStore.touch();
    on = true;
  }
  session.dispatch(localMediaChanged({ audio: on }));
  await putMedia(session);
}

/**
 * Camera off / on. Off stops the camera (its light goes out); the connections keep the stopped
 * track's place, and turning it on puts the new camera track there (`replaceTrack`: no
 * renegotiation; a connection made while it was off gets the track added).
 */
export async function toggleCamera(): Promise<void> {
  const session = getSession();
  if (!session) return;
  const live = session.local.getVideoTracks().filter((track) => track.readyState === 'live');
  if (live.length > 0) {
    live.forEach((track) => track.stop());
    mediaStore.touch();
    session.dispatch(localMediaChanged({ video: false }));
    return putMedia(session);
  }
  const track = await acquireTrack('video');
  if (getSession() !== session) return track?.stop();
  if (!track) return void session.dispatch(callFailed(callText('notice.cameraFailed')));
  const old = session.local.getVideoTracks()[0] ?? null;
  if (old) session.local.removeTrack(old);
  session.local.addTrack(track);
  session.mesh?.replaceTrack(old, track, session.local);
  session.dispatch(callFailed(null));
  mediaStore.touch();
  session.dispatch(localMediaChanged({ video: true }));
  await putMedia(session);
}

/** Shares `track` as the screen (getDisplayMedia's, or a canvas track in tests). */
export async function shareScreenTrack(track: MediaStreamTrack): Promise<void> {
  const session = getSession();
  if (!session) return void track.stop();
  if (session.screen) stopScreen(session);
  const stream = new MediaStream([track]);
  session.screen = { track, stream };
  session.mesh?.addTrack(track, stream);
  // The browser's own "Stop sharing" ends the track.
  track.addEventListener('ended', () => {
    if (getSession() === session && session.screen?.track === track) void stopScreenShare();
  });
  mediaStore.setScreen(stream);
  session.dispatch(localMediaChanged({ screen: true }));
  await putMedia(session);
}

function stopScreen(session: Session): void {
  const screen = session.screen;
  if (!screen) return;
  session.screen = null;
  session.mesh?.removeTrack(screen.track);
  screen.track.stop();
  mediaStore.setScreen(null);
  session.dispatch(localMediaChanged({ screen: false }));
}

/** Stops sharing the screen. */
export async function stopScreenShare(): Promise<void> {
  const session = getSession();
  if (!session?.screen) return;
  stopScreen(session);
  await putMedia(session);
}

/** Share screen / stop sharing. */
export async function toggleScreenShare(): Promise<void> {
  const session = getSession();
  if (!session) return;
  if (session.screen) return stopScreenShare();
  const track = await acquireScreen();
  if (getSession() !== session) return track?.stop();
  if (!track) {
    session.dispatch(callFailed(callText('notice.screenFailed')));
    return;
  }
  await shareScreenTrack(track);
}
