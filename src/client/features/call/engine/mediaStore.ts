/**
 * The call's media for the call window, outside Redux (MediaStreams are not serialisable and the
 * speaking levels change many times a second): the local stream, the local screen, each remote
 * participant's streams, and who is speaking. Components read it with `useCallMedia()`
 * (useSyncExternalStore); every change makes a new snapshot object.
 */
import { useSyncExternalStore } from 'react';

export interface CallMediaSnapshot {
  /** This tab's camera and microphone (may hold no track: receive-only). */
  local: MediaStream | null;
  /** This tab's shared screen. */
  screen: MediaStream | null;
  /** Remote streams by userId, in arrival order (a camera stream, then a screen stream). */
  remote: Readonly<Record<number, readonly MediaStream[]>>;
  /** userIds speaking now (this tab's user included). */
  speaking: ReadonlySet<number>;
  /** The browser refused to play sound before a click on the page (autoplay policy after a reload). */
  soundBlocked: boolean;
}

const empty: CallMediaSnapshot = { local: null, screen: null, remote: {}, speaking: new Set(), soundBlocked: false };
let snapshot: CallMediaSnapshot = empty;
const listeners = new Set<() => void>();

function update(change: Partial<CallMediaSnapshot>): void {
  snapshot = { ...snapshot, ...change };
  listeners.forEach((listener) => listener());
}

export const mediaStore = {
  get: (): CallMediaSnapshot => snapshot,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setLocal: (local: MediaStream | null) => update({ local }),
  setScreen: (screen: MediaStream | null) => update({ screen }),
  /** A remote track arrived in `stream` (its tracks may change later: `touch` re-renders). */
  addRemoteStream(userId: number, stream: MediaStream): void {
    const streams = snapshot.remote[userId] ?? [];
    if (streams.includes(stream)) return mediaStore.touch();
    update({ remote: { ...snapshot.remote, [userId]: [...streams, stream] } });
  },
  removeRemote(userId: number): void {
    if (!(userId in snapshot.remote)) return;
    const remote = { ...snapshot.remote };
    delete remote[userId];
    update({ remote });
  },
  setSpeaking(userId: number, speaking: boolean): void {
    if (snapshot.speaking.has(userId) === speaking) return;
    const next = new Set(snapshot.speaking);
    if (speaking) next.add(userId);
    else next.delete(userId);
    update({ speaking: next });
  },
  setSoundBlocked(soundBlocked: boolean): void {
    if (snapshot.soundBlocked !== soundBlocked) update({ soundBlocked });
  },
  /** Tracks of a known stream changed. */
  touch: () => update({}),
  reset: () => update(empty),
};

/** The call's media (re-renders on every change). */
export function useCallMedia(): CallMediaSnapshot {
  return useSyncExternalStore(mediaStore.subscribe, mediaStore.get, mediaStore.get);
}
