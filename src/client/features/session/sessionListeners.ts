/**
 * Session side effects (spec/shell.md §4 "Session", §9 storage keys), as listeners so reducers stay pure:
 * - the token is written to / removed from localStorage `auth_token_default`, then the connection
 *   re-reads it (connect after sign-in, disconnect after sign-out, reconnect after a refresh);
 * - the e-mail is kept under `remembered_email` when "remember e-mail" is on, removed when off;
 * - an AUTH_FAILED handshake, or the server ending the session (`session:revoked`, reported by the
 *   connection as the same AUTH_FAILED), signs the session out (the token is invalid);
 * - initialisation (requested once by the route guard): with a token, GET /auth/user at once (over
 *   HTTP while the socket connects); when no server answers, wait for the socket to be ready (up to
 *   30 s from the start) and ask again over it; a timeout or a failed fetch leaves the session
 *   unauthenticated, a rejected token (401) also removes it.
 */
import { isAnyOf } from '@reduxjs/toolkit';
import { AUTH_INIT_TIMEOUT_MS, STORAGE_KEYS } from '../../../shared/constants';
import { transportMessage } from '../../../shared/errors';
import { TAG_TYPES, api } from '../../api/api';
import type { ApiError } from '../../api/httpTransport';
import type { AppStartListening } from '../../app/store';
import { connectionFailed } from '../connection/connectionSlice';
import { authApi, isTokenRejected } from './authApi';
import {
  rememberEmailToggled,
  sessionInitRequested,
  sessionInitialized,
  signedIn,
  signedOut,
  tokenRefreshed,
  userLoadFailed,
} from './sessionSlice';

const write = (key: string, value: string | null) => {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage unavailable (private mode quota): the session still works for this page.
  }
};

/** Registers the session listeners on one store's listener middleware. */
export function registerSessionListeners(startListening: AppStartListening): void {
  startListening({
    matcher: isAnyOf(signedIn, tokenRefreshed, signedOut),
    effect: (action, { getState, extra, dispatch }) => {
      const { session } = getState();
      write(STORAGE_KEYS.token, session.token);
      if (signedIn.match(action)) {
        write(STORAGE_KEYS.rememberedEmail, session.rememberEmail ? action.payload.user.email : null);
        // Another account may be signing in: nothing cached for the previous one stays valid.
        dispatch(api.util.invalidateTags([...TAG_TYPES]));
      }
      extra.connection.checkToken();
    },
  });

  startListening({
    actionCreator: rememberEmailToggled,
    effect: (action) => {
      if (!action.payload) write(STORAGE_KEYS.rememberedEmail, null);
    },
  });

  startListening({
    actionCreator: connectionFailed,
    effect: (action, { dispatch, getState }) => {
      if (action.payload.authFailed && getState().session.token) dispatch(signedOut());
    },
  });

  let initStarted = false;
  startListening({
    actionCreator: sessionInitRequested,
    effect: async (_action, listener) => {
      if (initStarted) return;
      initStarted = true;
      const { dispatch, getState, extra } = listener;
      // Signed in on this page already (login, registration): nothing to load.
      if (getState().session.initialized) return;
      if (!getState().session.token) {
        dispatch(sessionInitialized());
        return;
      }
      extra.connection.start();
      const deadline = Date.now() + AUTH_INIT_TIMEOUT_MS;
      const fetchUser = () =>
        dispatch(authApi.endpoints.getUser.initiate(undefined, { subscribe: false, forceRefetch: true }));
      // Asked at once, in parallel with the socket's handshake: the base query sends it over HTTP
      // while the socket is not ready (spec/shell.md §4 "HTTP is the fallback").
      let result = await fetchUser();
      if (result.error && isUnanswered(result.error as ApiError) && getState().session.token) {
        // No server answered: as before, wait for the live connection, then ask again over it.
        const settled = (s: ReturnType<typeof getState>) =>
          s.connection.ready || s.connection.authFailed || !s.session.token;
        const inTime =
          settled(getState()) || (await listener.condition((_a, s) => settled(s), Math.max(0, deadline - Date.now())));
        const state = getState();
        if (!state.session.token || state.connection.authFailed) {
          if (state.session.token) dispatch(signedOut());
          dispatch(sessionInitialized());
          return;
        }
        if (!inTime) {
          dispatch(userLoadFailed(transportMessage.connectionTimeout()));
          dispatch(sessionInitialized());
          return;
        }
        result = await fetchUser();
      }
      if (result.error) {
        const error = result.error as ApiError;
        dispatch(userLoadFailed(error.message ?? transportMessage.noTokenAvailable()));
        if (isTokenRejected(error)) dispatch(signedOut());
      }
      dispatch(sessionInitialized());
    },
  });
}

/** A transport failure (network, timeout, cancelled): no server answered with a status. */
const isUnanswered = (error: ApiError): boolean => typeof error.status !== 'number';
