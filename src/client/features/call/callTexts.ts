/**
 * The call window's texts (i18n/<locale>/call.json), which travel in the call's lazy chunks rather
 * than with the entry bundle (bundle budget, DESIGN §7; like features/chat/chatTexts.ts).
 * `useCallTranslation()` adds both languages to the current i18next instance on first use;
 * `callText(key, options)` does the same for the engine's messages outside React.
 */
import type { i18n as I18n } from 'i18next';
import en from '../../../../i18n/en-US/call.json';
import ru from '../../../../i18n/ru-RU/call.json';
import type { Language } from '../../../shared/constants';
import { getI18n } from '../../app/i18n';
import { useTranslation } from '../../app/translation';

/** The namespace of these texts. */
export const CALL_NAMESPACE = 'call';

const TEXTS: Record<Language, object> = { en, ru };

/** Adds the texts of every language to `i18n` once. */
export function addCallTexts(i18n: I18n): void {
  for (const [language, texts] of Object.entries(TEXTS))
    if (!i18n.hasResourceBundle(language, CALL_NAMESPACE))
      i18n.addResourceBundle(language, CALL_NAMESPACE, texts, /* deep */ true, /* overwrite */ false, { silent: true });
}

/** `{t, i18n}` of the call namespace, its texts added first. */
export function useCallTranslation() {
  const { i18n } = useTranslation('common');
  addCallTexts(i18n);
  return useTranslation(CALL_NAMESPACE);
}

/** One text of the call namespace in the app's language (for toasts and the slice's error). */
export function callText(key: string, options?: Record<string, unknown>): string {
  const i18n = getI18n();
  addCallTexts(i18n);
  return i18n.t(`${CALL_NAMESPACE}:${key}`, options ?? {}) as string;
}
