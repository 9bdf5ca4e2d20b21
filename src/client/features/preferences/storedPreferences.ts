/**
 * The theme and language choices as stored in localStorage (spec/shell.md §4 "Theme", §9 storage
 * keys `theme` — default system — and `lang`, else the browser's language). Without Redux, so the
 * light sign-in page (features/signIn) reads the same choices as the app's preferences slice, and
 * the app's first requests (app/bootRequests.ts) start before the store exists.
 */
import { DEFAULT_THEME_MODE, LANGUAGES, STORAGE_KEYS, THEME_MODES } from '../../../shared/constants';
import type { Language, ThemeMode } from '../../../shared/constants';

export interface PreferencesState {
  themeMode: ThemeMode;
  language: Language;
  /** Mouse-action setting: sticker menus open on hover too (spec/board.md §4 Gesture classification); default off. */
  stickerMenuHover: boolean;
}

/** localStorage key of the sticker menu hover setting ('1' on, else off). */
export const STICKER_MENU_HOVER_KEY = 'sticker-menu-hover';

const read = (key: string): string | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
  } catch {
    return null;
  }
};

/** The browser's language as one of ours: Russian when it starts with "ru", else English. */
export const browserLanguage = (): Language =>
  typeof navigator !== 'undefined' && /^ru/i.test(navigator.language ?? '') ? 'ru' : 'en';

/** Initial state: stored `theme` (else 'system') and stored `lang` (else the browser's language). */
export function initialPreferencesState(): PreferencesState {
  const theme = read(STORAGE_KEYS.theme);
  const lang = read(STORAGE_KEYS.lang);
  return {
    themeMode: (THEME_MODES as readonly string[]).includes(theme ?? '') ? (theme as ThemeMode) : DEFAULT_THEME_MODE,
    language: (LANGUAGES as readonly string[]).includes(lang ?? '') ? (lang as Language) : browserLanguage(),
    stickerMenuHover: read(STICKER_MENU_HOVER_KEY) === '1',
  };
}
