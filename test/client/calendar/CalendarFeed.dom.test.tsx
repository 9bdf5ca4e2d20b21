/**
 * The calendar's "Calendar feed" dialog (README "Moving a calendar here"; src/server/calendar/icsRoutes.ts):
 * without a feed it explains and creates a link, then shows the https and webcal addresses with Copy
 * buttons; with a feed, Turn off asks first and only then sends DELETE.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CalendarScreen } from '../../../src/client/features/calendar/CalendarScreen';
import { renderUi } from '../ui/renderUi';
import { ok } from './calendarFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const DAY = new Date(2026, 2, 10, 12, 0);
const URLS = {
  url: 'https://teamspace.example/api/calendar/feed/s3cret.ics',
  webcalUrl: 'webcal://teamspace.example/api/calendar/feed/s3cret.ics',
};

function serve(feed: { exists: boolean; createdAt: string | null }) {
  const state = { ...feed };
  const calls: string[] = [];
  server.use(
    http.get('http://localhost/api/calendar/events', () => HttpResponse.json(ok([]))),
    http.get('http://localhost/api/calendar/invitations', () => HttpResponse.json(ok([]))),
    http.get('http://localhost/api/calendar/feed', () => HttpResponse.json(ok(state))),
    http.post('http://localhost/api/calendar/feed', () => {
      calls.push('POST');
      Object.assign(state, { exists: true, createdAt: '2026-03-10T08:00:00.000Z' });
      return HttpResponse.json(ok(URLS), { status: 201 });
    }),
    http.delete('http://localhost/api/calendar/feed', () => {
      calls.push('DELETE');
      Object.assign(state, { exists: false, createdAt: null });
      return HttpResponse.json(ok(null));
    }),
  );
  return calls;
}

async function openFeed() {
  renderUi(<CalendarScreen userId={1} initialDate={DAY} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Calendar feed' }));
  return screen.findByRole('dialog', { name: 'Calendar feed' });
}

test('creating a link shows the https and webcal addresses with copy buttons', async () => {
  const calls = serve({ exists: false, createdAt: null });
  const writeText = jest.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const dialog = await openFeed();
  expect(await within(dialog).findByText(/A private link other apps can subscribe to/)).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));

  expect(await within(dialog).findByDisplayValue(URLS.url)).toHaveAttribute('readonly');
  expect(within(dialog).getByLabelText('Link (webcal)')).toHaveValue(URLS.webcalUrl);
  expect(within(dialog).getByText(/shown only once/)).toBeInTheDocument();
  expect(within(dialog).getByText(/Other calendars → From URL/)).toBeInTheDocument();
  expect(calls).toEqual(['POST']);

  fireEvent.click(within(dialog).getByRole('button', { name: 'Copy Link (webcal)' }));
  await waitFor(() => expect(writeText).toHaveBeenCalledWith(URLS.webcalUrl));
  expect(await screen.findByText('Link copied')).toBeInTheDocument();
});

test('turning off an existing feed asks first, then sends DELETE', async () => {
  const calls = serve({ exists: true, createdAt: '2026-03-01T10:00:00.000Z' });
  const dialog = await openFeed();
  expect(await within(dialog).findByText(/A link exists \(created .*2026/)).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'New link' })).toBeInTheDocument();

  fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
  expect(within(dialog).getByText(/stops working at once/)).toBeInTheDocument();
  expect(calls).toEqual([]);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));

  await waitFor(() => expect(calls).toEqual(['DELETE']));
  expect(await within(dialog).findByRole('button', { name: 'Create link' })).toBeInTheDocument();
});

test('a new link replaces the old one only after confirmation', async () => {
  const calls = serve({ exists: true, createdAt: '2026-03-01T10:00:00.000Z' });
  const dialog = await openFeed();
  fireEvent.click(await within(dialog).findByRole('button', { name: 'New link' }));
  expect(within(dialog).getByText(/The old link stops working at once/)).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(calls).toEqual([]);
  fireEvent.click(within(dialog).getByRole('button', { name: 'New link' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'New link' }));
  expect(await within(dialog).findByDisplayValue(URLS.url)).toBeInTheDocument();
  expect(calls).toEqual(['POST']);
});
