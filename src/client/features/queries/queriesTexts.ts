/**
 * The texts of saved queries (i18n/<locale>/queries.json; issue 19 item 1), which travel in the
 * queries chunk (and the board's further-filters chunk) rather than in the entry bundle (DESIGN §7
 * budgets; drawings/drawingsTexts.ts is the model).
 */
import type { i18n as I18n } from 'i18next';
import en from '../../../../i18n/en-US/queries.json';
import ru from '../../../../i18n/ru-RU/queries.json';
import type { Language } from '../../../shared/constants';
import { useTranslation } from '../../app/translation';

/** The namespace of these texts. */
export const QUERIES_NAMESPACE = 'queries';

const TEXTS: Record<Language, object> = { en, ru };

/** Adds the texts of every language to `i18n` once. */
export function addQueriesTexts(i18n: I18n): void {
  for (const [language, texts] of Object.entries(TEXTS))
    if (!i18n.hasResourceBundle(language, QUERIES_NAMESPACE))
      i18n.addResourceBundle(language, QUERIES_NAMESPACE, texts, true, false, { silent: true });
}

/** `{t, i18n}` of the queries namespace (and stickers, for type names), its texts added first. */
export function useQueriesTranslation() {
  const { i18n } = useTranslation();
  addQueriesTexts(i18n);
  return useTranslation([QUERIES_NAMESPACE, 'stickers', 'common']);
}
