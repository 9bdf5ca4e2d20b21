/**
 * The call window (window/CallWindow.tsx, mounted by CallHost while a call is active): it shows a
 * tile per participant with their name, the muted mark and the avatar while a camera is off, the
 * status line, and the controls — each a named button with its pressed state; mute and camera
 * toggles PUT the media; minimise folds it; hang up leaves the call and the window goes; sound
 * refused by the autoplay policy is turned on by a click.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../../src/shared/notifications/notifications.schemas';
import { CallHost } from '../../../src/client/features/call/CallHost';
import { joinCall, leaveCall } from '../../../src/client/features/call/callActions';
import { BASE, ok } from '../board/boardFixtures';
import { renderUi } from '../ui/renderUi';
import { COMPANY, ROOM, aCall, aParticipant, callStore } from './engineCallFixtures';
import { installFakeWebRtc } from './engineFakes';

const media: unknown[] = [];
const left: number[] = [];
const others = [aParticipant({ media: { audio: false, video: false, screen: false } })];
const server = setupServer(
  http.get(`${BASE}/notifications/settings`, () => HttpResponse.json(ok(DEFAULT_NOTIFICATION_SETTINGS))),
  http.get(`${BASE}/chat/call-invitations`, () => HttpResponse.json(ok([]))),
  http.post(`${BASE}/chat/rooms/${ROOM}/call/join`, () =>
    HttpResponse.json(ok({ call: aCall(others), iceServers: [] })),
  ),
  http.put(`${BASE}/chat/rooms/${ROOM}/call/media`, async ({ request }) => {
    media.push(await request.json());
    return HttpResponse.json(ok(aCall(others)));
  }),
  http.post(`${BASE}/chat/rooms/${ROOM}/call/leave`, () => {
    left.push(ROOM);
    return HttpResponse.json(ok({ roomId: ROOM }));
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The engine logs why it hung up (console.info): not a failure here.
beforeEach(() => jest.spyOn(console, 'info').mockImplementation(() => undefined));
beforeAll(() => {
  HTMLMediaElement.prototype.play = () => Promise.resolve();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

test('the window shows the participants and controls; toggles PUT the media; hang up closes it', async () => {
  installFakeWebRtc();
  const { store } = callStore();
  renderUi(<CallHost />, { store });
  await act(async () => {
    await store.dispatch(joinCall({ roomId: ROOM, companyId: COMPANY, roomName: 'Boris' }));
  });
  const region = await screen.findByRole('region', { name: 'Call: Boris' });
  expect(within(region).getByRole('status')).toHaveTextContent('2 participants');

  const tiles = within(region).getAllByTestId('call-tile');
  expect(tiles.map((tile) => tile.getAttribute('aria-label'))).toEqual(['Ann (you)', 'Boris']);
  // Boris: camera off (his avatar's initials) and muted.
  expect(within(tiles[1]).getByText('B')).toBeInTheDocument();
  expect(within(tiles[1]).getByTitle('Microphone off')).toBeInTheDocument();
  expect(within(tiles[0]).queryByTitle('Microphone off')).toBeNull();

  const toolbar = within(region).getByRole('toolbar', { name: 'Call controls' });
  const mute = within(toolbar).getByRole('button', { name: 'Mute microphone' });
  expect(mute).toHaveAttribute('aria-pressed', 'false');
  expect(within(toolbar).getByRole('button', { name: 'Turn camera off' })).toBeEnabled();
  expect(within(toolbar).getByRole('button', { name: 'Share screen' })).toBeEnabled();

  const user = userEvent.setup();
  await user.click(mute);
  await waitFor(() => expect(media.at(-1)).toEqual({ audio: false, video: true, screen: false }));
  expect(within(toolbar).getByRole('button', { name: 'Unmute microphone' })).toHaveAttribute('aria-pressed', 'true');
  await waitFor(() => expect(within(tiles[0]).getByTitle('Microphone off')).toBeInTheDocument());
  await user.click(within(toolbar).getByRole('button', { name: 'Turn camera off' }));
  await waitFor(() => expect(media.at(-1)).toEqual({ audio: false, video: false, screen: false }));
  expect(within(toolbar).getByRole('button', { name: 'Turn camera on' })).toBeInTheDocument();

  // Minimise folds the grid away (the tiles stay mounted: the others are still heard).
  await user.click(within(region).getByRole('button', { name: 'Minimise the call window' }));
  expect(store.getState().call.active?.minimized).toBe(true);
  expect(within(region).getByRole('button', { name: 'Show the call window' })).toBeInTheDocument();
  expect(within(region).getAllByTestId('call-tile')).toHaveLength(2);

  await user.click(within(toolbar).getByRole('button', { name: 'Hang up' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Call: Boris' })).toBeNull());
  expect(left).toEqual([ROOM]);
});

test('when the browser refuses sound before a click, "Turn on sound" plays every tile', async () => {
  installFakeWebRtc();
  const play = jest.fn((): Promise<void> => Promise.reject(new DOMException('Autoplay refused', 'NotAllowedError')));
  HTMLMediaElement.prototype.play = play;
  const { store } = callStore();
  renderUi(<CallHost />, { store });
  await act(async () => {
    await store.dispatch(joinCall({ roomId: ROOM, companyId: COMPANY, roomName: 'Boris' }));
  });
  const region = await screen.findByRole('region', { name: 'Call: Boris' });
  const sound = await within(region).findByRole('button', { name: 'Turn on sound' });
  play.mockImplementation(() => Promise.resolve());
  const calls = play.mock.calls.length;
  await userEvent.setup().click(sound);
  expect(play.mock.calls.length).toBeGreaterThan(calls);
  expect(within(region).queryByRole('button', { name: 'Turn on sound' })).toBeNull();
  await act(async () => {
    await store.dispatch(leaveCall());
  });
});
