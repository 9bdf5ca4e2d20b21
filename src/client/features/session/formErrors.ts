/**
 * Helpers that turn zod issues and API errors into per-field messages (STYLE "One validation";
 * DESIGN §3 field errors), shared by the auth screens and every dialog with a form. No MUI here:
 * importing them does not pull the form components into a chunk.
 */
import { useTranslation } from '../../app/translation';
import type { FieldErrors } from '../../../shared/envelope';
import { fieldErrorsFromIssues, type IssueLike, type Translate } from '../../../shared/validation';

/** i18next's `t` narrowed to the shared Translate shape used by fieldErrorsFromIssues. */
export function useTranslate(): Translate {
  const { t } = useTranslation();
  return (key, params) => t(key, params as Record<string, unknown>) as string;
}

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
