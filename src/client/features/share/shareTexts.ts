/**
 * The texts of the share dialog and of the guest board (i18n/<locale>/share.json), which travel in
 * those screens' chunks rather than with the entry bundle's English texts: every page would
 * otherwise download them (bundle budget, DESIGN §7; the same way as
 * features/calendar/icsTexts.ts). Only the board toolbar's button label is eager
 * (`board:share.*`). `useShareTranslation()` adds both languages to the current i18next instance
 * synchronously, then answers like `useTranslation('share')`.
 */
import type { i18n as I18n } from 'i18next';
import en from '../../../../i18n/en-US/share.json';
import ru from '../../../../i18n/ru-RU/share.json';
import type { Language } from '../../../shared/constants';
import { useTranslation } from '../../app/translation';

/** The namespace of these texts. */
export const SHARE_NAMESPACE = 'share';

/** Every language of the app (shared/constants.ts LANGUAGES) must have its texts. */
const TEXTS: Record<Language, object> = { en, ru };

/**
 * Adds the texts of every language to `i18n` once, silently (the caller is rendering and reads them
 * right after); both languages, so a switch needs no download of its own (DESIGN §7).
 */
export function addShareTexts(i18n: I18n): void {
  for (const [language, texts] of Object.entries(TEXTS))
    if (!i18n.hasResourceBundle(language, SHARE_NAMESPACE))
      i18n.addResourceBundle(language, SHARE_NAMESPACE, texts, /* deep */ true, /* overwrite */ false, {
        silent: true,
      });
}

/**
 * `{t, i18n}` of the share namespace, its texts added first: the components that read them do
 * so through this hook, as they are not in the entry bundle (DESIGN §7).
 */
export function useShareTranslation() {
  const { i18n } = useTranslation();
  addShareTexts(i18n);
  return useTranslation(SHARE_NAMESPACE);
}
