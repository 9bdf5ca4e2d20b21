/**
 * The chatWindow slice through a real store (spec/shell.md §3 Chat window state, §4 Switching
 * company and the conference flag, §9 chatPosition/chatSize; issue 16 "Checks": chat window state
 * persistence, company switch clears state, typing expiry).
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { TYPING_EXPIRY_MS } from '../../../src/shared/chat/chat.types';
import {
  chatMoved,
  chatResized,
  companySelected,
  conferenceUpdated,
  roomSelected,
  roomsLoaded,
  typingExpired,
  typingReceived,
  unreadCountsLoaded,
} from '../../../src/client/features/chat/chatWindowSlice';
import { makeStore } from '../../../src/client/app/store';
import { BASE, ok } from '../board/boardFixtures';
import { COMPANY, aRoom } from './chatFixtures';

// companySelected loads the company's counters (chatListeners.ts): answered with zeros here.
const server = setupServer(
  http.get(`${BASE}/chat/company/:companyId/unread-counts`, () =>
    HttpResponse.json(ok({ public: 0, private: 0, dialog: 0, total: 0 })),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const storeOf = () => makeStore();

test('moving and resizing the panel is kept in localStorage and a new store starts from it', () => {
  const store = storeOf();
  expect(store.getState().chatWindow.size).toEqual({ width: 600 });
  expect(store.getState().chatWindow.position).toBeNull();
  store.dispatch(chatMoved({ left: 120, top: 80 }));
  store.dispatch(chatResized({ width: 700, height: 500 }));
  expect(JSON.parse(localStorage.getItem('chatPosition')!)).toEqual({ left: 120, top: 80 });
  expect(JSON.parse(localStorage.getItem('chatSize')!)).toEqual({ width: 700, height: 500 });
  const next = storeOf().getState().chatWindow;
  expect(next.position).toEqual({ left: 120, top: 80 });
  expect(next.size).toEqual({ width: 700, height: 500 });
});

test('broken stored values fall back to the defaults (width 600, no height, docked)', () => {
  localStorage.setItem('chatPosition', '{"left":"x"}');
  localStorage.setItem('chatSize', 'not json');
  const state = storeOf().getState().chatWindow;
  expect(state.position).toBeNull();
  expect(state.size).toEqual({ width: 600 });
});

test('switching company clears rooms, selected room, writing users, unread counts and the conference flag', () => {
  const store = storeOf();
  store.dispatch(companySelected(COMPANY));
  const room = aRoom({ conferenceActive: true });
  store.dispatch(roomsLoaded({ companyId: COMPANY, rooms: [room, aRoom({ id: 2, type: 'dialog', name: 'Bob' })] }));
  store.dispatch(roomSelected(room));
  store.dispatch(typingReceived({ roomId: 1, userId: 2, name: 'Anna' }));
  store.dispatch(unreadCountsLoaded({ companyId: COMPANY, counts: { public: 2, private: 0, dialog: 1, total: 3 } }));
  expect(store.getState().chatWindow.conferenceActive).toBe(true);

  store.dispatch(companySelected(11));
  const state = store.getState().chatWindow;
  expect(state.companyId).toBe(11);
  expect(state.rooms).toEqual({ public: [], private: [], dialog: [] });
  expect(state.roomsLoaded).toBe(false);
  expect(state.selectedRoom).toBeNull();
  expect(state.writingUsers).toEqual({});
  expect(state.unreadCounts).toEqual({ public: 0, private: 0, dialog: 0, total: 0 });
  expect(state.conferenceActive).toBe(false);
  // A late answer for the old company does not come back.
  store.dispatch(roomsLoaded({ companyId: COMPANY, rooms: [room] }));
  expect(store.getState().chatWindow.rooms.public).toEqual([]);
});

test('a writer is forgotten 6 s after their last typing signal, not before', () => {
  const store = storeOf();
  const at = 1_000_000;
  store.dispatch(typingReceived({ roomId: 1, userId: 2, name: 'Anna' }, at));
  store.dispatch(typingExpired(at + 5_900));
  expect(store.getState().chatWindow.writingUsers[1]).toEqual([
    { userId: 2, name: 'Anna', until: at + TYPING_EXPIRY_MS },
  ]);
  store.dispatch(typingExpired(at + TYPING_EXPIRY_MS));
  expect(store.getState().chatWindow.writingUsers[1]).toBeUndefined();
});

test('a new signal restarts the 6 s', () => {
  const store = storeOf();
  store.dispatch(typingReceived({ roomId: 1, userId: 2, name: 'Anna' }, 0));
  store.dispatch(typingReceived({ roomId: 1, userId: 2, name: 'Anna' }, 4_000));
  store.dispatch(typingExpired(6_500));
  expect(store.getState().chatWindow.writingUsers[1]).toHaveLength(1);
  store.dispatch(typingExpired(10_000));
  expect(store.getState().chatWindow.writingUsers).toEqual({});
});

test('the conference flag is updated in all three lists and on the selected room', () => {
  const store = storeOf();
  store.dispatch(companySelected(COMPANY));
  const rooms = [aRoom({ id: 1 }), aRoom({ id: 2, type: 'private' }), aRoom({ id: 3, type: 'dialog' })];
  store.dispatch(roomsLoaded({ companyId: COMPANY, rooms }));
  store.dispatch(roomSelected(rooms[2]));
  for (const roomId of [1, 2, 3])
    store.dispatch(conferenceUpdated({ roomId, companyId: COMPANY, conferenceActive: true }));
  const state = store.getState().chatWindow;
  expect(state.rooms.public[0].conferenceActive).toBe(true);
  expect(state.rooms.private[0].conferenceActive).toBe(true);
  expect(state.rooms.dialog[0].conferenceActive).toBe(true);
  expect(state.selectedRoom?.conferenceActive).toBe(true);
  expect(state.conferenceActive).toBe(true);
  store.dispatch(conferenceUpdated({ roomId: 3, companyId: COMPANY, conferenceActive: false }));
  expect(store.getState().chatWindow.conferenceActive).toBe(false);
  expect(store.getState().chatWindow.rooms.public[0].conferenceActive).toBe(true);
});
