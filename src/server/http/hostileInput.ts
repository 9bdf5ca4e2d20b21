/**
 * Guards against input that would fail in the database or overflow the call stack instead of
 * answering 400 (DESIGN §3 Envelope "Never 500 for bad input"; README departures):
 * - text with U+0000 or a lone surrogate (src/shared/storableText.ts) in params, query, headers
 *   or a body at any depth → 400 VALIDATION_FAILED with `validation:unstorable` at its path;
 * - a body nested deeper than MAX_JSON_DEPTH → 400 NESTING_TOO_DEEP, checked before parsing.
 * Params and query are checked in a global onRequest hook, before the guest-token lookups of the
 * routes' own onRequest hooks and before zod validation; bodies in the JSON parser.
 */
import { MAX_JSON_DEPTH } from '../../shared/constants';
import { jsonTextDepth, valueDepth } from '../../shared/jsonDepth';
import { findUnstorableText, type ValuePath } from '../../shared/storableText';
import { V, type IssueLike } from '../../shared/validation';
import { AppError } from './appError';
import { RequestValidationError } from './validation';

/** The 400 for unstorable text at `path` of `input` (field errors mirror `input`'s shape). */
export const unstorableTextError = (path: ValuePath, input: unknown): RequestValidationError =>
  new RequestValidationError([{ code: 'custom', path, message: V.unstorable } satisfies IssueLike], input);

/** Throws the 400 when `value` (params, query, a parsed body) holds text the database cannot store. */
export function assertStorable(value: unknown): void {
  const path = findUnstorableText(value);
  if (path) throw unstorableTextError(path, value);
}

/** The 400 NESTING_TOO_DEEP of a body deeper than MAX_JSON_DEPTH. */
export const nestingTooDeep = (): AppError => new AppError('NESTING_TOO_DEEP', { params: { max: MAX_JSON_DEPTH } });

/** Throws 400 NESTING_TOO_DEEP when a JSON text nests deeper than MAX_JSON_DEPTH (one linear scan). */
export function assertJsonTextDepth(text: string): void {
  if (jsonTextDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) throw nestingTooDeep();
}

/** Throws 400 NESTING_TOO_DEEP when a received value nests deeper than MAX_JSON_DEPTH (iterative walk). */
export function assertValueDepth(value: unknown): void {
  if (valueDepth(value, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) throw nestingTooDeep();
}
