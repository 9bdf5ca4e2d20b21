/**
 * Business constants of the application shell (spec/shell.md §4, §9). Durations are in
 * milliseconds unless the name says otherwise. Imported by client, server and tests.
 */

/** Request timeout of the client transport (spec/shell.md §9). */
export const REQUEST_TIMEOUT_MS = 30_000;
/** Initial auth wait before the session gives up (spec/shell.md §4, §9). */
export const AUTH_INIT_TIMEOUT_MS = 30_000;
/** How long the route guard waits for initial loading (spec/shell.md §2). */
export const GUARD_WAIT_MS = 35_000;
/** How often the client re-reads the stored token (spec/shell.md §4). */
export const TOKEN_CHECK_INTERVAL_MS = 5_000;
/** Latency probe period and its answer limit (spec/shell.md §9). */
export const PING_INTERVAL_MS = 30_000;
export const PING_TIMEOUT_MS = 5_000;
/** The live connection becomes ready this long after connecting (spec/shell.md §4). */
export const READY_DELAY_MS = 500;
/** Reconnection policy (spec/shell.md §4). */
export const RECONNECT_DELAY_MS = 1_000;
export const RECONNECT_DELAY_MAX_MS = 60_000;
export const RECONNECT_RANDOMIZATION = 0.5;
export const FORCED_RECONNECT_DELAY_MS = 500;
/** The overlay's Retry button stays disabled this long after a click (spec/shell.md §4). */
export const RETRY_DISABLED_MS = 3_000;
/** Minimum size saving (fraction) for the server to send a compressed response (spec/shell.md §9). */
export const COMPRESSION_MIN_EFFICIENCY = 0.1;
/** `X-Compress` value by which a client asks for compressed responses (shared/compression.ts). */
export const COMPRESS_HEADER_VALUE = 'normalizr';
/** Overlay progress values (spec/shell.md §4). */
export const PROGRESS_READY = 100;
export const PROGRESS_CONNECTED = 75;

/** Local storage keys (spec/shell.md §9, spec/board.md §9). */
export const STORAGE_KEYS = {
  token: 'auth_token_default',
  rememberedEmail: 'remembered_email',
  lang: 'lang',
  theme: 'theme',
  chatPosition: 'chatPosition',
  chatSize: 'chatSize',
  lastSelectedBoards: 'last-selected-boards',
  boardFilters: 'board-filters',
} as const;

/** Primary colour of the theme (spec/shell.md §9). */
export const PRIMARY_COLOR = '#0098EA';

export const LANGUAGES = ['en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** i18n folder names per language. */
export const LOCALE_OF: Record<Language, 'en-US' | 'ru-RU'> = { en: 'en-US', ru: 'ru-RU' };

export const THEME_MODES = ['light', 'dark', 'system'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
/** Stored theme default (spec/shell.md §4: "theme (default system)"). */
export const DEFAULT_THEME_MODE: ThemeMode = 'system';

/** Toast defaults (spec/board.md §9). */
export const TOAST_AUTO_HIDE_MS = 5_000;
export const CARD_FORM_TOAST_AUTO_HIDE_MS = 3_000;
export const TOAST_COLLAPSE_MS = 300;
export const TOAST_SINGLE_MODE_DELAY_MS = 390;

/** Name limits of DESIGN §3. */
export const NAME_MAX = 200;
export const PROFILE_NAME_MAX = 100;
export const TEXT_MAX = 100_000;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

/** Largest value of the database's 32-bit INTEGER columns (ids, counters, sorts): inputs are bounded by it. */
export const MAX_INT32 = 2_147_483_647;

/**
 * Board filters (spec/board.md §3 Filters; shared/board/board.schemas.ts boardFiltersSchema and the
 * client's zod-free check of the stored copy, client/features/board/boardFilters.ts): longest text,
 * most member ids per filter (and most sticker values), the done values, the deadline values
 * (`overdue`: the deadline's end is before now; `thisWeek`: it falls within the user's week), and
 * the form of the week's bounds: an instant as Date#toISOString writes it (UTC, milliseconds), so
 * the server compares them as they are (isBoardFilterInstant).
 */
export const BOARD_FILTER_TEXT_MAX = 200;
export const BOARD_FILTER_IDS_MAX = 100;
export const BOARD_FILTER_DONE = ['all', 'done', 'undone'] as const;
export const BOARD_FILTER_DEADLINE = ['overdue', 'thisWeek'] as const;
/** True when `text` is an instant exactly as Date#toISOString writes it (`2026-05-04T00:00:00.000Z`). */
export function isBoardFilterInstant(text: string): boolean {
  // 24 characters: years 0000–9999, whose texts sort as their instants do.
  const ms = text.length === 24 ? Date.parse(text) : Number.NaN;
  return !Number.isNaN(ms) && new Date(ms).toISOString() === text;
}
/**
 * Highest sort a client may request for a card or column (DESIGN §4 `sort`): half the column's range,
 * leaving the other half as headroom for the server's shifts (+1 per tie) and tops (+SORT_STEP).
 */
export const MAX_SORT_REQUEST = 1_073_741_823;
/**
 * Deepest nesting of objects and arrays a request body may have (HTTP and the socket `api`; deeper
 * is 400 NESTING_TOO_DEEP). A board file nests 2 levels per level of sub-cards (card → `children`
 * array → card) below 5 levels of file, column and card list, so 256 lets boards with ~120 levels
 * of sub-cards import, while validation and serialisation stay far from the call stack's limit.
 */
export const MAX_JSON_DEPTH = 256;

/** Password restore code (DESIGN §3 Auth). */
export const EMAIL_CODE_LENGTH = 6;
export const EMAIL_CODE_TTL_MS = 15 * 60_000;

/** Token lifetimes: a plain session and "stay signed in" (DESIGN §3 Auth). */
export const SESSION_TTL_MS = 24 * 60 * 60_000;
export const REMEMBER_TTL_MS = 30 * 24 * 60 * 60_000;

/** The guest board refreshes this often (ms): members' changes appear within 5 s (spec/board.md §6). */
export const GUEST_POLL_MS = 3_000;
