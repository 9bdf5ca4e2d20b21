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

/**
 * Header formats that read well in both languages: the month's own name ('ноябрь 2026', not the
 * genitive 'ноября') and two-letter weekdays in Russian ('пн', not 'пнд').
 */
export function calendarFormats(culture: string) {
  return culture === 'ru'
    ? { monthHeaderFormat: 'LLLL yyyy', weekdayFormat: 'EEEEEE', dayFormat: 'EEEEEE dd' }
    : { monthHeaderFormat: 'MMMM yyyy' };
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
