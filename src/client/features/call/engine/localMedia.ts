/**
 * The local media of a call (issue 17 item 1): camera and microphone with fallbacks, the camera
 * alone when it is turned on later, and the screen. Errors are reported as words by the caller.
 */

/** What `acquireLocalMedia` got: `notice` says in a key of the `call` texts what is missing. */
export interface LocalMedia {
  stream: MediaStream;
  audio: boolean;
  video: boolean;
  /** null: both; 'audioOnly': no camera (refused or missing); 'receiveOnly': nothing allowed. */
  notice: null | 'audioOnly' | 'receiveOnly';
}

const devices = (): MediaDevices | null =>
  typeof navigator !== 'undefined' && navigator.mediaDevices ? navigator.mediaDevices : null;

/**
 * Microphone and camera; when the camera is refused or missing, the microphone alone; when that is
 * refused too, an empty stream (the user joins receive-only: sees and hears the others).
 */
export async function acquireLocalMedia(): Promise<LocalMedia> {
  const media = devices();
  if (media) {
    try {
      const stream = await media.getUserMedia({ audio: true, video: { width: 640, height: 360 } });
      return { stream, audio: true, video: stream.getVideoTracks().length > 0, notice: null };
    } catch {
      // The camera is refused or missing: try the microphone alone.
    }
    try {
      const stream = await media.getUserMedia({ audio: true });
      return { stream, audio: true, video: false, notice: 'audioOnly' };
    } catch {
      // Nothing allowed: receive only.
    }
  }
  return { stream: new MediaStream(), audio: false, video: false, notice: 'receiveOnly' };
}

/** One new track of `kind` (turning on a camera or microphone that was missing at join); null when refused. */
export async function acquireTrack(kind: 'audio' | 'video'): Promise<MediaStreamTrack | null> {
  const media = devices();
  if (!media) return null;
  try {
    const stream = await media.getUserMedia(
      kind === 'audio' ? { audio: true } : { video: { width: 640, height: 360 } },
    );
    return stream.getTracks()[0] ?? null;
  } catch {
    return null;
  }
}

/** The screen (or a window or tab) the user picks; null when refused or unavailable. */
export async function acquireScreen(): Promise<MediaStreamTrack | null> {
  const media = devices();
  if (!media?.getDisplayMedia) return null;
  try {
    const stream = await media.getDisplayMedia({ video: true, audio: false });
    return stream.getVideoTracks()[0] ?? null;
  } catch {
    return null;
  }
}
