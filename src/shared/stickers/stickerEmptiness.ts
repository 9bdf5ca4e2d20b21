/**
 * When a required sticker counts as not filled (spec/board.md §5 "A required sticker value counts
 * as empty when …"). Used by the create form and by the server for `requireValue` stickers.
 */
import type { StickerType } from './stickerTypes';

type Loose = Record<string, unknown>;
const missing = (v: unknown): boolean => v === undefined || v === null || v === '';
const asNumber = (v: unknown): number => (typeof v === 'number' ? v : Number.NaN);

/**
 * - stopwatch: never empty — a required stopwatch needs only presence (checked before "falsy");
 * - falsy value → empty;
 * - deadline: endDate missing;
 * - textField / numberField / priority: `value` missing (`''`, null, absent); 0 is a value;
 * - state: name missing; timeInterval: start, end or name missing;
 * - timer: initialValue ≤ 0 (or not a number);
 * - timeTracking: plan hours and minutes both zero (or plan missing).
 */
export function isStickerValueEmpty(type: StickerType, value: unknown): boolean {
  if (type === 'stopwatch') return false;
  if (!value) return true;
  const v = (typeof value === 'object' ? value : {}) as Loose;
  switch (type) {
    case 'deadline':
      return missing(v.endDate);
    case 'textField':
    case 'numberField':
    case 'priority':
      return missing(v.value);
    case 'state':
      return missing(v.name);
    case 'timeInterval':
      return missing(v.start) || missing(v.end) || missing(v.name);
    case 'timer': {
      const initial = asNumber(v.initialValue);
      return !(initial > 0);
    }
    case 'timeTracking': {
      const plan = (v.plan ?? {}) as Loose;
      return !(asNumber(plan.hours) > 0) && !(asNumber(plan.minutes) > 0);
    }
    default:
      return false;
  }
}

/** Names of required stickers that are still empty (for 'Please fill required stickers: {names}'). */
export function emptyRequiredStickerNames(
  stickers: readonly { type: StickerType; name: string; value: unknown; required: boolean }[],
): string[] {
  return stickers.filter((s) => s.required && isStickerValueEmpty(s.type, s.value)).map((s) => s.name);
}
