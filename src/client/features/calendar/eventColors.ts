/**
 * Event colours (spec/shell.md §9 "Event colours (70% opacity): personal blue, meeting green,
 * corporate orange"). An event's own `color` wins over its type's; either is shown at 70% opacity.
 */
import type { CalendarEvent, CalendarEventType } from '../../../shared/calendar/calendar.schemas';

export const TYPE_COLORS: Record<CalendarEventType, string> = {
  personal: '#1976d2',
  meeting: '#2e7d32',
  corporate: '#ed6c02',
};
export const EVENT_OPACITY = 0.7;

/** `#rgb`, `#rrggbb` or `#rrggbbaa` as `rgba(…)` with its alpha times `opacity`; null for anything else. */
export function withOpacity(hex: string, opacity: number): string | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(hex);
  if (!match) return null;
  let digits = match[1]!;
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16));
  const alpha = digits.length === 8 ? parseInt(digits.slice(6, 8), 16) / 255 : 1;
  return `rgba(${r}, ${g}, ${b}, ${Math.round(alpha * opacity * 100) / 100})`;
}

/** The colour an event is drawn in (rgba at 70%). */
export function eventColor(event: Pick<CalendarEvent, 'type' | 'color'>): string {
  const own = event.color ? withOpacity(event.color, EVENT_OPACITY) : null;
  return own ?? withOpacity(TYPE_COLORS[event.type] ?? TYPE_COLORS.personal, EVENT_OPACITY)!;
}
