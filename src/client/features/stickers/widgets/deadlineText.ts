/**
 * Deadline texts (spec/board.md §4 Deadline, §5 reminder options): dates in the user's language,
 * reminder option labels ('15 min', '1 h 30 min', '1 day'), and the conversion between stored ISO
 * instants and the date / date-time inputs. A date-only end is the end of that local day and a
 * date-only start its beginning (our choice: a deadline "on 5 May" is not overdue during 5 May).
 */
import type { TFunction } from 'i18next';
import { format, type Locale } from 'date-fns';
import { enUS, ru } from 'date-fns/locale';

/** date-fns locale of the app language ('ru' → Russian, else English). */
export const dateLocaleOf = (language: string | undefined): Locale => (language?.startsWith('ru') ? ru : enUS);

/** A stored instant as text: '5 May 2026' or '5 May 2026, 14:30' (showTime). */
export function deadlineDateText(iso: string, showTime: boolean, language: string | undefined): string {
  return format(new Date(iso), showTime ? 'd MMM yyyy, HH:mm' : 'd MMM yyyy', { locale: dateLocaleOf(language) });
}

/** A reminder option (seconds before endDate) as text: '15 min', '1 h', '1 h 30 min', '2 days'. */
export function reminderLabel(seconds: number, t: TFunction): string {
  if (seconds >= 86_400 && seconds % 86_400 === 0) return t('stickers:reminder.days', { count: seconds / 86_400 });
  const hours = Math.floor(seconds / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  if (hours && minutes) return t('stickers:reminder.hoursMinutes', { hours, minutes });
  if (hours) return t('stickers:reminder.hours', { count: hours });
  return t('stickers:reminder.minutes', { count: minutes });
}

/** The value of a date (`yyyy-MM-dd`) or datetime-local (`yyyy-MM-ddTHH:mm`) input for a stored instant. */
export function inputTextOf(iso: string | null | undefined, showTime: boolean): string {
  if (!iso) return '';
  return format(new Date(iso), showTime ? "yyyy-MM-dd'T'HH:mm" : 'yyyy-MM-dd');
}

/**
 * The ISO instant of an input's text (local time), or null when empty/invalid. Date-only texts
 * give the day's end (`edge: 'end'`) or beginning (`'start'`).
 */
export function instantOf(text: string, edge: 'start' | 'end'): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m;
  const date =
    h === undefined
      ? edge === 'end'
        ? new Date(Number(y), Number(mo) - 1, Number(d), 23, 59, 59)
        : new Date(Number(y), Number(mo) - 1, Number(d), 0, 0, 0)
      : new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
