/**
 * Deadline inputs (spec/board.md §4 Deadline): the conversion between stored ISO instants and the
 * date / date-time inputs. A date-only end is the end of that local day and a date-only start its
 * beginning (our choice: a deadline "on 5 May" is not overdue during 5 May). Deadline dates and
 * reminder options as text are app/dateFormat.ts and app/durationFormat.ts.
 */
import { format } from 'date-fns';

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
