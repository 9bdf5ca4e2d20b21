/**
 * The route guard of spec/shell.md §2 (the admin guard is features/admin/adminRoute.tsx).
 * - Public: /login, /register, /forgot-password and every path under /board/shared/.
 * - No stored token → /login?auth=required&returnUrl=<requested path>; when the session was ended
 *   by an administrator's block (`session:revoked {reason: 'blocked'}`, kept by the connection
 *   slice as its error) → auth=blocked instead, so the sign-in page says why.
 * - Otherwise start the live connection and the session initialisation once, wait up to 35 s
 *   (GUARD_WAIT_MS): timeout → auth=timeout; loaded but not authenticated → auth=required; an
 *   exception → /login?auth=error&error=<message>.
 * - "Must wait" withholds the main view only while nothing is at hand: with the user known — kept
 *   from the last visit by redux-persist (app/persistence.ts) or already loaded — the main view
 *   renders at once while the socket connects and GET /auth/user revalidates in the background
 *   (over HTTP until the socket is ready); without one a spinner shows (the connection overlay comes
 *   on top when the connection fails). A failed revalidation still leads to /login as above. After a
 *   reconnect (count > 0) the main view is rebuilt.
 * The stored token is read from the session state, which mirrors `auth_token_default` (the listeners
 * write it, the connection service follows other tabs' changes).
 */
import { Fragment, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useStore } from 'react-redux';
import { Navigate, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { GUARD_WAIT_MS } from '../../shared/constants';
import { useConnectionService } from '../features/connection/ConnectionProvider';
import { selectMustWait, selectReconnectCount } from '../features/connection/connectionSlice';
import {
  selectIsAuthenticated,
  selectSessionInitialized,
  selectToken,
  selectUser,
  sessionInitRequested,
} from '../features/session/sessionSlice';
import { useAppDispatch, useAppSelector } from './hooks';
import { isPublicPath } from './publicPaths';
import type { AppStore } from './store';

export { isPublicPath };

/** `/login?auth=<reason>&returnUrl=<requested>`; returnUrl is left out when the request was /login. */
export function loginRedirectPath(auth: 'required' | 'timeout' | 'blocked', requested: string): string {
  const params = new URLSearchParams({ auth });
  if (requested.split(/[?#]/)[0] !== '/login') params.set('returnUrl', requested);
  return `/login?${params}`;
}

/** `/login?auth=error&error=<message>`. */
export const loginErrorPath = (message: string): string =>
  `/login?${new URLSearchParams({ auth: 'error', error: message })}`;

// Stores whose connection and session initialisation a guard has started ("once", spec/shell.md §2).
const startedStores = new WeakSet<AppStore>();

function Waiting() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '100vh' }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}

/** Guards every non-public route (spec/shell.md §2); renders `children` once the session is ready. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const store = useStore() as AppStore;
  const dispatch = useAppDispatch();
  const service = useConnectionService();
  const token = useAppSelector(selectToken);
  const initialized = useAppSelector(selectSessionInitialized);
  const authenticated = useAppSelector(selectIsAuthenticated);
  const user = useAppSelector(selectUser);
  const mustWait = useAppSelector(selectMustWait);
  const reconnectCount = useAppSelector(selectReconnectCount);
  const blocked = useAppSelector((state) => state.connection.authFailed && state.connection.error === 'blocked');
  const [failure, setFailure] = useState<string | null>(null);
  const [timedOut, setTimedOut] = useState(false);
  const isPublic = isPublicPath(location.pathname);
  const hasToken = Boolean(token);

  useEffect(() => {
    if (isPublic || !hasToken || startedStores.has(store)) return;
    startedStores.add(store);
    try {
      service.start();
      dispatch(sessionInitRequested());
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  }, [isPublic, hasToken, store, service, dispatch]);

  useEffect(() => {
    // The 35 s wait runs whether or not a kept user is shown meanwhile.
    if (isPublic || !hasToken || initialized) return;
    const timer = setTimeout(() => setTimedOut(true), GUARD_WAIT_MS);
    return () => clearTimeout(timer);
  }, [isPublic, hasToken, initialized]);

  if (isPublic) return <>{children}</>;
  const requested = `${location.pathname}${location.search}${location.hash}`;
  if (failure !== null) return <Navigate replace to={loginErrorPath(failure)} />;
  if (!hasToken) return <Navigate replace to={loginRedirectPath(blocked ? 'blocked' : 'required', requested)} />;
  if (!initialized && timedOut) return <Navigate replace to={loginRedirectPath('timeout', requested)} />;
  if (initialized && !authenticated) return <Navigate replace to={loginRedirectPath('required', requested)} />;
  // Nothing at hand yet: the spec's "must wait" (spec/shell.md §2).
  if (!user && (!initialized || mustWait)) return <Waiting />;
  // A new key after a reconnect rebuilds the main view (its queries refetch).
  return <Fragment key={reconnectCount > 0 ? `reconnect-${reconnectCount}` : 'first'}>{children}</Fragment>;
}
