/**
 * The Notifications screen (spec/shell.md §3 Notification settings, §7, §8): reached from the
 * account menu; a switch sends PUT /notifications/settings with that one field; a failed call puts
 * the switch back and shows the settings-service error text.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../../src/shared/notifications/notifications.schemas';
import { CabinetLayout } from '../../../src/client/features/cabinet/CabinetLayout';
import { NotificationsDialog } from '../../../src/client/features/notifications/NotificationsDialog';
import { settingsLoaded } from '../../../src/client/features/notifications/notificationsSlice';
import { BASE, ok } from '../board/boardFixtures';
import { makeTestStore } from '../renderWithProviders';
import { renderUi } from '../ui/renderUi';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function loadedStore() {
  const { store } = makeTestStore();
  store.dispatch(settingsLoaded(DEFAULT_NOTIFICATION_SETTINGS));
  return store;
}

test('the account menu opens the Notifications screen', async () => {
  const user = userEvent.setup();
  renderUi(<CabinetLayout />, { store: loadedStore(), route: '/cabinet' });
  await user.click(screen.getByRole('button', { name: 'Account menu' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Notifications' }));
  expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
  expect(screen.getByRole('switch', { name: 'Sound' })).toBeChecked();
  expect(screen.getByRole('switch', { name: 'Calendar sound' })).toBeChecked();
  expect(screen.getByRole('switch', { name: 'Call sound' })).toBeChecked();
});

test('turning calendar sound off sends PUT {calendarSoundEnabled: false} and keeps it off', async () => {
  const user = userEvent.setup();
  const puts: unknown[] = [];
  server.use(
    http.put(`${BASE}/notifications/settings`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      puts.push(body);
      return HttpResponse.json(ok({ ...DEFAULT_NOTIFICATION_SETTINGS, ...body }));
    }),
  );
  const store = loadedStore();
  renderUi(<NotificationsDialog open onClose={() => undefined} />, { store });
  await user.click(screen.getByRole('switch', { name: 'Calendar sound' }));
  await waitFor(() => expect(puts).toEqual([{ calendarSoundEnabled: false }]));
  expect(screen.getByRole('switch', { name: 'Calendar sound' })).not.toBeChecked();
  expect(screen.getByRole('switch', { name: 'Sound' })).toBeChecked();
  expect(store.getState().notifications.settings.calendarSoundEnabled).toBe(false);
});

test('a server error without text shows "Server error" and puts the switch back', async () => {
  const user = userEvent.setup();
  server.use(http.put(`${BASE}/notifications/settings`, () => HttpResponse.json({}, { status: 500 })));
  renderUi(<NotificationsDialog open onClose={() => undefined} />, { store: loadedStore() });
  await user.click(screen.getByRole('switch', { name: 'Call sound' }));
  expect(await screen.findByText('Server error')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('switch', { name: 'Call sound' })).toBeChecked());
});

test('no answer at all shows the Russian network text in Russian', async () => {
  const user = userEvent.setup();
  localStorage.setItem('lang', 'ru');
  server.use(http.put(`${BASE}/notifications/settings`, () => HttpResponse.error()));
  renderUi(<NotificationsDialog open onClose={() => undefined} />, { store: loadedStore() });
  await user.click(screen.getByRole('switch', { name: 'Звук' }));
  expect(await screen.findByText('Ошибка сети. Проверьте подключение к интернету')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('switch', { name: 'Звук' })).toBeChecked());
});
