/**
 * Gives components the app's connection service (spec/shell.md §4: the overlay's Retry forces a
 * reconnect). The service belongs to the store (app/store.ts); `service` overrides it in tests.
 */
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { useStore } from 'react-redux';
import { getConnectionService } from '../../app/store';
import type { AppStore } from '../../app/store';
import type { ConnectionService } from './connectionService';

export const ConnectionContext = createContext<ConnectionService | null>(null);

/** Provides the connection service of the surrounding Redux store (or `service`). */
export function ConnectionProvider({ service, children }: { service?: ConnectionService; children: ReactNode }) {
  const store = useStore() as AppStore;
  return (
    <ConnectionContext.Provider value={service ?? getConnectionService(store)}>{children}</ConnectionContext.Provider>
  );
}

/** The app's connection service: from `<ConnectionProvider>`, else the one bound to the Redux store. */
export function useConnectionService(): ConnectionService {
  const provided = useContext(ConnectionContext);
  const store = useStore() as AppStore;
  return provided ?? getConnectionService(store);
}
