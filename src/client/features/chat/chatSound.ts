/**
 * The new-message sound (issue 16 item 3: "soundEnabled gates every chat sound"): two short sine
 * tones, 880 then 1320 Hz, 90 ms each, 110 ms apart, through the Web Audio API — shorter and softer
 * than the calendar alert (features/calendarPopups/alertSound.ts), whose context type it shares.
 */
import { defaultAudioContext, playTones, type AudioContextLike } from '../calendarPopups/alertSound';

/** Tone frequencies (Hz), in order. */
export const CHAT_TONES_HZ = [880, 1320] as const;
/** Length of each tone (s). */
export const CHAT_TONE_S = 0.09;
/** From one tone's start to the next one's (s). */
export const CHAT_STEP_S = 0.11;
const GAIN = 0.12;

/** Plays the sound when `enabled`; returns whether anything was scheduled. Never throws. */
export function playChatSound(enabled: boolean, context: AudioContextLike | null = defaultAudioContext()): boolean {
  return playTones(enabled, context, { tones: CHAT_TONES_HZ, toneS: CHAT_TONE_S, stepS: CHAT_STEP_S, gain: GAIN });
}
