/**
 * Starting a lazy chunk's download once the page has painted and the browser is idle, so the
 * action that needs it (a form's submit) rarely waits for it (DESIGN §7 budgets).
 */
import { useEffect } from 'react';

/** Calls `load` when the browser is idle after the first paint (at most 2 s later); failures are left to the real use. */
export function usePrefetchWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => {
    const prefetch = () => void load().catch(() => undefined); // the real use retries and reports
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(prefetch, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(prefetch, 200);
    return () => clearTimeout(timer);
  }, [load]);
}
