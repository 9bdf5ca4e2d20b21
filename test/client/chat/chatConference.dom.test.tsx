/**
 * The conference flag and the call controls of the chat (issue 17 item 1; spec/shell.md §4):
 * `chat:conference:updated` updates the room in each of the three lists and the selected room, and
 * the list shows / hides its call icon; the room header's Call button (a dialog rings the peer, a
 * room offers "Start call" / "Start call and ring everyone"; none when archived), "Call in progress
 * · N" with Join (hidden when this tab is in the call); call messages as system lines.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatCall } from '../../../src/shared/chat/call.types';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../../src/shared/notifications/notifications.schemas';
import { callJoining, callUpdated } from '../../../src/client/features/call/callSlice';
import { ChatRoomList } from '../../../src/client/features/chat/ChatRoomList';
import { RoomHeader } from '../../../src/client/features/chat/RoomHeader';
import {
  companySelected,
  conferenceUpdated,
  roomSelected,
  roomsLoaded,
} from '../../../src/client/features/chat/chatWindowSlice';
import { BASE, ok } from '../board/boardFixtures';
import { renderUi } from '../ui/renderUi';
import { COMPANY, aRoom, signedInStore } from './chatFixtures';

const mockJoinCall = jest.fn();
jest.mock('../../../src/client/features/call/callActions', () => ({
  joinCall: (args: unknown) => async () => mockJoinCall(args),
  leaveCall: () => async () => undefined,
}));

const ROOMS = [
  aRoom({ id: 1, name: 'general' }),
  aRoom({ id: 2, type: 'private', name: 'leads' }),
  aRoom({ id: 3, type: 'dialog', name: 'Boris', peer: { id: 3, name: 'Boris', email: 'b@example.com', avatar: null } }),
];
const roomCalls: Record<number, ChatCall | null> = {};
const server = setupServer(
  http.get(`${BASE}/notifications/settings`, () => HttpResponse.json(ok(DEFAULT_NOTIFICATION_SETTINGS))),
  http.get(`${BASE}/company`, () => HttpResponse.json(ok([{ id: COMPANY, name: 'Acme', role: 'member' }]))),
  http.get(`${BASE}/chat/company/:companyId/unread-counts`, () =>
    HttpResponse.json(ok({ public: 0, private: 0, dialog: 0, total: 0 })),
  ),
  http.get(`${BASE}/chat/company/:companyId/rooms`, () => HttpResponse.json(ok(ROOMS))),
  http.get(`${BASE}/chat/call-invitations`, () => HttpResponse.json(ok([]))),
  http.get(`${BASE}/chat/rooms/:roomId/call`, ({ params }) =>
    HttpResponse.json(ok(roomCalls[Number(params.roomId)] ?? null)),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => mockJoinCall.mockClear());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const participant = (userId: number, name: string) => ({
  userId,
  name,
  avatar: null,
  socketId: `s-${userId}`,
  media: { audio: true, video: false, screen: false },
  joinedAt: '2026-11-26T10:00:00.000Z',
});
const aCall = (roomId: number, count: number): ChatCall => ({
  id: 50 + roomId,
  roomId,
  companyId: COMPANY,
  startedBy: 2,
  startedAt: '2026-11-26T10:00:00.000Z',
  participants: [participant(2, 'Anna'), participant(3, 'Boris'), participant(4, 'Clara')].slice(0, count),
});

function storeWithRooms() {
  const made = signedInStore();
  made.store.dispatch(companySelected(COMPANY));
  made.store.dispatch(roomsLoaded({ companyId: COMPANY, rooms: ROOMS }));
  return made;
}

test('conferenceUpdated sets the flag in each of the three lists and on the selected room', () => {
  const { store } = storeWithRooms();
  store.dispatch(roomSelected(ROOMS[2]));
  for (const roomId of [1, 2, 3])
    store.dispatch(conferenceUpdated({ roomId, companyId: COMPANY, conferenceActive: true }));
  const { rooms, selectedRoom, conferenceActive } = store.getState().chatWindow;
  expect([rooms.public[0], rooms.private[0], rooms.dialog[0]].map((room) => room.conferenceActive)).toEqual([
    true,
    true,
    true,
  ]);
  expect(selectedRoom?.conferenceActive).toBe(true);
  expect(conferenceActive).toBe(true);

  store.dispatch(conferenceUpdated({ roomId: 3, companyId: COMPANY, conferenceActive: false }));
  store.dispatch(conferenceUpdated({ roomId: 1, companyId: COMPANY + 1, conferenceActive: false })); // another company
  expect(store.getState().chatWindow.rooms.dialog[0].conferenceActive).toBe(false);
  expect(store.getState().chatWindow.selectedRoom?.conferenceActive).toBe(false);
  expect(store.getState().chatWindow.conferenceActive).toBe(false);
  expect(store.getState().chatWindow.rooms.public[0].conferenceActive).toBe(true);
});

test('the live flag shows and hides the call icon in each list', async () => {
  const { store, sockets } = storeWithRooms();
  renderUi(<ChatRoomList status="ready" onRetry={() => undefined} onCreate={() => undefined} />, { store });
  const lists = ['Public', 'Private', 'Dialogs'].map((name) => screen.getByRole('list', { name }));
  for (const list of lists) expect(within(list).queryByRole('img', { name: 'A call is running' })).toBeNull();

  for (const roomId of [1, 2, 3])
    await act(async () =>
      sockets.latest().fire('chat:conference:updated', { roomId, companyId: COMPANY, conferenceActive: true }),
    );
  for (const list of lists) expect(await within(list).findByRole('img', { name: 'A call is running' })).toBeVisible();

  await act(async () =>
    sockets.latest().fire('chat:conference:updated', { roomId: 2, companyId: COMPANY, conferenceActive: false }),
  );
  await waitFor(() => expect(within(lists[1]).queryByRole('img', { name: 'A call is running' })).toBeNull());
  expect(within(lists[0]).getByRole('img', { name: 'A call is running' })).toBeInTheDocument();
  expect(within(lists[2]).getByRole('img', { name: 'A call is running' })).toBeInTheDocument();
});

test('a dialog’s Call button starts the call and rings the peer', async () => {
  const user = userEvent.setup();
  const { store } = storeWithRooms();
  renderUi(<RoomHeader room={ROOMS[2]} />, { store });
  await user.click(screen.getByRole('button', { name: 'Start a call' }));
  await waitFor(() =>
    expect(mockJoinCall).toHaveBeenCalledWith({ roomId: 3, companyId: COMPANY, roomName: 'Boris', invite: 'all' }),
  );
});

test('a room’s Call button offers "Start call" and "Start call and ring everyone"; archived rooms have none', async () => {
  const user = userEvent.setup();
  const { store } = storeWithRooms();
  const { unmount } = renderUi(<RoomHeader room={ROOMS[0]} />, { store });
  await user.click(screen.getByRole('button', { name: 'Start a call' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Start call and ring everyone' }));
  await waitFor(() =>
    expect(mockJoinCall).toHaveBeenCalledWith({ roomId: 1, companyId: COMPANY, roomName: 'general', invite: 'all' }),
  );
  await user.click(screen.getByRole('button', { name: 'Start a call' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Start call' }));
  await waitFor(() =>
    expect(mockJoinCall).toHaveBeenLastCalledWith({ roomId: 1, companyId: COMPANY, roomName: 'general' }),
  );

  unmount();
  renderUi(<RoomHeader room={{ ...ROOMS[0], archived: true }} />, { store });
  expect(await screen.findByRole('button', { name: 'Room menu' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Start a call' })).toBeNull();
});

test('a running call: "Call in progress · N" (loaded, then live) and Join, hidden when this tab is in it', async () => {
  const user = userEvent.setup();
  roomCalls[2] = aCall(2, 2);
  const { store } = storeWithRooms();
  const room = { ...ROOMS[1], conferenceActive: true };
  renderUi(<RoomHeader room={room} />, { store });
  expect(await screen.findByText('Call in progress · 2')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Start a call' })).toBeNull();

  act(() => void store.dispatch(callUpdated({ roomId: 2, companyId: COMPANY, call: aCall(2, 3) })));
  expect(await screen.findByText('Call in progress · 3')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Join' }));
  await waitFor(() => expect(mockJoinCall).toHaveBeenCalledWith({ roomId: 2, companyId: COMPANY, roomName: 'leads' }));

  act(
    () =>
      void store.dispatch(
        callJoining({
          roomId: 2,
          companyId: COMPANY,
          roomName: 'leads',
          media: { audio: true, video: false, screen: false },
        }),
      ),
  );
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Join' })).toBeNull());
  expect(screen.getByText('Call in progress · 3')).toBeInTheDocument();
});
