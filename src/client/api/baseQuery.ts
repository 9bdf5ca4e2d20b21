/**
 * The custom base query of the one RTK Query api (DESIGN §6, spec/shell.md §7, §8).
 * `{url, method, body, params?, headers?}` → `{data, meta}` or `{error: ApiError, meta?}`; never throws.
 * Transport: the socket `api` message when the live connection is ready, else HTTP; guest mode
 * (a guest token set with `setGuestToken`) always uses HTTP with `X-Guest-Token`.
 */
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { AUTH_PATHS, HEADERS } from '../../shared/auth/auth.paths';
import type { SocketApiRequest } from '../../shared/auth/auth.paths';
import { REQUEST_TIMEOUT_MS } from '../../shared/constants';
import { tokenRefreshed } from '../features/session/sessionSlice';
import { decompressResponse, isUndecodedBody } from './compression';
import { bearerOf } from './bearer';
import { baseHeaders, buildUrl, getGuestToken, overHttp, replyFailure, withCredentials } from './httpTransport';
import type { ApiError, HttpMethod, RequestParams, TransportState } from './httpTransport';
import { takePrimed } from './primedRequests';
import { isTransportError } from './transportError';
import type { TransportError } from './transportError';

/** Arguments of every endpoint's `query`. `transport: 'http'` forces HTTP (sign-in, registration). */
export interface ApiRequest {
  url: string;
  method?: HttpMethod;
  body?: unknown;
  params?: RequestParams;
  headers?: Record<string, string>;
  transport?: 'http';
}

/** The ApiError of a failed call (an RTK Query `error` or what `unwrap()` throws), if it is one. */
export const apiErrorOf = (error: unknown): ApiError | undefined =>
  error !== null && typeof error === 'object' && 'status' in error && 'message' in error
    ? (error as ApiError)
    : undefined;

/** Meta of every answer: status, response headers (lower-case names) and the transport used. */
export interface ApiMeta {
  status: number;
  headers: Record<string, string>;
  transport: 'socket' | 'http';
}

/** The part of the connection service the base query uses (features/connection/connectionService.ts). */
export interface SocketTransport {
  isReady(): boolean;
  request(
    req: Omit<SocketApiRequest, 'requestId'>,
    options?: { signal?: AbortSignal; timeoutMs?: number },
  ): Promise<{ status: number; data: unknown; error?: string; headers?: Record<string, string> }>;
}

/** The thunk extra argument of the store (app/store.ts). */
export interface StoreExtra {
  connection?: SocketTransport;
}

/** The payload of a success envelope; card pages (`cards` at the top) and undecoded bodies stay whole. */
export function payloadOf(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || isUndecodedBody(body)) return body;
  if ('cards' in body) return body;
  if ('success' in body) return 'data' in body ? (body as { data: unknown }).data : null;
  return body;
}

const fromTransportError = (e: TransportError): ApiError => ({ status: e.code, code: e.code, message: e.message });

const NO_REFRESH_PATHS: readonly string[] = [
  AUTH_PATHS.login,
  AUTH_PATHS.register,
  AUTH_PATHS.refresh,
  AUTH_PATHS.logout,
];

/**
 * The base query (spec/shell.md §7 "The calls it makes", §8 error catalogue).
 * Headers on every request: `Accept: application/json`, `Accept-Language`, `Socket-Id` (when known),
 * `X-Compress: normalizr`; over HTTP `Authorization: Bearer <stored token>` or, for guests,
 * `X-Guest-Token`. Errors: `TIMEOUT` ('Request timeout after 30000ms'), `CANCELLED` (RTK's abort
 * signal, or the socket went away while waiting), `NETWORK`, or the server's status with its
 * `error` text ('Request failed with status {n}' without one). A refreshed `Authorization` header
 * in an answer replaces the stored token.
 */
export const baseQuery: BaseQueryFn<ApiRequest | string, unknown, ApiError, object, ApiMeta> = async (args, api) => {
  const req: ApiRequest = typeof args === 'string' ? { url: args } : args;
  const method = req.method ?? 'GET';
  const url = buildUrl(req.url, req.params);
  const state = api.getState() as TransportState;
  const connection = (api.extra as StoreExtra | undefined)?.connection;
  const guest = getGuestToken();
  const headers = baseHeaders(state);
  Object.assign(headers, lowerKeys(req.headers));

  let reply: { status: number; data: unknown; error?: string; headers?: Record<string, string> } | null = null;
  let transport: ApiMeta['transport'] = 'http';
  // A GET the route asked for before its screen did (primeGets): its answer, once.
  const primed = method === 'GET' && !guest && !req.headers ? takePrimed(url) : undefined;
  if (primed) reply = await primed.catch(() => null);
  try {
    if (!reply && !guest && req.transport !== 'http' && connection?.isReady()) {
      try {
        reply = await connection.request(
          { method, url, body: req.body, headers },
          { signal: api.signal, timeoutMs: REQUEST_TIMEOUT_MS },
        );
        transport = 'socket';
      } catch (error) {
        // The socket went away between the check and the send: HTTP is the fallback (spec/shell.md §4).
        if (
          !isTransportError(error) ||
          (error.code !== 'WEBSOCKET_NOT_READY' && error.code !== 'WEBSOCKET_DISCONNECTED')
        )
          throw error;
      }
    }
    if (!reply) reply = await overHttp(url, method, req.body, withCredentials(headers, state, guest), api.signal);
  } catch (error) {
    if (isTransportError(error)) return { error: fromTransportError(error) };
    return {
      error: { status: 'NETWORK', code: 'NETWORK', message: error instanceof Error ? error.message : String(error) },
    };
  }

  const replyHeaders = lowerKeys(reply.headers);
  const meta: ApiMeta = { status: reply.status, headers: replyHeaders, transport };
  if (reply.error || reply.status >= 400) return { error: replyFailure(reply.status, reply.data, reply.error), meta };

  const refreshed = bearerOf(replyHeaders[HEADERS.authorization]);
  const current = state.session?.token ?? null;
  if (refreshed && current && refreshed !== current && !guest && !NO_REFRESH_PATHS.includes(req.url.split('?')[0])) {
    api.dispatch(tokenRefreshed(refreshed));
  }
  return { data: payloadOf(decompressResponse(reply.data)), meta };
};

function lowerKeys(headers: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(headers ?? {})) out[key.toLowerCase()] = value;
  return out;
}
