/**
 * Client input normalisation of spec/board.md §5 (what inputs do before sending; the server never
 * fixes input — DESIGN §3) and the time-tracking colour of §4.
 */
import {
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  TIMER_HOURS_MAX,
  TIMER_MAX_MS,
  TIMER_MINUTES_MAX,
  TRACKING_MINUTES_MAX,
} from './stickerTypes';

/** The most whole days a timer input takes: what fits in TIMER_MAX_MS (36,600 days, 100 years). */
export const TIMER_DAYS_MAX = Math.floor(TIMER_MAX_MS / DAY_MS);

/** Trimmed text as a whole number clamped to [min, max]; non-numeric or negative → `min` (0). */
function wholeNumber(text: string, min: number, max: number): number {
  const n = Number(String(text).trim());
  if (!Number.isFinite(n) || n < min) return min;
  return Math.min(Math.floor(n), max);
}

/** Time tracking hours: trimmed; non-numeric or negative → 0 (spec/board.md §5). */
export const normalizeTrackingHours = (text: string): number => wholeNumber(text, 0, Number.MAX_SAFE_INTEGER);
/** Time tracking minutes: trimmed; non-numeric or negative → 0, above 59 → 59 (spec/board.md §5). */
export const normalizeTrackingMinutes = (text: string): number => wholeNumber(text, 0, TRACKING_MINUTES_MAX);

/**
 * Timer inputs: days ≥ 0, hours 0–24, minutes 0–60 (spec/board.md §5); days stop at
 * TIMER_DAYS_MAX, so the initial value stays one the server stores.
 */
export const normalizeTimerDays = (text: string): number => wholeNumber(text, 0, TIMER_DAYS_MAX);
export const normalizeTimerHours = (text: string): number => wholeNumber(text, 0, TIMER_HOURS_MAX);
export const normalizeTimerMinutes = (text: string): number => wholeNumber(text, 0, TIMER_MINUTES_MAX);

/** initialValue = (days*86400 + hours*3600 + minutes*60) s, sent in ms (spec/board.md §5). */
export function timerInitialValueMs(input: { days: number; hours: number; minutes: number }): number {
  return input.days * DAY_MS + input.hours * HOUR_MS + input.minutes * MINUTE_MS;
}

/** Separators read so far, by locale: an Intl.NumberFormat costs ~0.1–1 ms, and each number field of a board's tiles asks. */
const decimalSeparators = new Map<string, string>();

/** The decimal separator of a locale ('.' for en-US, ',' for ru-RU; '.' for a locale Intl refuses). */
export function decimalSeparatorOf(locale: string): string {
  let separator = decimalSeparators.get(locale);
  if (separator === undefined) {
    try {
      const part = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal');
      separator = part?.value ?? '.';
    } catch {
      separator = '.';
    }
    decimalSeparators.set(locale, separator);
  }
  return separator;
}

export interface NumberInputOptions {
  precision: number;
  decimalSeparator: string;
}
const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Number field typing (spec/board.md §5): optional leading minus, digits and one locale decimal
 * separator; decimals beyond `precision` are cut; precision 0 forbids the separator. Returns the
 * text the input keeps, or `null` when the keystroke is refused (keep the previous text).
 */
export function parseNumberInput(text: string, options: NumberInputOptions): string | null {
  const sep = escapeRe(options.decimalSeparator);
  const match = new RegExp(`^(-?)(\\d*)(?:(${sep})(\\d*))?$`).exec(text);
  if (!match) return null;
  const [, minus, whole, separator, fraction] = match;
  if (separator === undefined) return `${minus}${whole}`;
  if (options.precision <= 0) return null;
  return `${minus}${whole}${separator}${fraction.slice(0, options.precision)}`;
}

/** The number an accepted input text stands for; `null` for '', '-' or a lone separator. */
export function numberFromInput(text: string, decimalSeparator: string): number | null {
  const n = Number(text.replace(decimalSeparator, '.'));
  return /\d/.test(text) && Number.isFinite(n) ? n : null;
}

/** A number as input text with the locale separator (no grouping). */
export const formatNumberInput = (value: number, decimalSeparator: string): string =>
  String(value).replace('.', decimalSeparator);

export interface NumberBounds {
  min?: number | null;
  max?: number | null;
}
/** Clamp to min/max (on blur, spec/board.md §5). */
export function clampNumber(value: number, { min, max }: NumberBounds): number {
  if (min != null && value < min) return min;
  if (max != null && value > max) return max;
  return value;
}

/**
 * Up/down keys and buttons (spec/board.md §5): step by 1, rounded to `precision` (no float noise),
 * clamped to min/max. An empty field steps from 0.
 */
export function stepNumber(
  value: number | null,
  direction: 'up' | 'down',
  options: NumberBounds & { precision: number },
): number {
  const next = (value ?? 0) + (direction === 'up' ? 1 : -1);
  return clampNumber(Number(next.toFixed(Math.max(0, options.precision))), options);
}

export interface TrackingAmount {
  hours: number;
  minutes: number;
}
const totalMinutes = (a: TrackingAmount | null | undefined): number => (a ? a.hours * 60 + a.minutes : 0);

/**
 * Time tracking colour (spec/board.md §4): gray when no fact is entered (absent, or 0 h 0 min),
 * red when fact total minutes exceed plan total minutes, green otherwise.
 */
export function trackingColor(
  value: { plan?: TrackingAmount | null; fact?: TrackingAmount | null } | null | undefined,
): 'red' | 'green' | 'gray' {
  const fact = totalMinutes(value?.fact);
  if (fact === 0) return 'gray';
  return fact > totalMinutes(value?.plan) ? 'red' : 'green';
}

/** Why a typed plan or fact counts as something else than what was typed (the form says so). */
export type TrackingNote = 'minutesClamped' | 'notANumber' | 'converted';

/**
 * A typed hours/minutes pair of the time-tracking form as the whole amount it stands for, and why
 * it differs from what was typed (null when it does not). Texts are trimmed; empty is 0. Non-numeric
 * or negative → 0 (spec/board.md §5; note `notANumber`). Minutes above 59 become 59 (spec §5:
 * 75 min → 59; note `minutesClamped`, so the user sees it — issue 14 "no silent truncation").
 * Fractions become whole minutes, to the nearest (1.5 h → 1 h 30 min; note `converted`). The result
 * always passes trackingAmountSchema (whole hours ≥ 0, minutes 0–59).
 */
export function trackingEntryOf(
  hoursText: string,
  minutesText: string,
): { amount: TrackingAmount; note: TrackingNote | null } {
  let notANumber = false;
  const read = (text: string): number => {
    const trimmed = String(text).trim();
    if (trimmed === '') return 0;
    const n = Number(trimmed);
    if (Number.isFinite(n) && n >= 0) return n;
    notANumber = true;
    return 0;
  };
  const hours = read(hoursText);
  const typedMinutes = read(minutesText);
  const minutes = Math.min(typedMinutes, TRACKING_MINUTES_MAX);
  const total = Math.min(Math.round(hours * 60 + minutes), Number.MAX_SAFE_INTEGER);
  const amount = { hours: Math.floor(total / 60), minutes: total % 60 };
  let note: TrackingNote | null = null;
  if (notANumber) note = 'notANumber';
  else if (typedMinutes > TRACKING_MINUTES_MAX) note = 'minutesClamped';
  else if (amount.hours !== hours || amount.minutes !== minutes) note = 'converted';
  return { amount, note };
}
