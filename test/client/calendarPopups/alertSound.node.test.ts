/**
 * The calendar alert (spec/shell.md §9): three sine tones at 1000, 1200 and 1400 Hz, 150 ms each,
 * starting 200 ms apart — recorded on a fake AudioContext; nothing when calendar sound is off.
 */
import { playCalendarAlert, type AudioContextLike } from '../../../src/client/features/calendarPopups/alertSound';

interface Tone {
  type: string;
  frequency: number;
  start?: number;
  stop?: number;
  connected: boolean;
}

function fakeContext(currentTime: number) {
  const tones: Tone[] = [];
  const context: AudioContextLike = {
    currentTime,
    destination: 'speakers',
    createOscillator: () => {
      const tone: Tone = { type: '', frequency: 0, connected: false };
      tones.push(tone);
      const oscillator = {
        set type(value: string) {
          tone.type = value;
        },
        get type() {
          return tone.type;
        },
        frequency: {
          set value(hz: number) {
            tone.frequency = hz;
          },
          get value() {
            return tone.frequency;
          },
        },
        connect: () => {
          tone.connected = true;
          return undefined;
        },
        start: (when: number) => void (tone.start = when),
        stop: (when: number) => void (tone.stop = when),
      };
      return oscillator;
    },
    createGain: () => ({ gain: { value: 1 }, connect: () => undefined }),
  };
  return { context, tones };
}

test('plays 1000, 1200 and 1400 Hz sine tones at t, t+0.2, t+0.4, each 0.15 s long', () => {
  const { context, tones } = fakeContext(12.5);
  expect(playCalendarAlert(true, context)).toBe(true);
  expect(tones.map((tone) => [tone.type, tone.frequency])).toEqual([
    ['sine', 1000],
    ['sine', 1200],
    ['sine', 1400],
  ]);
  const starts = tones.map((tone) => tone.start as number);
  expect(starts[0]).toBeCloseTo(12.5, 6);
  expect(starts[1]).toBeCloseTo(12.7, 6);
  expect(starts[2]).toBeCloseTo(12.9, 6);
  for (const tone of tones) expect((tone.stop as number) - (tone.start as number)).toBeCloseTo(0.15, 6);
  expect(tones.every((tone) => tone.connected)).toBe(true);
});

test('plays nothing when calendar sound is off, or without Web Audio', () => {
  const { context, tones } = fakeContext(0);
  expect(playCalendarAlert(false, context)).toBe(false);
  expect(tones).toEqual([]);
  expect(playCalendarAlert(true, null)).toBe(false);
});
