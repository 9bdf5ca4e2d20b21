/**
 * The texts of the .ics import and feed dialogs (i18n/<locale>/calendarIcs.json), which travel in
 * the dialogs' chunk rather than with the other calendar texts (calendarTexts.ts, the calendar
 * page's chunk): these are read only once a dialog is opened (bundle budget, DESIGN §7).
 * `useIcsTranslation()` adds both languages to the current i18next instance on first use (the
 * calendar texts too), then answers like `useTranslation('calendarIcs')`; other calendar keys are
 * reached as `calendar:<key>`.
 */
import type { i18n as I18n } from 'i18next';
import en from '../../../../i18n/en-US/calendarIcs.json';
import ru from '../../../../i18n/ru-RU/calendarIcs.json';
import type { Language } from '../../../shared/constants';
import { useTranslation } from '../../app/translation';
import { CALENDAR_NAMESPACE, useCalendarTranslation } from './calendarTexts';

/** The namespace of these texts. */
export const ICS_NAMESPACE = 'calendarIcs';

/** Every language of the app (shared/constants.ts LANGUAGES) must have its texts. */
const TEXTS: Record<Language, object> = { en, ru };

/** Adds the texts of every language to `i18n` once (silently: nothing rendered uses them yet). */
export function addIcsTexts(i18n: I18n): void {
  for (const [language, texts] of Object.entries(TEXTS))
    if (!i18n.hasResourceBundle(language, ICS_NAMESPACE))
      i18n.addResourceBundle(language, ICS_NAMESPACE, texts, /* deep */ true, /* overwrite */ false, { silent: true });
}

/** `{t, i18n}` of the calendarIcs namespace, its texts and the calendar's added first. */
export function useIcsTranslation() {
  const { i18n } = useCalendarTranslation();
  addIcsTexts(i18n);
  return useTranslation([ICS_NAMESPACE, CALENDAR_NAMESPACE]);
}
