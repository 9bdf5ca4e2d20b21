/**
 * The calendar screen (spec/shell.md §2, §4, §5, §7): the views show the window's events in English
 * and Russian, a new event sends the form's body, answering an invitation removes it from the
 * pending list and reloads the events, and the calendar refuses to start without a user id.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CalendarScreen } from '../../../src/client/features/calendar/CalendarScreen';
import { CalendarPage } from '../../../src/client/features/calendar/CalendarPage';
import { languageChosen } from '../../../src/client/features/preferences/preferencesSlice';
import { makeTestStore } from '../renderWithProviders';
import { renderUi } from '../ui/renderUi';
import { anEvent, anInvitation, ok } from './calendarFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const DAY = new Date(2026, 2, 10, 12, 0);
const fixture = [
  anEvent({
    id: 1,
    title: 'Standup',
    startDate: new Date(2026, 2, 10, 9).toISOString(),
    endDate: new Date(2026, 2, 10, 10).toISOString(),
  }),
  anEvent({
    id: 2,
    title: '',
    type: 'meeting',
    startDate: new Date(2026, 2, 10, 14).toISOString(),
    endDate: new Date(2026, 2, 10, 15).toISOString(),
  }),
  // Someone else's personal event never shows, even if the server sent it.
  anEvent({ id: 3, title: 'Secret', creator: { userId: 2, name: 'Bob', email: 'b@example.com', avatar: null } }),
];

function serve(options: { invitations?: unknown[]; onEvents?: (url: URL) => void } = {}) {
  server.use(
    http.get('http://localhost/api/calendar/events', ({ request }) => {
      options.onEvents?.(new URL(request.url));
      return HttpResponse.json(ok(fixture));
    }),
    http.get('http://localhost/api/calendar/invitations', () => HttpResponse.json(ok(options.invitations ?? []))),
    http.get('http://localhost/api/calendar/companies', () =>
      HttpResponse.json(
        ok([{ id: 5, name: 'Acme', members: [{ id: 2, displayName: '', email: 'bob@example.com', avatar: null }] }]),
      ),
    ),
  );
}

test('the month view and the day list show the events in English', async () => {
  serve();
  renderUi(<CalendarScreen userId={1} initialDate={DAY} />);
  const dayList = await screen.findByRole('region', { name: /Events on March 10th, 2026/ });
  expect(await within(dayList).findByText('Standup')).toBeInTheDocument();
  expect(within(dayList).getByText('Untitled Event')).toBeInTheDocument();
  expect(within(dayList).getByText(/PM · Meeting/)).toBeInTheDocument();
  expect(screen.queryByText('Secret')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Today' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Month' })).toBeInTheDocument();
  expect(screen.getByText('March 2026')).toBeInTheDocument();
  expect(screen.getAllByText('Standup').length).toBeGreaterThan(1); // in the calendar too

  // The type chips filter the day's list.
  fireEvent.click(within(dayList).getByRole('button', { name: 'Meeting' }));
  expect(within(dayList).queryByText('Standup')).not.toBeInTheDocument();
  expect(within(dayList).getByText('Untitled Event')).toBeInTheDocument();
});

test('the views speak Russian, weeks starting on Monday', async () => {
  serve();
  const { store } = makeTestStore();
  store.dispatch(languageChosen('ru'));
  renderUi(<CalendarScreen userId={1} initialDate={DAY} />, { store });
  const dayList = await screen.findByRole('region', { name: /События 10 марта 2026/ });
  expect(await within(dayList).findByText('Standup')).toBeInTheDocument();
  expect(within(dayList).getByText('Событие без названия')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Сегодня' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Неделя' })).toBeInTheDocument();
  const headers = document.querySelectorAll('.rbc-month-header .rbc-header');
  expect(headers[0]?.textContent?.toLowerCase()).toBe('пн');
  expect(screen.getByText('март 2026')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Список' }));
  expect(await screen.findByRole('columnheader', { name: 'Событие' })).toBeInTheDocument();
});

test('a project calendar asks for its project and a new event sends the form with that project', async () => {
  let asked: URL | undefined;
  let posted: Record<string, unknown> | undefined;
  serve({ onEvents: (url) => (asked = url) });
  server.use(
    http.post('http://localhost/api/calendar/events', async ({ request }) => {
      posted = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json(ok(anEvent({ id: 9, title: 'Retro' })), { status: 201 });
    }),
  );
  renderUi(<CalendarScreen userId={1} projectId={7} initialDate={DAY} />);
  await screen.findByRole('region', { name: /Events on/ });
  await waitFor(() => expect(asked?.searchParams.get('projectId')).toBe('7'));

  fireEvent.click(screen.getByRole('button', { name: 'New event' }));
  const dialog = await screen.findByRole('dialog', { name: 'New event' });
  fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Retro' } });
  fireEvent.change(within(dialog).getByLabelText('Location'), { target: { value: 'Room 4' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(posted).toBeDefined());
  expect(posted).toMatchObject({
    title: 'Retro',
    location: 'Room 4',
    type: 'personal',
    isAllDay: false,
    isRecurring: false,
    recurrenceRule: null,
    reminders: [900],
    projectId: 7,
    invitedUsers: [],
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    startDate: new Date(2026, 2, 10, 9).toISOString(),
    endDate: new Date(2026, 2, 10, 10).toISOString(),
  });
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New event' })).not.toBeInTheDocument());
});

test('an end before the start is refused in words, nothing is sent', async () => {
  serve();
  renderUi(<CalendarScreen userId={1} initialDate={DAY} />);
  fireEvent.click(await screen.findByRole('button', { name: 'New event' }));
  const dialog = await screen.findByRole('dialog', { name: 'New event' });
  fireEvent.change(within(dialog).getByLabelText('End'), { target: { value: '2026-03-10T08:00' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText(/end|before|after/i, { selector: 'p' })).toBeInTheDocument();
});

test('accepting and declining invitations empties the pending list and reloads the events', async () => {
  let eventLoads = 0;
  const answers: unknown[] = [];
  let pending = [
    anInvitation({ id: 50 }),
    anInvitation({ id: 51, event: { ...anInvitation().event, id: 21, title: 'Review' } }),
  ];
  serve({ invitations: pending, onEvents: () => (eventLoads += 1) });
  server.use(
    http.get('http://localhost/api/calendar/invitations', () => HttpResponse.json(ok(pending))),
    http.put('http://localhost/api/calendar/invitations/:id/respond', async ({ request, params }) => {
      answers.push({ id: Number(params.id), ...((await request.json()) as object) });
      pending = pending.filter((invitation) => invitation.id !== Number(params.id));
      return HttpResponse.json(ok({ ...anInvitation({ id: Number(params.id) }), status: 'accepted' }));
    }),
  );
  renderUi(<CalendarScreen userId={1} initialDate={DAY} />);
  const panel = await screen.findByRole('region', { name: 'Invitations' });
  expect(await within(panel).findByText('2 pending invitations')).toBeInTheDocument();
  expect(within(panel).getAllByText('From Bob')).toHaveLength(2);
  await waitFor(() => expect(eventLoads).toBe(1));

  fireEvent.click(
    within(within(panel).getByRole('article', { name: 'Planning' })).getByRole('button', { name: 'Accept' }),
  );
  await waitFor(() => expect(within(panel).queryByRole('article', { name: 'Planning' })).not.toBeInTheDocument());
  await waitFor(() => expect(eventLoads).toBe(2));

  fireEvent.click(
    within(within(panel).getByRole('article', { name: 'Review' })).getByRole('button', { name: 'Decline' }),
  );
  expect(await within(panel).findByText('No pending invitations')).toBeInTheDocument();
  await waitFor(() => expect(eventLoads).toBe(3));
  expect(answers).toEqual([
    { id: 50, status: 'accepted' },
    { id: 51, status: 'declined' },
  ]);
});

test('failing invitations and companies give empty lists; failing events are shown in words', async () => {
  server.use(
    http.get('http://localhost/api/calendar/events', () =>
      HttpResponse.json({ success: false, status: 'error', error: 'Database down', code: 'INTERNAL' }, { status: 500 }),
    ),
    http.get('http://localhost/api/calendar/invitations', () => HttpResponse.json({}, { status: 500 })),
    http.get('http://localhost/api/calendar/companies', () => HttpResponse.json({}, { status: 500 })),
  );
  renderUi(<CalendarScreen userId={1} initialDate={DAY} />);
  expect(await screen.findByText(/Could not load the events: Database down/)).toBeInTheDocument();
  expect(await screen.findByText('No pending invitations')).toBeInTheDocument();
});

test('the calendar does not start without a user id', () => {
  renderUi(<CalendarPage />);
  expect(screen.getByText('No user ID available')).toBeInTheDocument();
});

test('changing one occurrence of a series asks "This event / All events" and sends ?occurrence=', async () => {
  const weekly = anEvent({
    id: 30,
    title: 'Weekly sync',
    startDate: new Date(2026, 2, 3, 11).toISOString(),
    endDate: new Date(2026, 2, 3, 12).toISOString(),
    isRecurring: true,
    recurrenceRule: { type: 'weekly' },
  });
  const puts: { url: URL; body: Record<string, unknown> }[] = [];
  server.use(
    http.get('http://localhost/api/calendar/events', () => HttpResponse.json(ok([weekly]))),
    http.get('http://localhost/api/calendar/invitations', () => HttpResponse.json(ok([]))),
    http.get('http://localhost/api/calendar/companies', () => HttpResponse.json(ok([]))),
    http.put('http://localhost/api/calendar/events/30', async ({ request }) => {
      puts.push({ url: new URL(request.url), body: (await request.json()) as Record<string, unknown> });
      return HttpResponse.json(ok(weekly));
    }),
  );
  renderUi(<CalendarScreen userId={1} initialDate={DAY} />);
  const dayList = await screen.findByRole('region', { name: /Events on March 10th/ });
  fireEvent.click(await within(dayList).findByText('Weekly sync'));
  const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
  fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Moved sync' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  const question = await screen.findByRole('dialog', { name: 'Change a recurring event' });
  fireEvent.click(within(question).getByRole('button', { name: 'This event' }));

  await waitFor(() => expect(puts).toHaveLength(1));
  expect(puts[0]!.url.searchParams.get('occurrence')).toBe(new Date(2026, 2, 10, 11).toISOString());
  expect(puts[0]!.body).toMatchObject({ title: 'Moved sync', startDate: new Date(2026, 2, 10, 11).toISOString() });
  expect(puts[0]!.body).not.toHaveProperty('recurrenceRule');
});

test("the creator sees the invitees' answers and invites a declined one again", async () => {
  const meeting = anEvent({
    id: 40,
    title: 'Kickoff',
    type: 'meeting',
    startDate: new Date(2026, 2, 10, 15).toISOString(),
    endDate: new Date(2026, 2, 10, 16).toISOString(),
    invitations: [
      { id: 61, userId: 2, status: 'declined', isOptional: false, displayName: 'Bob', avatar: null },
      { id: 62, userId: 3, status: 'accepted', isOptional: true, displayName: 'Cid', avatar: null },
    ],
  });
  const reinvited: string[] = [];
  server.use(
    http.get('http://localhost/api/calendar/events', () => HttpResponse.json(ok([meeting]))),
    http.get('http://localhost/api/calendar/invitations', () => HttpResponse.json(ok([]))),
    http.get('http://localhost/api/calendar/companies', () => HttpResponse.json(ok([]))),
    http.post('http://localhost/api/calendar/events/:id/reinvite/:userId', ({ params }) => {
      reinvited.push(`${String(params.id)}/${String(params.userId)}`);
      return HttpResponse.json(ok({ ...anInvitation({ id: 61, userId: 2 }) }));
    }),
  );
  renderUi(<CalendarScreen userId={1} initialDate={DAY} />);
  const dayList = await screen.findByRole('region', { name: /Events on March 10th/ });
  fireEvent.click(await within(dayList).findByText('Kickoff'));
  const invitees = within(await screen.findByRole('dialog', { name: 'Edit event' })).getByRole('region', {
    name: 'Invitees',
  });
  expect(within(invitees).getByText('Declined')).toBeInTheDocument();
  expect(within(invitees).getByText('Accepted')).toBeInTheDocument();
  const reinviteButtons = within(invitees).getAllByRole('button', { name: 'Reinvite' });
  expect(reinviteButtons).toHaveLength(1); // only the declined one
  fireEvent.click(reinviteButtons[0]!);
  await waitFor(() => expect(reinvited).toEqual(['40/2']));
  expect(await screen.findByText('Invitation sent again to Bob')).toBeInTheDocument();
});
