/**
 * The JSON envelope of every API answer (DESIGN §3 Envelope).
 * Success: `{success: true, status: 'success', data}`; failure: HTTP status ≥ 400 and
 * `{success: false, status: 'error', error, code, data?}` where `data` holds field errors that
 * mirror the shape of the rejected value.
 */
import type { ErrorCode } from './errors';

/** Nested field errors: a message per field, an object per nested object. */
export type FieldErrors = { [field: string]: string | FieldErrors };

export interface ApiSuccess<T> {
  success: true;
  status: 'success';
  data: T;
}

export interface ApiFailure {
  success: false;
  status: 'error';
  error: string;
  code: ErrorCode | string;
  data?: FieldErrors;
}

export type ApiBody<T> = ApiSuccess<T> | ApiFailure;

export const ok = <T>(data: T): ApiSuccess<T> => ({ success: true, status: 'success', data });

export const isApiFailure = (body: unknown): body is ApiFailure =>
  typeof body === 'object' && body !== null && (body as ApiFailure).success === false;
