/**
 * The envelope (DESIGN §3 Envelope) for the answers Fastify and Node's HTTP parser would otherwise
 * write themselves, before any route, hook or error handler runs:
 * - `frameworkErrors` (Fastify option): an undecodable URL such as `/%` (FST_ERR_BAD_URL) → 400
 *   VALIDATION_FAILED with `{url: invalidFormat}`; a path segment longer than the router's
 *   maxParamLength (FST_ERR_MAX_PARAM_LENGTH) → 414 URL_TOO_LONG; anything else (an async route
 *   constraint failing; none is used) → 500 INTERNAL, logged.
 * - `clientErrorHandler` (Fastify option, Node's 'clientError'): request line and headers above
 *   Node's maxHeaderSize (16 KB) → 431 HEADERS_TOO_LARGE; a request that did not arrive within
 *   Node's requestTimeout → 408 REQUEST_TIMEOUT; bytes that are not HTTP (a NUL or line break in a
 *   header, a bad Content-Length, …) → 400 MALFORMED_REQUEST. The connection is closed after it.
 * Messages follow Accept-Language when it can be read (the raw bytes of a refused request).
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../shared/errors';
import { V } from '../../shared/validation';
import { failureOf } from '../plugins/errors';
import { AppError } from './appError';
import { languageOf, translatorFor } from './i18n';

function appErrorOfFramework(error: FastifyError): AppError | FastifyError {
  if (error.code === 'FST_ERR_BAD_URL')
    return new AppError('VALIDATION_FAILED', { fieldKeys: { url: V.invalidFormat } });
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return new AppError('URL_TOO_LONG');
  return error;
}

/** Fastify's `frameworkErrors` option: answers the envelope (see the file header). */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const [status, body] = failureOf(
    appErrorOfFramework(error),
    translatorFor(languageOf(request.headers['accept-language'])),
  );
  if (status >= 500) request.log.error({ err: error }, 'request failed in the router');
  void reply.code(status).send(body);
}

const CODE_OF_PARSER_ERROR: Record<string, ErrorCode> = {
  HPE_HEADER_OVERFLOW: 'HEADERS_TOO_LARGE',
  ERR_HTTP_REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
};

/** The Accept-Language of a refused request's raw bytes, if they hold one. */
function rawAcceptLanguage(error: ConnectionError): string | undefined {
  const raw = (error as { rawPacket?: unknown }).rawPacket;
  if (!Buffer.isBuffer(raw)) return undefined;
  return /\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(raw.toString('latin1'))?.[1];
}

/**
 * Fastify's `clientErrorHandler` option: writes the envelope as a complete HTTP answer on the
 * raw socket and closes it (Node's own behaviour, with our body); nothing on a reset connection.
 */
export function clientErrorHandler(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code = CODE_OF_PARSER_ERROR[error.code] ?? 'MALFORMED_REQUEST';
  const [status, body] = failureOf(new AppError(code), translatorFor(languageOf(rawAcceptLanguage(error))));
  const text = JSON.stringify(body);
  this.log.trace({ err: error }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}
