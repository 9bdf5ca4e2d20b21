/**
 * The app's translator in the shape the shared field-error rules take (STYLE "One validation";
 * DESIGN §3 field errors; the rules themselves are in fieldMessages.ts, shared with the light
 * sign-in page). No MUI here: importing it does not pull the form components into a chunk.
 */
import { useTranslation } from '../../app/translation';
import type { Translate } from '../../../shared/validation';

/** i18next's `t` narrowed to the shared Translate shape used by fieldErrorsFromIssues. */
export function useTranslate(): Translate {
  const { t } = useTranslation();
  return (key, params) => t(key, params as Record<string, unknown>) as string;
}
