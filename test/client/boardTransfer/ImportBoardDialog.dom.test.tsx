/**
 * The "Import from Trello" dialog (issue 7 Deliver 2, 4): a picked file is checked before upload
 * (too large / invalid JSON → a message and no request), our own export goes to /import/board and
 * anything else to /import/trello, the report shows counts and skipped groups, server errors are
 * shown in words, and "Open board" routes to the project's board page with the board selected.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMPORT_MAX_BYTES } from '../../../src/shared/board/boardExport';
import { STORAGE_KEYS } from '../../../src/shared/constants';
import { ImportBoardDialog } from '../../../src/client/features/boardTransfer/ImportBoardDialog';
import { LocationDisplay } from '../renderWithProviders';
import { renderUi } from '../ui/renderUi';
import { BASE, ok } from '../board/boardFixtures';
import { OURS, REPORT, TRELLO, aFile, failure } from './transferFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Records every import request (route, body text, auth header) and answers with `answer`. */
function serveImport(answer: () => Response = () => HttpResponse.json(ok(REPORT))) {
  const requests: { kind: string; body: string; auth: string | null }[] = [];
  server.use(
    http.post(`${BASE}/project/7/import/:kind`, async ({ request, params }) => {
      requests.push({
        kind: String(params.kind),
        body: await request.text(),
        auth: request.headers.get('authorization'),
      });
      return answer();
    }),
  );
  return requests;
}

function renderDialog(onOpenBoard = jest.fn(), onClose = jest.fn()) {
  renderUi(
    <>
      <ImportBoardDialog projectId={7} onOpenBoard={onOpenBoard} onClose={onClose} />
      <LocationDisplay />
    </>,
    { route: '/cabinet/project/7/calendar' },
  );
  return { onOpenBoard, onClose, dialog: screen.getByRole('dialog', { name: 'Import from Trello' }) };
}

async function pickAndImport(user: ReturnType<typeof userEvent.setup>, file: File) {
  await user.upload(screen.getByLabelText('Export file'), file);
  const importButton = screen.getByRole('button', { name: 'Import' });
  await screen.findByText(/Chosen file/);
  await user.click(importButton);
}

test('a Trello export is uploaded to /import/trello and the report shows counts and skipped groups', async () => {
  const user = userEvent.setup();
  localStorage.setItem(STORAGE_KEYS.token, 'tok-1');
  const requests = serveImport();
  renderDialog();
  expect(screen.getByText(/Export as JSON/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();

  await user.upload(screen.getByLabelText('Export file'), aFile(TRELLO));
  expect(await screen.findByText(/Trello board export, 2 cards/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Import' }));

  const report = await screen.findByRole('region', { name: 'Import report' });
  expect(requests).toEqual([{ kind: 'trello', body: TRELLO, auth: 'Bearer tok-1' }]);
  // Each count is a term (dt) followed by its value (dd).
  const count = (term: string) => within(report).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
  expect(['Columns', 'Cards', 'Archived cards', 'Sub-cards', 'Comments'].map(count)).toEqual([
    '3',
    '12',
    '2',
    '5',
    '7',
  ]);
  expect(report).toHaveTextContent('3 items had no place in Teamspace and were not imported');

  // The attachment group has a translated title, a count badge and lists `name — reason` once opened.
  const group = within(report).getByRole('button', { name: 'Attachments 2' });
  await user.click(group);
  const entries = await within(report).findByRole('list', { name: 'Attachments' });
  expect(entries).toHaveTextContent('spec.pdf — Uploaded files are not imported; kept as a link');
  expect(entries).toHaveTextContent('logo.png — Uploaded files are not imported; kept as a link');
  expect(within(report).getByRole('button', { name: 'Activity 1' })).toBeInTheDocument();
});

test('our own export (format teamspace.board) goes to /import/board', async () => {
  const user = userEvent.setup();
  const requests = serveImport();
  renderDialog();
  await user.upload(screen.getByLabelText('Export file'), aFile(OURS, 'mine.teamspace.json'));
  expect(await screen.findByText(/Teamspace board export, 2 cards/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Import' }));
  await screen.findByRole('region', { name: 'Import report' });
  expect(requests.map((r) => r.kind)).toEqual(['board']);
});

test('truncated JSON is refused with a message and nothing is sent', async () => {
  const user = userEvent.setup();
  const requests = serveImport();
  renderDialog();
  await user.upload(screen.getByLabelText('Export file'), aFile(TRELLO.slice(0, 60)));
  expect(await screen.findByText(/not valid JSON: it may be truncated/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  expect(requests).toEqual([]);
});

test('a file over the limit is refused with the limit in MB and nothing is sent', async () => {
  const user = userEvent.setup();
  const requests = serveImport();
  renderDialog();
  await user.upload(screen.getByLabelText('Export file'), aFile(TRELLO, 'huge.json', IMPORT_MAX_BYTES + 1));
  expect(
    await screen.findByText(
      `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB, the most an import accepts.`,
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  expect(requests).toEqual([]);
});

test("the server's 400 message is shown in words, and another file can be chosen", async () => {
  const user = userEvent.setup();
  const message = 'This file is not a Trello board export: it has no lists.';
  serveImport(() => HttpResponse.json(failure(message, 'VALIDATION_FAILED'), { status: 400 }));
  renderDialog();
  await pickAndImport(user, aFile('{"hello": 1}'));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.getByText('The board was not imported')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Choose another file' }));
  expect(screen.getByLabelText('Export file')).toBeInTheDocument();
});

test('a 413 without an envelope still reads as too large', async () => {
  const user = userEvent.setup();
  serveImport(() => new HttpResponse('Request Entity Too Large', { status: 413 }));
  renderDialog();
  await pickAndImport(user, aFile(TRELLO));
  expect(await screen.findByText(/The file is larger than \d+ MB/)).toBeInTheDocument();
});

test('Open board selects the new board and routes to the project board page', async () => {
  const user = userEvent.setup();
  serveImport();
  const { onOpenBoard, onClose } = renderDialog();
  await pickAndImport(user, aFile(TRELLO));
  await screen.findByRole('region', { name: 'Import report' });
  await user.click(screen.getByRole('button', { name: 'Open board' }));
  expect(onOpenBoard).toHaveBeenCalledWith(42);
  expect(onClose).toHaveBeenCalled();
  expect(screen.getByTestId('location')).toHaveTextContent('/cabinet/project/7/board');
  expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.lastSelectedBoards) ?? '{}')).toEqual({ 7: 42 });
});

test('while the server works a progress bar shows, and Cancel aborts the request', async () => {
  const user = userEvent.setup();
  let release: () => void = () => undefined;
  server.use(
    http.post(`${BASE}/project/7/import/trello`, async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return HttpResponse.json(ok(REPORT));
    }),
  );
  renderDialog();
  await pickAndImport(user, aFile(TRELLO));
  // msw reports upload progress only together with its answer, so the upload bar is what shows here.
  expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '0');
  expect(screen.getByText('Uploading board.json… 0%')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByText(/The import was cancelled/)).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Import report' })).not.toBeInTheDocument();
  release();
});
