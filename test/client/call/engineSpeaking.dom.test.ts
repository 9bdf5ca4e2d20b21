/**
 * The participant grid's speaking indicator (issue 17 item 1; src/client/features/call/engine/speaking.ts)
 * against a fake Web Audio analyser: a stream counts as speaking after 200 ms above the level
 * threshold, as silent after 600 ms below it, a muted track never speaks, and only changes are
 * reported (the grid re-renders on a change, not every tick).
 */
import { SpeakingDetector } from '../../../src/client/features/call/engine/speaking';

/** The level each fake analyser reports next: a sine-like swing of ±amplitude around 128. */
let amplitude = 0;

class FakeAnalyser {
  fftSize = 512;
  getByteTimeDomainData(samples: Uint8Array) {
    for (let i = 0; i < samples.length; i += 1) samples[i] = 128 + (i % 2 === 0 ? amplitude : -amplitude);
  }
}
class FakeAudioContext {
  resume = () => Promise.resolve();
  close = () => Promise.resolve();
  createMediaStreamSource = () => ({ connect: () => undefined, disconnect: () => undefined });
  createAnalyser = () => new FakeAnalyser();
}

const stream = (enabled = true) => {
  const track = { enabled, kind: 'audio' };
  return { getAudioTracks: () => [track], track } as unknown as MediaStream & { track: { enabled: boolean } };
};

beforeAll(() => {
  (globalThis as unknown as { AudioContext: unknown }).AudioContext = FakeAudioContext;
});
beforeEach(() => {
  jest.useFakeTimers();
  amplitude = 0;
});
afterEach(() => jest.useRealTimers());

test('speaking after 200 ms above the threshold, silent after 600 ms below; only changes are reported', () => {
  const changes: Array<[number, boolean]> = [];
  const detector = new SpeakingDetector((userId, speaking) => changes.push([userId, speaking]));
  detector.watch(7, stream());
  jest.advanceTimersByTime(1_000);
  expect(changes).toEqual([]); // silence is the starting state: nothing to report

  amplitude = 20; // RMS ≈ 0.16, well above 0.02
  jest.advanceTimersByTime(150);
  expect(changes).toEqual([]);
  jest.advanceTimersByTime(150);
  expect(changes).toEqual([[7, true]]);
  jest.advanceTimersByTime(2_000);
  expect(changes).toEqual([[7, true]]);

  amplitude = 0;
  jest.advanceTimersByTime(400);
  expect(changes).toEqual([[7, true]]); // a pause between words keeps the ring
  jest.advanceTimersByTime(400);
  expect(changes).toEqual([
    [7, true],
    [7, false],
  ]);
  detector.close();
});

test('a muted microphone never speaks; unwatching a speaker reports silence', () => {
  const changes: Array<[number, boolean]> = [];
  const detector = new SpeakingDetector((userId, speaking) => changes.push([userId, speaking]));
  const muted = stream(false);
  detector.watch(1, muted);
  detector.watch(2, stream());
  amplitude = 20;
  jest.advanceTimersByTime(500);
  expect(changes).toEqual([[2, true]]);
  detector.unwatch(2);
  expect(changes).toEqual([
    [2, true],
    [2, false],
  ]);
  detector.close();
});
