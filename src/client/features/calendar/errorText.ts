/** The words of a failed call (ApiError `message`, api/baseQuery.ts), else "unknown error" translated. */
import type { TFunction } from 'i18next';

export function errorText(error: unknown, t: TFunction): string {
  const message = error && typeof error === 'object' ? (error as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message ? message : t('calendar:unknownError');
}
