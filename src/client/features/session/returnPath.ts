/**
 * Where sign-in may send the user back to (spec/shell.md §2: the guard's `returnUrl`, /403's
 * `redirect`). Kept apart from the auth screens so the /403 page does not load their form fields;
 * the rules themselves are in safeReturnPath.ts (no router there: the light sign-in page uses them).
 */
import { useSearchParams } from 'react-router';
import { safeReturnPath } from './safeReturnPath';

/**
 * The safe `returnUrl` of the current address (spec/shell.md §2), or undefined. The auth screens
 * (registration, password restore) read it to go there after success and to pass it on when
 * linking to each other and to sign-in, so an invitation opened signed out survives "Create one".
 */
export function useReturnPath(): string | undefined {
  const [params] = useSearchParams();
  return safeReturnPath(params.get('returnUrl'));
}
