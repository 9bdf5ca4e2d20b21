/**
 * Webpack entry `signIn` (webpack.config.ts): the light sign-in page that the server answers
 * browser navigations to /login with (signin.html, server/plugins/static.ts). React and MUI with the
 * app's theme, and the texts of three namespaces with a small translator (signInTexts.ts) — no
 * Redux, router, socket, i18next or zod up front, so its initial JavaScript stays within the
 * sign-in budget (DESIGN §7, scripts/bundleBudget.mjs, README "Where we depart from DESIGN.md").
 * Reads the stored theme and language as the app does (features/preferences/storedPreferences.ts),
 * loads Russian first when it is chosen, renders, tells an embedding parent APP_READY (spec/shell.md
 * §4 Embedding) and, once idle, prefetches the app's scripts for the page opened after sign-in.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { postAppReady } from '../../app/embedding';
import { initialPreferencesState } from '../preferences/storedPreferences';
import { prefetchAppScriptsWhenIdle } from './appPrefetch';
import { SignInRoot } from './SignInRoot';
import { loadSignInTexts } from './signInTexts';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from signin.html');
const { language, themeMode } = initialPreferencesState();

void loadSignInTexts(language).then((texts) => {
  createRoot(container).render(
    <StrictMode>
      <SignInRoot texts={texts} themeMode={themeMode} language={language} />
    </StrictMode>,
  );
  postAppReady();
  prefetchAppScriptsWhenIdle();
});
