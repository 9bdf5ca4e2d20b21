/** The sign-in page's lazy `loginBody` chunk (loginSchema.ts) and its prefetch when idle. */
import { usePrefetchWhenIdle } from '../session/idlePrefetch';

/** Resolves to `{ loginBody }`, zod configured first. */
export const loadLoginSchema = () => import(/* webpackChunkName: "signInSchema" */ './loginSchema');

/** Starts loading the schema when the browser is idle after the first paint. */
export const usePrefetchLoginSchema = (): void => usePrefetchWhenIdle(loadLoginSchema);
