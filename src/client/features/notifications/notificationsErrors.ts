/**
 * The settings service's error texts (spec/shell.md §8 "Settings service errors"): the server's
 * `error` text, else 'Ошибка сервера' ("Server error"); no answer at all (network, timeout, socket
 * gone): 'Ошибка сети. Проверьте подключение к интернету'; otherwise the message, else
 * 'Неизвестная ошибка'. Texts are i18n keys of `notifications` (en and ru).
 */
import type { TFunction } from 'i18next';
import { transportMessage } from '../../../shared/errors';
import { apiErrorOf } from '../../api/baseQuery';

/** The i18n key (with no text of its own) or the text to show for a failed settings call. */
export type SettingsErrorText = { key: 'errors.server' | 'errors.network' | 'errors.unknown' } | { text: string };

/** Classifies a failure of a settings call (an RTK Query error or what `unwrap()` threw). */
export function settingsErrorOf(error: unknown): SettingsErrorText {
  const apiError = apiErrorOf(error);
  if (apiError) {
    if (typeof apiError.status === 'number') {
      // The base query says 'Request failed with status {n}' when the server gave no text.
      const own = apiError.message && apiError.message !== transportMessage.failedWithStatus(apiError.status);
      return own ? { text: apiError.message } : { key: 'errors.server' };
    }
    return { key: 'errors.network' };
  }
  if (error instanceof Error && error.message) return { text: error.message };
  return { key: 'errors.unknown' };
}

/** The text to show, in the current language for the spec's fixed texts. */
export function settingsErrorText(error: unknown, t: TFunction<'notifications'>): string {
  const shown = settingsErrorOf(error);
  return 'key' in shown ? t(shown.key) : shown.text;
}
