/**
 * react-big-calendar's date-fns localizer with the app's two languages: English (weeks from
 * Sunday) and Russian (weeks from Monday, the ru locale's `weekStartsOn`). `cultureOf` maps the
 * i18next language to the localizer's culture.
 */
import { dateFnsLocalizer } from 'react-big-calendar';
import {
  addDays,
  endOfDay,
  endOfMonth,
  endOfWeek,
  format,
  getDay,
  parse,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { ru } from 'date-fns/locale/ru';
import type { Locale } from 'date-fns';

const LOCALES: Record<string, Locale> = { en: enUS, ru };

export const calendarLocalizer = dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales: LOCALES });

/** The localizer culture of an i18next language ('ru-RU' → 'ru'; anything else → 'en'). */
export const cultureOf = (language: string | undefined): string => (language?.startsWith('ru') ? 'ru' : 'en');

export const localeOf = (culture: string): Locale => LOCALES[culture] ?? enUS;

/** A date range as a header: '23 – 29 ноября' / 'Nov 23 – 29', naming the month twice only when it changes. */
function rangeFormat(culture: string) {
  const locale = localeOf(culture);
  const text = (date: Date, pattern: string) => format(date, pattern, { locale });
  return ({ start, end }: { start: Date; end: Date }) => {
    const sameMonth = start.getMonth() === end.getMonth() && start.getFullYear() === end.getFullYear();
    if (culture === 'ru')
      return sameMonth
        ? `${text(start, 'd')} – ${text(end, 'd MMMM yyyy')}`
        : `${text(start, 'd MMM')} – ${text(end, 'd MMM yyyy')}`;
    return sameMonth
      ? `${text(start, 'MMM d')} – ${text(end, 'd, yyyy')}`
      : `${text(start, 'MMM d')} – ${text(end, 'MMM d, yyyy')}`;
  };
}

/**
 * Header formats that read well in both languages: the month's own name ('ноябрь 2026', not the
 * genitive 'ноября'), two-letter weekdays in Russian ('пн', not 'пнд'), ranges with the day before
 * the month in Russian ('23 – 29 ноября 2026').
 */
export function calendarFormats(culture: string) {
  const ranges = { dayRangeHeaderFormat: rangeFormat(culture), agendaHeaderFormat: rangeFormat(culture) };
  return culture === 'ru'
    ? {
        ...ranges,
        monthHeaderFormat: 'LLLL yyyy',
        weekdayFormat: 'EEEEEE',
        dayFormat: 'EEEEEE dd',
        dayHeaderFormat: 'cccc, d MMMM yyyy',
      }
    : { ...ranges, monthHeaderFormat: 'MMMM yyyy', dayHeaderFormat: 'cccc, MMMM d, yyyy' };
}

/** react-big-calendar's views the screen offers. */
export type CalendarViewName = 'month' | 'week' | 'day' | 'agenda';
/** The agenda shows this many days from its date (react-big-calendar's default length). */
const AGENDA_DAYS = 30;

/** The window a view shows around `date` (whole weeks for the month grid). */
export function viewWindow(view: CalendarViewName, date: Date, culture: string): { from: Date; to: Date } {
  const locale = localeOf(culture);
  switch (view) {
    case 'month':
      return {
        from: startOfWeek(startOfMonth(date), { locale }),
        to: endOfWeek(endOfMonth(date), { locale }),
      };
    case 'week':
      return { from: startOfWeek(date, { locale }), to: endOfWeek(date, { locale }) };
    case 'day':
      return { from: startOfDay(date), to: endOfDay(date) };
    default:
      return { from: startOfDay(date), to: endOfDay(addDays(date, AGENDA_DAYS)) };
  }
}
