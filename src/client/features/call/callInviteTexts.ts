/**
 * The incoming-call texts (i18n/<locale>/callInvite.json; issue 17 item 3), which travel in the
 * chunks that show them ("CallLive": the declined toast and the browser notification; "CallInvite":
 * the prompt) rather than with the entry bundle (DESIGN §7; like features/chat/chatTexts.ts).
 */
import type { i18n as I18n } from 'i18next';
import en from '../../../../i18n/en-US/callInvite.json';
import ru from '../../../../i18n/ru-RU/callInvite.json';
import type { Language } from '../../../shared/constants';
import { getI18n } from '../../app/i18n';
import { useTranslation } from '../../app/translation';
import type { CallInvitation } from '../../../shared/chat/call.types';

/** The namespace of these texts. */
export const CALL_INVITE_NAMESPACE = 'callInvite';

/** Every language of the app (shared/constants.ts LANGUAGES) must have its texts. */
const TEXTS: Record<Language, object> = { en, ru };

/** Adds the texts of every language to `i18n` once (silently: nothing rendered uses them yet). */
export function addCallInviteTexts(i18n: I18n): void {
  for (const [language, texts] of Object.entries(TEXTS))
    if (!i18n.hasResourceBundle(language, CALL_INVITE_NAMESPACE))
      i18n.addResourceBundle(language, CALL_INVITE_NAMESPACE, texts, true, false, { silent: true });
}

/** `{t, i18n}` of the callInvite namespace, its texts added first. */
export function useCallInviteTranslation() {
  const { i18n } = useTranslation();
  addCallInviteTexts(i18n);
  return useTranslation(CALL_INVITE_NAMESPACE);
}

/** `t` of the namespace outside React (the app's i18next instance). */
export function callInviteT() {
  const i18n = getI18n();
  addCallInviteTexts(i18n);
  return i18n.getFixedT(null, CALL_INVITE_NAMESPACE);
}

/** The room as named in a prompt: "#general" for a public room, the name otherwise. */
export const roomLabel = (invitation: Pick<CallInvitation, 'roomType' | 'roomName'>): string =>
  invitation.roomType === 'public' ? `#${invitation.roomName}` : invitation.roomName;

/** "Anna is calling" (dialog) or "Call in #general from Anna" (room). */
export function invitationTitle(
  t: (key: string, options: Record<string, string>) => string,
  invitation: CallInvitation,
): string {
  return invitation.roomType === 'dialog'
    ? t('prompt.dialog', { name: invitation.from.name })
    : t('prompt.room', { name: invitation.from.name, room: roomLabel(invitation) });
}
