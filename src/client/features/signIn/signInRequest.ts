/**
 * POST /auth/login for the light sign-in page (spec/shell.md §7 "Authentication", §8 texts), with
 * `fetch` instead of the app's RTK Query base query: the same headers (`Accept: application/json`,
 * `Accept-Language` of the chosen language), the same 30 s timeout, and the same reading of the
 * answer — the token from `Authorization: Bearer`, else 'No token received'; an error answer's
 * `error` text (else 'Request failed with status {n}') and its `data` as field errors.
 */
import { AUTH_PATHS, HEADERS } from '../../../shared/auth/auth.paths';
import { LOCALE_OF, REQUEST_TIMEOUT_MS, type Language } from '../../../shared/constants';
import type { FieldErrors } from '../../../shared/envelope';
import { transportMessage } from '../../../shared/errors';
import { bearerOf } from '../../api/bearer';

/** The sign-in form's body; `remember` = "Stay signed in" (a long-lived token). */
export interface SignInBody {
  email: string;
  password: string;
  remember: boolean;
}

/** The signed-in user as far as the page needs it. */
export interface SignedInUser {
  id: number;
  email: string;
}

/** What the request ended with: a token and the user, or a message in words with field errors. */
export type SignInResult =
  { ok: true; token: string; user: SignedInUser } | { ok: false; message: string; fieldErrors?: FieldErrors };

const objectOr = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Sends the form; never throws (a network failure or a timeout is a result with its message). */
export async function requestSignIn(body: SignInBody, language: Language): Promise<SignInResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch(new URL(AUTH_PATHS.login, window.location.href), {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        [HEADERS.acceptLanguage]: LOCALE_OF[language],
      },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    const envelope = objectOr(parsed);
    if (response.status >= 400) {
      const message =
        typeof envelope.error === 'string' && envelope.error
          ? envelope.error
          : transportMessage.failedWithStatus(response.status);
      const data = envelope.data;
      const fieldErrors =
        typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as FieldErrors) : undefined;
      return { ok: false, message, fieldErrors };
    }
    const token = bearerOf(response.headers.get(HEADERS.authorization));
    if (!token) return { ok: false, message: transportMessage.noToken() };
    // The success envelope's data is `{user}` ("user read from data.data, else data", spec §7).
    const data = objectOr(envelope.data ?? parsed);
    const user = objectOr(data.user ?? data) as unknown as SignedInUser;
    return { ok: true, token, user };
  } catch (error) {
    const message = controller.signal.aborted
      ? transportMessage.timeout(REQUEST_TIMEOUT_MS)
      : error instanceof Error
        ? error.message
        : String(error);
    return { ok: false, message };
  } finally {
    clearTimeout(timer);
  }
}
