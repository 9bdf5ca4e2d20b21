/**
 * The connection overlay's dialog (spec/shell.md §4 "Connection overlay"; shown by
 * ConnectionOverlay.tsx, which decides when): a title and a text per state, a progress bar (100
 * when ready, 75 when connected but not ready, indeterminate otherwise), the error text or a
 * network-problem fallback, the latency in ms while connected, and Retry. No onClose: Escape and
 * backdrop clicks cannot dismiss it; only a ready connection does.
 */
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { PROGRESS_CONNECTED, PROGRESS_READY, RETRY_DISABLED_MS } from '../../../shared/constants';
import { useAppSelector } from '../../app/hooks';
import { useTranslation } from '../../app/translation';
import { selectConnection } from './connectionSlice';
import { useConnectionService } from './ConnectionProvider';
import { readableError, type OverlayState } from './ConnectionOverlay';

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

/** The dialog in `state`. */
export function ConnectionOverlayDialog({ state }: { state: OverlayState }) {
  const { t } = useTranslation('connection');
  const connection = useAppSelector(selectConnection);
  const progress = state === 'established' ? PROGRESS_READY : state === 'initializing' ? PROGRESS_CONNECTED : null;
  return (
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
