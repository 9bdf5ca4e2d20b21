/**
 * Sticker catalogue and constants (spec/board.md §3 "Board sticker (definition)", §5 reminder
 * options, §9 refresh periods). Durations are in milliseconds unless the name says `_S` (seconds).
 */

/** Every sticker type of spec/board.md §3, plus `deleted` (a card sticker whose definition was removed). */
export const STICKER_TYPES = [
  'taskId',
  'timeInColumn',
  'history',
  'discussion',
  'creator',
  'timeTracking',
  'timer',
  'stopwatch',
  'deadline',
  'textField',
  'numberField',
  'state',
  'timeInterval',
  'priority',
  'regularTask',
  'executor',
  'responsible',
  'deleted',
] as const;
export type StickerType = (typeof STICKER_TYPES)[number];

/** Types a board may define (the catalogue): all but the `deleted` placeholder. */
export const CATALOGUE_STICKER_TYPES = STICKER_TYPES.filter(
  (type): type is Exclude<StickerType, 'deleted'> => type !== 'deleted',
);
export type CatalogueStickerType = Exclude<StickerType, 'deleted'>;

/** System stickers always show, first in the strip (spec/board.md §3). */
export const SYSTEM_STICKER_TYPES = ['taskId', 'timeInColumn'] as const satisfies readonly StickerType[];

/** Types carrying a user-given name; the others take a translated name (spec/board.md §3). */
export const NAMED_STICKER_TYPES = [
  'textField',
  'numberField',
  'state',
  'timeInterval',
] as const satisfies readonly StickerType[];

/** The ten state colours (spec/board.md §3). */
export const STATE_COLORS = [
  'gray',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'indigo',
  'purple',
  'pink',
] as const;
export type StateColor = (typeof STATE_COLORS)[number];

/** Deadline reminder options in seconds before endDate (spec/board.md §5). */
export const REMINDER_OPTIONS_S = [
  900, 1800, 3600, 5400, 7200, 10800, 14400, 18000, 21600, 28800, 86400, 172800, 259200,
] as const;
/** The reminder toggle's default (spec/board.md §4 Deadline, §5). */
export const DEFAULT_REMINDER_S = 900;

/**
 * Priority levels. The spec says only that Priority exists (spec/board.md §9, details not shown);
 * our choice: a value `{value}` holding one of these levels, lowest first.
 */
export const PRIORITY_LEVELS = ['low', 'medium', 'high', 'critical'] as const;
export type PriorityLevel = (typeof PRIORITY_LEVELS)[number];

/** Regular task repeat units (our choice; the spec only says "a configurable interval", §9). */
export const REGULAR_TASK_UNITS = ['day', 'week', 'month'] as const;

/** Number field defaults (DESIGN §4: precision 2, no min/max) and the precision range we accept. */
export const DEFAULT_NUMBER_PRECISION = 2;
export const MAX_NUMBER_PRECISION = 10;

/** Timer input limits (spec/board.md §5). */
export const TIMER_HOURS_MAX = 24;
export const TIMER_MINUTES_MAX = 60;
/** Time tracking minutes are 0–59 (spec/board.md §5). */
export const TRACKING_MINUTES_MAX = 59;

/** Refresh periods (spec/board.md §9). */
export const TIME_IN_COLUMN_REFRESH_MS = 1_000;
export const TIMER_TICK_MS = 1_000;
export const DEADLINE_REFRESH_MS = 30_000;

export const SECOND_MS = 1_000;
export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

export const isSystemStickerType = (type: string): boolean =>
  (SYSTEM_STICKER_TYPES as readonly string[]).includes(type);
export const isNamedStickerType = (type: string): boolean => (NAMED_STICKER_TYPES as readonly string[]).includes(type);

/** The longest timer (ms): 100 years of 366 days (the schema's bound, stickerValues.ts). */
export const TIMER_MAX_MS = 100 * 366 * 24 * 60 * 60 * 1000;
