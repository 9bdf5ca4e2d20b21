/**
 * The texts of the board's task templates dialog (i18n/<locale>/templates.json), which travel in the
 * board settings dialog's chunk (the only way to the templates) rather than with the entry bundle's
 * English texts: every page would otherwise download them (bundle budget, DESIGN §7; the same way
 * as features/calendar/icsTexts.ts). `useTemplatesTranslation()` adds both languages to the current
 * i18next instance synchronously, then answers like `useTranslation('templates')`.
 */
import type { i18n as I18n } from 'i18next';
import en from '../../../../i18n/en-US/templates.json';
import ru from '../../../../i18n/ru-RU/templates.json';
import type { Language } from '../../../shared/constants';
import { useTranslation } from '../../app/translation';

/** The namespace of these texts. */
export const TEMPLATES_NAMESPACE = 'templates';

/** Every language of the app (shared/constants.ts LANGUAGES) must have its texts. */
const TEXTS: Record<Language, object> = { en, ru };

/**
 * Adds the texts of every language to `i18n` once, silently (the caller is rendering and reads them
 * right after); both languages, so a switch needs no download of its own (DESIGN §7).
 */
export function addTemplatesTexts(i18n: I18n): void {
  for (const [language, texts] of Object.entries(TEXTS))
    if (!i18n.hasResourceBundle(language, TEMPLATES_NAMESPACE))
      i18n.addResourceBundle(language, TEMPLATES_NAMESPACE, texts, /* deep */ true, /* overwrite */ false, {
        silent: true,
      });
}

/**
 * `{t, i18n}` of the templates namespace (then `extraNamespaces`, searched for keys without a
 * prefix), its texts added first: the templates' components read their texts through this hook,
 * as they are not in the entry bundle (DESIGN §7).
 */
export function useTemplatesTranslation(extraNamespaces: readonly string[] = []) {
  const { i18n } = useTranslation();
  addTemplatesTexts(i18n);
  return useTranslation([TEMPLATES_NAMESPACE, ...extraNamespaces]);
}
