/**
 * Durations as text in the user's language (spec/board.md §4 Timer "shown as days if at least 1
 * day remains, else hours and minutes, else minutes and seconds", time in column; §5 reminder
 * options). Every duration the board, the card view and the sticker notifications show goes through
 * here; the words are i18next texts with the language's plural forms ('1 day' / '2 days', '1 день' /
 * '2 дня' / '5 дней'). Each function takes the caller's `t` (any namespace: the keys name theirs).
 * Dates are app/dateFormat.ts.
 */
import type { TFunction } from 'i18next';
import type { TimerDisplay } from '../../shared/stickers/stickerTime';

const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
const DAY_S = 24 * HOUR_S;

/** Whole days, hours, minutes and seconds of `seconds` (negative counts as 0, fractions dropped). */
export function durationParts(seconds: number) {
  const s = Math.max(0, Math.floor(seconds));
  return {
    days: Math.floor(s / DAY_S),
    hours: Math.floor((s % DAY_S) / HOUR_S),
    minutes: Math.floor((s % HOUR_S) / MINUTE_S),
    seconds: s % MINUTE_S,
  };
}

/**
 * Time in column (spec/board.md §2 system sticker), compact, its two largest units:
 * '2d 3h', '3h 5m', '5m 6s', '12s' / '2 д 3 ч', '3 ч 5 мин', '5 мин 6 с', '12 с'. `ms` in milliseconds.
 */
export function timeInColumnText(ms: number, t: TFunction): string {
  const { days, hours, minutes, seconds } = durationParts(ms / 1000);
  if (days > 0) return t('common:duration.daysHours', { days, hours });
  if (hours > 0) return t('common:duration.hoursMinutes', { hours, minutes });
  if (minutes > 0) return t('common:duration.minutesSeconds', { minutes, seconds });
  return t('common:duration.seconds', { seconds });
}

/**
 * A timer's remaining or a stopwatch's elapsed time (spec/board.md §4 Timer): '2 d', '3 h 5 min'
 * or '5 min 06 s' / '2 д', '3 ч 5 мин', '5 мин 06 с'. `d` is the shared rule's reading of the
 * time (`timerDisplay(ms)`, src/shared/stickers/stickerTime.ts), so this module, which the app
 * shell loads for the sticker notifications, carries no sticker code.
 */
export function clockText(d: TimerDisplay, t: TFunction): string {
  if (d.unit === 'days') return t('stickers:duration.days', { days: d.days });
  if (d.unit === 'hoursMinutes') return t('stickers:duration.hoursMinutes', { hours: d.hours, minutes: d.minutes });
  return t('stickers:duration.minutesSeconds', { minutes: d.minutes, seconds: String(d.seconds).padStart(2, '0') });
}

/**
 * A deadline reminder option (spec/board.md §5, seconds before the end): '15 min', '1 h',
 * '1 h 30 min', '2 days' / '2 дня'.
 */
export function reminderOptionText(seconds: number, t: TFunction): string {
  if (seconds >= DAY_S && seconds % DAY_S === 0) return t('stickers:reminder.days', { count: seconds / DAY_S });
  // Hours are not folded into days here: 25 h reads '25 h'.
  const hours = Math.floor(Math.max(0, seconds) / HOUR_S);
  const { minutes } = durationParts(seconds);
  if (hours && minutes) return t('stickers:reminder.hoursMinutes', { hours, minutes });
  if (hours) return t('stickers:reminder.hours', { count: hours });
  return t('stickers:reminder.minutes', { count: minutes });
}

/**
 * Time left before a deadline in a notification, rounded to minutes: '1 day 2 h 15 min' /
 * '1 день 2 ч 15 мин'; 'now' / 'сейчас' under a minute. `seconds` in seconds.
 */
export function leadTimeText(seconds: number, t: TFunction): string {
  const { days, hours, minutes } = durationParts(Math.max(0, Math.round(seconds / MINUTE_S)) * MINUTE_S);
  const parts = [
    days ? t('stickers:notifications.days', { count: days }) : '',
    hours ? t('stickers:notifications.hours', { count: hours }) : '',
    minutes ? t('stickers:notifications.minutes', { count: minutes }) : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' ') : t('stickers:notifications.now');
}
