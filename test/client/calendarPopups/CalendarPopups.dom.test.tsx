/**
 * Live calendar popups (spec/shell.md §3 Calendar notification item, §4 Calendar popups, §9): after
 * sign-in the settings load once; a `calendar:invitation:created` on the user's socket shows one
 * popup ('Untitled Event' for an empty title, the remaining time), plays the three-tone alert when
 * calendar sound is on, and Accept sends PUT /api/calendar/invitations/{id}/respond and hides it.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../../src/shared/notifications/notifications.schemas';
import { CalendarPopupHost } from '../../../src/client/features/calendarPopups/CalendarPopupHost';
import { signedIn } from '../../../src/client/features/session/sessionSlice';
import { BASE, ok } from '../board/boardFixtures';
import { makeTestStore } from '../renderWithProviders';
import { renderUi } from '../ui/renderUi';
import { testUser } from '../userFixture';
import { anEvent, anInvitation } from './calendarFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A Web Audio stand-in counting the tones it was asked to play. */
const tones: number[] = [];
class FakeAudioContext {
  currentTime = 0;
  destination = {};
  createOscillator() {
    return {
      type: '',
      frequency: {
        set value(hz: number) {
          tones.push(hz);
        },
      },
      connect: () => undefined,
      start: () => undefined,
      stop: () => undefined,
    };
  }
  createGain() {
    return { gain: { value: 1 }, connect: () => undefined };
  }
}
Object.defineProperty(window, 'AudioContext', { value: FakeAudioContext, configurable: true });

async function signedInWithSocket(settings = DEFAULT_NOTIFICATION_SETTINGS) {
  let settingsLoads = 0;
  server.use(
    http.get(`${BASE}/notifications/settings`, () => {
      settingsLoads += 1;
      return HttpResponse.json(ok(settings));
    }),
  );
  localStorage.setItem('auth_token_default', 'tok-1');
  const { store, sockets, connection } = makeTestStore();
  connection.start();
  store.dispatch(signedIn({ token: 'tok-1', user: testUser }));
  await waitFor(() => expect(store.getState().notifications.initialized).toBe(true));
  return { store, socket: sockets.latest(), loads: () => settingsLoads };
}

test('an invitation shows one popup with the alert; Accept answers it and hides the popup', async () => {
  const user = userEvent.setup();
  tones.length = 0;
  const answers: unknown[] = [];
  const invitation = anInvitation({
    id: 5,
    event: anEvent({ id: 9, title: '', startDate: new Date(Date.now() + 15 * 60_000 + 5_000).toISOString() }),
  });
  server.use(
    http.put(`${BASE}/api/calendar/invitations/5/respond`, async ({ request }) => {
      answers.push(await request.json());
      return HttpResponse.json(ok({ ...invitation, status: 'accepted' }));
    }),
  );
  const { store, socket, loads } = await signedInWithSocket();
  renderUi(<CalendarPopupHost />, { store });

  act(() => socket.fire('calendar:invitation:created', { ...invitation, actorId: 2 }));
  act(() => socket.fire('calendar:invitation:created', { ...invitation, message: 'Updated', actorId: 2 }));

  expect(await screen.findByText('Untitled Event')).toBeInTheDocument();
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  expect(screen.getByText('Updated')).toBeInTheDocument();
  expect(screen.getByText('in 16 minutes')).toBeInTheDocument();
  expect(tones).toEqual([1000, 1200, 1400, 1000, 1200, 1400]);
  expect(loads()).toBe(1);

  await user.click(screen.getByRole('button', { name: 'Accept' }));
  await waitFor(() => expect(answers).toEqual([{ status: 'accepted' }]));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
});

test('with calendar sound off a reminder shows its popup silently; hide closes it', async () => {
  const user = userEvent.setup();
  tones.length = 0;
  const { store, socket } = await signedInWithSocket({ ...DEFAULT_NOTIFICATION_SETTINGS, calendarSoundEnabled: false });
  renderUi(<CalendarPopupHost />, { store });
  const event = anEvent({
    id: 3,
    title: 'Standup',
    startDate: new Date(Date.now() + 2 * 3_600_000 + 60_000).toISOString(),
  });
  act(() =>
    socket.fire('calendar:reminder', {
      id: `3:${event.startDate}:7200`,
      event,
      occurrenceStart: event.startDate,
      offsetS: 7200,
    }),
  );
  expect(await screen.findByText('Standup')).toBeInTheDocument();
  expect(screen.getByText('in 2 hours')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  expect(tones).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Hide' }));
  await waitFor(() => expect(screen.queryByText('Standup')).not.toBeInTheDocument());
});
