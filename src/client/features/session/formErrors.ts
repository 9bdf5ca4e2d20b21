/**
 * Helpers that turn zod issues and API errors into per-field messages (STYLE "One validation";
 * DESIGN §3 field errors), shared by the auth screens and every dialog with a form: the app's
 * translator here, the rest in fieldMessages.ts. No MUI here: importing them does not pull the
 * form components into a chunk.
 */
import { useTranslation } from '../../app/translation';
import type { Translate } from '../../../shared/validation';

export { clientFieldErrors, fieldMessage, shownErrorOf, type ShownError } from './fieldMessages';

/** i18next's `t` narrowed to the shared Translate shape used by fieldErrorsFromIssues. */
export function useTranslate(): Translate {
  const { t } = useTranslation();
  return (key, params) => t(key, params as Record<string, unknown>) as string;
}
