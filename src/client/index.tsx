/**
 * Webpack entry of the client (DESIGN §1): loads the chosen language's translations (app/i18n.ts)
 * while the current screen's chunks download, then mounts <App/> into #root.
 * spec/shell.md §8: global handling ignores errors about a translation disposer and about reading
 * properties of undefined; all others are logged.
 */
// First: zod's configuration must precede every schema the app's modules build.
import './app/zodJitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_LANGUAGE } from '../shared/constants';
import { App } from './app/App';
import { ensureLanguage, getI18n, loadLanguage } from './app/i18n';
import { preloadRouteChunks } from './app/routeChunks';
import { initialPreferencesState } from './features/preferences/preferencesSlice';

const IGNORED = [/disposer/i, /Cannot read propert(y|ies) of undefined/i];
const ignored = (message: unknown) => typeof message === 'string' && IGNORED.some((re) => re.test(message));

window.addEventListener('error', (event) => {
  if (ignored(event.message)) return event.preventDefault();
  console.error('[teamspace] uncaught error', event.error ?? event.message);
});
window.addEventListener('unhandledrejection', (event) => {
  const reason = event.reason as { message?: unknown } | undefined;
  if (ignored(reason?.message ?? event.reason)) return event.preventDefault();
  console.error('[teamspace] unhandled rejection', event.reason);
});

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const language = initialPreferencesState().language;
// The screen's chunks download while the language chunk does (one round trip, not two).
preloadRouteChunks(window.location.pathname);
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
loadLanguage(language)
  .catch((error: unknown) => console.error('[teamspace] language not loaded', error)) // keys show instead
  .then(render)
  // English is the fallback of missing Russian keys (spec/shell.md §9): after the first paint.
  .then(() => (language === DEFAULT_LANGUAGE ? undefined : ensureLanguage(getI18n(), DEFAULT_LANGUAGE)))
  .catch((error: unknown) => console.error('[teamspace] fallback language not loaded', error));
