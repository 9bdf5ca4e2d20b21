/**
 * The reports page's texts (i18n/<locale>/reports.json), in the page's chunk rather than the entry
 * bundle (bundle budget, DESIGN §7; the same way as calendar/calendarTexts.ts).
 * `useReportsTranslation()` adds both languages to i18next once, then answers like
 * `useTranslation('reports')`.
 */
import type { i18n as I18n } from 'i18next';
import en from '../../../../i18n/en-US/reports.json';
import ru from '../../../../i18n/ru-RU/reports.json';
import type { Language } from '../../../shared/constants';
import { useTranslation } from '../../app/translation';

/** The namespace of these texts. */
export const REPORTS_NAMESPACE = 'reports';

/** Every language of the app (shared/constants.ts LANGUAGES) must have its texts. */
const TEXTS: Record<Language, object> = { en, ru };

/** Adds the texts of every language to `i18n` once, silently. */
export function addReportsTexts(i18n: I18n): void {
  for (const [language, texts] of Object.entries(TEXTS))
    if (!i18n.hasResourceBundle(language, REPORTS_NAMESPACE))
      i18n.addResourceBundle(language, REPORTS_NAMESPACE, texts, true, false, { silent: true });
}

/** `{t, i18n}` of the reports namespace, its texts added first. */
export function useReportsTranslation() {
  const { i18n } = useTranslation();
  addReportsTexts(i18n);
  return useTranslation(REPORTS_NAMESPACE);
}
