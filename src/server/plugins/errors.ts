/**
 * Envelope, i18n and input handling for every route (DESIGN §3 Envelope):
 * - zod validation of body/params/query (400 VALIDATION_FAILED with nested field errors);
 * - JSON bodies: malformed → 400 MALFORMED_JSON, empty → no body, any content type is read as
 *   JSON (a text/plain body is not a 415), too large → 413 PAYLOAD_TOO_LARGE, nested deeper than
 *   MAX_JSON_DEPTH → 400 NESTING_TOO_DEEP (measured before parsing);
 * - text the database cannot store (U+0000, lone surrogates) in params, query or body → 400
 *   VALIDATION_FAILED at its field (../http/hostileInput.ts), before any route hook reads it;
 * - unknown route → 404 NOT_FOUND; anything unexpected → 500 INTERNAL (logged);
 * - messages in the request's language (Accept-Language 'ru…' → ru, else en).
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { TFunction } from 'i18next';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Language } from '../../shared/constants';
import type { ApiFailure, FieldErrors } from '../../shared/envelope';
import { fieldErrorsFromIssues } from '../../shared/validation';
import { AppError, type FieldErrorKeys } from '../http/appError';
import { assertJsonTextDepth, assertStorable } from '../http/hostileInput';
import { languageOf, translatorFor } from '../http/i18n';
import { RequestValidationError, zodValidatorCompiler } from '../http/validation';
import { globalPlugin } from './globalPlugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of the answer's messages, from Accept-Language. */
    lang: Language;
    /** Translator fixed to `lang` (keys `errors:…`, `validation:…`). */
    t: TFunction;
  }
}

/** Error code for a body that is not JSON (i18n key errors:MALFORMED_JSON). */
export const MALFORMED_JSON = 'MALFORMED_JSON';

const CODE_OF_STATUS: Record<number, string> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
};

class MalformedJsonError extends Error {
  readonly statusCode = 400;
}

const translateKeys = (keys: FieldErrorKeys, t: TFunction): FieldErrors =>
  Object.fromEntries(
    Object.entries(keys).map(([field, key]) => [field, typeof key === 'string' ? t(key) : translateKeys(key, t)]),
  );

/** Builds the failure envelope for any thrown value; returns `[status, body]`. */
export function failureOf(error: unknown, t: TFunction): [number, ApiFailure] {
  const body = (code: string, params?: Record<string, unknown>, data?: FieldErrors): ApiFailure => ({
    success: false,
    status: 'error',
    error: t(`errors:${code}`, params),
    code,
    ...(data ? { data } : {}),
  });
  if (error instanceof AppError) {
    const data = error.fields ?? (error.fieldKeys ? translateKeys(error.fieldKeys, t) : undefined);
    return [error.statusCode, body(error.code, error.params, data)];
  }
  if (error instanceof RequestValidationError) {
    return [400, body('VALIDATION_FAILED', undefined, fieldErrorsFromIssues(error.issues, error.input, t))];
  }
  if (error instanceof MalformedJsonError) return [400, body(MALFORMED_JSON)];
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode ?? 500;
  if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return [413, body('PAYLOAD_TOO_LARGE')];
  if (fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error instanceof SyntaxError) {
    return [400, body(MALFORMED_JSON)];
  }
  if (status >= 400 && status < 500) return [status, body(CODE_OF_STATUS[status] ?? 'VALIDATION_FAILED')];
  return [500, body('INTERNAL')];
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  // Depth first: validation and serialisation of a deeper value would overflow the call stack.
  assertJsonTextDepth(text);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new MalformedJsonError(MALFORMED_JSON);
  }
  assertStorable(value);
  return value;
}

/** Registers validation, body parsing, error and 404 handling. Load first among app plugins. */
export const errorsPlugin = globalPlugin('teamspace-errors', async (app) => {
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorateRequest('lang', 'en');
  app.decorateRequest('t', null as unknown as TFunction);
  app.addHook('onRequest', async (request) => {
    request.lang = languageOf(request.headers['accept-language']);
    request.t = translatorFor(request.lang);
    // Before the routes' own onRequest hooks: guest tokens are looked up from the query there.
    assertStorable(request.params);
    assertStorable(request.query);
  });

  // Every body is read as JSON text: the API speaks only JSON (DESIGN §3), and a wrong
  // Content-Type must end in a 400 with the envelope, never a 415 or a 500.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, text, done) => {
    try {
      done(null, parseJson(String(text)));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  app.setErrorHandler((error, request: FastifyRequest, reply: FastifyReply) => {
    const t = request.t ?? translatorFor(languageOf(request.headers['accept-language']));
    const [status, body] = failureOf(error, t);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (error instanceof AppError && error.retryAfterSeconds && !reply.hasHeader('retry-after')) {
      reply.header('retry-after', error.retryAfterSeconds);
    }
    return reply.code(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const t = request.t ?? translatorFor(languageOf(request.headers['accept-language']));
    return reply.code(404).send(failureOf(new AppError('NOT_FOUND'), t)[1]);
  });
});
