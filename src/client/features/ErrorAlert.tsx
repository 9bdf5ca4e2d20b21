/**
 * A failed load's message as MUI's standard error Alert draws it (icon, text, an action on the
 * right; role "alert"), in plain elements: the screens that show it (a board, a project, a
 * company) do not put MUI's Alert and its Paper styles in their first paint (DESIGN §7 budgets),
 * and the message must show when the network that would fetch a lazy chunk is down. Its stylesheet
 * is inserted by the alert itself: it is rare and drawn once, so there is no per-render cost to save.
 */
import type { ReactNode } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { perThemeStyleSheet } from '../app/themeStyleSheet';

/** Material's ErrorOutline icon, MUI Alert's error icon (24 × 24 viewBox). */
const ERROR_OUTLINE =
  'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z';

/** MUI Alert's `standard` variant with `severity="error"` (colours from the theme's error palette). */
const errorAlertStyleSheet = perThemeStyleSheet((theme) => {
  const { palette } = theme;
  const light = palette.mode === 'light';
  const styles = {
    '.error-alert': {
      ...theme.typography.body2,
      display: 'flex',
      padding: '6px 16px',
      borderRadius: theme.shape.borderRadius,
      color: light ? theme.darken(palette.error.light, 0.6) : theme.lighten(palette.error.light, 0.6),
      backgroundColor: light ? theme.lighten(palette.error.light, 0.9) : theme.darken(palette.error.light, 0.9),
    },
    '.error-alert-icon': {
      display: 'flex',
      marginRight: 12,
      padding: '7px 0',
      fontSize: 22,
      opacity: 0.9,
      color: palette.error.main,
      '& svg': { width: '1em', height: '1em', flexShrink: 0, fill: 'currentColor', userSelect: 'none' },
    },
    '.error-alert-message': { padding: '8px 0', minWidth: 0, overflow: 'auto' },
    '.error-alert-action': {
      display: 'flex',
      alignItems: 'flex-start',
      padding: '4px 0 0 16px',
      marginLeft: 'auto',
      marginRight: -8,
    },
  };
  return styles;
});

/** `children` (the message) with `action` (e.g. a Retry button) on the right; `className` for its margins. */
export function ErrorAlert({
  children,
  action,
  className,
}: {
  children: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div role="alert" className={className ? `error-alert ${className}` : 'error-alert'}>
      <GlobalStyles styles={errorAlertStyleSheet} />
      <div className="error-alert-icon">
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={ERROR_OUTLINE} />
        </svg>
      </div>
      <div className="error-alert-message">{children}</div>
      {action && <div className="error-alert-action">{action}</div>}
    </div>
  );
}
