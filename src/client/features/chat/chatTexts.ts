/**
 * The chat panel's texts (i18n/<locale>/chat.json), which travel in the panel's chunk rather than
 * with the entry bundle's English texts (bundle budget, DESIGN §7; the same way as
 * features/calendar/icsTexts.ts). `useChatTranslation()` adds both languages to the current
 * i18next instance on first use, then answers like `useTranslation('chat')`. Only the launcher's
 * label and the dialog-opening toasts are eager (`cabinet:chatLaunch.*`).
 */
import type { i18n as I18n } from 'i18next';
import en from '../../../../i18n/en-US/chat.json';
import ru from '../../../../i18n/ru-RU/chat.json';
import type { Language } from '../../../shared/constants';
import { useTranslation } from '../../app/translation';

/** The namespace of these texts. */
export const CHAT_NAMESPACE = 'chat';

/** Every language of the app (shared/constants.ts LANGUAGES) must have its texts. */
const TEXTS: Record<Language, object> = { en, ru };

/** Adds the texts of every language to `i18n` once (silently: nothing rendered uses them yet). */
export function addChatTexts(i18n: I18n): void {
  for (const [language, texts] of Object.entries(TEXTS))
    if (!i18n.hasResourceBundle(language, CHAT_NAMESPACE))
      i18n.addResourceBundle(language, CHAT_NAMESPACE, texts, /* deep */ true, /* overwrite */ false, { silent: true });
}

/** `{t, i18n}` of the chat namespace, its texts added first. */
export function useChatTranslation() {
  const { i18n } = useTranslation('cabinet');
  addChatTexts(i18n);
  return useTranslation([CHAT_NAMESPACE, 'cabinet']);
}
