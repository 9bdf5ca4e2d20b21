/**
 * Connection-state overlay (spec/shell.md §4 "Connection overlay", §2 "always present").
 * Shown while the connection is being established *for the user* (`selectOverlayWanted`): an
 * action waits for it, or it failed or was lost — never as a flash over a page that has its data, never on the public paths (/login, /register, /forgot-password, /board/shared/*)
 * nor on /403. It appears only after SHOW_DELAY_MS (the grace: a healthy start is ready 0.5 s after
 * connecting); once shown it lingers ESTABLISHED_LINGER_MS on "Connection established" before it hides.
 * Content: a title and a text per state (connecting, initialising, established, error), a progress
 * bar (100 when ready, 75 when connected but not ready, indeterminate otherwise), the error text or
 * a network-problem fallback, the latency in ms when known (while connected), and a Retry button that forces a
 * reconnect and stays disabled for RETRY_DISABLED_MS (3 s) after a click (ConnectionOverlayDialog.tsx,
 * a chunk of its own: no route's first scripts carry the dialog, issue 13 item 6; it is fetched
 * right after the first render on the paths where the overlay may show, never on public pages).
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { isPublicPath } from '../../app/routeGuard';
import { lazyDialog } from '../lazyDialog';
import { selectConnection } from './connectionSlice';
import { selectOverlayWanted } from './overlayWanted';

/** The grace: waiting shorter than this shows nothing (a healthy start is ready after 0.5 s). */
export const SHOW_DELAY_MS = 400;
/** How long "Connection established" stays visible after the connection became ready. */
export const ESTABLISHED_LINGER_MS = 800;

/**
 * socket.io's transport failures ('websocket error', 'xhr poll error', 'timeout', …) say nothing
 * to a user, so they show as the network-problem fallback; other errors are shown as they are.
 */
const TRANSPORT_ERRORS =
  /^(websocket error|xhr poll error|xhr post error|timeout|transport (close|error)|ping timeout|server namespace disconnect|io server disconnect)$/i;
export const readableError = (error: string | null): string | null =>
  !error || TRANSPORT_ERRORS.test(error.trim()) ? null : error;

export type OverlayState = 'connecting' | 'initializing' | 'established' | 'error';

const OverlayDialog = lazyDialog(() =>
  import(/* webpackChunkName: "ConnectionOverlayDialog" */ './ConnectionOverlayDialog').then(
    (m) => m.ConnectionOverlayDialog,
  ),
);

/** Fetches the dialog's chunk now (tests render the overlay synchronously after it). */
export const preloadOverlayDialog = (): Promise<unknown> => OverlayDialog.preload();

/** The overlay's state from the connection slice's flags. */
export function overlayStateOf(c: {
  connected: boolean;
  ready: boolean;
  error: string | null;
  status: string;
}): OverlayState {
  if (c.ready) return 'established';
  if (c.connected) return 'initializing';
  if (c.status === 'error' || c.error) return 'error';
  return 'connecting';
}

/** Visible after `delay` ms of `active`; stays `linger` ms after `active` ends if it was visible. */
function useDelayedVisibility(active: boolean, delay: number, linger: number): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = active ? setTimeout(() => setVisible(true), delay) : setTimeout(() => setVisible(false), linger);
    return () => clearTimeout(timer);
  }, [active, delay, linger]);
  return visible;
}

const isForbiddenPath = (pathname: string) => /^\/403\/?$/.test(pathname);

/** The always-mounted overlay; renders nothing while the connection is fine or on public paths. */
export function ConnectionOverlay() {
  const { pathname } = useLocation();
  const connection = useAppSelector(selectConnection);
  const wanted = useAppSelector(selectOverlayWanted);
  // /403 is outside the guard (no connection is started there) and must never sit behind it.
  const guarded = !isPublicPath(pathname) && !isForbiddenPath(pathname);
  const active = wanted && guarded;
  // Where the overlay may show, its dialog is fetched at once (after the first render, not before
  // it): it must be there when the server goes away, which is when it could no longer be fetched.
  useEffect(() => {
    if (guarded) void preloadOverlayDialog().catch(() => undefined);
  }, [guarded]);
  const visible = useDelayedVisibility(active, SHOW_DELAY_MS, ESTABLISHED_LINGER_MS);
  if (!visible) return null;

  // While lingering after the wait ended the connection is ready: show "established".
  const state: OverlayState = active ? overlayStateOf(connection) : 'established';
  return <OverlayDialog state={state} />;
}
