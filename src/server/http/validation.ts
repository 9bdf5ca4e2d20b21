/**
 * Fastify validator compiler for zod schemas (DESIGN §3 Envelope: strict validation, unknown
 * fields stripped, never silently fixed). A failure carries the raw zod issues and the input so
 * the errors plugin can build translated nested field errors with `fieldErrorsFromIssues`.
 */
import type { FastifySchemaCompiler } from 'fastify';
import type { ZodType } from 'zod';
import type { IssueLike } from '../../shared/validation';

/** The error a route's body/params/query validation produces (HTTP 400 VALIDATION_FAILED). */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly issues: readonly IssueLike[],
    readonly input: unknown,
  ) {
    super('VALIDATION_FAILED');
    this.name = 'RequestValidationError';
  }
}

/** Parses with the route's zod schema; the parsed (trimmed, stripped) value replaces the input. */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues as readonly IssueLike[], data) };
  };
