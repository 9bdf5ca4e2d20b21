/**
 * The hold that arms a card's "make sub-card" zone (spec/board.md §4 Sorting; nestHover.ts): a
 * pointer resting over one zone for NEST_HOVER_MS arms it; crossing zones, leaving them or ending
 * the drag never does.
 */
import { NEST_HOVER_MS, NestHover } from '../../../src/client/features/board/nestHover';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a zone held NEST_HOVER_MS (400–500 ms) is armed, once, and the board is told', () => {
  expect(NEST_HOVER_MS).toBeGreaterThanOrEqual(400);
  expect(NEST_HOVER_MS).toBeLessThanOrEqual(500);
  const onArmed = jest.fn();
  const hover = new NestHover(onArmed);
  hover.track('nest:7');
  jest.advanceTimersByTime(NEST_HOVER_MS - 1);
  expect(hover.armed).toBeNull();
  hover.track('nest:7'); // the pointer moves within the same zone: the hold goes on
  jest.advanceTimersByTime(1);
  expect(hover.armed).toBe('nest:7');
  expect(onArmed).toHaveBeenCalledTimes(1);
});

test('crossing zones on the way (to the top of a column) arms none; the last one starts again', () => {
  const onArmed = jest.fn();
  const hover = new NestHover(onArmed);
  for (const zone of ['nest:3', null, 'nest:2', null, 'nest:1']) {
    hover.track(zone);
    jest.advanceTimersByTime(NEST_HOVER_MS / 2);
  }
  expect(hover.armed).toBeNull();
  expect(onArmed).not.toHaveBeenCalled();
  jest.advanceTimersByTime(NEST_HOVER_MS / 2);
  expect(hover.armed).toBe('nest:1');
});

test('leaving the armed zone disarms it; ending the drag forgets a hold in progress', () => {
  const onArmed = jest.fn();
  const hover = new NestHover(onArmed);
  hover.track('nest:7');
  jest.advanceTimersByTime(NEST_HOVER_MS);
  hover.track(null);
  expect(hover.armed).toBeNull();
  hover.track('nest:8');
  hover.reset();
  jest.advanceTimersByTime(NEST_HOVER_MS * 2);
  expect(hover.armed).toBeNull();
  expect(onArmed).toHaveBeenCalledTimes(1);
});
