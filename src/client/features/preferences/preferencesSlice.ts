/**
 * Theme and language choices (spec/shell.md §4 "Theme", §7 Accept-Language, §9 storage keys
 * `theme` — default system — and `lang`). Both are plain strings in localStorage written by a
 * listener; redux-persist is not needed for two strings (DESIGN §6 keeps only the spec's keys).
 */
import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_THEME_MODE, LANGUAGES, STORAGE_KEYS, THEME_MODES } from '../../../shared/constants';
import type { Language, ThemeMode } from '../../../shared/constants';
import type { AppStartListening } from '../../app/store';

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

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: initialPreferencesState,
  reducers: {
    themeModeChosen(state, action: PayloadAction<ThemeMode>) {
      state.themeMode = action.payload;
    },
    languageChosen(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
    stickerMenuHoverChosen(state, action: PayloadAction<boolean>) {
      state.stickerMenuHover = action.payload;
    },
  },
});

export const { themeModeChosen, languageChosen, stickerMenuHoverChosen } = preferencesSlice.actions;

type WithPreferences = { preferences: PreferencesState };
export const selectThemeMode = (state: WithPreferences) => state.preferences.themeMode;
export const selectLanguage = (state: WithPreferences) => state.preferences.language;
export const selectStickerMenuHover = (state: WithPreferences) => state.preferences.stickerMenuHover;

/** Writes the choices to localStorage under `theme`, `lang` and `sticker-menu-hover`. */
export function registerPreferencesListeners(startListening: AppStartListening): void {
  startListening({
    matcher: isAnyOf(themeModeChosen, languageChosen, stickerMenuHoverChosen),
    effect: (action) => {
      try {
        if (themeModeChosen.match(action)) localStorage.setItem(STORAGE_KEYS.theme, action.payload);
        if (languageChosen.match(action)) localStorage.setItem(STORAGE_KEYS.lang, action.payload);
        if (stickerMenuHoverChosen.match(action))
          localStorage.setItem(STICKER_MENU_HOVER_KEY, action.payload ? '1' : '0');
      } catch {
        // Storage unavailable: the choice holds for this page only.
      }
    },
  });
}
