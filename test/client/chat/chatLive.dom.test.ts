/**
 * Chat's live events and reloads through a real store (issue 16 item 2; spec/shell.md §3 Unread
 * counters, §4): counters load for the chosen company even with the panel closed and follow
 * `chat:unread:updated`; rooms come and go with `chat:room:*`; a public room the user left comes
 * back as "not joined"; after a reconnect the counts and rooms load again; an unread-count failure
 * is only logged.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act, waitFor } from '@testing-library/react';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../../src/shared/notifications/notifications.schemas';
import { chatOpened, companySelected } from '../../../src/client/features/chat/chatWindowSlice';
import { connectionReady, socketConnected } from '../../../src/client/features/connection/connectionSlice';
import { BASE, ok } from '../board/boardFixtures';
import { failure } from '../ui/renderUi';
import { COMPANY, aRoom, signedInStore } from './chatFixtures';

const calls = { counts: 0, rooms: 0 };
const server = setupServer(
  http.get(`${BASE}/notifications/settings`, () => HttpResponse.json(ok(DEFAULT_NOTIFICATION_SETTINGS))),
  http.get(`${BASE}/chat/company/${COMPANY}/unread-counts`, () => {
    calls.counts += 1;
    return HttpResponse.json(ok({ public: 1, private: 2, dialog: 0, total: 3 }));
  }),
  http.get(`${BASE}/chat/company/${COMPANY}/rooms`, () => {
    calls.rooms += 1;
    return HttpResponse.json(ok([aRoom({ id: 1 })]));
  }),
  http.get(`${BASE}/chat/rooms/1`, () => HttpResponse.json(ok(aRoom({ id: 1, isMember: false, role: null })))),
  http.get(`${BASE}/chat/call-invitations`, () => HttpResponse.json(ok([]))), // issue 17: loaded when ready
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => Object.assign(calls, { counts: 0, rooms: 0 }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

test('counts load with the panel closed, follow live updates and reload after a reconnect', async () => {
  const { store, sockets } = signedInStore();
  store.dispatch(companySelected(COMPANY));
  await waitFor(() => expect(store.getState().chatWindow.unreadCounts.total).toBe(3));
  expect(calls.rooms).toBe(0);

  const counts = { public: 1, private: 2, dialog: 4, total: 7 };
  await act(async () =>
    sockets.latest().fire('chat:unread:updated', {
      companyId: COMPANY,
      counts,
      roomId: 1,
      unreadCount: 4,
      mentionCount: 0,
      lastReadMessageId: 0,
    }),
  );
  await waitFor(() => expect(store.getState().chatWindow.unreadCounts).toEqual(counts));

  store.dispatch(chatOpened());
  await waitFor(() => expect(store.getState().chatWindow.roomsLoaded).toBe(true));
  store.dispatch(socketConnected({ socketId: 's2', reconnect: true }));
  store.dispatch(connectionReady());
  await waitFor(() => expect(calls).toEqual({ counts: 2, rooms: 2 }));
});

test('rooms come with chat:room:created; a public room left comes back not joined', async () => {
  const { store, sockets } = signedInStore();
  store.dispatch(companySelected(COMPANY));
  store.dispatch(chatOpened());
  await waitFor(() => expect(store.getState().chatWindow.rooms.public).toHaveLength(1));
  await act(async () => sockets.latest().fire('chat:room:created', aRoom({ id: 7, type: 'private', name: 'ops' })));
  await waitFor(() => expect(store.getState().chatWindow.rooms.private.map((room) => room.name)).toEqual(['ops']));
  await act(async () => sockets.latest().fire('chat:room:removed', { roomId: 7, companyId: COMPANY }));
  await waitFor(() => expect(store.getState().chatWindow.rooms.private).toEqual([]));
  await act(async () => sockets.latest().fire('chat:room:removed', { roomId: 1, companyId: COMPANY }));
  await waitFor(() => expect(store.getState().chatWindow.rooms.public[0]?.isMember).toBe(false));
});

test('a failed unread-count load is only logged', async () => {
  server.use(
    http.get(`${BASE}/chat/company/${COMPANY}/unread-counts`, () =>
      HttpResponse.json(failure('Server error', 'INTERNAL'), { status: 500 }),
    ),
  );
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { store } = signedInStore();
  store.dispatch(companySelected(COMPANY));
  await waitFor(() => expect(warn).toHaveBeenCalledWith('Chat unread counts not loaded', expect.anything()));
  expect(store.getState().chatWindow.unreadCounts.total).toBe(0);
  warn.mockRestore();
});
