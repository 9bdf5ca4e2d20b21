/**
 * The call thunks and live events through a real store (callActions.ts, callStateLive.ts, the
 * engine chunk): joining acquires camera and microphone (else the microphone alone, else nothing:
 * receive-only, said in words), POSTs join with what it sends, connects to every other participant
 * with the answer's ICE servers, keeps `activeCall` in sessionStorage and invites when asked;
 * toggles PUT the media; a screen share is a third track until the browser's "Stop sharing";
 * leaving stops everything and POSTs leave; the server ending the call or another tab taking it
 * over hangs up here, and so does the other person hanging up in a dialog; a reload rejoins the
 * stored call at the first ready, a reconnect joins again and makes every connection anew.
 */
import { http, HttpResponse } from 'msw';
import { POLITE_WAIT_MS } from '../../../src/client/features/call/engine/mesh';
import { setupServer } from 'msw/node';
import { waitFor } from '@testing-library/react';
import { enqueueSnackbar } from '../../../src/client/app/toasts';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../../src/shared/notifications/notifications.schemas';
import type { CallMedia } from '../../../src/shared/chat/call.types';
import {
  joinCall,
  leaveCall,
  toggleCamera,
  toggleMicrophone,
  toggleScreenShare,
} from '../../../src/client/features/call/callActions';
import { connectionReady } from '../../../src/client/features/connection/connectionSlice';
import { BASE, ok } from '../board/boardFixtures';
import { aRoom } from '../chat/chatFixtures';
import { COMPANY, ROOM, aCall, aParticipant, callStore } from './engineCallFixtures';
import { FakePeerConnection, installFakeWebRtc, type FakeTrack } from './engineFakes';

jest.mock('../../../src/client/app/toasts', () => ({ enqueueSnackbar: jest.fn() }));

