/**
 * Embedding support (spec/shell.md §4 Embedding): when the app has loaded inside a parent window
 * (an iframe or a desktop/mobile wrapper), it posts `{type: 'APP_READY', time, url}` to the parent
 * once. `time` is the epoch time in ms (Date.now()), `url` the page's full href. Nothing is posted
 * when the page is the top window.
 */
export interface AppReadyMessage {
  type: 'APP_READY';
  /** Epoch milliseconds when the app finished loading. */
  time: number;
  url: string;
}

let posted = false;

/** Posts APP_READY to `window.parent` once per page load; returns whether a message was sent. */
export function postAppReady(win: Window = window): boolean {
  if (posted || win.parent === win) return false;
  posted = true;
  const message: AppReadyMessage = { type: 'APP_READY', time: Date.now(), url: win.location.href };
  // '*' because the parent's origin is unknown (any wrapper may embed us); the message is not secret.
  win.parent.postMessage(message, '*');
  return true;
}

/** Test helper: allow another APP_READY (a new page load in tests). */
export function resetAppReadyForTests(): void {
  posted = false;
}
