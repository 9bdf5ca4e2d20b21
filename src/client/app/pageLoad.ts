/**
 * A full page load in place of the current page (no history entry). The app and the light sign-in
 * page are two documents (webpack entries `main` and `signIn`): the app opens sign-in this way
 * (features/session/SignInRedirect.tsx) and sign-in opens the app this way after success.
 */

/** Loads `path` (same origin) in place of the current page. */
export const loadPage = (path: string): void => window.location.replace(path);
