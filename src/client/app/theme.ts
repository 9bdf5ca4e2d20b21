/**
 * MUI theme of the client (spec/shell.md §4 Theme, §9: primary #0098EA; light, dark or system).
 * `createAppTheme(mode)` builds the concrete light or dark theme; `useResolvedThemeMode(choice)`
 * turns the stored choice into a concrete mode, following the operating system's
 * `prefers-color-scheme` live while the choice is 'system'.
 *
 * Contrast (WCAG 2.x AA, checked by e2e/accessibility.spec.ts): #0098EA stays the primary fill, but
 * white on it reaches only 3.1:1, so text on primary fills is dark (MUI picks it with
 * `contrastThreshold: 4.5`, for every palette colour). On the light surfaces #0098EA as text
 * reaches only 2.7–3.1:1, so text drawn in the primary colour uses `palette.primaryText`: a darker
 * variant of the same hue in the light theme, #0098EA itself in the dark theme (5.2:1 and more).
 */
import { createTheme, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PRIMARY_COLOR, type ThemeMode } from '../../shared/constants';
import { defaultAvatarColors } from './avatarColors';

declare module '@mui/material/styles' {
  interface Palette {
    /** The primary colour for text and links on the page's surfaces (≥ 4.5:1 on them). */
    primaryText: string;
  }
  interface PaletteOptions {
    primaryText?: string;
  }
}

export type ConcreteThemeMode = 'light' | 'dark';

/** #0098EA darkened in the same hue: 5.1:1 on the light column background #ebeef3, 5.9:1 on white. */
const PRIMARY_TEXT_ON_LIGHT = '#0069a1';
/** Hover fill of contained primary buttons: dark text keeps ≥ 4.5:1 on it (MUI's default dark gives 4.0:1). */
const PRIMARY_HOVER = '#0089d2';

/** The app theme for one concrete mode: primary #0098EA, rounded surfaces, no uppercase buttons. */
export function createAppTheme(mode: ConcreteThemeMode): Theme {
  const dark = mode === 'dark';
  const primaryText = dark ? PRIMARY_COLOR : PRIMARY_TEXT_ON_LIGHT;
  const onPrimaryText = { color: primaryText };
  return createTheme({
    palette: {
      mode,
      contrastThreshold: 4.5,
      primary: { main: PRIMARY_COLOR, dark: PRIMARY_HOVER },
      primaryText,
      background: dark ? { default: '#10161d', paper: '#17202a' } : { default: '#f4f7fa', paper: '#ffffff' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiAppBar: { defaultProps: { elevation: 0, color: 'default' } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: {
            variants: [
              { props: { variant: 'text', color: 'primary' }, style: onPrimaryText },
              { props: { variant: 'outlined', color: 'primary' }, style: onPrimaryText },
            ],
          },
        },
      },
      MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
      // Text in the primary colour: links, focused labels, selected tabs, outlined chips, toggles.
      MuiLink: { styleOverrides: { root: { variants: [{ props: { color: 'primary' }, style: onPrimaryText }] } } },
      MuiTypography: {
        styleOverrides: { root: { variants: [{ props: { color: 'primary' }, style: onPrimaryText }] } },
      },
      MuiFormLabel: {
        styleOverrides: {
          root: { variants: [{ props: { color: 'primary' }, style: { '&.Mui-focused': onPrimaryText } }] },
        },
      },
      MuiTab: {
        styleOverrides: {
          root: { variants: [{ props: { textColor: 'primary' }, style: { '&.Mui-selected': onPrimaryText } }] },
        },
      },
      MuiChip: {
        styleOverrides: {
          root: { variants: [{ props: { variant: 'outlined', color: 'primary' }, style: onPrimaryText }] },
        },
      },
      MuiToggleButton: {
        styleOverrides: {
          root: { variants: [{ props: { color: 'primary' }, style: { '&.Mui-selected': onPrimaryText } }] },
        },
      },
      // Initials on a grey avatar at 4.5:1 and more (avatarColors.ts; MUI's greys give 1.7:1 and 3.9:1).
      MuiAvatar: { styleOverrides: { colorDefault: defaultAvatarColors(mode) } },
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
