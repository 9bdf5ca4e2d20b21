/**
 * The toasts' provider (app/toasts.ts), a lazy chunk of its own: notistack with the defaults of
 * spec/board.md §9 — at most three, top right, hidden after TOAST_AUTO_HIDE_MS (5 s), paused on
 * hover and while the window is not focused, collapsing in and out over TOAST_COLLAPSE_MS (300 ms).
 * notistack's own collapse is fixed at 175 ms, so the transition is MUI's Collapse instead
 * (notistack passes `direction`, which Collapse does not know). Rendered beside the app (no
 * children): notistack's global `enqueueSnackbar` / `closeSnackbar` reach it.
 */
import { forwardRef, useEffect } from 'react';
import { SnackbarProvider, closeSnackbar, enqueueSnackbar } from 'notistack';
import Collapse, { type CollapseProps } from '@mui/material/Collapse';
import { TOAST_AUTO_HIDE_MS, TOAST_COLLAPSE_MS } from '../../shared/constants';
import { attachToastBackend } from './toasts';

const ToastCollapse = forwardRef<HTMLDivElement, CollapseProps & { direction?: string }>(function ToastCollapse(
  { direction: _direction, ...props },
  ref,
) {
  return <Collapse ref={ref} {...props} />;
});

/** notistack's provider; hands its global functions to app/toasts.ts once mounted. */
export function ToastHost() {
  useEffect(
    () =>
      attachToastBackend({
        enqueue: (message, options) => void enqueueSnackbar(message, options),
        close: (key) => closeSnackbar(key),
      }),
    [],
  );
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={TOAST_AUTO_HIDE_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      TransitionComponent={ToastCollapse}
      transitionDuration={{ enter: TOAST_COLLAPSE_MS, exit: TOAST_COLLAPSE_MS }}
      // Pause on hover is notistack's default; pausing on focus loss needs the blur listener on.
      disableWindowBlurListener={false}
    />
  );
}
