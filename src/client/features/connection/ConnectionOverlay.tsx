/**
 * Connection-state overlay (spec/shell.md §4 "Connection overlay", §2 "always present").
 * Shown while the connection is being established *for the user* (`selectOverlayWanted`): an
 * action waits for it, or it failed or was lost — never as a flash over a page that has its data, never on the public paths (/login, /register, /forgot-password, /board/shared/*)
 * nor on /403. It appears only after SHOW_DELAY_MS (the grace: a healthy start is ready 0.5 s after
 * connecting); once shown it lingers ESTABLISHED_LINGER_MS on "Connection established" before it hides.
 * Content: a title and a text per state (connecting, initialising, established, error), a progress
 * bar (100 when ready, 75 when connected but not ready, indeterminate otherwise), the error text or
 * a network-problem fallback, the latency in ms when known (while connected), and a Retry button that forces a
 * reconnect and stays disabled for RETRY_DISABLED_MS (3 s) after a click.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../app/translation';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { PROGRESS_CONNECTED, PROGRESS_READY, RETRY_DISABLED_MS } from '../../../shared/constants';
import { useAppSelector } from '../../app/hooks';
import { isPublicPath } from '../../app/routeGuard';
import { selectConnection } from './connectionSlice';
import { selectOverlayWanted } from './overlayWanted';
import { useConnectionService } from './ConnectionProvider';

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

/** The Retry button: forces a reconnect, then stays disabled for 3 s with a countdown. */
function RetryButton() {
  const { t } = useTranslation('connection');
  const service = useConnectionService();
  const [disabledUntil, setDisabledUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  useEffect(() => () => clearInterval(timer.current), []);

  const remaining = Math.max(0, disabledUntil - now);
  const click = () => {
    const start = Date.now();
    setDisabledUntil(start + RETRY_DISABLED_MS);
    setNow(start);
    clearInterval(timer.current);
    timer.current = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= start + RETRY_DISABLED_MS) clearInterval(timer.current);
    }, 250);
    service.forceReconnect();
  };
  return (
    <Button variant="contained" onClick={click} disabled={remaining > 0} sx={{ mt: 2, minWidth: 160 }}>
      {remaining > 0 ? t('retryIn', { count: Math.ceil(remaining / 1000) }) : t('retry')}
    </Button>
  );
}

const isForbiddenPath = (pathname: string) => /^\/403\/?$/.test(pathname);

/** The always-mounted overlay; renders nothing while the connection is fine or on public paths. */
export function ConnectionOverlay() {
  const { t } = useTranslation('connection');
  const { pathname } = useLocation();
  const connection = useAppSelector(selectConnection);
  const wanted = useAppSelector(selectOverlayWanted);
  // /403 is outside the guard (no connection is started there) and must never sit behind it.
  const active = wanted && !isPublicPath(pathname) && !isForbiddenPath(pathname);
  const visible = useDelayedVisibility(active, SHOW_DELAY_MS, ESTABLISHED_LINGER_MS);
  if (!visible) return null;

  // While lingering after the wait ended the connection is ready: show "established".
  const state: OverlayState = active ? overlayStateOf(connection) : 'established';
  const progress = state === 'established' ? PROGRESS_READY : state === 'initializing' ? PROGRESS_CONNECTED : null;
  return (
    // No onClose: Escape and backdrop clicks cannot dismiss it; only a ready connection does.
    <Dialog
      open
      aria-labelledby="connection-overlay-title"
      aria-describedby="connection-overlay-text"
      data-testid="connection-overlay"
      data-state={state}
      slotProps={{ paper: { sx: { width: '100%', maxWidth: 420 } } }}
    >
      <DialogContent sx={{ textAlign: 'center', py: 4 }}>
        <Typography id="connection-overlay-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t(`title.${state}`)}
        </Typography>
        <Typography id="connection-overlay-text" variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {t(`text.${state}`)}
        </Typography>
        <Box sx={{ my: 3 }}>
          {progress === null ? (
            <LinearProgress aria-label={t(`title.${state}`)} />
          ) : (
            <LinearProgress variant="determinate" value={progress} aria-label={t(`title.${state}`)} />
          )}
        </Box>
        {state === 'error' && (
          <Typography variant="body2" role="alert" sx={{ color: 'error.main' }}>
            {readableError(connection.error) ?? t('networkProblem')}
          </Typography>
        )}
        {/* A latency measured before a disconnect says nothing about now: only while connected. */}
        {connection.connected && connection.latency !== null && (
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
            {t('latency', { ms: Math.round(connection.latency) })}
          </Typography>
        )}
        {state !== 'established' && <RetryButton />}
      </DialogContent>
    </Dialog>
  );
}
