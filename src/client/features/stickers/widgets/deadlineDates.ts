/** Deadline dates as text (spec/board.md §4 Deadline), shared by the chip and its menu. */
import { formatDate } from '../../../app/dateFormat';
import type { StoredDeadline } from '../../../../shared/stickers/stickerWire';

/** A stored instant as text: '5 May 2026' or '5 May 2026, 14:30' (showTime), in `language`. */
export const dateText = (iso: string, showTime: boolean, language: string) =>
  formatDate(iso, showTime ? 'dayTime' : 'day', language);

/** "start – end" or "end" in the user's language. */
export function datesText(value: Pick<StoredDeadline, 'endDate' | 'startDate' | 'showTime'>, language: string): string {
  const end = dateText(value.endDate, value.showTime, language);
  return value.startDate ? `${dateText(value.startDate, value.showTime, language)} – ${end}` : end;
}
