/**
 * HTTP half of the base query (DESIGN §3, spec/shell.md §7 "The calls it makes"): the headers every
 * request carries, the stored or guest credentials, one `fetch` with the spec's timeout and
 * cancellation, and `primeGets`. It imports nothing of Redux or the socket, so the entry's first
 * module (app/bootRequests.ts, its own small script) starts the first URL's GETs with it before
 * React, MUI and the store are even parsed (issue 13 item 4).
 */
import { HEADERS } from '../../shared/auth/auth.paths';
import type { SocketApiRequest } from '../../shared/auth/auth.paths';
import { COMPRESS_HEADER_VALUE, LOCALE_OF, REQUEST_TIMEOUT_MS, STORAGE_KEYS } from '../../shared/constants';
import type { Language } from '../../shared/constants';
import { isPrimed, putPrimed } from './primedRequests';
import type { PrimedReply } from './primedRequests';
import { transportMessage } from '../../shared/errors';
import type { FieldErrors } from '../../shared/envelope';
import { transportErrors } from './transportError';
import type { TransportError } from './transportError';

export type HttpMethod = SocketApiRequest['method'];

/**
 * Every failure: `status` is the HTTP status, or the transport code (`'TIMEOUT'`, `'CANCELLED'`,
 * `'WEBSOCKET_NOT_READY'`, `'NETWORK'`…); `message` is shown to the user as is; `fieldErrors` mirror
 * the rejected value's shape (DESIGN §3 Envelope).
 */
export interface ApiError {
  status: number | string;
  code: string;
  message: string;
  fieldErrors?: FieldErrors;
}

/** Query parameters of a request (null and undefined are left out). */
export type RequestParams = Record<string, string | number | boolean | null | undefined>;

/** What the transport reads of the store's state (or of a stand-in before the store exists). */
export interface TransportState {
  session?: { token: string | null };
  connection?: { socketId: string | null };
  preferences?: { language: Language };
}

let guestToken: string | null = null;
/** Guest mode (spec/shell.md §4 Client mode): with a guest token every call goes over HTTP. */
export function setGuestToken(token: string | null): void {
  guestToken = token;
}
export const getGuestToken = (): string | null => guestToken;

const storedToken = (state: TransportState): string | null => {
  try {
    return localStorage.getItem(STORAGE_KEYS.token) ?? state.session?.token ?? null;
  } catch {
    return state.session?.token ?? null;
  }
};

/** The URL with `params` appended as a query string (null/undefined params are left out). */
export function buildUrl(url: string, params?: RequestParams): string {
  if (!params) return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null) query.append(key, String(value));
  const text = query.toString();
  if (!text) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

/** `Accept-Language` value: the chosen language (stored, else browser — preferences slice). */
export function acceptLanguage(state: TransportState): string {
  const lang = state.preferences?.language;
  if (lang) return LOCALE_OF[lang];
  return typeof navigator !== 'undefined' && navigator.language ? navigator.language : LOCALE_OF.en;
}

/** One HTTP request; answers `{status, data, headers}`, throws a TransportError (timeout, cancelled, network). */
export async function overHttp(
  url: string,
  method: HttpMethod,
  body: unknown,
  headers: Record<string, string>,
  signal: AbortSignal,
) {
  const controller = new AbortController();
  let reason: TransportError | null = null;
  const abort = () => {
    reason = transportErrors.cancelled();
    controller.abort();
  };
  if (signal.aborted) throw transportErrors.cancelled();
  signal.addEventListener('abort', abort);
  const timer = setTimeout(() => {
    reason = transportErrors.timeout(REQUEST_TIMEOUT_MS);
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  try {
    const hasBody = body !== undefined && method !== 'GET';
    const response = await fetch(new URL(url, window.location.href), {
      method,
      headers: hasBody ? { ...headers, 'content-type': 'application/json' } : headers,
      body: hasBody ? JSON.stringify(body) : undefined,
      signal: controller.signal,
    });
    const text = await response.text();
    let parsed: unknown = null;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    const responseHeaders: Record<string, string> = {};
    response.headers.forEach((value, key) => {
      responseHeaders[key.toLowerCase()] = value;
    });
    return { status: response.status, data: parsed, headers: responseHeaders, error: undefined as string | undefined };
  } catch (error) {
    if (reason) throw reason;
    throw transportErrors.network(error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
}

/** The headers every request carries (see `baseQuery`), before the endpoint's own. */
export function baseHeaders(state: TransportState): Record<string, string> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    [HEADERS.acceptLanguage]: acceptLanguage(state),
    [HEADERS.compress]: COMPRESS_HEADER_VALUE,
  };
  const socketId = state.connection?.socketId;
  if (socketId) headers[HEADERS.socketId] = socketId;
  return headers;
}

/** HTTP headers with the guest token, or the stored Bearer token. */
export function withCredentials(headers: Record<string, string>, state: TransportState, guest: string | null) {
  const httpHeaders = { ...headers };
  if (guest) httpHeaders[HEADERS.guestToken] = guest;
  else {
    const token = storedToken(state);
    if (token && !httpHeaders[HEADERS.authorization]) httpHeaders[HEADERS.authorization] = `Bearer ${token}`;
  }
  return httpHeaders;
}

/**
 * Starts GETs over HTTP now, before any screen asks for them (app/routeRequests.ts: a route's data
 * in parallel while the socket connects and the screens' chunks load). The first base query for
 * the same URL takes the answer instead of sending again; each answer is taken once. A URL whose
 * answer is already on its way and not yet taken is not asked again. Returns the answers started
 * here, for a caller that derives further requests from them.
 */
export function primeGets(urls: string[], state: unknown): Map<string, Promise<PrimedReply>> {
  const headers = withCredentials(baseHeaders(state as TransportState), state as TransportState, null);
  const started = new Map<string, Promise<PrimedReply>>();
  for (const url of urls) {
    if (isPrimed(url)) continue; // already on its way (app/bootRequests.ts), not yet taken
    const reply = overHttp(url, 'GET', undefined, headers, new AbortController().signal);
    putPrimed(url, reply);
    started.set(url, reply);
  }
  return started;
}

/** The ApiError of an HTTP answer with an error status (its `error` text, else the spec's 'Request failed with status {n}'). */
export function replyFailure(status: number, body: unknown, replyError?: string): ApiError {
  const b = (typeof body === 'object' && body !== null ? body : {}) as {
    error?: unknown;
    code?: unknown;
    data?: unknown;
  };
  const message = replyError || (typeof b.error === 'string' && b.error) || transportMessage.failedWithStatus(status);
  const error: ApiError = { status, code: typeof b.code === 'string' ? b.code : 'HTTP_ERROR', message };
  if (typeof b.data === 'object' && b.data !== null && !Array.isArray(b.data))
    error.fieldErrors = b.data as FieldErrors;
  return error;
}
