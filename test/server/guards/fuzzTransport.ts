/**
 * How the fuzz test sends a case: HTTP through `node:http` (the path goes out byte for byte, with
 * no URL normalisation of `..` or `%`, and any body text and Content-Type), and the socket `api`
 * by writing the socket.io packet text itself (a 10,000-deep body cannot pass the client's
 * JSON.stringify). Both answer `{status, body}`; `problemOf` says what is wrong with an answer.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { Socket as ClientSocket } from 'socket.io-client';
import type { Json, TestServer } from '../harness';
import { jsonText } from './fuzzValues';

/** One request of the fuzz test. `body` is a value (may hold Deep markers); `raw` a text sent as is. */
export interface FuzzRequest {
  method: string;
  url: string;
  token?: string;
  guestToken?: string;
  body?: unknown;
  raw?: string | Uint8Array;
  /** Content-Type of an HTTP body; `null` sends none. Defaults to application/json. */
  contentType?: string | null;
}

export interface FuzzAnswer {
  status: number;
  body: Json;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

/** Closes the pooled HTTP connections (call in afterAll). */
export const closeHttpAgent = (): void => agent.destroy();

/** Sends `request` over HTTP; a connection error answers status 0 with its message. */
export function sendHttp(server: TestServer, request: FuzzRequest, timeoutMs = 30_000): Promise<FuzzAnswer> {
  const { hostname, port } = new URL(server.baseUrl);
  const payload =
    request.raw !== undefined
      ? Buffer.from(request.raw)
      : request.body !== undefined
        ? Buffer.from(jsonText(request.body))
        : undefined;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.guestToken) headers['x-guest-token'] = request.guestToken;
  if (payload) {
    if (request.contentType !== null) headers['content-type'] = request.contentType ?? 'application/json';
    headers['content-length'] = String(payload.length);
  }
  return new Promise((resolve) => {
    const outgoing = http.request(
      { agent, host: hostname, port, method: request.method, path: request.url, headers, timeout: timeoutMs },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: parse(Buffer.concat(chunks)) }));
        response.on('error', (error) => resolve({ status: 0, body: `response error: ${error.message}` }));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    outgoing.on('error', (error) => resolve({ status: 0, body: `request error: ${error.message}` }));
    outgoing.end(payload);
  });
}

function parse(bytes: Buffer): Json {
  const text = bytes.toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Sends `request` as a socket `api` call (its token is the socket's; `raw` is not possible here)
 * and resolves with the reply; no reply within `timeoutMs` answers status 0.
 */
export function sendSocket(socket: ClientSocket, request: FuzzRequest, timeoutMs = 30_000): Promise<FuzzAnswer> {
  const envelope = {
    requestId: crypto.randomUUID(),
    method: request.method,
    url: request.url,
    headers: {},
    body: request.body,
  };
  return sendEnvelope(socket, envelope, timeoutMs);
}

/**
 * Writes any `api` envelope (well-formed or not) and resolves with the reply carrying its
 * `requestId` as `{status, body: data}`; no reply within `timeoutMs` answers status 0.
 */
export function sendEnvelope(
  socket: ClientSocket,
  envelope: { requestId?: unknown } & Record<string, unknown>,
  timeoutMs = 30_000,
): Promise<FuzzAnswer> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      socket.off('api', onReply);
      resolve({ status: 0, body: `no api reply in ${timeoutMs} ms (socket connected: ${socket.connected})` });
    }, timeoutMs);
    const onReply = (reply: Json) => {
      if (reply?.requestId !== String(envelope.requestId)) return;
      clearTimeout(timer);
      socket.off('api', onReply);
      resolve({ status: reply.status, body: reply.data });
    };
    socket.on('api', onReply);
    writeEvent(socket, 'api', envelope);
  });
}

/** Emits `event` with `payload` by writing the socket.io EVENT packet text (namespace "/"). */
export function writeEvent(socket: ClientSocket, event: string, payload: unknown): void {
  socket.io.engine.write(`2[${JSON.stringify(event)},${jsonText(payload)}]`);
}

/** Whether a failure answer is the envelope of DESIGN §3. */
export const isEnvelope = (body: Json): boolean =>
  body !== null &&
  typeof body === 'object' &&
  body.success === false &&
  body.status === 'error' &&
  typeof body.error === 'string' &&
  typeof body.code === 'string';

/** What is wrong with an answer: a 5xx, no answer, or a failure without the envelope; else undefined. */
export function problemOf(answer: FuzzAnswer): string | undefined {
  if (answer.status === 0) return 'no answer';
  if (answer.status >= 500) return `status ${answer.status}`;
  if (answer.status >= 400 && !isEnvelope(answer.body)) return `status ${answer.status} without the error envelope`;
  return undefined;
}
