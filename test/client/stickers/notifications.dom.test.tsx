/**
 * Sticker notifications (issue 4 item 5; spec/board.md §4 Deadline reminder, Timer): a live
 * `notifications:deadline:reminder` / `notifications:timer:finished` shows a warning toast naming
 * the card, whose Open action goes to the card, and a browser notification when it is allowed.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '../../../src/client/app/store';
import { languageChosen } from '../../../src/client/features/preferences/preferencesSlice';
import { StickerNotifications } from '../../../src/client/features/stickers/stickerNotifications';
import { STICKER_NOTIFICATION_EVENTS, type StickerNotificationPayload } from '../../../src/shared/stickers';
import { fakeConnection } from '../board/boardFixtures';
import { LocationDisplay } from '../renderWithProviders';
import { renderUi } from '../ui/renderUi';

const payload = (over: Partial<StickerNotificationPayload> = {}): StickerNotificationPayload => ({
  cardId: 5,
  boardId: 2,
  projectId: 3,
  counter: 12,
  cardName: 'Ship it',
  cardStickerId: 9,
  at: '2026-11-22T12:00:00.000Z',
  notification: 900,
  ...over,
});

const realNotification = window.Notification;
/** A browser Notification double with the given permission; records what was shown. */
function mockBrowserNotifications(permission: NotificationPermission) {
  const shown = jest.fn();
  const Fake = jest.fn(function (this: { onclick: unknown }, title: string, options: NotificationOptions) {
    shown(title, options);
    this.onclick = null;
  });
  Object.assign(Fake, { permission });
  Object.defineProperty(window, 'Notification', { configurable: true, writable: true, value: Fake });
  return shown;
}
afterEach(() => {
  Object.defineProperty(window, 'Notification', { configurable: true, writable: true, value: realNotification });
});

function renderNotifications(language: 'en' | 'ru' = 'en') {
  const connection = fakeConnection();
  const store = makeStore({ connection: connection.service });
  store.dispatch(languageChosen(language));
  renderUi(
    <>
      <StickerNotifications />
      <LocationDisplay />
    </>,
    { store, route: '/cabinet' },
  );
  return connection;
}

test('a deadline reminder shows a warning toast with the card; Open goes to the card', async () => {
  mockBrowserNotifications('default');
  const connection = renderNotifications();
  await waitFor(() => expect(connection.listenerCount(STICKER_NOTIFICATION_EVENTS.deadlineReminder)).toBe(1));
  act(() => connection.fire(STICKER_NOTIFICATION_EVENTS.deadlineReminder, payload()));
  const toast = await screen.findByText('Deadline in 15 min: #12 Ship it');
  expect(toast.closest('.notistack-MuiContent-warning')).not.toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/card/5');
});

test('a finished timer shows its toast; longer reminders read in days, hours and minutes', async () => {
  mockBrowserNotifications('denied');
  const connection = renderNotifications();
  await waitFor(() => expect(connection.listenerCount(STICKER_NOTIFICATION_EVENTS.timerFinished)).toBe(1));
  act(() => connection.fire(STICKER_NOTIFICATION_EVENTS.timerFinished, payload({ notification: undefined })));
  expect(await screen.findByText('Timer finished: #12 Ship it')).toBeInTheDocument();
  act(() =>
    connection.fire(
      STICKER_NOTIFICATION_EVENTS.deadlineReminder,
      payload({ cardStickerId: 10, notification: 86_400 + 5400, cardName: 'Long' }),
    ),
  );
  expect(await screen.findByText('Deadline in 1 day 1 h 30 min: #12 Long')).toBeInTheDocument();
});

test('Russian texts use the plural forms', async () => {
  mockBrowserNotifications('default');
  const connection = renderNotifications('ru');
  await waitFor(() => expect(connection.listenerCount(STICKER_NOTIFICATION_EVENTS.deadlineReminder)).toBe(1));
  act(() => connection.fire(STICKER_NOTIFICATION_EVENTS.deadlineReminder, payload({ notification: 172_800 })));
  expect(await screen.findByText('Дедлайн через 2 дня: #12 Ship it')).toBeInTheDocument();
  act(() => connection.fire(STICKER_NOTIFICATION_EVENTS.deadlineReminder, payload({ notification: 5 * 86_400 })));
  expect(await screen.findByText('Дедлайн через 5 дней: #12 Ship it')).toBeInTheDocument();
  act(() => connection.fire(STICKER_NOTIFICATION_EVENTS.timerFinished, payload()));
  expect(await screen.findByText('Таймер завершён: #12 Ship it')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Открыть' }).length).toBeGreaterThan(0);
});

test('with browser notifications allowed, each one is also a browser notification tagged by sticker', async () => {
  const shown = mockBrowserNotifications('granted');
  const connection = renderNotifications();
  await waitFor(() => expect(connection.listenerCount(STICKER_NOTIFICATION_EVENTS.timerFinished)).toBe(1));
  act(() => connection.fire(STICKER_NOTIFICATION_EVENTS.deadlineReminder, payload()));
  act(() => connection.fire(STICKER_NOTIFICATION_EVENTS.timerFinished, payload({ cardStickerId: 11 })));
  expect(shown).toHaveBeenCalledWith('Deadline in 15 min', { body: '#12 Ship it', tag: 'deadline-9' });
  expect(shown).toHaveBeenCalledWith('Timer finished', { body: '#12 Ship it', tag: 'timer-11' });
  expect(await screen.findByText('Timer finished: #12 Ship it')).toBeInTheDocument();
});

test('without permission no browser notification is made', async () => {
  const shown = mockBrowserNotifications('default');
  const connection = renderNotifications();
  await waitFor(() => expect(connection.listenerCount(STICKER_NOTIFICATION_EVENTS.deadlineReminder)).toBe(1));
  act(() => connection.fire(STICKER_NOTIFICATION_EVENTS.deadlineReminder, payload()));
  expect(await screen.findByText('Deadline in 15 min: #12 Ship it')).toBeInTheDocument();
  expect(shown).not.toHaveBeenCalled();
});
