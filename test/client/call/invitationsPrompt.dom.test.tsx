/**
 * The incoming-call prompt (issue 17 item 3): mounted only while invitations are listed; "Anna is
 * calling" for a dialog, "Call in #general from Anna" for a room (and in Russian); Accept dispatches
 * the engine's joinCall with the room and ends the invitation here; Decline (button or Escape)
 * POSTs /chat/rooms/{roomId}/call/decline and ends it; `call:declined` toasts "Boris declined the
 * call"; a hidden tab gets a browser notification (permission granted only) whose click focuses.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../../src/shared/notifications/notifications.schemas';
import { CallInviteHost } from '../../../src/client/features/call/CallInviteHost';
import { invitationAdded } from '../../../src/client/features/call/callInvitationsSlice';
import { ringtone } from '../../../src/client/features/call/callRinging';
import { notifyInvitation } from '../../../src/client/features/call/invitationLive';
import { languageChosen } from '../../../src/client/features/preferences/preferencesSlice';
import { BASE, ok } from '../board/boardFixtures';
import { signedInStore } from '../chat/chatFixtures';
import { renderUi } from '../ui/renderUi';
import { anInvitation } from './invitationFixtures';

const mockJoinCall = jest.fn();
jest.mock('../../../src/client/features/call/callActions', () => ({
  joinCall: (args: unknown) => async () => mockJoinCall(args),
  leaveCall: () => async () => undefined,
}));

const declined: number[] = [];
const server = setupServer(
  http.get(`${BASE}/notifications/settings`, () => HttpResponse.json(ok(DEFAULT_NOTIFICATION_SETTINGS))),
  http.get(`${BASE}/chat/company/:companyId/unread-counts`, () =>
    HttpResponse.json(ok({ public: 0, private: 0, dialog: 0, total: 0 })),
  ),
  http.get(`${BASE}/chat/call-invitations`, () => HttpResponse.json(ok([]))),
  http.post(`${BASE}/chat/rooms/:roomId/call/decline`, ({ params }) => {
    declined.push(Number(params.roomId));
    return HttpResponse.json(ok({ roomId: Number(params.roomId) }));
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  declined.length = 0;
  mockJoinCall.mockClear();
  jest.spyOn(ringtone, 'play').mockReturnValue(true);
});
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

const ROOM_INVITATION = anInvitation({ roomId: 6, callId: 60, roomType: 'public', roomName: 'general' });

test('nothing is mounted without invitations; Accept joins the call and ends the invitation', async () => {
  const user = userEvent.setup();
  const { store } = signedInStore();
  renderUi(<CallInviteHost />, { store });
  expect(screen.queryByRole('region', { name: 'Incoming calls' })).toBeNull();

  act(() => void store.dispatch(invitationAdded(anInvitation())));
  expect(await screen.findByText('Anna is calling')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Accept the call from Anna' }));
  await waitFor(() => expect(mockJoinCall).toHaveBeenCalledWith({ roomId: 5, companyId: 10, roomName: 'Anna' }));
  expect(store.getState().callInvitations.items).toEqual([]);
  expect(screen.queryByText('Anna is calling')).toBeNull();
  expect(declined).toEqual([]);
});

test('Decline posts the decline route and ends the invitation; Escape on a card declines too', async () => {
  const user = userEvent.setup();
  const { store } = signedInStore();
  renderUi(<CallInviteHost />, { store });
  act(() => {
    store.dispatch(invitationAdded(ROOM_INVITATION));
    store.dispatch(invitationAdded(anInvitation()));
  });
  expect(await screen.findByText('Call in #general from Anna')).toBeInTheDocument();
  expect(screen.getByText('Anna is calling')).toBeInTheDocument();

  await user.click(screen.getAllByRole('button', { name: 'Decline the call from Anna' })[0]);
  await waitFor(() => expect(declined).toEqual([6]));
  await waitFor(() => expect(screen.queryByText('Call in #general from Anna')).toBeNull());

  // Keyboard: Tab reaches the buttons; Escape inside the card declines.
  await user.tab();
  expect(screen.getByRole('button', { name: 'Decline the call from Anna' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Accept the call from Anna' })).toHaveFocus();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(declined).toEqual([6, 5]));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Incoming calls' })).toBeNull());
  expect(mockJoinCall).not.toHaveBeenCalled();
});

test('a failed decline still ends the invitation here and says so', async () => {
  server.use(
    http.post(`${BASE}/chat/rooms/:roomId/call/decline`, () =>
      HttpResponse.json({ success: false, status: 'error', error: 'Not found', code: 'NOT_FOUND' }, { status: 404 }),
    ),
  );
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const user = userEvent.setup();
  const { store } = signedInStore();
  renderUi(<CallInviteHost />, { store });
  act(() => void store.dispatch(invitationAdded(anInvitation())));
  await user.click(await screen.findByRole('button', { name: 'Decline the call from Anna' }));
  expect(await screen.findByText('Could not decline the call')).toBeInTheDocument();
  expect(store.getState().callInvitations.items).toEqual([]);
});

test('the prompt in Russian', async () => {
  const { store } = signedInStore();
  store.dispatch(languageChosen('ru'));
  renderUi(<CallInviteHost />, { store });
  act(() => {
    store.dispatch(invitationAdded(anInvitation()));
    store.dispatch(invitationAdded(ROOM_INVITATION));
  });
  expect(await screen.findByText('Anna звонит вам')).toBeInTheDocument();
  expect(screen.getByText('Звонок в #general от Anna')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Принять звонок от Anna' })).toHaveLength(2);
});

test('call:declined toasts "Boris declined the call" on the caller’s tab', async () => {
  const { store, sockets } = signedInStore();
  renderUi(<CallInviteHost />, { store });
  await act(async () => sockets.latest().fire('call:declined', { roomId: 5, callId: 50, userId: 3, name: 'Boris' }));
  expect(await screen.findByText('Boris declined the call')).toBeInTheDocument();
});

describe('browser notification', () => {
  const shown: { title: string; options: NotificationOptions; onclick: (() => void) | null; close: jest.Mock }[] = [];
  class FakeNotification {
    static permission: NotificationPermission = 'granted';
    onclick: (() => void) | null = null;
    close = jest.fn();
    constructor(title: string, options: NotificationOptions) {
      shown.push(Object.assign(this, { title, options }) as never);
    }
  }
  beforeEach(() => {
    shown.length = 0;
    FakeNotification.permission = 'granted';
    Object.defineProperty(window, 'Notification', { value: FakeNotification, configurable: true, writable: true });
  });

  test('only on a hidden tab with permission granted; a click focuses the window', () => {
    const focus = jest.spyOn(window, 'focus').mockImplementation(() => undefined);
    expect(notifyInvitation(anInvitation(), false)).toBeNull();
    FakeNotification.permission = 'default';
    expect(notifyInvitation(anInvitation(), true)).toBeNull();
    FakeNotification.permission = 'granted';
    expect(notifyInvitation(ROOM_INVITATION, true)).not.toBeNull();
    expect(shown).toHaveLength(1);
    expect(shown[0].title).toBe('Call in #general from Anna');
    expect(shown[0].options).toMatchObject({ tag: 'call-invitation-6', requireInteraction: true });
    shown[0].onclick?.();
    expect(focus).toHaveBeenCalled();
    expect(shown[0].close).toHaveBeenCalled();
  });

  test('the live invitation on a hidden tab shows one, closed when the ringing ends', async () => {
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const { store, sockets } = signedInStore();
    await act(async () => sockets.latest().fire('call:invitation', anInvitation()));
    await waitFor(() => expect(shown.map((item) => item.title)).toEqual(['Anna is calling']));
    await act(async () => sockets.latest().fire('call:invitation:ended', { roomId: 5, callId: 50, reason: 'ended' }));
    await waitFor(() => expect(store.getState().callInvitations.items).toEqual([]));
    expect(shown[0].close).toHaveBeenCalled();
    visibility.mockRestore();
  });
});
