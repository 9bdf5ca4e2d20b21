/**
 * A card sticker's value as one readable spreadsheet cell (issue 7 Deliver 3 "cards to CSV";
 * stored values: src/shared/stickers/stickerValues.ts, stickerWire.ts Stored*):
 * - deadline → `2026-05-01` (with the time, `2026-05-01 10:00` UTC, when `showTime`), a range
 *   `2026-05-01 – 2026-05-03` when it has a start date;
 * - state, time interval → the name; text, number, priority → the value;
 * - time tracking → `h:mm` planned, `h:mm / h:mm` planned / actual;
 * - timer → time left `h:mm` at `nowMs`; stopwatch → time run `h:mm` at `nowMs`;
 * - anything else → the stored JSON. No value → empty cell.
 */
import { elapsedMs, timerState, type TimerValueLike } from '../../shared/stickers/stickerTime';
import { CATALOGUE_STICKER_TYPES, MINUTE_MS } from '../../shared/stickers/stickerTypes';
import { noValueSchema, stickerPutSchema, type Period } from '../../shared/stickers/stickerValues';

/** Sticker types that hold a value of their own (the others have no CSV column): those whose
 * shared PUT rule is not the no-value rule. */
export const VALUE_STICKER_TYPES: ReadonlySet<string> = new Set(
  CATALOGUE_STICKER_TYPES.filter((type) => stickerPutSchema(type) !== noValueSchema),
);

/** `h:mm` of a duration in minutes (hours are not wrapped at 24). */
export function hoursMinutes(totalMinutes: number): string {
  const minutes = Math.max(0, Math.floor(totalMinutes));
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** An ISO date (or date-time, when `withTime`) in UTC; the text itself when it is no date. */
function isoDate(text: unknown, withTime: boolean): string {
  if (typeof text !== 'string') return '';
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) return text;
  const iso = new Date(ms).toISOString();
  return withTime ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : iso.slice(0, 10);
}

const amount = (value: unknown): string => {
  const { hours, minutes } = (value ?? {}) as { hours?: unknown; minutes?: unknown };
  return hoursMinutes((typeof hours === 'number' ? hours : 0) * 60 + (typeof minutes === 'number' ? minutes : 0));
};

const field = (value: unknown, key: string): unknown =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

const scalar = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** The readable cell of a stored value of `type` (see the file header); '' when not set. */
export function stickerCell(type: string, value: unknown, nowMs: number): string {
  if (value === null || value === undefined) return '';
  switch (type) {
    case 'deadline': {
      const withTime = field(value, 'showTime') === true;
      const end = isoDate(field(value, 'endDate'), withTime);
      const start = field(value, 'startDate');
      return start ? `${isoDate(start, withTime)} – ${end}` : end;
    }
    case 'state':
    case 'timeInterval':
      return scalar(field(value, 'name'));
    case 'textField':
    case 'numberField':
    case 'priority':
      return scalar(field(value, 'value'));
    case 'timeTracking': {
      const fact = field(value, 'fact');
      const plan = amount(field(value, 'plan'));
      return fact ? `${plan} / ${amount(fact)}` : plan;
    }
    case 'timer':
      return hoursMinutes(timerState(value as TimerValueLike, nowMs).remainingMs / MINUTE_MS);
    case 'stopwatch':
      return hoursMinutes(elapsedMs(Array.isArray(value) ? (value as Period[]) : [], nowMs) / MINUTE_MS);
    default:
      return JSON.stringify(value);
  }
}
