/**
 * Fakes of the browser's WebRTC and media objects for the call engine's tests (jsdom has none):
 * FakePeerConnection keeps the signalling state machine of RTCPeerConnection (offer/answer,
 * implicit rollback of a local offer when a remote offer is set, `negotiationneeded` when a track
 * is added or removed and again after a rollback once stable) and makes one ICE candidate per
 * description; FakeTrack / FakeMediaStream stand for camera, microphone and screen.
 */

let trackSeq = 0;
export class FakeTrack extends EventTarget {
  readonly id = `track-${++trackSeq}`;
  enabled = true;
  readyState: 'live' | 'ended' = 'live';
  constructor(readonly kind: 'audio' | 'video') {
    super();
  }
  stop() {
    this.readyState = 'ended';
  }
}

let streamSeq = 0;
export class FakeMediaStream extends EventTarget {
  readonly id = `stream-${++streamSeq}`;
  private readonly tracks: FakeTrack[];
  constructor(tracks: FakeTrack[] = []) {
    super();
    this.tracks = [...tracks];
  }
  getTracks() {
    return [...this.tracks];
  }
  getAudioTracks() {
    return this.tracks.filter((track) => track.kind === 'audio');
  }
  getVideoTracks() {
    return this.tracks.filter((track) => track.kind === 'video');
  }
  addTrack(track: FakeTrack) {
    this.tracks.push(track);
  }
  removeTrack(track: FakeTrack) {
    this.tracks.splice(this.tracks.indexOf(track), 1);
  }
}

const later = (ms = 1) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Description = { type: RTCSdpType; sdp?: string };
const described = (type: RTCSdpType, sdp: string) => ({ type, sdp, toJSON: () => ({ type, sdp }) });

let pcSeq = 0;
export class FakePeerConnection {
  static made: FakePeerConnection[] = [];
  readonly name = `pc-${++pcSeq}`;
  signalingState: RTCSignalingState = 'stable';
  localDescription: ReturnType<typeof described> | null = null;
  remoteDescription: Description | null = null;
  onnegotiationneeded: (() => void) | null = null;
  onicecandidate: ((event: { candidate: { toJSON(): RTCIceCandidateInit } | null }) => void) | null = null;
  ontrack: ((event: { track: FakeTrack; streams: FakeMediaStream[] }) => void) | null = null;
  readonly senders: {
    track: FakeTrack | null;
    stream: FakeMediaStream;
    replaceTrack(track: FakeTrack | null): Promise<void>;
  }[] = [];
  readonly log: string[] = [];
  readonly candidates: RTCIceCandidateInit[] = [];
  offers = 0;
  closed = false;
  private needsNegotiation = false;
  /** Descriptions being set (the "operations chain"): `negotiationneeded` waits until it is empty. */
  private operations = 0;
  private negotiationScheduled = false;

  constructor(readonly config: RTCConfiguration) {
    FakePeerConnection.made.push(this);
  }

  addTrack(track: FakeTrack, stream: FakeMediaStream) {
    const sender = {
      track: track as FakeTrack | null,
      stream,
      replaceTrack: async (next: FakeTrack | null) => {
        sender.track = next;
      },
    };
    this.senders.push(sender);
    this.negotiationNeeded();
    return sender;
  }
  removeTrack(sender: { track: FakeTrack | null }) {
    sender.track = null;
    this.negotiationNeeded();
  }
  getSenders() {
    return this.senders;
  }
  /** Tracks the other side sends, read from its "sdp" (the sender list, see `sdp()`). */
  private sdp() {
    return JSON.stringify(this.senders.filter((sender) => sender.track).map((sender) => sender.track!.kind));
  }
  private negotiationNeeded() {
    this.needsNegotiation = true;
    this.scheduleNegotiation();
  }
  /** Like the browser: one event, once stable with no description being set. */
  private scheduleNegotiation() {
    if (this.negotiationScheduled || !this.needsNegotiation) return;
    this.negotiationScheduled = true;
    void later().then(() => {
      this.negotiationScheduled = false;
      if (this.closed || !this.needsNegotiation || this.signalingState !== 'stable' || this.operations > 0) return;
      this.needsNegotiation = false;
      this.onnegotiationneeded?.();
    });
  }
  private async operation<T>(run: () => T): Promise<T> {
    this.operations += 1;
    try {
      await later();
      if (this.closed) throw new Error('closed');
      return run();
    } finally {
      this.operations -= 1;
      if (this.signalingState === 'stable') this.scheduleNegotiation();
    }
  }
  private candidate() {
    void later().then(() => {
      if (!this.closed)
        this.onicecandidate?.({ candidate: { toJSON: () => ({ candidate: `c-${this.name}`, sdpMid: '0' }) } });
    });
  }

