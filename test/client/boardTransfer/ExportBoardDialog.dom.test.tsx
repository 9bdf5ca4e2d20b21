/**
 * The "Export board" dialog (issue 7 Deliver 3): each button GETs its export URL with the user's
 * token and hands the answer to the browser as a download (object URL + `<a download>`, named by
 * Content-Disposition); a failure shows the server's message in words.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '../../../src/shared/constants';
import { ExportBoardDialog } from '../../../src/client/features/boardTransfer/ExportBoardDialog';
import { renderUi } from '../ui/renderUi';
import { BASE } from '../board/boardFixtures';
import { failure } from './transferFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

/** Captures the downloads the page starts: the anchor's name and the saved Blob. */
function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  jest.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
    blobs.push(blob as Blob);
    return `blob:test/${blobs.length}`;
  });
  jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(`${this.download} ${this.getAttribute('href')}`);
  });
  return { blobs, names };
}

function renderDialog() {
  renderUi(<ExportBoardDialog boardId={4} boardName="Road/map" onClose={jest.fn()} />);
  return screen.getByRole('dialog', { name: 'Export board' });
}

test('Download JSON fetches the export with the token and saves it under the server-given name', async () => {
  const user = userEvent.setup();
  localStorage.setItem(STORAGE_KEYS.token, 'tok-9');
  const auth: (string | null)[] = [];
  server.use(
    http.get(`${BASE}/board/4/export`, ({ request }) => {
      auth.push(request.headers.get('authorization'));
      return HttpResponse.json(
        { format: 'teamspace.board', version: 1 },
        { headers: { 'content-disposition': `attachment; filename="Roadmap.teamspace.json"` } },
      );
    }),
  );
  const { blobs, names } = captureDownloads();
  renderDialog();
  await user.click(screen.getByRole('button', { name: 'Download JSON' }));
  expect(await screen.findByText('Saved Roadmap.teamspace.json')).toBeInTheDocument();
  expect(auth).toEqual(['Bearer tok-9']);
  expect(names).toEqual(['Roadmap.teamspace.json blob:test/1']);
  expect(JSON.parse(await blobs[0].text())).toEqual({ format: 'teamspace.board', version: 1 });
});

test('Download CSV without a Content-Disposition is named after the board', async () => {
  const user = userEvent.setup();
  server.use(
    http.get(`${BASE}/board/4/export.csv`, () =>
      HttpResponse.text('name,column\nOne,To do\n', { headers: { 'content-type': 'text/csv' } }),
    ),
  );
  const { blobs, names } = captureDownloads();
  renderDialog();
  await user.click(screen.getByRole('button', { name: 'Download CSV' }));
  expect(await screen.findByText('Saved Road_map.csv')).toBeInTheDocument();
  expect(names).toEqual(['Road_map.csv blob:test/1']);
  expect(await blobs[0].text()).toBe('name,column\nOne,To do\n');
});

test("a refused export shows the server's message and downloads nothing", async () => {
  const user = userEvent.setup();
  server.use(
    http.get(`${BASE}/board/4/export`, () =>
      HttpResponse.json(failure('You do not have access to this board', 'FORBIDDEN'), { status: 403 }),
    ),
  );
  const { names } = captureDownloads();
  renderDialog();
  await user.click(screen.getByRole('button', { name: 'Download JSON' }));
  expect(await screen.findByText('You do not have access to this board')).toBeInTheDocument();
  expect(names).toEqual([]);
  expect(screen.getByRole('button', { name: 'Download JSON' })).toBeEnabled();
});
