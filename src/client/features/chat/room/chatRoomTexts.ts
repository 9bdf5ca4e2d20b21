/**
 * The texts of the chat room view (i18n/<locale>/chatRoom.json; issue 16 item 2), which travel in
 * the room's chunk rather than in the entry bundle (DESIGN §7 budgets; features/calendar/icsTexts.ts
 * is the model): `useChatRoomTranslation()` adds both languages to the current i18next instance on
 * first use, then answers like `useTranslation('chatRoom')`.
 */
import type { i18n as I18n } from 'i18next';
import en from '../../../../../i18n/en-US/chatRoom.json';
import ru from '../../../../../i18n/ru-RU/chatRoom.json';
import type { Language } from '../../../../shared/constants';
import { useTranslation } from '../../../app/translation';

/** The namespace of these texts. */
export const CHAT_ROOM_NAMESPACE = 'chatRoom';

/** Every language of the app (shared/constants.ts LANGUAGES) must have its texts. */
const TEXTS: Record<Language, object> = { en, ru };

/** Adds the texts of every language to `i18n` once (silently: nothing rendered uses them yet). */
export function addChatRoomTexts(i18n: I18n): void {
  for (const [language, texts] of Object.entries(TEXTS))
    if (!i18n.hasResourceBundle(language, CHAT_ROOM_NAMESPACE))
      i18n.addResourceBundle(language, CHAT_ROOM_NAMESPACE, texts, true, false, { silent: true });
}

/** `{t, i18n}` of the chatRoom namespace, its texts added first. */
export function useChatRoomTranslation() {
  const { i18n } = useTranslation();
  addChatRoomTexts(i18n);
  return useTranslation([CHAT_ROOM_NAMESPACE, 'validation']);
}
