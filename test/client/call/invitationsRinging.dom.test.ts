/**
 * The ringtone of invitations (spec/shell.md §4 "adding an invitation triggers the ringtone signal
 * after 100 ms"; issue 17 item 3) with jest's fake timers: nothing at 99 ms, the tones at 100 ms,
 * repeated every 2 s, stopped by invitationEnded and after 30 s on the client; gated by
 * callSoundEnabled, the room's and the caller's mutes and this tab's own call (the invitation
 * stays listed for the prompt). The live path: `call:invitation` lists and rings, `connectionReady`
 * loads GET /chat/call-invitations, `call:invitation:ended` ends.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act, waitFor } from '@testing-library/react';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../../src/shared/notifications/notifications.schemas';
import { CALL_RING_MS } from '../../../src/shared/chat/call.types';
import { invitationAdded, invitationEnded } from '../../../src/client/features/call/callInvitationsSlice';
import {
  CALL_RING_REPEAT_MS,
  CALL_RING_SEQUENCE,
  ringPlan,
  ringtone,
  watchRinging,
} from '../../../src/client/features/call/callRinging';
import { callJoining } from '../../../src/client/features/call/callSlice';
import { connectionReady, socketConnected } from '../../../src/client/features/connection/connectionSlice';
import { settingsLoaded } from '../../../src/client/features/notifications/notificationsSlice';
import type { NotificationSettings } from '../../../src/shared/notifications/notificationSettings';
import { BASE, ok } from '../board/boardFixtures';
import { signedInStore } from '../chat/chatFixtures';
import { makeTestStore } from '../renderWithProviders';
import { ANNA, anInvitation } from './invitationFixtures';

const server = setupServer(
  http.get(`${BASE}/notifications/settings`, () => HttpResponse.json(ok(DEFAULT_NOTIFICATION_SETTINGS))),
  http.get(`${BASE}/chat/company/:companyId/unread-counts`, () =>
    HttpResponse.json(ok({ public: 0, private: 0, dialog: 0, total: 0 })),
  ),
  http.get(`${BASE}/chat/call-invitations`, () => HttpResponse.json(ok([]))),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let play: jest.SpyInstance;
beforeEach(() => {
  play = jest.spyOn(ringtone, 'play').mockReturnValue(true);
});
afterEach(() => play.mockRestore());

/** A store (not signed in: no requests) whose ringing is watched, settings as given. */
function ringingStore(settings: Partial<NotificationSettings> = {}) {
  const { store, connection } = makeTestStore();
  store.dispatch(settingsLoaded({ ...DEFAULT_NOTIFICATION_SETTINGS, ...settings }));
  const ringer = watchRinging(store.dispatch, store.getState, connection)!;
  return { store, ringer };
}

const settingsState = (settings: Partial<NotificationSettings>, activeRoomId: number | null = null) =>
  ({
    notifications: {
      initialized: true,
      settings: {
        ...DEFAULT_NOTIFICATION_SETTINGS,
        chatNotificationSettings: {},
        userNotificationSettings: {},
        ...settings,
      },
    },
    call: { calls: {}, active: activeRoomId === null ? null : { roomId: activeRoomId } },
  }) as unknown as Parameters<typeof ringPlan>[0];

test('the ring starts 100 ms after the invitation, repeats every 2 s and stops on invitationEnded', () => {
  jest.useFakeTimers();
  const { store, ringer } = ringingStore();
  store.dispatch(invitationAdded(anInvitation()));
  jest.advanceTimersByTime(99);
  expect(play).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(play).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(CALL_RING_REPEAT_MS);
  expect(play).toHaveBeenCalledTimes(2);
  jest.advanceTimersByTime(CALL_RING_REPEAT_MS);
  expect(play).toHaveBeenCalledTimes(3);
  store.dispatch(invitationEnded({ roomId: 5 }));
  expect(ringer.active).toBe(false);
  jest.advanceTimersByTime(10 * CALL_RING_REPEAT_MS);
  expect(play).toHaveBeenCalledTimes(3);
});

test('the client stops ringing after 30 s even without the server saying so', () => {
  jest.useFakeTimers();
  const { store, ringer } = ringingStore();
  store.dispatch(invitationAdded(anInvitation()));
  jest.advanceTimersByTime(CALL_RING_MS - 1);
  const rings = play.mock.calls.length;
  expect(rings).toBe(Math.ceil((CALL_RING_MS - 100) / CALL_RING_REPEAT_MS)); // 100, 2100, …, 28100 ms
  jest.advanceTimersByTime(60_000);
  expect(play).toHaveBeenCalledTimes(rings);
  expect(ringer.active).toBe(false);
  expect(store.getState().callInvitations.items).toHaveLength(1); // the prompt still shows it
});

test('a second invitation restarts the signal 100 ms later; ending one keeps the other ringing', () => {
  jest.useFakeTimers();
  const { store } = ringingStore();
  store.dispatch(invitationAdded(anInvitation({ roomId: 5 })));
  jest.advanceTimersByTime(1_000);
  expect(play).toHaveBeenCalledTimes(1);
  store.dispatch(invitationAdded(anInvitation({ roomId: 6, callId: 60, roomType: 'public', roomName: 'general' })));
  jest.advanceTimersByTime(100);
  expect(play).toHaveBeenCalledTimes(2);
  store.dispatch(invitationEnded({ roomId: 5 }));
  jest.advanceTimersByTime(CALL_RING_REPEAT_MS);
  expect(play).toHaveBeenCalledTimes(3);
});

