/**
 * The socket `api` transport (DESIGN §3 Socket API, spec/shell.md §7): a request
 * `{requestId, method, url, body, headers}` runs through the same route table as HTTP
 * (`app.inject`) with the socket's token as Authorization and the socket id as Socket-Id; the
 * reply `{requestId, status, data, error, headers}` is emitted as `api` to that socket only.
 * `data` is exactly the JSON body HTTP would answer; `error` is the envelope's message when
 * status ≥ 400. A token the call returns (login, refresh) becomes the socket's token.
 *
 * Before dispatching, the gateway refuses what HTTP's parser would have refused, in the same
 * envelope: text the database cannot store in the url or a header (400 VALIDATION_FAILED at
 * `url` / `headers.<name>`), a header value HTTP cannot carry (400, `invalidFormat`), and a body
 * nested deeper than MAX_JSON_DEPTH (400 NESTING_TOO_DEEP, measured on the received value before it
 * is serialised again). A body above the route's body limit is the 413 PAYLOAD_TOO_LARGE of the
 * route itself; a message above socket.io's maxHttpBufferSize (the body limit + 64 KB, see
 * realtime.ts) never reaches this handler: socket.io closes that connection, and the client
 * reconnects.
 */
import { validateHeaderName, validateHeaderValue } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import { z } from 'zod';
import { SOCKET_EVENTS, type SocketApiReply } from '../../shared/auth/auth.paths';
import { isStorableText } from '../../shared/storableText';
import { V } from '../../shared/validation';
import { bearerHeader, bearerToken } from '../auth/auth.tokens';
import { failureOf } from './errors';
import { languageOf, translatorFor } from '../http/i18n';
import { AppError } from '../http/appError';
import { assertValueDepth, unstorableTextError } from '../http/hostileInput';
import { RequestValidationError } from '../http/validation';

/** What the server keeps per socket (socket.data). */
export interface SocketData {
  userId: number;
  /** Current token; replaced when an `api` call rotates it. */
  token: string;
}

const requestSchema = z.object({
  requestId: z.union([z.string().min(1), z.number()]).transform(String),
  method: z
    .string()
    .transform((method) => method.toUpperCase())
    .pipe(z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])),
  url: z.string().startsWith('/'),
  body: z.unknown().optional(),
  headers: z.record(z.string(), z.unknown()).optional(),
});

/** Header the gateway puts on the requests it dispatches (used only to skip request logging). */
export const TRANSPORT_HEADER = 'x-teamspace-transport';

/** True for a request dispatched by the socket gateway. */
export const isSocketApiCall = (request: { headers: Record<string, unknown> }): boolean =>
  request.headers[TRANSPORT_HEADER] === 'socket';

// Headers a client may not set: the transport owns them.
const OWN_HEADERS = new Set([
  'host',
  'content-length',
  'content-type',
  'transfer-encoding',
  'connection',
  'socket-id',
  'upgrade',
  TRANSPORT_HEADER,
]);
// Response headers that mean nothing to a socket client.
const DROPPED_REPLY_HEADERS = new Set(['content-length', 'connection', 'keep-alive', 'date', 'transfer-encoding']);

function clientHeaders(headers: Record<string, unknown> | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    const key = name.toLowerCase();
    if (!OWN_HEADERS.has(key) && (typeof value === 'string' || typeof value === 'number')) result[key] = String(value);
  }
  return result;
}

/** A header HTTP could not carry: 400 at `headers.<name>` (unstorable text, else invalid format). */
function assertSendableHeaders(headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) {
    const input = { headers };
    if (!isStorableText(name) || !isStorableText(value)) throw unstorableTextError(['headers', name], input);
    try {
      validateHeaderName(name);
      validateHeaderValue(name, value);
    } catch {
      throw new RequestValidationError([{ code: 'custom', path: ['headers', name], message: V.invalidFormat }], input);
    }
  }
}

/** Refuses, as HTTP would, what must not be dispatched (see the file header). */
function assertDispatchable(request: { url: string; body?: unknown }, headers: Record<string, string>): void {
  if (!isStorableText(request.url)) throw unstorableTextError(['url'], { url: request.url });
  assertSendableHeaders(headers);
  assertValueDepth(request.body);
}

function parseBody(payload: string): unknown {
  if (!payload) return null;
  try {
    return JSON.parse(payload);
  } catch {
    return payload;
  }
}

/** Handles one `api` event of an authenticated socket. Never throws. */
export async function handleSocketApi(app: FastifyInstance, socket: Socket, raw: unknown): Promise<void> {
  const data = socket.data as SocketData;
  const parsed = requestSchema.safeParse(raw);
  if (!parsed.success) {
    const requestId = (raw as { requestId?: unknown } | null)?.requestId;
    if (typeof requestId !== 'string' && typeof requestId !== 'number') return;
    const t = translatorFor(languageOf(undefined));
    const [status, body] = failureOf(new AppError('VALIDATION_FAILED'), t);
    socket.emit(SOCKET_EVENTS.api, {
      requestId: String(requestId),
      status,
      data: body,
      error: body.error,
      headers: {},
    } satisfies SocketApiReply);
    return;
  }
  const request = parsed.data;
  const headers = clientHeaders(request.headers);
  const hasBody = request.body !== undefined && request.method !== 'GET';
  let reply: SocketApiReply;
  try {
    assertDispatchable(request, headers);
    const response = await app.inject({
      method: request.method,
      url: request.url,
      headers: {
        accept: 'application/json',
        // Without its own Accept-Language a call speaks the language of the browser that connected.
        ...(typeof socket.handshake.headers['accept-language'] === 'string'
          ? { 'accept-language': socket.handshake.headers['accept-language'] }
          : {}),
        ...headers,
        // An explicit Authorization (e.g. the client's freshest token) wins over the handshake one.
        authorization: headers.authorization ?? bearerHeader(data.token),
        'socket-id': socket.id,
        [TRANSPORT_HEADER]: 'socket',
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
      },
      ...(hasBody ? { payload: JSON.stringify(request.body) } : {}),
      remoteAddress: socket.handshake.address,
    });
    const body = parseBody(response.payload);
    const replyHeaders: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined && !DROPPED_REPLY_HEADERS.has(name))
        replyHeaders[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    const newToken = response.statusCode < 400 ? bearerToken(replyHeaders.authorization) : undefined;
    if (newToken) data.token = newToken;
    reply = { requestId: request.requestId, status: response.statusCode, data: body, headers: replyHeaders };
    if (response.statusCode >= 400) {
      reply.error =
        (body as { error?: unknown } | null)?.error?.toString() ?? `Request failed with status ${response.statusCode}`;
    }
  } catch (error) {
    const language = headers['accept-language'] ?? socket.handshake.headers['accept-language'];
    const [status, body] = failureOf(error, translatorFor(languageOf(language)));
    if (status >= 500) app.log.error({ err: error }, 'socket api call failed');
    reply = { requestId: request.requestId, status, data: body, error: body.error, headers: {} };
  }
  socket.emit(SOCKET_EVENTS.api, reply);
}
