/**
 * Gesture classification of the strip's stickers (spec/board.md §4 "click, long click (after
 * 100 ms) or drag (movement over 5 px)"; §9 long-click 100 ms, drag threshold 5 px).
 */
import { classifyGesture } from '../../../src/client/features/stickers/useStickerGesture';

test.each([
  [0, 0, 'click'],
  [99, 0, 'click'],
  [99, 5, 'click'],
  [100, 0, 'longClick'],
  [400, 5, 'longClick'],
  [10, 5.01, 'drag'],
  [10, 6, 'drag'],
  [500, 30, 'drag'],
] as const)('a press of %d ms moving %d px is a %s', (durationMs, distancePx, gesture) => {
  expect(classifyGesture(durationMs, distancePx)).toBe(gesture);
});
