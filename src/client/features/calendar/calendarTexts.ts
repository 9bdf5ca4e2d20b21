/**
 * The calendar's texts (i18n/<locale>/calendar.json), which travel in the calendar page's chunk
 * rather than with the entry bundle's English texts: only the calendar route reads them, and every
 * page (sign-in and the board included) would otherwise download them (bundle budget, DESIGN §7;
 * the same way as icsTexts.ts). `useCalendarTranslation()` adds both languages to the current
 * i18next instance synchronously, before the calling component's first render reads a key, then
 * answers like `useTranslation('calendar')`. The cabinet's own "Calendar" button is
 * `cabinet:calendar` (eager).
 */
import type { i18n as I18n } from 'i18next';
import en from '../../../../i18n/en-US/calendar.json';
import ru from '../../../../i18n/ru-RU/calendar.json';
import type { Language } from '../../../shared/constants';
import { useTranslation } from '../../app/translation';

/** The namespace of these texts. */
export const CALENDAR_NAMESPACE = 'calendar';

/** Every language of the app (shared/constants.ts LANGUAGES) must have its texts. */
const TEXTS: Record<Language, object> = { en, ru };

/**
 * Adds the calendar texts of every language to `i18n` once, silently (no re-render: the caller is
 * rendering and reads them right after). Both languages, so a switch to Russian finds them without
 * a download of their own (bundle budget, DESIGN §7).
 */
export function addCalendarTexts(i18n: I18n): void {
  for (const [language, texts] of Object.entries(TEXTS))
    if (!i18n.hasResourceBundle(language, CALENDAR_NAMESPACE))
      i18n.addResourceBundle(language, CALENDAR_NAMESPACE, texts, /* deep */ true, /* overwrite */ false, {
        silent: true,
      });
}

/**
 * `{t, i18n}` of the calendar namespace (then `extraNamespaces`, searched for keys without a
 * prefix), its texts added first: every calendar component reads its texts through this hook, as
 * they are no longer in the entry bundle (DESIGN §7).
 */
export function useCalendarTranslation(extraNamespaces: readonly string[] = []) {
  const { i18n } = useTranslation();
  addCalendarTexts(i18n);
  return useTranslation([CALENDAR_NAMESPACE, ...extraNamespaces]);
}
