/**
 * The application's providers and root (issue 2 Deliver 7): Redux store, i18next (language from
 * the preferences slice, stored under `lang`), the MUI theme (light / dark / system following the
 * OS live, stored under `theme`; primary #0098EA), CssBaseline, the toasts' host (app/toasts.ts:
 * notistack with the defaults of spec/board.md §9, a lazy chunk), the live connection provider, and the router whose root renders the
 * always-present connection overlay. Posts APP_READY to a parent window once (spec/shell.md §4).
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { ConnectionProvider } from '../features/connection/ConnectionProvider';
import { lazyDialog } from '../features/lazyDialog';
import { selectLanguage, selectThemeMode } from '../features/preferences/preferencesSlice';
import { postAppReady } from './embedding';
import { useAppSelector } from './hooks';
import { addLoadedLanguage, ensureLanguage, getI18n } from './i18n';
import { AppRouter, startRouting } from './router';
import { getStore, type AppStore } from './store';
import { useToastHostWanted } from './toasts';
import { createAppTheme, useResolvedThemeMode } from './theme';

/** The toasts' host (notistack), a chunk fetched when idle after the first screen (lazyDialog). */
const ToastHost = lazyDialog(() => import(/* webpackChunkName: "ToastHost" */ './ToastHost').then((m) => m.ToastHost));

/**
 * Mounts the toasts' host on the first toast. Toasts often tell of a failure — the server may be
 * gone just then — so a host chunk that cannot be fetched is asked for again (lazyDialog) while
 * the toasts wait in app/toasts.ts; it never breaks the app.
 */
function ToastSlot() {
  return useToastHostWanted() ? <ToastHost /> : null;
}

/** Theme from the stored choice; re-renders when the OS scheme changes under 'system'. */
function ThemeRoot({ children }: { children: ReactNode }) {
  const choice = useAppSelector(selectThemeMode);
  const mode = useResolvedThemeMode(choice);
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  useEffect(() => {
    document.documentElement.style.colorScheme = mode;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.palette.background.paper);
  }, [mode, theme]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}

/** Keeps i18next and <html lang> on the language of the preferences slice. */
function LanguageSync({ i18n }: { i18n: I18n }) {
  const language = useAppSelector(selectLanguage);
  useEffect(() => {
    // A loaded language switches in the same tick; another one once its chunk has arrived.
    if (i18n.language !== language && addLoadedLanguage(i18n, language)) void i18n.changeLanguage(language);
    else if (i18n.language !== language)
      void ensureLanguage(i18n, language)
        .then(() => i18n.changeLanguage(language))
        .catch((error: unknown) => console.error('[teamspace] language not loaded', error));
    document.documentElement.lang = language;
  }, [i18n, language]);
  return null;
}

/**
 * The visual providers (needs a Redux <Provider> above): i18next following the preferences'
 * language, the theme with CssBaseline, and the toasts' host (app/toasts.ts). Tests wrap
 * their screens in it (inside test/client/renderWithProviders); `i18n` defaults to the app singleton.
 */
export function UiProviders({ i18n, children }: { i18n?: I18n; children: ReactNode }) {
  const language = useAppSelector(selectLanguage);
  const appI18n = useMemo(() => i18n ?? getI18n(language), [i18n]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <I18nextProvider i18n={appI18n}>
      <LanguageSync i18n={appI18n} />
      <ThemeRoot>
        {children}
        <ToastSlot />
      </ThemeRoot>
    </I18nextProvider>
  );
}

/** Every provider of the app, without the router. `store` defaults to the app singleton. */
export function AppProviders({ store, i18n, children }: { store?: AppStore; i18n?: I18n; children: ReactNode }) {
  return (
    <Provider store={store ?? getStore()}>
      <UiProviders i18n={i18n}>
        <ConnectionProvider>{children}</ConnectionProvider>
      </UiProviders>
    </Provider>
  );
}

/** The whole application: providers + browser router; announces APP_READY once mounted. */
export function App() {
  useMemo(() => startRouting(getStore()), []);
  useEffect(() => {
    postAppReady();
  }, []);
  return (
    <AppProviders>
      <AppRouter />
    </AppProviders>
  );
}
