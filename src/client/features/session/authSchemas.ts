/**
 * The shared auth schemas (src/shared/auth/auth.schemas.ts), loaded on demand: the registration
 * and password-restore pages validate with them only when a form is submitted, so zod (about 25 KB
 * of gzip) is not part of the JavaScript those pages need to paint (DESIGN §7 budgets).
 * `usePrefetchAuthSchemas` starts the download once the page has painted and the browser is idle,
 * so a submit rarely waits for it. (The sign-in page loads `loginBody` the same way, features/signIn.)
 */
import { usePrefetchWhenIdle } from './idlePrefetch';

/** Resolves to the module of the shared auth schemas (loginBody, registerBody, …). */
export const loadAuthSchemas = () => import(/* webpackChunkName: "authSchemas" */ '../../../shared/auth/auth.schemas');

/** Starts loading the auth schemas when the browser is idle after the first paint. */
export const usePrefetchAuthSchemas = (): void => usePrefetchWhenIdle(loadAuthSchemas);
