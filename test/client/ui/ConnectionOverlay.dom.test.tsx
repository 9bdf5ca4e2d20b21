/**
 * The connection overlay (spec/shell.md §4): texts and progress per state, the error text or the
 * network fallback, latency, Retry disabled for 3 s forcing a reconnect, no flash on a healthy
 * start, the 400 ms grace, nothing while the page has its data and nothing waits (the user known,
 * reads over HTTP), shown when a mutation waits or the connection failed, never on public pages
 * nor on /403. The state is driven through the connection slice's actions.
 */
import { act, screen } from '@testing-library/react';
import { ConnectionOverlay, preloadOverlayDialog } from '../../../src/client/features/connection/ConnectionOverlay';
import {
  connectionFailed,
  connectionReady,
  connectionStarted,
  latencyMeasured,
  socketConnected,
} from '../../../src/client/features/connection/connectionSlice';
import { languageChosen } from '../../../src/client/features/preferences/preferencesSlice';
import { persistedUserRestored } from '../../../src/client/features/session/sessionSlice';
import { api } from '../../../src/client/api/api';
import { makeTestStore } from '../renderWithProviders';
import { renderUi } from './renderUi';
import { testUser } from '../userFixture';

/**
 * A save that never answers: an action waiting on the connection (the overlay is then wanted).
 * RTK batches a pending action's notification to the next frame; the latency action after it
 * (not batched) lets the components see it at once under fake timers.
 */
const waitingSave = api.injectEndpoints({
  endpoints: (build) => ({
    waitingSave: build.mutation<null, void>({ queryFn: () => new Promise<{ data: null }>(() => undefined) }),
  }),
  overrideExisting: true,
});

// The dialog is a lazy chunk (fetched when idle in the app); here it is there before the first test.
beforeAll(() => preloadOverlayDialog());

function setup(route = '/cabinet') {
  jest.useFakeTimers();
  localStorage.setItem('auth_token_default', 'tok-1');
  const { store, connection } = makeTestStore();
  const forceReconnect = jest.spyOn(connection, 'forceReconnect').mockImplementation(() => undefined);
  renderUi(<ConnectionOverlay />, { store, route });
  const dispatch = (action: Parameters<typeof store.dispatch>[0]) => act(() => void store.dispatch(action));
  const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
  return { store, dispatch, advance, forceReconnect };
}

const user = testUser;
const overlay = () => screen.queryByTestId('connection-overlay');
const progress = () => screen.getByRole('progressbar');

test('a healthy start (ready after 0.5 s) never shows the overlay', () => {
  const { dispatch, advance } = setup();
  dispatch(connectionStarted());
  advance(200);
  dispatch(socketConnected({ socketId: 's1', reconnect: false }));
  advance(90);
  dispatch(connectionReady());
  advance(2000);
  expect(overlay()).not.toBeInTheDocument();
});

test('connecting while an action waits: title, text and an indeterminate bar after the 400 ms grace', () => {
  const { store, dispatch, advance } = setup();
  dispatch(connectionStarted());
  act(() => void store.dispatch(waitingSave.endpoints.waitingSave.initiate()));
  dispatch(latencyMeasured(null));
  advance(399);
  expect(overlay()).not.toBeInTheDocument();
  advance(1);
  expect(screen.getByRole('heading', { name: 'Connecting' })).toBeInTheDocument();
  expect(screen.getByText('Connecting to the Teamspace server…')).toBeInTheDocument();
  expect(progress()).not.toHaveAttribute('aria-valuenow');
});

test('connected but not ready: "Initialising" with progress 75, then "established" at 100 before it hides', () => {
  const { store, dispatch, advance } = setup();
  dispatch(socketConnected({ socketId: 's1', reconnect: false }));
  act(() => void store.dispatch(waitingSave.endpoints.waitingSave.initiate()));
  dispatch(latencyMeasured(null));
  advance(400);
  expect(screen.getByRole('heading', { name: 'Initialising' })).toBeInTheDocument();
  expect(progress()).toHaveAttribute('aria-valuenow', '75');
  dispatch(connectionReady());
  expect(screen.getByRole('heading', { name: 'Connection established' })).toBeInTheDocument();
  expect(progress()).toHaveAttribute('aria-valuenow', '100');
  advance(1000);
  expect(overlay()).not.toBeInTheDocument();
});

