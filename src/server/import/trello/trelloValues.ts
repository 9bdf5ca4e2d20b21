/** Trello values as ours (./trelloPlan.ts): label colours → the ten state colours, dates hidden in Trello ids, `pos` order, custom field values as text. */
import type { StateColor } from '../../../shared/stickers/stickerTypes';

const BASE_COLORS: Record<string, StateColor> = {
  green: 'green',
  yellow: 'yellow',
  orange: 'orange',
  red: 'red',
  purple: 'purple',
  blue: 'blue',
  pink: 'pink',
  sky: 'teal',
  lime: 'green',
  black: 'gray',
};

/** A Trello label colour → one of the ten state colours (see the module comment). */
export function mapTrelloColor(color: string | null | undefined): StateColor {
  if (!color) return 'gray';
  if (color === 'blue_dark' || color === 'purple_dark') return 'indigo';
  const base = color.replace(/_(dark|light)$/, '');
  return BASE_COLORS[base] ?? 'gray';
}

/** The creation time encoded in a Trello (Mongo ObjectId) id, or null when it is not one. */
export function trelloIdDate(id: string): string | null {
  if (!/^[0-9a-f]{24}$/i.test(id)) return null;
  return new Date(parseInt(id.slice(0, 8), 16) * 1000).toISOString();
}

/** Stable sort by `pos` (missing pos last, file order kept on ties). */
export function byPos<T extends { pos?: number | null }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.pos ?? Infinity) - (b.item.pos ?? Infinity) || a.index - b.index)
    .map(({ item }) => item);
}

/** A custom field value as text, for the import report. */
export function describeValue(value: Record<string, unknown> | null | undefined): string {
  if (!value) return '';
  return Object.values(value)
    .map((v) => (typeof v === 'string' ? v : JSON.stringify(v)))
    .join(', ');
}
