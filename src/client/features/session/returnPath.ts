/**
 * Where sign-in may send the user back to (spec/shell.md §2: the guard's `returnUrl`, /403's
 * `redirect`). Kept apart from the auth screens so the /403 page does not load their form fields.
 */
import { useSearchParams } from 'react-router';

/**
 * A path safe to return to after sign-in: same-origin absolute paths only (no `//host`, no
 * scheme, no backslash tricks), and never the auth screens themselves. Returns undefined otherwise.
 */
export function safeReturnPath(raw: string | null | undefined): string | undefined {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return undefined;
  try {
    const url = new URL(raw, 'http://same.origin');
    if (url.origin !== 'http://same.origin') return undefined;
    if (['/login', '/register', '/forgot-password'].includes(url.pathname)) return undefined;
    return url.pathname + url.search + url.hash;
  } catch {
    return undefined;
  }
}

/**
 * The safe `returnUrl` of the current address (spec/shell.md §2), or undefined. The auth screens
 * (sign-in, registration, password restore) read it to go there after success and to pass it on
 * when linking to each other, so an invitation opened signed out survives "Create one".
 */
export function useReturnPath(): string | undefined {
  const [params] = useSearchParams();
  return safeReturnPath(params.get('returnUrl'));
}

/**
 * `authPath` (an auth screen such as `/register`) with `?returnUrl=<returnPath>` when `returnPath`
 * is a safe path (checked again here), else `authPath` alone.
 */
export function withReturnUrl(authPath: string, returnPath: string | undefined): string {
  const safe = safeReturnPath(returnPath);
  return safe ? `${authPath}?${new URLSearchParams({ returnUrl: safe })}` : authPath;
}