test('error: "No connection" with the error text, or the network fallback without one', () => {
  const { dispatch, advance } = setup();
  dispatch(connectionFailed({ message: 'Server is restarting', authFailed: false }));
  advance(400);
  expect(screen.getByRole('heading', { name: 'No connection' })).toBeInTheDocument();
  expect(screen.getByText('Server is restarting')).toBeInTheDocument();
  dispatch(connectionFailed({ message: '', authFailed: false }));
  expect(screen.getByText('Check your network connection')).toBeInTheDocument();
});

test("socket.io's transport errors show as the network fallback, not as raw words", () => {
  const { dispatch, advance } = setup();
  dispatch(connectionFailed({ message: 'websocket error', authFailed: false }));
  advance(400);
  expect(screen.queryByText('websocket error')).not.toBeInTheDocument();
  expect(screen.getByText('Check your network connection')).toBeInTheDocument();
});

test('the latency is shown in ms while connected, not after the connection is lost', () => {
  const { store, dispatch, advance } = setup();
  dispatch(socketConnected({ socketId: 's1', reconnect: false }));
  act(() => void store.dispatch(waitingSave.endpoints.waitingSave.initiate()));
  dispatch(latencyMeasured(42.4));
  advance(400);
  expect(screen.getByText('Latency: 42 ms')).toBeInTheDocument();
  dispatch(connectionFailed({ message: 'transport close', authFailed: false }));
  expect(screen.queryByText(/Latency/)).not.toBeInTheDocument();
});

test('Retry forces a reconnect and stays disabled for 3 seconds', () => {
  const { dispatch, advance, forceReconnect } = setup();
  dispatch(connectionFailed({ message: 'timeout', authFailed: false }));
  advance(400);
  act(() => screen.getByRole('button', { name: 'Retry' }).click());
  expect(forceReconnect).toHaveBeenCalledTimes(1);
  const button = screen.getByRole('button', { name: /Retry in 3 seconds/ });
  expect(button).toBeDisabled();
  advance(2500);
  expect(screen.getByRole('button', { name: /Retry in 1 second$/ })).toBeDisabled();
  advance(500);
  expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
});

test('Russian status texts', () => {
  const { store, dispatch, advance } = setup();
  act(() => void store.dispatch(languageChosen('ru')));
  dispatch(connectionFailed({ message: '', authFailed: false }));
  advance(400);
  expect(screen.getByRole('heading', { name: 'Нет соединения' })).toBeInTheDocument();
  expect(screen.getByText('Проверьте подключение к сети')).toBeInTheDocument();
  act(() => void store.dispatch(waitingSave.endpoints.waitingSave.initiate()));
  dispatch(latencyMeasured(null));
  dispatch(socketConnected({ socketId: 's1', reconnect: false }));
  expect(screen.getByRole('heading', { name: 'Инициализация' })).toBeInTheDocument();
  dispatch(connectionReady());
  expect(screen.getByRole('heading', { name: 'Соединение установлено' })).toBeInTheDocument();
});

test('never shown on the sign-in page, even while a stored token waits for the connection', () => {
  const { dispatch, advance } = setup('/login');
  dispatch(connectionFailed({ message: 'xhr poll error', authFailed: false }));
  advance(5000);
  expect(overlay()).not.toBeInTheDocument();
});

test('with the user known and nothing waiting, connecting shows nothing; a failure shows after the grace', () => {
  const { store, dispatch, advance } = setup();
  dispatch(persistedUserRestored(user));
  dispatch(connectionStarted());
  advance(5000);
  expect(overlay()).not.toBeInTheDocument();
  dispatch(connectionFailed({ message: 'xhr poll error', authFailed: false }));
  advance(399);
  expect(overlay()).not.toBeInTheDocument();
  advance(1);
  expect(screen.getByRole('heading', { name: 'No connection' })).toBeInTheDocument();
  expect(store.getState().session.user).toEqual(user);
});

test('shows after the grace while a mutation waits and the socket is not ready', async () => {
  const { store, dispatch, advance } = setup();
  dispatch(persistedUserRestored(user));
  dispatch(connectionStarted());
  act(() => void store.dispatch(waitingSave.endpoints.waitingSave.initiate()));
  dispatch(latencyMeasured(null));
  advance(399);
  expect(overlay()).not.toBeInTheDocument();
  advance(1);
  expect(screen.getByRole('heading', { name: 'Connecting' })).toBeInTheDocument();
});

test('never shown on /403, even with no user known and the connection failing', () => {
  const { dispatch, advance } = setup('/403');
  dispatch(connectionFailed({ message: 'xhr poll error', authFailed: false }));
  advance(5000);
  expect(overlay()).not.toBeInTheDocument();
});
