/**
 * The shared auth schemas (src/shared/auth/auth.schemas.ts), loaded on demand: the sign-in,
 * registration and password-restore pages validate with them only when a form is submitted, so
 * zod (about 25 KB of gzip) is not part of the JavaScript the sign-in page needs to paint
 * (DESIGN §7 budgets). `usePrefetchAuthSchemas` starts the download once the page has painted
 * and the browser is idle, so a submit rarely waits for it.
 */
import { useEffect } from 'react';

/** Resolves to the module of the shared auth schemas (loginBody, registerBody, …). */
export const loadAuthSchemas = () => import(/* webpackChunkName: "authSchemas" */ '../../../shared/auth/auth.schemas');

/** Starts loading the auth schemas when the browser is idle after the first paint. */
export function usePrefetchAuthSchemas(): void {
  useEffect(() => {
    const prefetch = () => void loadAuthSchemas().catch(() => undefined); // a submit retries and reports
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(prefetch, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(prefetch, 200);
    return () => clearTimeout(timer);
  }, []);
}
