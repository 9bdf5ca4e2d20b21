/**
 * After sign-in the app opens (/cabinet or the returnUrl): its entry's scripts are fetched while
 * the user types, so that page does not wait for them. The build lists them in signin.html's
 * `<meta name="teamspace-app-scripts">` (webpack.config.ts); each becomes a `<link rel="prefetch">`
 * when the browser is idle after the first paint (the browser fetches those at the lowest priority
 * and keeps them in its cache).
 */

import { onIdle } from '../session/idlePrefetch';

/** The meta tag's name (written by webpack.config.ts). */
export const APP_SCRIPTS_META = 'teamspace-app-scripts';

/** Adds the prefetch links now; returns the URLs added. */
export function prefetchAppScripts(doc: Document = document): string[] {
  const content = doc.querySelector(`meta[name="${APP_SCRIPTS_META}"]`)?.getAttribute('content') ?? '';
  const urls = content.split(/\s+/).filter(Boolean);
  for (const href of urls) {
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.href = href;
    doc.head.appendChild(link);
  }
  return urls;
}

/** Schedules `prefetchAppScripts` for when the browser is idle (at most 3 s after the call). */
export function prefetchAppScriptsWhenIdle(): void {
  onIdle(() => void prefetchAppScripts(), 3000);
}
