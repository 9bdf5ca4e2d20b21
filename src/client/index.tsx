/**
 * Webpack entry of the client (DESIGN §1): mounts <App/> into #root — at once in English, after
 * the Russian chunk arrives (app/i18n.ts) when Russian is chosen, the screen's chunks downloading
 * meanwhile.
 * spec/shell.md §8: global handling ignores errors about a translation disposer and about reading
 * properties of undefined; all others are logged.
 */
// First: zod's configuration must precede every schema the app's modules build.
import './app/zodJitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { isLanguageLoaded, loadLanguage } from './app/i18n';
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
// A transition: React renders the first screen in slices of a few ms, so the answers of the
// requests started meanwhile (app/routeRequests.ts: the board's calls follow the project's answer)
// are handled between slices instead of after a render of ~0.25 s (issue 13, no waterfall).
const render = () =>
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
if (isLanguageLoaded(language)) render();
else
  void loadLanguage(language)
    .catch((error: unknown) => console.error('[teamspace] language not loaded', error)) // English shows instead
    .then(render);
