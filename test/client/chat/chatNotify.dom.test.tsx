/**
 * What a new message does (issue 16 item 3): a muted room or a muted person gives no sound, toast
 * or browser notification; soundEnabled false silences only the sound; the room open in the panel
 * on a visible tab gives nothing; a hidden tab adds a browser notification. The live event path:
 * `chat:notification` moves the room to the top of its list and shows the toast with Open.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../../src/shared/notifications/notifications.schemas';
import { chatAlertPlan, chatAlertText, excerptOf } from '../../../src/client/features/chat/chatNotify';
import {
  chatOpened,
  companySelected,
  roomSelected,
  roomsLoaded,
} from '../../../src/client/features/chat/chatWindowSlice';
import { settingsLoaded } from '../../../src/client/features/notifications/notificationsSlice';
import { BASE, ok } from '../board/boardFixtures';
import { renderUi } from '../ui/renderUi';
import { COMPANY, aMessage, aNotification, aRoom, signedInStore } from './chatFixtures';

const server = setupServer(
  http.get(`${BASE}/notifications/settings`, () => HttpResponse.json(ok(DEFAULT_NOTIFICATION_SETTINGS))),
  http.get(`${BASE}/chat/company/:companyId/unread-counts`, () =>
    HttpResponse.json(ok({ public: 1, private: 0, dialog: 0, total: 1 })),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type Settings = typeof DEFAULT_NOTIFICATION_SETTINGS;
const stateWith = (settings: Partial<Settings> = {}, chatWindow: Record<string, unknown> = {}) =>
  ({
    notifications: { initialized: true, settings: { ...DEFAULT_NOTIFICATION_SETTINGS, ...settings } },
    chatWindow: { open: false, selectedRoom: null, ...chatWindow },
  }) as unknown as Parameters<typeof chatAlertPlan>[0];

test('a message in a muted room: no sound, no toast, no browser notification', () => {
  const state = stateWith({ chatNotificationSettings: { '1': { enabled: false } } });
  expect(chatAlertPlan(state, aNotification(), true)).toEqual({ sound: false, toast: false, browser: false });
  expect(chatAlertPlan(state, aNotification(), false)).toEqual({ sound: false, toast: false, browser: false });
});

test('a message from a muted person: nothing, in any room', () => {
  const state = stateWith({ userNotificationSettings: { '2': { enabled: false } } });
  expect(chatAlertPlan(state, aNotification({ roomId: 5 }), false)).toEqual({
    sound: false,
    toast: false,
    browser: false,
  });
});

test('soundEnabled false: a toast without sound; other rooms and people stay unmuted', () => {
  const state = stateWith({
    soundEnabled: false,
    chatNotificationSettings: { '9': { enabled: false } },
    userNotificationSettings: { '3': { enabled: false }, '2': { enabled: true } },
  });
  expect(chatAlertPlan(state, aNotification(), true)).toEqual({ sound: false, toast: true, browser: false });
  expect(chatAlertPlan(stateWith(), aNotification(), true)).toEqual({ sound: true, toast: true, browser: false });
});

test('the room open in the panel on a visible tab gives nothing; on a hidden tab a browser notification too', () => {
  const room = aRoom();
  expect(chatAlertPlan(stateWith({}, { open: true, selectedRoom: room }), aNotification(), true)).toEqual({
    sound: false,
    toast: false,
    browser: false,
  });
  expect(chatAlertPlan(stateWith({}, { open: true, selectedRoom: room }), aNotification(), false)).toEqual({
    sound: true,
    toast: true,
    browser: true,
  });
  expect(chatAlertPlan(stateWith({}, { open: false, selectedRoom: room }), aNotification(), true).toast).toBe(true);
});

test('toast wording: room, dialog and mentions; the excerpt is plain and short', () => {
  expect(chatAlertText(aNotification()).line).toBe('Anna in #general: Hello team, the release is out');
  expect(chatAlertText(aNotification({ roomType: 'dialog', roomName: 'Anna' })).title).toBe('Anna');
  expect(chatAlertText(aNotification({ mentioned: true })).title).toBe('Anna mentioned you in #general');
  expect(excerptOf('x'.repeat(200))).toHaveLength(80);
});

test('chat:notification reorders the lists and shows a toast whose Open opens the room', async () => {
  const user = userEvent.setup();
  const { store, sockets } = signedInStore();
  await waitFor(() => expect(store.getState().notifications.initialized).toBe(true));
  store.dispatch(companySelected(COMPANY));
  const quiet = aRoom({ id: 1, lastMessageAt: '2026-11-20T10:00:00.000Z', lastMessageId: 50 });
  const busy = aRoom({ id: 2, name: 'random', lastMessageAt: '2026-11-25T10:00:00.000Z', lastMessageId: 90 });
  store.dispatch(roomsLoaded({ companyId: COMPANY, rooms: [quiet, busy] }));
  expect(store.getState().chatWindow.rooms.public.map((room) => room.id)).toEqual([2, 1]);
  renderUi(<div />, { store });

  await act(async () => sockets.latest().fire('chat:notification', aNotification({ message: aMessage({ id: 120 }) })));
  await waitFor(() => expect(store.getState().chatWindow.rooms.public.map((room) => room.id)).toEqual([1, 2]));
  expect(await screen.findByText('Anna in #general: Hello team, the release is out')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await waitFor(() => expect(store.getState().chatWindow.selectedRoom?.id).toBe(1));
  expect(store.getState().chatWindow.open).toBe(true);
});

test('chat:notification of a muted room shows no toast', async () => {
  const { store, sockets } = signedInStore();
  await waitFor(() => expect(store.getState().notifications.initialized).toBe(true));
  store.dispatch(
    settingsLoaded({ ...DEFAULT_NOTIFICATION_SETTINGS, chatNotificationSettings: { '1': { enabled: false } } }),
  );
  store.dispatch(chatOpened());
  store.dispatch(roomSelected(null));
  renderUi(<div />, { store });
  await act(async () => {
    sockets.latest().fire('chat:notification', aNotification({ roomId: 1 }));
    sockets.latest().fire('chat:notification', aNotification({ roomId: 4, roomName: 'ops' }));
  });
  expect(await screen.findByText(/Anna in #ops/)).toBeInTheDocument();
  expect(screen.queryByText(/Anna in #general/)).toBeNull();
});
