/**
 * What the sign-in page's address says (spec/shell.md §2 route guard, §4 Session): why the user was
 * sent here (`auth=required|timeout|error|blocked`, `error` = the detail of `auth=error`), where to
 * go after sign-in (`returnUrl`, same-origin paths only), and what the password restore passed
 * back (`email`, `restored=1`).
 */
import { safeReturnPath } from '../session/safeReturnPath';

/** Why the guard or the session sent the user to sign in. */
export type SignInReason = 'required' | 'timeout' | 'error' | 'blocked';

/** The parsed query of /login. */
export interface SignInAddress {
  reason: SignInReason | null;
  /** The detail of `auth=error`, or null. */
  errorDetail: string | null;
  /** A safe path to go to after sign-in, or undefined (then /cabinet). */
  returnPath: string | undefined;
  /** The e-mail the restore page passed back, or null. */
  email: string | null;
  /** True after a password restore (the "password changed" line shows). */
  restored: boolean;
}

const REASONS: readonly string[] = ['required', 'timeout', 'error', 'blocked'];

/** Reads a /login query string (`?auth=…&returnUrl=…`). */
export function readSignInAddress(search: string): SignInAddress {
  const params = new URLSearchParams(search);
  const auth = params.get('auth');
  return {
    reason: auth && REASONS.includes(auth) ? (auth as SignInReason) : null,
    errorDetail: params.get('error') || null,
    returnPath: safeReturnPath(params.get('returnUrl')),
    email: params.get('email') || null,
    restored: params.get('restored') === '1',
  };
}
