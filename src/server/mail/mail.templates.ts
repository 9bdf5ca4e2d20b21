/**
 * Texts of the mails the server sends, in the requester's language (en or ru). They live here,
 * not in i18n/, because only the server uses them.
 */
import type { Language } from '../../shared/constants';

/** The password-restore code mail (DESIGN §3 Auth): the 6-digit code and its lifetime in minutes. */
export function emailCodeMail(language: Language, code: string, minutes: number): { subject: string; text: string } {
  if (language === 'ru') {
    return {
      subject: `Код восстановления пароля Teamspace: ${code}`,
      text: `Ваш код для восстановления пароля: ${code}\n\nКод действует ${minutes} минут. Если вы не запрашивали код, просто проигнорируйте это письмо.\n`,
    };
  }
  return {
    subject: `Your Teamspace password reset code: ${code}`,
    text: `Your password reset code is ${code}\n\nIt is valid for ${minutes} minutes. If you did not ask for it, ignore this mail.\n`,
  };
}
