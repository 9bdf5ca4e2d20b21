/**
 * Dates as text in the user's language (spec/board.md §1 "available in en-US and ru-RU", §3
 * "timeInterval dates shown as day and full month name"). Every date the board and the card view
 * show goes through here, formatted by date-fns with the locale of the shown language: en-US is
 * bundled with this module, Russian arrives with the Russian translations' chunk (app/i18n.ts
 * `loadedDateLocale`), so an English page never downloads it (DESIGN §7 budgets).
 * Durations are app/durationFormat.ts.
 */
import { useMemo } from 'react';
import { useTranslation } from './translation';
import { format, formatDistanceToNow, type Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { loadedDateLocale } from './i18n';

/** The date-fns patterns of the product, by what they show (examples in en / ru). */
export const DATE_PATTERNS = {
  /** A moment: 'Nov 22, 2026, 10:00 AM' / '22 нояб. 2026 г., 10:00' (history entries, comment times). */
  moment: 'PPp',
  /** A day: '5 May 2026' / '5 мая 2026' (deadline without time). */
  day: 'd MMM yyyy',
  /** A day and a time: '5 May 2026, 14:30' / '5 мая 2026, 14:30' (deadline with time). */
  dayTime: 'd MMM yyyy, HH:mm',
  /** Day and full month name: '1 May' / '1 мая' (time interval, spec/board.md §3). */
  dayMonth: 'd MMMM',
  /** A stopwatch lap's start: '05.11 14:30:05' (digits only). */
  lap: 'dd.MM HH:mm:ss',
} as const;

/** What a date shows: a key of {@link DATE_PATTERNS}. */
export type DatePattern = keyof typeof DATE_PATTERNS;

/** The date-fns locale of an app language ('ru…' → Russian once its chunk is loaded, else en-US). */
export const dateLocaleOf = (language: string | undefined): Locale => loadedDateLocale(language) ?? enUS;

/** An ISO instant as text in `pattern`, in local time and `language` (e.g. 'ru' → '5 мая 2026'). */
export function formatDate(iso: string, pattern: DatePattern, language: string | undefined): string {
  return format(new Date(iso), DATE_PATTERNS[pattern], { locale: dateLocaleOf(language) });
}

/** How long ago an ISO instant was, from now: '5 minutes ago' / '5 минут назад'. */
export function formatTimeAgo(iso: string, language: string | undefined): string {
  return formatDistanceToNow(new Date(iso), { addSuffix: true, locale: dateLocaleOf(language) });
}

/** {@link formatDate} and {@link formatTimeAgo} bound to the shown language (re-rendered on a switch). */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      /** `iso` as text in `pattern`. */
      date: (iso: string, pattern: DatePattern) => formatDate(iso, pattern, language),
      /** How long ago `iso` was. */
      timeAgo: (iso: string) => formatTimeAgo(iso, language),
    }),
    [language],
  );
}
