/**
 * The calendar alert (spec/shell.md §9 "Calendar alert sound"): three sine tones at 1000, 1200 and
 * 1400 Hz, 150 ms each, starting 200 ms apart, through the Web Audio API. Played only when
 * calendar sound (and sound as a whole) is on — the caller passes that switch.
 */

/** Tone frequencies (Hz), in order. */
export const ALERT_TONES_HZ = [1000, 1200, 1400] as const;
/** Length of each tone (s). */
export const ALERT_TONE_S = 0.15;
/** From one tone's start to the next one's (s). */
export const ALERT_STEP_S = 0.2;
/** Tone loudness (0..1): audible without startling. */
const GAIN = 0.2;

/** The part of AudioContext used here (a fake in tests). */
export interface AudioContextLike {
  currentTime: number;
  destination: unknown;
  state?: string;
  resume?: () => Promise<void>;
  createOscillator(): {
    type: string;
    frequency: { value: number };
    connect(node: unknown): unknown;
    start(when: number): void;
    stop(when: number): void;
  };
  createGain(): { gain: { value: number }; connect(node: unknown): unknown };
}

let shared: AudioContextLike | null = null;
/** The page's one AudioContext, created on first use (null where Web Audio is missing). */
export function defaultAudioContext(): AudioContextLike | null {
  if (shared) return shared;
  const Ctor =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!Ctor) return null;
  shared = new Ctor() as unknown as AudioContextLike;
  return shared;
}

/** A sequence of sine tones: frequencies (Hz), each `toneS` long, starts `stepS` apart, at `gain` (0..1). */
export interface ToneSequence {
  tones: readonly number[];
  toneS: number;
  stepS: number;
  gain: number;
}

/**
 * Schedules `sequence` from the context's current time; returns whether anything was played.
 * `enabled` false plays nothing. Never throws: a browser that refuses audio (no user gesture yet,
 * no Web Audio) just stays silent. Shared by the calendar alert and the chat sound.
 */
export function playTones(enabled: boolean, context: AudioContextLike | null, sequence: ToneSequence): boolean {
  if (!enabled || !context) return false;
  try {
    if (context.state === 'suspended') void context.resume?.().catch(() => undefined);
    const start = context.currentTime;
    sequence.tones.forEach((frequency, index) => {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.value = sequence.gain;
      oscillator.connect(gain);
      gain.connect(context.destination);
      const at = start + index * sequence.stepS;
      oscillator.start(at);
      oscillator.stop(at + sequence.toneS);
    });
    return true;
  } catch {
    return false;
  }
}

/** Plays the calendar alert when `enabled` (calendar sound on); see playTones. */
export function playCalendarAlert(enabled: boolean, context: AudioContextLike | null = defaultAudioContext()): boolean {
  return playTones(enabled, context, { tones: ALERT_TONES_HZ, toneS: ALERT_TONE_S, stepS: ALERT_STEP_S, gain: GAIN });
}
