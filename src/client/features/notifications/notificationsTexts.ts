/**
 * The texts of the notification settings dialog and of the calendar popups
 * (i18n/<locale>/notifications.json), which travel in those lazily loaded chunks rather than with
 * the entry bundle's English texts: every page would otherwise download them (bundle budget,
 * DESIGN §7; the same way as features/calendar/icsTexts.ts). The account menu's item
 * (`cabinet:notificationsMenuItem`) and an untitled event's title (`common:untitledEvent`) stay
 * eager. `useNotificationsTranslation()` adds both languages to the current i18next instance
 * synchronously, then answers like `useTranslation('notifications')`.
 */
import type { i18n as I18n } from 'i18next';
import en from '../../../../i18n/en-US/notifications.json';
import ru from '../../../../i18n/ru-RU/notifications.json';
import type { Language } from '../../../shared/constants';
import { useTranslation } from '../../app/translation';

/** The namespace of these texts. */
export const NOTIFICATIONS_NAMESPACE = 'notifications';

/** Every language of the app (shared/constants.ts LANGUAGES) must have its texts. */
const TEXTS: Record<Language, object> = { en, ru };

/**
 * Adds the texts of every language to `i18n` once, silently (the caller is rendering and reads them
 * right after); both languages, so a switch needs no download of its own (DESIGN §7).
 */
export function addNotificationsTexts(i18n: I18n): void {
  for (const [language, texts] of Object.entries(TEXTS))
    if (!i18n.hasResourceBundle(language, NOTIFICATIONS_NAMESPACE))
      i18n.addResourceBundle(language, NOTIFICATIONS_NAMESPACE, texts, /* deep */ true, /* overwrite */ false, {
        silent: true,
      });
}

/**
 * `{t, i18n}` of the notifications namespace, its texts added first: the components that read them do
 * so through this hook, as they are not in the entry bundle (DESIGN §7).
 */
export function useNotificationsTranslation() {
  const { i18n } = useTranslation();
  addNotificationsTexts(i18n);
  return useTranslation(NOTIFICATIONS_NAMESPACE);
}
