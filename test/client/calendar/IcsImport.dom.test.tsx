/**
 * The calendar's "Import .ics" dialog (README "Moving a calendar here"; src/server/calendar/icsRoutes.ts):
 * the chosen file's text is sent with the browser's time zone, the report shows the counts and each
 * skipped item, the events are loaded again, a file above 10 MB is refused before anything is sent,
 * the server's 400 message is shown in words, and all of it speaks Russian.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CalendarScreen } from '../../../src/client/features/calendar/CalendarScreen';
import { languageChosen } from '../../../src/client/features/preferences/preferencesSlice';
import { makeTestStore } from '../renderWithProviders';
import { failure, renderUi } from '../ui/renderUi';
import { ok } from './calendarFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const DAY = new Date(2026, 2, 10, 12, 0);
const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';

function serve(onEvents: () => void = () => undefined) {
  server.use(
    http.get('http://localhost/api/calendar/events', () => {
      onEvents();
      return HttpResponse.json(ok([]));
    }),
    http.get('http://localhost/api/calendar/invitations', () => HttpResponse.json(ok([]))),
  );
}

/** A File whose text() answers (jsdom's File has no text()). */
function icsFile(text: string, name = 'work.ics', size?: number): File {
  const file = new File([text], name, { type: 'text/calendar' });
  Object.defineProperty(file, 'text', { value: () => Promise.resolve(text) });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function openImport() {
  renderUi(<CalendarScreen userId={1} initialDate={DAY} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Import .ics' }));
  return screen.findByRole('dialog', { name: 'Import an .ics file' });
}

test('importing sends the file text with the time zone, shows the report with a skipped line and reloads events', async () => {
  let eventLoads = 0;
  let posted: Record<string, unknown> | undefined;
  serve(() => (eventLoads += 1));
  server.use(
    http.post('http://localhost/api/calendar/import', async ({ request }) => {
      posted = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json(
        ok({ events: 3, overrides: 2, skipped: [{ uid: 'x1', summary: 'Lunch', reason: 'VTODO is not imported' }] }),
        { status: 201 },
      );
    }),
  );
  const dialog = await openImport();
  await waitFor(() => expect(eventLoads).toBe(1));
  const importButton = within(dialog).getByRole('button', { name: 'Import' });
  expect(importButton).toBeDisabled();
  fireEvent.change(within(dialog).getByLabelText('iCalendar file'), { target: { files: [icsFile(ICS)] } });
  expect(within(dialog).getByText('work.ics')).toBeInTheDocument();
  fireEvent.click(importButton);

  const report = await within(dialog).findByRole('region', { name: 'Import report' });
  expect(posted).toEqual({ ics: ICS, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
  expect(within(report).getByText('3 events imported (2 changed occurrences)')).toBeInTheDocument();
  expect(within(report).getByText('1 item skipped:')).toBeInTheDocument();
  expect(within(report).getByText('Lunch — VTODO is not imported')).toBeInTheDocument();
  await waitFor(() => expect(eventLoads).toBe(2));

  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('a file that is not iCalendar shows the server message in words', async () => {
  serve();
  server.use(
    http.post('http://localhost/api/calendar/import', () =>
      HttpResponse.json(failure('This is not an iCalendar file: no BEGIN:VCALENDAR', 'VALIDATION_FAILED'), {
        status: 400,
      }),
    ),
  );
  const dialog = await openImport();
  fireEvent.change(within(dialog).getByLabelText('iCalendar file'), { target: { files: [icsFile('hello')] } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
  expect(
    await within(dialog).findByText('Could not import the file: This is not an iCalendar file: no BEGIN:VCALENDAR'),
  ).toBeInTheDocument();
  expect(within(dialog).queryByRole('region', { name: 'Import report' })).not.toBeInTheDocument();
});

test('a file above 10 MB is refused before anything is sent', async () => {
  serve(); // an import call would fail the test: unhandled requests are errors
  const dialog = await openImport();
  fireEvent.change(within(dialog).getByLabelText('iCalendar file'), {
    target: { files: [icsFile(ICS, 'huge.ics', 10 * 1024 * 1024 + 1)] },
  });
  expect(within(dialog).getByText(/“huge.ics” is over 10 MB/)).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
});

test('the dialog and its report speak Russian, counts in the right plural form', async () => {
  serve();
  server.use(
    http.post('http://localhost/api/calendar/import', () =>
      HttpResponse.json(ok({ events: 5, overrides: 1, skipped: [] }), { status: 201 }),
    ),
  );
  const { store } = makeTestStore();
  store.dispatch(languageChosen('ru'));
  renderUi(<CalendarScreen userId={1} initialDate={DAY} />, { store });
  fireEvent.click(await screen.findByRole('button', { name: 'Импорт .ics' }));
  const dialog = await screen.findByRole('dialog', { name: 'Импорт файла .ics' });
  fireEvent.change(within(dialog).getByLabelText('Файл iCalendar'), { target: { files: [icsFile(ICS)] } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Импортировать' }));
  const report = await within(dialog).findByRole('region', { name: 'Итоги импорта' });
  expect(within(report).getByText('Импортировано 5 событий (1 изменённое повторение)')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
});
