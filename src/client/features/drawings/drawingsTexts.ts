/**
 * The texts of the drawing lists (i18n/<locale>/drawings.json; issue 18 item 2), which travel in
 * the drawings chunk rather than in the entry bundle (DESIGN §7 budgets; chat/room/chatRoomTexts.ts
 * is the model): `useDrawingsTranslation()` adds both languages to the current i18next instance on
 * first use, then answers like `useTranslation('drawings')`.
 */
import type { i18n as I18n } from 'i18next';
import en from '../../../../i18n/en-US/drawings.json';
import ru from '../../../../i18n/ru-RU/drawings.json';
import type { Language } from '../../../shared/constants';
import { useTranslation } from '../../app/translation';

/** The namespace of these texts. */
export const DRAWINGS_NAMESPACE = 'drawings';

/** Every language of the app (shared/constants.ts LANGUAGES) must have its texts. */
const TEXTS: Record<Language, object> = { en, ru };

/** Adds the texts of every language to `i18n` once (silently: nothing rendered uses them yet). */
export function addDrawingsTexts(i18n: I18n): void {
  for (const [language, texts] of Object.entries(TEXTS))
    if (!i18n.hasResourceBundle(language, DRAWINGS_NAMESPACE))
      i18n.addResourceBundle(language, DRAWINGS_NAMESPACE, texts, true, false, { silent: true });
}

/** `{t, i18n}` of the drawings namespace, its texts added first. */
export function useDrawingsTranslation() {
  const { i18n } = useTranslation();
  addDrawingsTexts(i18n);
  return useTranslation([DRAWINGS_NAMESPACE, 'common']);
}
