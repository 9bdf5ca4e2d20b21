/**
 * What survives a reload so the shell and the last board paint at once (spec/shell.md §2 route
 * guard, §4 Session; DESIGN §6 redux-persist). redux-persist keeps, under the localStorage key
 * `persist:teamspace`:
 * - `session`: the signed-in user only (the token stays under the spec's `auth_token_default`);
 * - `api`: the last opened board's cache entries — its columns with the first page of each column
 *   (lastBoardSnapshot.ts), its info and sticker definitions, its company's members, the company
 *   and the project — as `{entries: [{endpointName, arg, value}]}`.
 * Nothing is merged by redux-persist itself (the reconciler keeps the reduced state): on REHYDRATE,
 * with a token stored, the user goes into the session (`persistedUserRestored`) and the entries into
 * the RTK Query cache through `upsertQueryEntries` as soon as their endpoints are loaded (they
 * live in the screens' chunks), so their `onCacheEntryAdded` (live events) runs as for a fetched
 * entry; then each is fetched again (routeData.ts). Signing out (logout,
 * a rejected token, `session:revoked`, another tab) empties the cache and the stored copy.
 */
import { createTransform, persistReducer, purgeStoredState } from 'redux-persist';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import type { PersistConfig } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { getGuestToken } from '../api/httpTransport';
import type { SessionState } from '../features/session/sessionSlice';
import { persistedUserRestored, signedOut, storedTokenChanged } from '../features/session/sessionSlice';
import type { PersistedState } from './keptEntries';
import { lastBoardSnapshot } from './lastBoardSnapshot';
import type { ApiStateLike } from './lastBoardSnapshot';
import { PERSIST_KEY } from './persistKey';
import type { AppDispatch, AppStartListening } from './store';

/** redux-persist's own actions carry functions; the serializable check lets them pass. */
export const PERSIST_ACTIONS = [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER];

// Outbound transforms are the identity: the REHYDRATE listener, not redux-persist, restores state.
const sessionTransform = createTransform<unknown, unknown>(
  (state) => {
    const session = state as SessionState;
    return { user: session.token ? session.user : null };
  },
  (stored) => stored,
  { whitelist: ['session'] },
);

// Guest views use another identity (the guest token): their data is not the member's last board.
const apiTransform = createTransform<unknown, unknown>(
  (state) => ({ entries: getGuestToken() ? [] : lastBoardSnapshot(state as ApiStateLike) }),
  (stored) => stored,
  { whitelist: ['api'] },
);

/** The persist config (one key per 250 ms: a busy board changes its cache often). */
export const persistConfig: PersistConfig<unknown> = {
  key: PERSIST_KEY,
  storage,
  whitelist: ['session', 'api'],
  transforms: [sessionTransform, apiTransform],
  throttle: 250,
  // The slices restore what they keep in the REHYDRATE listener below, not by a blind merge.
  stateReconciler: (_inbound, _original, reduced) => reduced,
};

/** `reducer` wrapped by redux-persist (its `_persist` key is redux-persist's bookkeeping). */
export function persistedReducer<S>(
  reducer: Reducer<S, UnknownAction, Partial<S>>,
): Reducer<S, UnknownAction, Partial<S>> {
  return persistReducer(persistConfig as PersistConfig<S>, reducer) as unknown as Reducer<S, UnknownAction, Partial<S>>;
}

/**
 * Rehydration into the session and the api cache, and clearing on sign-out (see the file comment).
 * Returns a promise that resolves once the first rehydration is over: the kept entries are in the
 * cache, or there were none to restore (it never rejects; the entry's first render waits for it,
 * at most a bound of its own).
 */
export function registerPersistenceListeners(startListening: AppStartListening): Promise<void> {
  let markRestored: () => void = () => undefined;
  const restored = new Promise<void>((resolve) => {
    markRestored = resolve;
  });
  startListening({
    predicate: (action) => action.type === REHYDRATE && (action as { key?: string }).key === PERSIST_KEY,
    effect: async (action, { dispatch, getState }) => {
      try {
        const stored = (action as { payload?: PersistedState }).payload;
        if (!stored || !getState().session.token) return;
        const user = stored.session?.user;
        if (user) dispatch(persistedUserRestored(user));
        const entries = stored.api?.entries ?? [];
        if (!entries.length) return;
        // The entries' endpoints live in the screens' chunks: upserted once those are loaded.
        const { restoreKept } = await import(/* webpackChunkName: "routeData" */ './routeData');
        if (getState().session.token) restoreKept(dispatch as AppDispatch, getState, entries);
      } finally {
        markRestored();
      }
    },
  });

  startListening({
    predicate: (action) => signedOut.match(action) || (storedTokenChanged.match(action) && action.payload === null),
    effect: async (_action, { dispatch, delay }) => {
      void purgeStoredState(persistConfig).catch(() => undefined);
      // After the current dispatch: the logout mutation that signed out finishes first.
      await delay(0);
      dispatch(api.util.resetApiState());
    },
  });
  return restored;
}