  setLocalDescription() {
    return this.operation(() => {
      if (this.signalingState === 'have-remote-offer') {
        this.localDescription = described('answer', this.sdp());
        this.signalingState = 'stable';
        this.log.push('answer');
      } else {
        this.localDescription = described('offer', this.sdp());
        this.signalingState = 'have-local-offer';
        this.offers += 1;
        this.log.push('offer');
      }
      this.candidate();
    });
  }

  setRemoteDescription(description: Description) {
    return this.operation(() => {
      if (description.type === 'offer') {
        if (this.signalingState === 'have-local-offer') {
          // Implicit rollback: our offer is withdrawn and must be made again later.
          this.log.push('rollback');
          this.needsNegotiation = true;
        } else if (this.signalingState !== 'stable')
          throw new Error(`InvalidStateError: offer in ${this.signalingState}`);
        this.remoteDescription = description;
        this.signalingState = 'have-remote-offer';
      } else if (description.type === 'answer') {
        if (this.signalingState !== 'have-local-offer')
          throw new Error(`InvalidStateError: answer in ${this.signalingState}`);
        this.remoteDescription = description;
        this.signalingState = 'stable';
      }
    });
  }

  async addIceCandidate(candidate: RTCIceCandidateInit) {
    await later();
    if (!this.remoteDescription) throw new Error('InvalidStateError: no remote description');
    this.candidates.push(candidate);
  }

  /** The kinds of tracks the other side said it sends (its last description). */
  remoteKinds(): string[] {
    return this.remoteDescription?.sdp ? (JSON.parse(this.remoteDescription.sdp) as string[]) : [];
  }

  close() {
    this.closed = true;
    this.signalingState = 'closed';
  }
}

/** Installs the fakes as the browser's globals (MediaStream, RTCPeerConnection, navigator.mediaDevices). */
export function installFakeWebRtc(devices: { camera?: boolean; microphone?: boolean } = {}) {
  const { camera = true, microphone = true } = devices;
  FakePeerConnection.made = [];
  const g = globalThis as unknown as Record<string, unknown>;
  g.MediaStream = FakeMediaStream;
  g.RTCPeerConnection = FakePeerConnection;
  const getUserMedia = jest.fn(async (constraints: MediaStreamConstraints) => {
    if ((constraints.video && !camera) || (constraints.audio && !microphone))
      throw new DOMException('Permission denied', 'NotAllowedError');
    const tracks: FakeTrack[] = [];
    if (constraints.audio) tracks.push(new FakeTrack('audio'));
    if (constraints.video) tracks.push(new FakeTrack('video'));
    return new FakeMediaStream(tracks);
  });
  const getDisplayMedia = jest.fn(async () => new FakeMediaStream([new FakeTrack('video')]));
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia, getDisplayMedia },
  });
  return { getUserMedia, getDisplayMedia };
}

/** Waits until `check` holds (polling every 5 ms, up to `ms`). */
export async function until(check: () => boolean, ms = 3_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await later(5);
  }
}
