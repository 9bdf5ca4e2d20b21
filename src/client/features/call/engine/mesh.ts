/**
 * The call's full mesh (issue 17 item 2): one PeerLink (RTCPeerConnection, perfect negotiation) per
 * other participant, at most CALL_MAX_PARTICIPANTS - 1. Every link sends this tab's current tracks
 * (camera stream, screen stream); tracks added or removed later go to every link and renegotiate.
 * - `sync(participants)` (join answer, `call:updated`): links for new participants, closed for
 *   gone ones, made anew when a participant's socket changed (their tab reloaded or reconnected:
 *   their old connection is dead, their new tab starts from scratch).
 * - `receive(fromUserId, signal)`: a signal from someone without a link yet (their offer overtook
 *   the `call:updated` that names them) makes the link; an offer that does not fit an existing
 *   connection (it comes from the participant's new tab) makes the link anew and is applied there.
 * Politeness: in each pair the participant with the LOWER userId is polite (yields on glare).
 * Who offers first: the impolite side sends its tracks at once (its offer opens the connection);
 * the polite side adds its tracks to the answer of that first offer, or after POLITE_WAIT_MS when
 * none came. Both sides making the first offer at once (every join: the newcomer's join answer and
 * the others' `call:updated` arrive together) is what perfect negotiation resolves, but in Chromium
 * under load that glare now and then left both connections 'new' for good (CI, issue 17); with
 * one side offering first it does not arise. Later changes (a screen share) may come from either side.
 */
import { PeerLink, type LinkSignal } from './peerLink';

/** How long the polite side waits for the other side's first offer before offering itself (ms). */
export const POLITE_WAIT_MS = 2_500;

export interface MeshParticipant {
  userId: number;
  socketId: string;
}

export interface MeshOptions {
  selfId: number;
  iceServers: RTCIceServer[];
  /** Default: `new RTCPeerConnection(config)` (tests pass fakes). */
  createPeerConnection?: (config: RTCConfiguration) => RTCPeerConnection;
  send: (toUserId: number, signal: LinkSignal) => void;
  /** The tracks every new link sends, each with its stream. */
  localTracks: () => { track: MediaStreamTrack; stream: MediaStream }[];
  onRemoteStream: (userId: number, stream: MediaStream) => void;
  onRemoteGone: (userId: number) => void;
}

export class Mesh {
  private readonly links = new Map<number, PeerLink>();

  constructor(private readonly options: MeshOptions) {}

  /** The RTCPeerConnection to each other participant, by userId. */
  connections(): Map<number, RTCPeerConnection> {
    return new Map([...this.links].map(([userId, link]) => [userId, link.pc]));
  }

  link(userId: number): PeerLink | undefined {
    return this.links.get(userId);
  }

  /** Brings the links in line with the call's participants (this tab's user is skipped). */
  sync(participants: readonly MeshParticipant[]): void {
    const others = participants.filter((participant) => participant.userId !== this.options.selfId);
    const wanted = new Set(others.map((participant) => participant.userId));
    for (const userId of [...this.links.keys()]) if (!wanted.has(userId)) this.drop(userId);
    for (const { userId, socketId } of others) {
      const link = this.links.get(userId);
      if (!link) this.open(userId, socketId);
      else if (link.socketId === null) link.socketId = socketId;
      else if (link.socketId !== socketId) {
        this.drop(userId);
        this.open(userId, socketId);
      }
    }
  }

  /** A signal from `fromUserId` (see the file header). */
  async receive(fromUserId: number, signal: LinkSignal): Promise<void> {
    if (fromUserId === this.options.selfId) return;
    const link = this.links.get(fromUserId) ?? this.open(fromUserId, null);
    const applied = await link.receive(signal);
    if (!applied && signal.description?.type === 'offer' && this.links.get(fromUserId) === link) {
      this.drop(fromUserId);
      await this.open(fromUserId, null).receive(signal);
    }
  }

  /** Sends `track` (of `stream`) on every link. */
  addTrack(track: MediaStreamTrack, stream: MediaStream): void {
    for (const link of this.links.values()) link.pc.addTrack(track, stream);
  }

  /** Sends `track` instead of `old` on every link (added where `old` is not sent). */
  replaceTrack(old: MediaStreamTrack | null, track: MediaStreamTrack, stream: MediaStream): void {
    for (const link of this.links.values()) {
      const sender = old ? link.pc.getSenders().find((candidate) => candidate.track === old) : undefined;
      if (sender) void sender.replaceTrack(track).catch((error: unknown) => console.warn('[call] replaceTrack', error));
      else link.pc.addTrack(track, stream);
    }
  }

  /** Stops sending `track` on every link. */
  removeTrack(track: MediaStreamTrack): void {
    for (const link of this.links.values())
      for (const sender of link.pc.getSenders()) if (sender.track === track) link.pc.removeTrack(sender);
  }

  /** Closes every link. */
  close(): void {
    for (const userId of [...this.links.keys()]) this.drop(userId);
  }

  private open(userId: number, socketId: string | null): PeerLink {
    const create = this.options.createPeerConnection ?? ((config) => new RTCPeerConnection(config));
    const pc = create({ iceServers: this.options.iceServers });
    // The participant with the lower userId is the polite one of the pair.
    const polite = this.options.selfId < userId;
    let tracksSent = false;
    const sendTracks = () => {
      if (tracksSent || this.links.get(userId) !== link) return;
      tracksSent = true;
      clearTimeout(wait);
      for (const { track, stream } of this.options.localTracks())
        if (!pc.getSenders().some((sender) => sender.track === track)) pc.addTrack(track, stream);
    };
    const link: PeerLink = new PeerLink({
      userId,
      socketId,
      polite,
      pc,
      send: (signal) => this.options.send(userId, signal),
      onRemoteOffer: sendTracks,
    });
    pc.ontrack = ({ track, streams }) => {
      const stream = streams[0] ?? new MediaStream([track]);
      this.options.onRemoteStream(userId, stream);
    };
    this.links.set(userId, link);
    const wait = polite ? setTimeout(sendTracks, POLITE_WAIT_MS) : undefined;
    if (!polite) sendTracks();
    return link;
  }

  private drop(userId: number): void {
    const link = this.links.get(userId);
    if (!link) return;
    this.links.delete(userId);
    link.close();
    this.options.onRemoteGone(userId);
  }
}
