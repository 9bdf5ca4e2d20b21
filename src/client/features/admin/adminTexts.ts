/**
 * The admin panel's texts (i18n/<locale>/admin.json), which travel in the admin page's chunk rather
 * than with the entry bundle (bundle budget, DESIGN §7; the way of features/wiki/wikiTexts.ts).
 * `useAdminTranslation()` adds both languages to the current i18next instance on first use, then
 * answers like `useTranslation(['admin', 'common'])`.
 */
import type { i18n as I18n } from 'i18next';
import en from '../../../../i18n/en-US/admin.json';
import ru from '../../../../i18n/ru-RU/admin.json';
import type { Language } from '../../../shared/constants';
import { useTranslation } from '../../app/translation';

/** The namespace of these texts. */
export const ADMIN_NAMESPACE = 'admin';

/** Every language of the app (shared/constants.ts LANGUAGES) must have its texts. */
const TEXTS: Record<Language, object> = { en, ru };

/** Adds the texts of every language to `i18n` once (silently: nothing rendered uses them yet). */
export function addAdminTexts(i18n: I18n): void {
  for (const [language, texts] of Object.entries(TEXTS))
    if (!i18n.hasResourceBundle(language, ADMIN_NAMESPACE))
      i18n.addResourceBundle(language, ADMIN_NAMESPACE, texts, /* deep */ true, /* overwrite */ false, {
        silent: true,
      });
}

/** `{t, i18n}` of the admin namespace (then `common`), its texts added first. */
export function useAdminTranslation() {
  const { i18n } = useTranslation('common');
  addAdminTexts(i18n);
  return useTranslation([ADMIN_NAMESPACE, 'common']);
}
