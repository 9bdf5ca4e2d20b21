/**
 * Session state (spec/shell.md §3 "Auth state", §4 "Session"): token, user, authentication flag,
 * errors of login/register/fetch, the remembered e-mail and the two sign-in switches.
 * Reducers are pure; localStorage is written by the listeners in sessionListeners.ts.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { STORAGE_KEYS } from '../../../shared/constants';
import type { User } from '../../../shared/auth/auth.schemas';

export interface SessionState {
  token: string | null;
  user: User | null;
  isAuthenticated: boolean;
  initialized: boolean;
  loginError: string | null;
  registerError: string | null;
  fetchError: string | null;
  savedEmail: string;
  rememberEmail: boolean;
  staySignedIn: boolean;
}

const read = (key: string): string | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
  } catch {
    return null;
  }
};

/** Initial state from localStorage: `auth_token_default` and `remembered_email` (spec/shell.md §9). */
export function initialSessionState(): SessionState {
  const savedEmail = read(STORAGE_KEYS.rememberedEmail) ?? '';
  return {
    token: read(STORAGE_KEYS.token),
    user: null,
    isAuthenticated: false,
    initialized: false,
    loginError: null,
    registerError: null,
    fetchError: null,
    savedEmail,
    rememberEmail: savedEmail !== '',
    staySignedIn: false,
  };
}

const signOut = (state: SessionState) => {
  state.token = null;
  state.user = null;
  state.isAuthenticated = false;
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** Login or registration succeeded with a token in the Authorization header. */
    signedIn(state, action: PayloadAction<{ token: string; user: User }>) {
      state.token = action.payload.token;
      state.user = action.payload.user;
      state.isAuthenticated = true;
      state.initialized = true;
      state.loginError = null;
      state.registerError = null;
      state.fetchError = null;
      state.savedEmail = state.rememberEmail ? action.payload.user.email : '';
    },
    /** Logout, a rejected token (401 / AUTH_FAILED): the session is gone. */
    signedOut(state) {
      signOut(state);
    },
    /** GET /auth/refresh or any answer carried a new token. */
    tokenRefreshed(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    /** Another tab (or the user) changed the stored token; null = removed → signed out here too. */
    storedTokenChanged(state, action: PayloadAction<string | null>) {
      if (action.payload === null) signOut(state);
      else state.token = action.payload;
    },
    /**
     * The user kept by redux-persist from the last visit (app/persistence.ts): shown at once while
     * GET /auth/user revalidates it (spec/shell.md §2); not yet `isAuthenticated`.
     */
    persistedUserRestored(state, action: PayloadAction<User>) {
      if (state.token && !state.user) state.user = action.payload;
    },
    userLoaded(state, action: PayloadAction<User>) {
      state.user = action.payload;
      state.isAuthenticated = true;
      state.fetchError = null;
    },
    /** The user fetch failed or initialisation timed out: unauthenticated (spec/shell.md §4). */
    userLoadFailed(state, action: PayloadAction<string>) {
      state.user = null;
      state.isAuthenticated = false;
      state.fetchError = action.payload;
    },
    loginFailed(state, action: PayloadAction<string>) {
      state.loginError = action.payload;
    },
    registerFailed(state, action: PayloadAction<string>) {
      state.registerError = action.payload;
    },
    rememberEmailToggled(state, action: PayloadAction<boolean>) {
      state.rememberEmail = action.payload;
      if (!action.payload) state.savedEmail = '';
    },
    staySignedInToggled(state, action: PayloadAction<boolean>) {
      state.staySignedIn = action.payload;
    },
    /** Initial loading is over (the route guard waits for this, spec/shell.md §2). */
    sessionInitialized(state) {
      state.initialized = true;
    },
    /** The route guard asks for initialisation (handled once per store in sessionInit.ts). */
    sessionInitRequested() {},
  },
});

export const {
  signedIn,
  signedOut,
  tokenRefreshed,
  storedTokenChanged,
  persistedUserRestored,
  userLoaded,
  userLoadFailed,
  loginFailed,
  registerFailed,
  rememberEmailToggled,
  staySignedInToggled,
  sessionInitialized,
  sessionInitRequested,
} = sessionSlice.actions;

type WithSession = { session: SessionState };
export const selectSession = (state: WithSession) => state.session;
export const selectUser = (state: WithSession) => state.session.user;
export const selectIsAuthenticated = (state: WithSession) => state.session.isAuthenticated;
export const selectSessionInitialized = (state: WithSession) => state.session.initialized;
export const selectToken = (state: WithSession) => state.session.token;
