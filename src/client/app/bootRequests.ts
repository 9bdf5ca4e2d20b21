/**
 * The entry's first module (issue 13 item 4, no waterfall): on a guarded path with a stored token,
 * starts GET /auth/user and the first URL's data (app/routeRequests.ts) before the rest of the
 * main chunk evaluates — React DOM, MUI, the store and every screen's module take ~0.1 s on these
 * machines. The base query takes the answers (api/primedRequests.ts); the store's own start
 * (app/router.tsx startRouting) then asks only for what is not on its way yet.
 */
import { AUTH_PATHS } from '../../shared/auth/auth.paths';
import { STORAGE_KEYS } from '../../shared/constants';
import { primeGets } from '../api/httpTransport';
import { initialPreferencesState } from '../features/preferences/storedPreferences';
import { isPublicPath } from './publicPaths';
import { primeRouteRequests } from './routeRequests';
import type { RootState } from './store';

/** The stored token, or null (storage may be unavailable). */
function storedToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
}

/** Starts the first URL's GETs (see the file comment); nothing on public paths or without a token. */
export function startBootRequests(pathname: string): void {
  const token = storedToken();
  if (!token || isPublicPath(pathname)) return;
  // What routeRequests and the base query read of the store, before the store exists.
  const state = {
    session: { token },
    preferences: initialPreferencesState(),
    api: { queries: {} },
  } as unknown as RootState;
  primeGets([AUTH_PATHS.user], state);
  primeRouteRequests(() => state, pathname, /* revalidate */ true);
}

startBootRequests(window.location.pathname);
