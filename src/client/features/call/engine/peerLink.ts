/**
 * One WebRTC connection of the mesh, to one other participant, negotiated with the "perfect
 * negotiation" pattern (MDN, "Establishing a connection: the perfect negotiation pattern"): either
 * side may add or remove tracks at any time (a screen share adds one later) and both may send an
 * offer at once ("glare") without breaking the connection:
 * - every `negotiationneeded` makes an offer (`setLocalDescription()` without arguments);
 * - an offer that collides with ours (we are making one, or we are not stable) is ignored by the
 *   impolite peer, while the polite peer takes it (setRemoteDescription rolls its own offer back
 *   implicitly), answers, and offers its own change again;
 * - ICE candidates of an ignored offer may fail to apply: that failure is expected and dropped.
 * Which side is polite is the caller's choice (mesh.ts: the participant with the lower userId).
 * Signals received are applied one at a time, in arrival order, in one queue with the offers this
 * side makes; a connection that fails, or is still 'new' STUCK_MS after both descriptions, restarts
 * ICE (`restartIce()`: a new offer). A candidate that still
 * arrives before any remote description (the server relays each signal after a lookup, so two may
 * swap) waits for it.
 */

/** A connection still 'new' this long after it was made (ms) restarts ICE; so does a failed one. */
const STUCK_MS = 8_000;

/** What a link sends to the other side (CallSignal without roomId and user ids). */
export interface LinkSignal {
  description?: RTCSessionDescriptionInit;
  candidate?: RTCIceCandidateInit | null;
}

export interface PeerLinkOptions {
  userId: number;
  /** The socket the other participant's tab was on when this link was made (null: not known yet). */
  socketId: string | null;
  polite: boolean;
  pc: RTCPeerConnection;
  send: (signal: LinkSignal) => void;
  onError?: (error: unknown) => void;
  /** Runs after an offer from the other side is set and before it is answered (mesh.ts adds the polite side's tracks there). */
  onRemoteOffer?: () => void;
}

/** One side of a perfectly negotiated connection. */
export class PeerLink {
  readonly userId: number;
  readonly polite: boolean;
  readonly pc: RTCPeerConnection;
  socketId: string | null;
  /** How many offers were ignored (impolite, glare) and rolled back (polite, glare): for tests. */
  readonly glare = { ignored: 0, rolledBack: 0 };
  private makingOffer = false;
  private ignoreOffer = false;
  private settingRemoteAnswerPending = false;
  private queue: Promise<void> = Promise.resolve();
  /** Candidates that arrived before any remote description (the relay may reorder), applied after it. */
  private early: RTCIceCandidateInit[] = [];
  private closed = false;
  private readonly watchdog: ReturnType<typeof setTimeout>;
  private readonly send: (signal: LinkSignal) => void;
  private readonly onError: (error: unknown) => void;
  private readonly onRemoteOffer: () => void;

  constructor(options: PeerLinkOptions) {
    this.userId = options.userId;
    this.socketId = options.socketId;
    this.polite = options.polite;
    this.pc = options.pc;
    this.send = options.send;
    this.onError = options.onError ?? ((error) => console.warn('[call] negotiation failed', error));
    this.onRemoteOffer = options.onRemoteOffer ?? (() => undefined);
    // Offers run in the same queue as the signals received: an offer is never being made while a
    // received one is applied (Chrome could then roll back an offer not yet made, and the rolled
    // back change was not always offered again).
    this.pc.onnegotiationneeded = () => {
      this.queue = this.queue.then(() => this.offer());
    };
    this.pc.onconnectionstatechange = () => {
      if (this.pc.connectionState === 'failed') this.restart();
    };
    this.watchdog = setTimeout(() => {
      // Still not connecting long after both descriptions: start ICE again (a new offer).
      if (this.pc.connectionState === 'new' && this.pc.remoteDescription) this.restart();
    }, STUCK_MS);
    this.pc.onicecandidate = ({ candidate }) => {
      // A null candidate ends gathering; the other side needs no word of it.
      if (candidate && !this.closed) this.send({ candidate: candidate.toJSON() });
    };
  }

  private restart(): void {
    if (this.closed || typeof this.pc.restartIce !== 'function') return;
    console.info('[call] restarting ICE with', this.userId, this.pc.connectionState);
    this.pc.restartIce();
  }

  private async offer(): Promise<void> {
    // Only from stable: an offer already out waits for its answer (then a new event comes if needed).
    if (this.closed || this.pc.signalingState !== 'stable') return;
    try {
      this.makingOffer = true;
      await this.pc.setLocalDescription();
      if (this.pc.localDescription && !this.closed) this.send({ description: this.pc.localDescription.toJSON() });
    } catch (error) {
      if (!this.closed) this.onError(error);
    } finally {
      this.makingOffer = false;
    }
  }

  /**
   * Applies a signal from the other side (after the ones received before it); resolves false when
   * it could not be applied (the error went to `onError`).
   */
  receive(signal: LinkSignal): Promise<boolean> {
    const applied = this.queue
      .then(() => this.apply(signal))
      .then(
        () => true,
        (error: unknown) => {
          if (!this.closed) this.onError(error);
          return false;
        },
      );
    this.queue = applied.then(() => undefined);
    return applied;
  }

  private async apply({ description, candidate }: LinkSignal): Promise<void> {
    if (this.closed) return;
    if (description) {
      const readyForOffer =
        !this.makingOffer && (this.pc.signalingState === 'stable' || this.settingRemoteAnswerPending);
      const offerCollision = description.type === 'offer' && !readyForOffer;
      this.ignoreOffer = !this.polite && offerCollision;
      if (this.ignoreOffer) {
        this.glare.ignored += 1;
        return;
      }
      if (offerCollision) this.glare.rolledBack += 1;
      this.settingRemoteAnswerPending = description.type === 'answer';
      try {
        await this.pc.setRemoteDescription(description); // rolls our offer back when colliding
      } finally {
        this.settingRemoteAnswerPending = false;
      }
      for (const early of this.early.splice(0)) await this.pc.addIceCandidate(early).catch(() => undefined);
      if (description.type === 'offer') {
        this.onRemoteOffer();
        await this.pc.setLocalDescription();
        if (this.pc.localDescription && !this.closed) this.send({ description: this.pc.localDescription.toJSON() });
        // Our rolled-back offer is made again (browsers do not always fire negotiationneeded for it).
        if (offerCollision) this.queue = this.queue.then(() => this.offer());
      }
    } else if (candidate) {
      if (!this.pc.remoteDescription) return void this.early.push(candidate);
      try {
        await this.pc.addIceCandidate(candidate);
      } catch (error) {
        if (!this.ignoreOffer) throw error;
      }
    }
  }

  /** Closes the connection; later signals and events are ignored. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.watchdog);
    this.pc.onnegotiationneeded = null;
    this.pc.onconnectionstatechange = null;
    this.pc.onicecandidate = null;
    this.pc.ontrack = null;
    this.pc.close();
  }
}
