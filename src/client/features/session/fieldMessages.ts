/**
 * Turning zod issues and API errors into per-field messages (STYLE "One validation"; DESIGN §3
 * field errors), with the translator passed in: no i18next here, so the light sign-in page
 * (features/signIn) shares them with the app's forms (formErrors.ts adds the app's translator).
 */
import type { FieldErrors } from '../../../shared/envelope';
import { fieldErrorsFromIssues, type IssueLike, type Translate } from '../../../shared/validation';

/** Field errors of a failed zod parse, translated. */
export function clientFieldErrors(issues: readonly IssueLike[], input: unknown, t: Translate): FieldErrors {
  return fieldErrorsFromIssues(issues, input, t);
}

/** The message of one top-level field, from client errors first, then the server's. */
export function fieldMessage(field: string, ...sources: (FieldErrors | undefined)[]): string | undefined {
  for (const source of sources) {
    const value = source?.[field];
    if (typeof value === 'string') return value;
  }
  return undefined;
}

/** The parts of an RTK Query mutation error (ApiError of api/baseQuery.ts) that screens show. */
export interface ShownError {
  message: string;
  fieldErrors?: FieldErrors;
}

/** Reads a thrown/returned mutation error into words and field errors; `fallback` when no message. */
export function shownErrorOf(error: unknown, fallback: string): ShownError {
  if (error && typeof error === 'object') {
    const { message, fieldErrors } = error as { message?: unknown; fieldErrors?: FieldErrors };
    return { message: typeof message === 'string' && message ? message : fallback, fieldErrors };
  }
  return { message: fallback };
}
