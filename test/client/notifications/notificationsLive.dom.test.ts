/**
 * Loading and live updates of the notification settings through a real store (spec/shell.md §4
 * Notification settings): loaded once after sign-in; a failed load means all enabled and
 * initialized; the three live events apply only the fields they carry.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { waitFor } from '@testing-library/react';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../../src/shared/notifications/notifications.schemas';
import { signedOut, signedIn, userLoaded } from '../../../src/client/features/session/sessionSlice';
import { BASE, ok } from '../board/boardFixtures';
import { makeTestStore } from '../renderWithProviders';
import { testUser } from '../userFixture';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function signIn() {
  localStorage.setItem('auth_token_default', 'tok-1');
  const { store, sockets, connection } = makeTestStore();
  connection.start();
  store.dispatch(signedIn({ token: 'tok-1', user: testUser }));
  return { store, socket: () => sockets.latest() };
}

test('a failed load leaves everything enabled and still marks the settings initialized', async () => {
  server.use(http.get(`${BASE}/notifications/settings`, () => HttpResponse.json({}, { status: 500 })));
  const { store } = signIn();
  await waitFor(() => expect(store.getState().notifications.initialized).toBe(true));
  expect(store.getState().notifications.settings).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
});

test('settings load once per user; live events apply field by field', async () => {
  let loads = 0;
  server.use(
    http.get(`${BASE}/notifications/settings`, () => {
      loads += 1;
      return HttpResponse.json(
        ok({
          ...DEFAULT_NOTIFICATION_SETTINGS,
          callSoundEnabled: false,
          chatNotificationSettings: { '4': { enabled: false } },
        }),
      );
    }),
  );
  const { store, socket } = signIn();
  await waitFor(() => expect(store.getState().notifications.initialized).toBe(true));
  store.dispatch(userLoaded(testUser));
  socket().fire('notifications:settings:updated', { soundEnabled: false });
  socket().fire('notifications:chat:updated', { chatId: 4, enabled: true });
  socket().fire('notifications:user:updated', { targetUserId: 7, enabled: false });
  expect(store.getState().notifications.settings).toEqual({
    ...DEFAULT_NOTIFICATION_SETTINGS,
    soundEnabled: false,
    callSoundEnabled: false,
    chatNotificationSettings: { '4': { enabled: true } },
    userNotificationSettings: { '7': { enabled: false } },
  });
  expect(loads).toBe(1);
  store.dispatch(signedOut());
  expect(store.getState().notifications).toEqual({ settings: DEFAULT_NOTIFICATION_SETTINGS, initialized: false });
});
