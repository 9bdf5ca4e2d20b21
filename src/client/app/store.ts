/**
 * The one Redux store (DESIGN §6): slices `session`, `connection`, `preferences`, `notifications`
 * (settings), `calendarPopups`, `chatWindow` (features/chat), `call` and `callInvitations` (features/call) and the RTK Query `api`. Redux DevTools and the serializable checks are RTK's defaults; the socket lives in the
 * connection service, which reaches the base query and the listeners as the thunk/listener `extra`.
 * Tests call `makeStore()`; the app uses the lazily created `getStore()`.
 */
import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import type { ThunkDispatch, TypedStartListening, UnknownAction } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { setAutoFreeze } from 'immer';
import { persistStore } from 'redux-persist';
import { api } from '../api/api';
import { registerCalendarPopupsListeners } from '../features/calendarPopups/calendarPopupsListeners';
import { calendarPopupsSlice } from '../features/calendarPopups/calendarPopupsSlice';
import { registerCallListeners } from '../features/call/callListeners';
import { callInvitationsSlice } from '../features/call/callInvitationsSlice';
import { callSlice } from '../features/call/callSlice';
import { registerChatListeners } from '../features/chat/chatListeners';
import { chatWindowSlice, registerChatWindowListeners } from '../features/chat/chatWindowSlice';
import { registerConnectionListeners } from '../features/connection/connectionListeners';
import { createConnectionService } from '../features/connection/connectionService';
import type { ConnectionService } from '../features/connection/connectionService';
import { connectionSlice } from '../features/connection/connectionSlice';
import { registerNotificationsListeners } from '../features/notifications/notificationsListeners';
import { notificationsSlice } from '../features/notifications/notificationsSlice';
import { preferencesSlice, registerPreferencesListeners } from '../features/preferences/preferencesSlice';
import { registerSessionListeners } from '../features/session/sessionListeners';
import { sessionSlice } from '../features/session/sessionSlice';
import { registerForbiddenRedirect } from './navigation';
import { PERSIST_ACTIONS, persistedReducer, registerPersistenceListeners } from './persistence';

// The production build does not deep-freeze what the reducers store (immer, used by RTK): freezing
// walks every new object once more — the board's cards on each answer, ~30 ms of a 10 × 1,000
// board's open on a 2-core machine (issue 13). Tests and development keep freezing, so a reducer
// or component that mutates the state still fails there.
if (process.env.NODE_ENV === 'production') setAutoFreeze(false);

/** The store's reducer (DESIGN §6); tests replay recorded actions into a store of it alone. */
export const rootReducer = combineReducers({
  session: sessionSlice.reducer,
  connection: connectionSlice.reducer,
  preferences: preferencesSlice.reducer,
  notifications: notificationsSlice.reducer,
  calendarPopups: calendarPopupsSlice.reducer,
  chatWindow: chatWindowSlice.reducer,
  call: callSlice.reducer,
  callInvitations: callInvitationsSlice.reducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
/** The `extra` of thunks, RTK Query base queries and listeners. */
export interface StoreExtra {
  connection: ConnectionService;
}
export type AppThunkDispatch = ThunkDispatch<RootState, StoreExtra, UnknownAction>;
export type AppStartListening = TypedStartListening<RootState, AppThunkDispatch, StoreExtra>;

function buildStore(preloadedState: Partial<RootState> | undefined, connection: ConnectionService, persist: boolean) {
  const listeners = createListenerMiddleware({ extra: { connection } satisfies StoreExtra });
  const store = configureStore({
    reducer: persist ? persistedReducer(rootReducer) : rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: { connection } satisfies StoreExtra },
        serializableCheck: { ignoredActions: PERSIST_ACTIONS },
      })
        .prepend(listeners.middleware)
        .concat(api.middleware),
  });
  const startListening = listeners.startListening as AppStartListening;
  registerSessionListeners(startListening);
  registerPreferencesListeners(startListening);
  registerConnectionListeners(startListening);
  registerNotificationsListeners(startListening);
  registerCalendarPopupsListeners(startListening);
  registerChatWindowListeners(startListening);
  registerChatListeners(startListening);
  registerCallListeners(startListening);
  registerForbiddenRedirect(startListening);
  const keptRestored = registerPersistenceListeners(startListening);
  return { store, keptRestored };
}

export type AppStore = ReturnType<typeof buildStore>['store'];
export type AppDispatch = AppStore['dispatch'];

const services = new WeakMap<AppStore, ConnectionService>();
const rehydrations = new WeakMap<AppStore, Promise<void>>();
const restorations = new WeakMap<AppStore, Promise<void>>();

/**
 * A new store. `connection` defaults to a new service over socket.io-client; it is bound to the
 * store (it dispatches the connection actions) but not started — the route guard starts it.
 * `persist` keeps the session user and the last board across reloads (app/persistence.ts).
 */
export function makeStore(
  options: { preloadedState?: Partial<RootState>; connection?: ConnectionService; persist?: boolean } = {},
): AppStore {
  const connection = options.connection ?? createConnectionService();
  const { store, keptRestored } = buildStore(options.preloadedState, connection, options.persist ?? false);
  connection.bind(store);
  services.set(store, connection);
  if (options.persist) {
    rehydrations.set(store, new Promise<void>((resolve) => void persistStore(store, null, () => resolve())));
    restorations.set(store, keptRestored);
  }
  return store;
}

/** Resolves once the persisted state is back (at once for a store made without `persist`). */
export const whenRehydrated = (store: AppStore): Promise<void> => rehydrations.get(store) ?? Promise.resolve();

/**
 * Resolves once the entries kept from the last visit are back in the cache (app/persistence.ts,
 * app/routeData.ts `restoreKept`), or there were none; at once for a store made without `persist`.
 */
export const whenKeptRestored = (store: AppStore): Promise<void> => restorations.get(store) ?? Promise.resolve();

/** The connection service bound to a store made by `makeStore`. */
export function getConnectionService(store: AppStore): ConnectionService {
  const service = services.get(store);
  if (!service) throw new Error('Store was not made by makeStore()');
  return service;
}

let appStore: AppStore | null = null;
/** The app's store, created on first use (persisted, with RTK Query's focus/online refetch listeners). */
export function getStore(): AppStore {
  if (!appStore) {
    appStore = makeStore({ persist: true });
    setupListeners(appStore.dispatch);
  }
  return appStore;
}
