/**
 * The one error type services throw (DESIGN §3 Envelope). The errors plugin turns it into
 * `{success: false, status: 'error', error: <translated errors:<code>>, code, data?}` with the
 * HTTP status of the code (src/shared/errors.ts STATUS_OF).
 */
import { STATUS_OF, type ErrorCode } from '../../shared/errors';
import type { FieldErrors } from '../../shared/envelope';

/** Field errors before translation: the i18n key (e.g. `errors:INVALID_CODE`) per field. */
export type FieldErrorKeys = { [field: string]: string | FieldErrorKeys };

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  /** Interpolation values of the message, e.g. `{minutes: 15}` for RATE_LIMITED. */
  readonly params?: Record<string, unknown>;
  /** Field errors as i18n keys, translated when the answer is written. */
  readonly fieldKeys?: FieldErrorKeys;
  /** Already translated field errors (validation). */
  readonly fields?: FieldErrors;
  /** Seconds until a retry may succeed (429): sent as the Retry-After header. */
  readonly retryAfterSeconds?: number;

  constructor(
    code: ErrorCode,
    options: {
      params?: Record<string, unknown>;
      fieldKeys?: FieldErrorKeys;
      fields?: FieldErrors;
      status?: number;
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = options.status ?? STATUS_OF[code] ?? 500;
    this.params = options.params;
    this.fieldKeys = options.fieldKeys;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