test('gating: callSoundEnabled, the room mute, the caller mute and this tab being in the call', () => {
  const invitation = anInvitation({ roomId: 5, from: ANNA });
  expect(ringPlan(settingsState({}), invitation)).toEqual({ ring: true });
  expect(ringPlan(settingsState({ callSoundEnabled: false }), invitation)).toEqual({ ring: false });
  expect(ringPlan(settingsState({ chatNotificationSettings: { '5': { enabled: false } } }), invitation)).toEqual({
    ring: false,
  });
  expect(ringPlan(settingsState({ userNotificationSettings: { '2': { enabled: false } } }), invitation)).toEqual({
    ring: false,
  });
  expect(ringPlan(settingsState({}, 5), invitation)).toEqual({ ring: false });
  // Other rooms' and people's mutes, and the general chat sound, do not matter.
  expect(
    ringPlan(
      settingsState({
        soundEnabled: false,
        chatNotificationSettings: { '6': { enabled: false } },
        userNotificationSettings: { '3': { enabled: false }, '2': { enabled: true } },
      }),
      invitation,
    ),
  ).toEqual({ ring: true });
});

test.each([
  ['callSoundEnabled off', { callSoundEnabled: false }],
  ['the room muted', { chatNotificationSettings: { '5': { enabled: false } } }],
  ['the caller muted', { userNotificationSettings: { '2': { enabled: false } } }],
])('%s: silent, the invitation still listed for the prompt', (_name, settings) => {
  jest.useFakeTimers();
  const { store } = ringingStore(settings);
  store.dispatch(invitationAdded(anInvitation()));
  jest.advanceTimersByTime(10_000);
  expect(play).not.toHaveBeenCalled();
  expect(store.getState().callInvitations.items).toHaveLength(1);
});

test('joining the call on this tab stops the ring at once', () => {
  jest.useFakeTimers();
  const { store, ringer } = ringingStore();
  store.dispatch(invitationAdded(anInvitation()));
  jest.advanceTimersByTime(100);
  store.dispatch(
    callJoining({ roomId: 5, companyId: 10, roomName: 'Anna', media: { audio: true, video: false, screen: false } }),
  );
  expect(ringer.active).toBe(false);
  jest.advanceTimersByTime(10_000);
  expect(play).toHaveBeenCalledTimes(1);
});

test('live: call:invitation lists and rings, call:invitation:ended ends, connectionReady loads the list', async () => {
  const loaded = [anInvitation({ roomId: 8, callId: 80, roomType: 'private', roomName: 'ops' })];
  let loads = 0;
  server.use(
    http.get(`${BASE}/chat/call-invitations`, () => {
      loads += 1;
      return HttpResponse.json(ok(loaded));
    }),
  );
  const { store, sockets } = signedInStore();
  await act(async () => sockets.latest().fire('call:invitation', anInvitation()));
  await act(async () => sockets.latest().fire('call:invitation', { ...anInvitation(), roomId: undefined }));
  await waitFor(() => expect(store.getState().callInvitations.items.map((item) => item.roomId)).toEqual([5]));
  await waitFor(() => expect(play).toHaveBeenCalled());
  await act(async () => sockets.latest().fire('call:invitation:ended', { roomId: 5, callId: 50, reason: 'missed' }));
  await waitFor(() => expect(store.getState().callInvitations.items).toEqual([]));

  store.dispatch(socketConnected({ socketId: 's2', reconnect: true }));
  store.dispatch(connectionReady());
  await waitFor(() => expect(store.getState().callInvitations.items.map((item) => item.roomId)).toEqual([8]));
  expect(loads).toBe(1);
});

test('a failed load of the ringing invitations is only logged', async () => {
  server.use(http.get(`${BASE}/chat/call-invitations`, () => HttpResponse.json({}, { status: 500 })));
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { store } = signedInStore();
  store.dispatch(socketConnected({ socketId: 's2', reconnect: false }));
  store.dispatch(connectionReady());
  await waitFor(() => expect(warn).toHaveBeenCalledWith('[call] ringing invitations not loaded', expect.anything()));
  expect(store.getState().callInvitations.items).toEqual([]);
  warn.mockRestore();
});

test('the ring is the call tone sequence through Web Audio (playTones of alertSound.ts)', () => {
  play.mockRestore();
  const started: { frequency: number; at: number }[] = [];
  class FakeAudioContext {
    currentTime = 10;
    destination = {};
    createOscillator() {
      const oscillator = {
        type: '',
        frequency: { value: 0 },
        connect: () => undefined,
        start: (at: number) => started.push({ frequency: oscillator.frequency.value, at }),
        stop: () => undefined,
      };
      return oscillator;
    }
    createGain() {
      return { gain: { value: 0 }, connect: () => undefined };
    }
  }
  Object.defineProperty(window, 'AudioContext', { value: FakeAudioContext, configurable: true, writable: true });
  expect(ringtone.play()).toBe(true);
  expect(started.map((tone) => tone.frequency)).toEqual([...CALL_RING_SEQUENCE.tones]);
  expect(started.map((tone) => Math.round((tone.at - 10) * 1000))).toEqual([0, 220, 440, 660]);
});
