/**
 * Setup of the `dom` jest project (jest-fixed-jsdom gives msw Node's fetch, streams and
 * BroadcastChannel). Each test starts with empty localStorage and real timers.
 */
import '@testing-library/jest-dom';

afterEach(() => {
  localStorage.clear();
  jest.useRealTimers();
});
