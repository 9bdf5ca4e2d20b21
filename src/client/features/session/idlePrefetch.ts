/**
 * Starting a download once the page has painted and the browser is idle, so the action that needs
 * it (a form's submit, the app after sign-in) rarely waits for it (DESIGN §7 budgets).
 */
import { useEffect } from 'react';

/**
 * Runs `task` when the browser is idle (at most `timeoutMs` later; 200 ms later where
 * requestIdleCallback is missing). Returns a function that cancels it.
 */
export function onIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}

/** Calls `load` when the browser is idle after the first paint (at most 2 s later); failures are left to the real use. */
export function usePrefetchWhenIdle(load: () => Promise<unknown>): void {
  // The real use retries and reports.
  useEffect(() => onIdle(() => void load().catch(() => undefined), 2000), [load]);
}
