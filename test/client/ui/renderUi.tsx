/**
 * Renders a screen the way the app does: CORE's renderWithProviders (real store, connection
 * provider, MemoryRouter) plus the visual providers of App.tsx (i18next, theme, notistack).
 * Each call gets its own i18next instance, so language switches do not leak between tests.
 */
import type { ReactElement } from 'react';
import { UiProviders } from '../../../src/client/app/App';
import { createI18n } from '../../../src/client/app/i18n';
import type { AppStore } from '../../../src/client/app/store';
import { selectLanguage } from '../../../src/client/features/preferences/preferencesSlice';
import { makeTestStore, renderWithProviders } from '../renderWithProviders';

export function renderUi(ui: ReactElement, options: { store?: AppStore; route?: string } = {}) {
  const store = options.store ?? makeTestStore().store;
  const i18n = createI18n(selectLanguage(store.getState()));
  const result = renderWithProviders(<UiProviders i18n={i18n}>{ui}</UiProviders>, { store, route: options.route });
  return { ...result, i18n };
}

/** A User as the server sends it (DESIGN §3 Auth). */
export const aUser = (over: Partial<{ id: number; email: string; name: string; isSystemAdmin: boolean }> = {}) => {
  const base = { id: 1, email: 'ada@example.com', name: 'Ada Lovelace', isSystemAdmin: false, ...over };
  return {
    ...base,
    profile: {
      name: base.name,
      avatar: null,
      meta: {},
      customBackground: { image: null, color: null, showEverywhere: false, enabled: false },
    },
  };
};

/** The failure envelope of DESIGN §3. */
export const failure = (error: string, code: string, data?: unknown) => ({
  success: false,
  status: 'error',
  error,
  code,
  ...(data ? { data } : {}),
});
