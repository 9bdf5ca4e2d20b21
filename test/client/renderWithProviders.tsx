/**
 * Renders UI with a real store (makeStore), the connection provider and a MemoryRouter at `route`
 * (STYLE: client tests use a real store). The router's navigate is registered for navigateTo (403
 * redirects); `<LocationDisplay>` shows the current path for assertions.
 */
import { useEffect } from 'react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { render } from '@testing-library/react';
import { makeStore } from '../../src/client/app/store';
import type { AppStore } from '../../src/client/app/store';
import { registerNavigate } from '../../src/client/app/navigation';
import { ConnectionProvider } from '../../src/client/features/connection/ConnectionProvider';
import { createConnectionService } from '../../src/client/features/connection/connectionService';
import { stubIo } from './stubSocket';

let latestPath = '/';

function NavigationRegistrar() {
  const navigate = useNavigate();
  const location = useLocation();
  latestPath = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => registerNavigate(navigate, () => latestPath), [navigate]);
  return null;
}

/** The current router path (pathname + search) in `data-testid="location"`. */
export function LocationDisplay() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** A store whose connection service uses stub sockets (nothing reaches the network). */
export function makeTestStore() {
  const sockets = stubIo();
  const connection = createConnectionService({ io: sockets.io });
  return { store: makeStore({ connection }), sockets, connection };
}

export function renderWithProviders(
  ui: ReactElement,
  { store = makeTestStore().store, route = '/' }: { store?: AppStore; route?: string } = {},
) {
  const result = render(
    <Provider store={store}>
      <ConnectionProvider>
        <MemoryRouter initialEntries={[route]}>
          <NavigationRegistrar />
          {ui}
        </MemoryRouter>
      </ConnectionProvider>
    </Provider>,
  );
  return { store, ...result };
}
