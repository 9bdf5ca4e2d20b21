/**
 * The providers of the light sign-in page: the app's MUI theme (app/theme.ts: light, dark, or the
 * system's, following the OS live) with CssBaseline — the same look as the app's screens, without
 * the app's store, router, i18next or connection — around the page with its texts (signInTexts.ts).
 */
import { useEffect, useMemo } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { Language, ThemeMode } from '../../../shared/constants';
import { createAppTheme, useResolvedThemeMode } from '../../app/theme';
import { SignInPage } from './SignInPage';
import type { SignInTexts } from './signInTexts';

export interface SignInRootProps {
  texts: SignInTexts;
  /** The stored theme choice (`theme`, spec/shell.md §9). */
  themeMode: ThemeMode;
  /** The chosen language (stored `lang`, else the browser's), sent as Accept-Language. */
  language: Language;
  /** Opens the page signed in (SignInPage's `leave`). */
  leave?: (path: string) => void;
}

/** The sign-in page with its texts and theme; keeps <html lang> and the colour scheme in step. */
export function SignInRoot({ texts, themeMode, language, leave }: SignInRootProps) {
  const mode = useResolvedThemeMode(themeMode);
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  useEffect(() => {
    document.documentElement.style.colorScheme = mode;
    document.documentElement.lang = texts.language;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.palette.background.paper);
  }, [mode, theme, texts.language]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <SignInPage t={texts.t} language={language} leave={leave} />
    </ThemeProvider>
  );
}
