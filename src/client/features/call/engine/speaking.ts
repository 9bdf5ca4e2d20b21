/**
 * Speaking detection (issue 17 item 1, participant grid): a Web Audio AnalyserNode on each audio
 * stream (local and remote); its level is read every TICK_MS and a stream counts as speaking once
 * it stays above LEVEL_THRESHOLD for SPEAKING_AFTER_MS, and as silent after SILENT_AFTER_MS below.
 * Only changes are reported (mediaStore.setSpeaking), so nothing re-renders per frame. A timer, not
 * requestAnimationFrame: a call keeps running in a background tab.
 */

const TICK_MS = 50;
/** Root mean square of the samples (full scale 1) above which a stream is "loud". */
const LEVEL_THRESHOLD = 0.02;
const SPEAKING_AFTER_MS = 200;
const SILENT_AFTER_MS = 600;

interface Watched {
  stream: MediaStream;
  source: MediaStreamAudioSourceNode;
  analyser: AnalyserNode;
  samples: Uint8Array<ArrayBuffer>;
  /** Since when the level has been on the other side of the threshold (ms), null: no change. */
  changeSince: number | null;
  speaking: boolean;
}

/** Watches audio streams by userId and reports speaking on and off. */
export class SpeakingDetector {
  private context: AudioContext | null = null;
  private readonly watched = new Map<number, Watched>();
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly onChange: (userId: number, speaking: boolean) => void) {}

  /** Starts (or moves) watching `userId`'s audio in `stream`; a stream without audio is not watched. */
  watch(userId: number, stream: MediaStream): void {
    const current = this.watched.get(userId);
    if (current?.stream === stream && current.stream.getAudioTracks().length > 0) return;
    this.unwatch(userId);
    if (stream.getAudioTracks().length === 0 || typeof AudioContext === 'undefined') return;
    try {
      this.context ??= new AudioContext();
      void this.context.resume().catch(() => undefined);
      const source = this.context.createMediaStreamSource(stream);
      const analyser = this.context.createAnalyser();
      analyser.fftSize = 512;
      source.connect(analyser);
      this.watched.set(userId, {
        stream,
        source,
        analyser,
        samples: new Uint8Array(analyser.fftSize),
        changeSince: null,
        speaking: false,
      });
      this.timer ??= setInterval(() => this.tick(), TICK_MS);
    } catch (error) {
      console.warn('[call] speaking detection unavailable', error);
    }
  }

  unwatch(userId: number): void {
    const watched = this.watched.get(userId);
    if (!watched) return;
    watched.source.disconnect();
    this.watched.delete(userId);
    if (watched.speaking) this.onChange(userId, false);
  }

  close(): void {
    for (const userId of [...this.watched.keys()]) this.unwatch(userId);
    clearInterval(this.timer);
    this.timer = undefined;
    void this.context?.close().catch(() => undefined);
    this.context = null;
  }

  private tick(): void {
    const now = performance.now();
    for (const [userId, watched] of this.watched) {
      const loud = levelOf(watched) > LEVEL_THRESHOLD && watched.stream.getAudioTracks().some((track) => track.enabled);
      if (loud === watched.speaking) {
        watched.changeSince = null;
        continue;
      }
      watched.changeSince ??= now;
      if (now - watched.changeSince >= (loud ? SPEAKING_AFTER_MS : SILENT_AFTER_MS)) {
        watched.speaking = loud;
        watched.changeSince = null;
        this.onChange(userId, loud);
      }
    }
  }
}

/** Root mean square of the analyser's current samples (0…1). */
function levelOf({ analyser, samples }: Watched): number {
  analyser.getByteTimeDomainData(samples);
  let sum = 0;
  for (const sample of samples) {
    const value = (sample - 128) / 128;
    sum += value * value;
  }
  return Math.sqrt(sum / samples.length);
}
