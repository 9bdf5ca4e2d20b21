/**
 * The wiki's texts (i18n/<locale>/wiki.json), which travel in the wiki page's chunk rather than with
 * the entry bundle's English texts (bundle budget, DESIGN §7; the way of features/chat/chatTexts.ts).
 * `useWikiTranslation()` adds both languages to the current i18next instance on first use, then
 * answers like `useTranslation(['wiki', 'common'])`.
 */
import type { i18n as I18n } from 'i18next';
import en from '../../../../i18n/en-US/wiki.json';
import ru from '../../../../i18n/ru-RU/wiki.json';
import type { Language } from '../../../shared/constants';
import { useTranslation } from '../../app/translation';

/** The namespace of these texts. */
export const WIKI_NAMESPACE = 'wiki';

/** Every language of the app (shared/constants.ts LANGUAGES) must have its texts. */
const TEXTS: Record<Language, object> = { en, ru };

/** Adds the texts of every language to `i18n` once (silently: nothing rendered uses them yet). */
export function addWikiTexts(i18n: I18n): void {
  for (const [language, texts] of Object.entries(TEXTS))
    if (!i18n.hasResourceBundle(language, WIKI_NAMESPACE))
      i18n.addResourceBundle(language, WIKI_NAMESPACE, texts, /* deep */ true, /* overwrite */ false, { silent: true });
}

/** `{t, i18n}` of the wiki namespace (then `common`), its texts added first. */
export function useWikiTranslation() {
  const { i18n } = useTranslation('common');
  addWikiTexts(i18n);
  return useTranslation([WIKI_NAMESPACE, 'common']);
}
