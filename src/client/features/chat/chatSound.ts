/**
 * The new-message sound (issue 16 item 3: "soundEnabled gates every chat sound"): two short sine
 * tones, 880 then 1320 Hz, 90 ms each, 110 ms apart, through the Web Audio API — shorter and softer
 * than the calendar alert (features/calendarPopups/alertSound.ts), whose context type it shares.
 */
import type { AudioContextLike } from '../calendarPopups/alertSound';

/** Tone frequencies (Hz), in order. */
export const CHAT_TONES_HZ = [880, 1320] as const;
/** Length of each tone (s). */
export const CHAT_TONE_S = 0.09;
/** From one tone's start to the next one's (s). */
export const CHAT_STEP_S = 0.11;
const GAIN = 0.12;

let shared: AudioContextLike | null = null;
function defaultContext(): AudioContextLike | null {
  if (shared) return shared;
  const Ctor =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!Ctor) return null;
  shared = new Ctor() as unknown as AudioContextLike;
  return shared;
}

/** Plays the sound when `enabled`; returns whether anything was scheduled. Never throws. */
export function playChatSound(enabled: boolean, context: AudioContextLike | null = defaultContext()): boolean {
  if (!enabled || !context) return false;
  try {
    if (context.state === 'suspended') void context.resume?.().catch(() => undefined);
    const start = context.currentTime;
    CHAT_TONES_HZ.forEach((frequency, index) => {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.value = GAIN;
      oscillator.connect(gain);
      gain.connect(context.destination);
      const at = start + index * CHAT_STEP_S;
      oscillator.start(at);
      oscillator.stop(at + CHAT_TONE_S);
    });
    return true;
  } catch {
    return false;
  }
}