const ICE = [{ urls: 'stun:stun.example.org' }];
const requests: { method: string; path: string; body: unknown }[] = [];
const record = async (request: Request) => {
  const text = await request.text();
  requests.push({ method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : null });
};
const server = setupServer(
  http.get(`${BASE}/notifications/settings`, () => HttpResponse.json(ok(DEFAULT_NOTIFICATION_SETTINGS))),
  http.get(`${BASE}/chat/call-invitations`, () => HttpResponse.json(ok([]))),
  http.post(`${BASE}/chat/rooms/${ROOM}/call/join`, async ({ request }) => {
    await record(request);
    return HttpResponse.json(ok({ call: aCall(), iceServers: ICE }));
  }),
  http.post(`${BASE}/chat/rooms/${ROOM}/call/leave`, async ({ request }) => {
    await record(request);
    return HttpResponse.json(ok({ roomId: ROOM }));
  }),
  http.get(`${BASE}/chat/rooms/${ROOM}`, () =>
    HttpResponse.json(ok(aRoom({ id: ROOM, type: 'dialog', name: 'Boris' }))),
  ),
  http.put(`${BASE}/chat/rooms/${ROOM}/call/media`, async ({ request }) => {
    await record(request);
    return HttpResponse.json(ok(aCall()));
  }),
  http.post(`${BASE}/chat/rooms/${ROOM}/call/invitations`, async ({ request }) => {
    await record(request);
    return HttpResponse.json(ok({ invited: [2] }));
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The engine logs why it hung up (console.info): not a failure here.
beforeEach(() => jest.spyOn(console, 'info').mockImplementation(() => undefined));
beforeEach(() => {
  requests.length = 0;
  sessionStorage.clear();
  jest.mocked(enqueueSnackbar).mockClear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const joinArgs = { roomId: ROOM, companyId: COMPANY, roomName: 'Boris' };
const of = (method: string, suffix: string) =>
  requests.filter((entry) => entry.method === method && entry.path.endsWith(suffix));

// First: the module remembers the first ready of the page.
test('a reload rejoins the call kept in sessionStorage at the first ready', async () => {
  installFakeWebRtc();
  sessionStorage.setItem('activeCall', JSON.stringify({ ...joinArgs, callId: 77 }));
  const { store } = callStore();
  store.dispatch(connectionReady());
  await waitFor(() => expect(store.getState().call.active?.status).toBe('joined'));
  expect(of('POST', '/call/join')).toHaveLength(1);
  // Only that call: the server refuses an ended one rather than starting a new call.
  expect(of('POST', '/call/join')[0].body).toMatchObject({ callId: 77 });
  await store.dispatch(leaveCall());
});

test('joining sends camera and microphone, connects to the others and invites everyone', async () => {
  const { getUserMedia } = installFakeWebRtc();
  const { store, signals } = callStore();
  await store.dispatch(joinCall({ ...joinArgs, invite: 'all' }));
  const active = store.getState().call.active;
  expect(active).toMatchObject({ roomId: ROOM, status: 'joined', error: null });
  expect(active?.media).toEqual({ audio: true, video: true, screen: false });
  expect(getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ audio: true, video: expect.anything() }));
  expect(of('POST', '/call/join')[0].body).toEqual({ media: { audio: true, video: true, screen: false } });
  expect(of('POST', '/call/invitations')[0].body).toEqual({});
  expect(JSON.parse(sessionStorage.getItem('activeCall') ?? 'null')).toEqual({ ...joinArgs, callId: 77 });
  expect(store.getState().call.calls[ROOM]?.participants).toHaveLength(2);
  expect(FakePeerConnection.made).toHaveLength(1);
  const pc = FakePeerConnection.made[0];
  expect(pc.config.iceServers).toEqual(ICE);
  // This tab (user 1) is the polite side towards Boris (2): it waits for his first offer, and
  // offers itself when none came within POLITE_WAIT_MS (mesh.ts).
  expect(signals()).toEqual([]);
  await waitFor(() => expect(pc.senders.map((sender) => sender.track?.kind)).toEqual(['audio', 'video']), {
    timeout: POLITE_WAIT_MS + 1_000,
  });
  // The offer goes to Boris over the socket (call:signal), then its ICE candidate.
  await waitFor(() =>
    expect(signals()).toEqual([
      { roomId: ROOM, toUserId: 2, description: { type: 'offer', sdp: expect.any(String) } },
      { roomId: ROOM, toUserId: 2, candidate: expect.objectContaining({ candidate: expect.any(String) }) },
    ]),
  );

  // Leave: everything stops at once, then the server is told.
  const tracks = pc.senders.map((sender) => sender.track!);
  await store.dispatch(leaveCall());
  expect(store.getState().call.active).toBeNull();
  expect(pc.closed).toBe(true);
  expect(tracks.every((track) => track.readyState === 'ended')).toBe(true);
  expect(of('POST', '/call/leave')).toHaveLength(1);
  expect(sessionStorage.getItem('activeCall')).toBeNull();
});

test('after a reconnect the call is joined again with the new socket and every connection made anew', async () => {
  installFakeWebRtc();
  const { store } = callStore();
  await store.dispatch(joinCall(joinArgs));
  const before = FakePeerConnection.made[0];
  store.dispatch(connectionReady());
  await waitFor(() => expect(of('POST', '/call/join')).toHaveLength(2));
  await waitFor(() => expect(FakePeerConnection.made).toHaveLength(2));
  expect(before.closed).toBe(true);
  expect(FakePeerConnection.made[1].closed).toBe(false);
  expect(store.getState().call.active?.status).toBe('joined');
  await store.dispatch(leaveCall());
});

test('without a camera the call is audio only; with nothing allowed it is receive-only, said in words', async () => {
  installFakeWebRtc({ camera: false });
  const { store } = callStore();
  await store.dispatch(joinCall({ ...joinArgs, invite: [2] }));
  expect(store.getState().call.active?.media).toEqual({ audio: true, video: false, screen: false });
  expect(store.getState().call.active?.error).toBe('No camera available: you joined with audio only.');
  expect(of('POST', '/call/invitations')[0].body).toEqual({ userIds: [2] });
  await store.dispatch(leaveCall());

  installFakeWebRtc({ camera: false, microphone: false });
  requests.length = 0;
  await store.dispatch(joinCall(joinArgs));
  expect(store.getState().call.active?.status).toBe('joined');
  expect(store.getState().call.active?.error).toMatch(/^Microphone and camera are blocked/);
  expect(of('POST', '/call/join')[0].body).toEqual({ media: { audio: false, video: false, screen: false } });
  await store.dispatch(leaveCall());
});

test('mute, camera and screen share PUT the media; the browser ending the screen track stops sharing', async () => {
  installFakeWebRtc();
  const { store } = callStore();
  await store.dispatch(joinCall(joinArgs));
  const pc = FakePeerConnection.made[0];
  await waitFor(() => expect(pc.senders).toHaveLength(2), { timeout: POLITE_WAIT_MS + 1_000 });
  const bodies = () => of('PUT', '/call/media').map((entry) => entry.body as CallMedia);

  await store.dispatch(toggleMicrophone());
  expect(pc.senders[0].track?.enabled).toBe(false);
  expect(bodies().at(-1)).toEqual({ audio: false, video: true, screen: false });

  // Camera off stops it (its light goes out); on puts a new camera track in its place.
  const camera = pc.senders[1].track as FakeTrack;
  await store.dispatch(toggleCamera());
  expect(camera.readyState).toBe('ended');
  expect(bodies().at(-1)).toEqual({ audio: false, video: false, screen: false });
  await store.dispatch(toggleCamera());
  expect(pc.senders).toHaveLength(2);
  expect(pc.senders[1].track).not.toBe(camera);
  expect(pc.senders[1].track?.readyState).toBe('live');
  expect(bodies().at(-1)).toEqual({ audio: false, video: true, screen: false });

  await store.dispatch(toggleScreenShare());
  expect(store.getState().call.active?.media.screen).toBe(true);
  expect(bodies().at(-1)).toEqual({ audio: false, video: true, screen: true });
  const screen = pc.senders[2];
  expect(screen.track?.kind).toBe('video');
  expect(screen.stream).not.toBe(pc.senders[0].stream);

  // The browser's "Stop sharing".
  const track = screen.track as FakeTrack;
  track.dispatchEvent(new Event('ended'));
  await waitFor(() => expect(bodies().at(-1)).toEqual({ audio: false, video: true, screen: false }));
  expect(screen.track).toBeNull();
  expect(store.getState().call.active?.media.screen).toBe(false);
  await store.dispatch(leaveCall());
});

test('the server ending the call, or another tab taking it over, hangs up here', async () => {
  installFakeWebRtc();
  const { store, sockets } = callStore();
  await store.dispatch(joinCall(joinArgs));
  const pc = FakePeerConnection.made[0];
  // A new participant, then the call ends.
  sockets.latest().fire('call:updated', {
    roomId: ROOM,
    companyId: COMPANY,
    call: aCall([aParticipant(), aParticipant({ userId: 3, socketId: 's3' })]),
  });
  await waitFor(() => expect(FakePeerConnection.made).toHaveLength(2));
  sockets.latest().fire('call:updated', { roomId: ROOM, companyId: COMPANY, call: null });
  await waitFor(() => expect(store.getState().call.active).toBeNull());
  expect(pc.closed && FakePeerConnection.made[1].closed).toBe(true);
  expect(store.getState().call.calls[ROOM]).toBeNull();
  expect(enqueueSnackbar).toHaveBeenCalledWith('The call has ended.', expect.anything());
  expect(of('POST', '/call/leave')).toHaveLength(0);

  await store.dispatch(joinCall(joinArgs));
  sockets.latest().fire('call:replaced', { roomId: ROOM });
  await waitFor(() => expect(store.getState().call.active).toBeNull());
  expect(enqueueSnackbar).toHaveBeenCalledWith('You joined this call from another tab.', expect.anything());
  expect(sessionStorage.getItem('activeCall')).toBeNull();
});

test('in a dialog, the other person hanging up ends the call here too', async () => {
  installFakeWebRtc();
  const { store, sockets } = callStore();
  await store.dispatch(joinCall(joinArgs));
  sockets.latest().fire('call:updated', { roomId: ROOM, companyId: COMPANY, call: aCall([]) });
  await waitFor(() => expect(store.getState().call.active).toBeNull());
  expect(of('POST', '/call/leave')).toHaveLength(1);
  expect(FakePeerConnection.made[0].closed).toBe(true);
});
