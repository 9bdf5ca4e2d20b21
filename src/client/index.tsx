/**
 * Webpack entry of the client (DESIGN §1): starts the first URL's chunks and data
 * (app/router.tsx startRouting), then mounts <App/> into #root once those chunks are in and, on a
 * cold open of a board page, its data is in the cache (app/firstScreenQueries.ts), on a reopen the
 * entries kept from the last visit are (app/store.ts `whenKeptRestored`) — at most
 * FIRST_DATA_WAIT_MS more —, or after FIRST_RENDER_WAIT_MS, and, when Russian is chosen, its
 * chunk too (app/i18n.ts).
 * spec/shell.md §8: global handling ignores errors about a translation disposer and about reading
 * properties of undefined; all others are logged.
 */
// First: zod's configuration must precede every schema the app's modules build.
import './app/zodJitless';
// Second: the first URL's data starts loading before the heavy modules evaluate.
import './app/bootRequests';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { isLanguageLoaded, loadLanguage } from './app/i18n';
import { startRouting } from './app/router';
import { cacheFirstScreen } from './app/firstScreenQueries';
import { getStore, whenKeptRestored } from './app/store';
import { initialPreferencesState } from './features/preferences/storedPreferences';

/** The longest the first render waits for the screen's chunks (ms); a spinner shows after it. */
const FIRST_RENDER_WAIT_MS = 1500;
/**
 * The longest the first render waits, once the chunks are in, for the first screen's data to be in
 * the cache (app/firstScreenQueries.ts; ms): a slow server gets the shell and spinners.
 */
const FIRST_DATA_WAIT_MS = 400;

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
// The screen's chunks and data start loading now, while the language chunk does (one round trip,
// not two); the first render waits for the chunks (at most FIRST_RENDER_WAIT_MS), so the screens
// render directly instead of a spinner whose reveal React throttles (app/screenChunk.tsx).
const chunksLoaded = startRouting(getStore());
const languageLoaded = isLanguageLoaded(language)
  ? Promise.resolve()
  : loadLanguage(language).catch((error: unknown) => console.error('[teamspace] language not loaded', error)); // English shows instead
// On a reopen the entries kept from the last visit go into the cache once their endpoints' chunk
// is in (app/persistence.ts): rendered before that, the first screen was thrown away half-way and
// rendered again synchronously when they arrived (useSyncExternalStore keeps a render consistent).
const dataCached = chunksLoaded.then(() =>
  Promise.race([
    Promise.all([cacheFirstScreen(getStore(), window.location.pathname), whenKeptRestored(getStore())]),
    new Promise<void>((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS)),
  ]).catch(() => undefined),
);
const waited = new Promise<void>((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS));
// A transition: React renders the first screen in slices of a few ms, so the answers of the
// requests started meanwhile (app/routeRequests.ts: the board's calls follow the project's answer)
// are handled between slices instead of after a render of ~0.25 s (issue 13, no waterfall).
void Promise.all([languageLoaded, Promise.race([dataCached, waited])]).then(() =>
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
