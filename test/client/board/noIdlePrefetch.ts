/**
 * Imported first by tests of parts that mount on first use: the browser is never idle, so the
 * chunks that lazyDialog.tsx `whenIdle` would prefetch are fetched only when a user asks for them
 * (jsdom has no requestIdleCallback, and without one they would load on the next tick).
 */
window.requestIdleCallback = () => 0;
window.cancelIdleCallback = () => undefined;
