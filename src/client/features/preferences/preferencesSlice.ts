/**
 * Theme and language choices (spec/shell.md §4 "Theme", §7 Accept-Language, §9 storage keys
 * `theme` — default system — and `lang`). Both are plain strings in localStorage written by a
 * listener; redux-persist is not needed for two strings (DESIGN §6 keeps only the spec's keys).
 */
import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { STORAGE_KEYS } from '../../../shared/constants';
import type { Language, ThemeMode } from '../../../shared/constants';
import type { AppStartListening } from '../../app/store';
import { STICKER_MENU_HOVER_KEY, initialPreferencesState, type PreferencesState } from './storedPreferences';

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
