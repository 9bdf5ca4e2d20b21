/**
 * MUI theme of the client (spec/shell.md §4 Theme, §9: primary #0098EA; light, dark or system).
 * `createAppTheme(mode)` builds the concrete light or dark theme; `useResolvedThemeMode(choice)`
 * turns the stored choice into a concrete mode, following the operating system's
 * `prefers-color-scheme` live while the choice is 'system'.
 */
import { createTheme, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PRIMARY_COLOR, type ThemeMode } from '../../shared/constants';

export type ConcreteThemeMode = 'light' | 'dark';

/** The app theme for one concrete mode: primary #0098EA, rounded surfaces, no uppercase buttons. */
export function createAppTheme(mode: ConcreteThemeMode): Theme {
  const dark = mode === 'dark';
  return createTheme({
    palette: {
      mode,
      primary: { main: PRIMARY_COLOR, contrastText: '#ffffff' },
      background: dark ? { default: '#10161d', paper: '#17202a' } : { default: '#f4f7fa', paper: '#ffffff' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiAppBar: { defaultProps: { elevation: 0, color: 'default' } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
    },
  });
}

/**
 * Concrete mode for a stored choice. With 'system' it re-renders when the OS switches between
 * light and dark (media query listener), so no reload is needed.
 */
export function useResolvedThemeMode(choice: ThemeMode): ConcreteThemeMode {
  // noSsr: read the media query on the first render, so a dark OS never flashes a light page.
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  if (choice === 'system') return prefersDark ? 'dark' : 'light';
  return choice;
}
