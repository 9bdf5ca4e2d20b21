/**
 * Where sign-in may send the user back to (spec/shell.md §2: the guard's `returnUrl`, /403's
 * `redirect`), as plain functions without the router: the light sign-in page (features/signIn)
 * checks the same rules as the app's auth screens (returnPath.ts).
 */

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
 * `authPath` (an auth screen such as `/register`) with `?returnUrl=<returnPath>` when `returnPath`
 * is a safe path (checked again here), else `authPath` alone; `extra` query parameters (such as
 * the typed `email` for the password restore) follow when given and not empty.
 */
export function withReturnUrl(
  authPath: string,
  returnPath: string | undefined,
  extra: Record<string, string | undefined> = {},
): string {
  const params = new URLSearchParams();
  const safe = safeReturnPath(returnPath);
  if (safe) params.set('returnUrl', safe);
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  const query = params.toString();
  return query ? `${authPath}?${query}` : authPath;
}
