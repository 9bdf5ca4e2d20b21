/**
 * Trello values as ours (issue 7 Deliver 1; ./trelloConvert.ts): label colours → the ten state
 * colours, Trello colour names → CSS hex, dates hidden in Trello ids, `pos` order, ISO dates,
 * custom field values as text.
 */
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

/**
 * A Trello label colour → one of the ten state colours: green, yellow, orange, red, purple, blue,
 * pink → same; sky → teal; lime → green; black, null and unknown → gray; `_dark` / `_light`
 * variants → their base, except blue_dark and purple_dark → indigo.
 */
export function mapTrelloColor(color: string | null | undefined): StateColor {
  if (!color) return 'gray';
  if (color === 'blue_dark' || color === 'purple_dark') return 'indigo';
  const base = color.replace(/_(dark|light)$/, '');
  return BASE_COLORS[base] ?? 'gray';
}

/** Trello's card cover / label colours as Trello draws them (classic palette). */
const COVER_HEX: Record<string, string> = {
  green: '#61BD4F',
  yellow: '#F2D600',
  orange: '#FF9F1A',
  red: '#EB5A46',
  purple: '#C377E0',
  blue: '#0079BF',
  sky: '#00C2E0',
  lime: '#51E898',
  pink: '#FF78CB',
  black: '#344563',
};

/** Trello's named board background colours (prefs.background when no image). */
const BACKGROUND_HEX: Record<string, string> = {
  blue: '#0079BF',
  orange: '#D29034',
  green: '#519839',
  red: '#B04632',
  purple: '#89609E',
  pink: '#CD5A91',
  lime: '#4BBF6B',
  sky: '#00AEAB',
  grey: '#838C91',
  gray: '#838C91',
};

const HEX_RE = /^#[0-9a-f]{3,8}$/i;

/**
 * A Trello cover / list colour name (`green`, `sky_dark`, …) → CSS hex (`_dark` / `_light` use
 * the base colour); a hex is kept; null for null or unknown names.
 */
export function trelloColorHex(color: string | null | undefined): string | null {
  if (!color) return null;
  if (HEX_RE.test(color)) return color;
  return COVER_HEX[color.replace(/_(dark|light)$/, '')] ?? null;
}

/** A board background (`prefs.backgroundColor` hex, else the `prefs.background` name) → CSS hex or null. */
export function trelloBackgroundHex(hex: string | null | undefined, name: string | null | undefined): string | null {
  if (hex && HEX_RE.test(hex)) return hex;
  if (name && HEX_RE.test(name)) return name;
  return (name && BACKGROUND_HEX[name]) || null;
}

/** The creation time encoded in a Trello (Mongo ObjectId) id, or null when it is not one. */
export function trelloIdDate(id: string): string | null {
  if (!/^[0-9a-f]{24}$/i.test(id)) return null;
  return new Date(parseInt(id.slice(0, 8), 16) * 1000).toISOString();
}

/** A date as Trello writes it → ISO-8601 UTC (`…T…Z`), or null when absent or unparseable. */
export function isoDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/**
 * A date for a text sticker, as a person reads it: `2024-03-05` at midnight UTC (Trello's date-only
 * values), else `2024-06-01 10:00 UTC`; null when the value is not a date.
 */
export function readableDate(value: string | null | undefined): string | null {
  const iso = isoDate(value);
  if (!iso) return null;
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** Stable sort by `pos` (missing pos last, file order kept on ties). */
export function byPos<T extends { pos?: number | null }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.pos ?? Infinity) - (b.item.pos ?? Infinity) || a.index - b.index)
    .map(({ item }) => item);
}

/** A custom field value (`{text}`, `{number}`, `{date}`, `{checked}`) as text, for the import report. */
export function describeValue(value: Record<string, unknown> | null | undefined): string {
  if (!value) return '';
  return Object.values(value)
    .map((v) => (typeof v === 'string' ? v : JSON.stringify(v)))
    .join(', ');
}

/** The first `max` characters of `text` (without splitting a surrogate pair) and whether it was cut. */
export function cut(text: string, max: number): { text: string; cut: boolean } {
  if (text.length <= max) return { text, cut: false };
  let end = max;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return { text: text.slice(0, end), cut: true };
}

/**
 * The key of a label: its Trello id, or `color:<colour>:<name>` for the id-less labels of exports
 * before 2014 (cards carry `{color, name}`, the board only `labelNames`), so equal labels meet.
 */
export function trelloLabelKey(label: { id?: string | null; color?: string | null; name?: string | null }): string {
  return label.id || `color:${label.color ?? ''}:${label.name ?? ''}`;
}
