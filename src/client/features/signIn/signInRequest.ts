/**
 * POST /auth/login for the light sign-in page (spec/shell.md §7 "Authentication", §8 texts), through
 * the base query's HTTP half (api/httpTransport.ts, no Redux) rather than RTK Query: the same
 * 30 s timeout and reading of an error answer (its `error` text, else 'Request failed with status
 * {n}', and its `data` as field errors), `Accept-Language` of the chosen language, and the token
 * from `Authorization: Bearer`, else 'No token received'.
 */
import { AUTH_PATHS, HEADERS } from '../../../shared/auth/auth.paths';
import { LOCALE_OF, type Language } from '../../../shared/constants';
import type { FieldErrors } from '../../../shared/envelope';
import { transportMessage } from '../../../shared/errors';
import { bearerOf } from '../../api/bearer';
import { overHttp, replyFailure } from '../../api/httpTransport';

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
  const headers = { accept: 'application/json', [HEADERS.acceptLanguage]: LOCALE_OF[language] };
  try {
    const reply = await overHttp(AUTH_PATHS.login, 'POST', body, headers, new AbortController().signal);
    if (reply.status >= 400) {
      const { message, fieldErrors } = replyFailure(reply.status, reply.data);
      return { ok: false, message, fieldErrors };
    }
    const token = bearerOf(reply.headers[HEADERS.authorization]);
    if (!token) return { ok: false, message: transportMessage.noToken() };
    // The success envelope's data is `{user}` ("user read from data.data, else data", spec §7).
    const envelope = objectOr(reply.data);
    const data = objectOr(envelope.data ?? reply.data);
    const user = objectOr(data.user ?? data) as unknown as SignedInUser;
    return { ok: true, token, user };
  } catch (error) {
    // overHttp's TransportError carries the spec's text (timeout after 30000 ms, network).
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
