/**
 * Markdown import (issue 18): a .zip chosen by the user is unpacked in the browser and its .md files
 * go to POST /wiki/project/{id}/import with their folder paths; a choice without Markdown says so
 * in words and sends nothing.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { strToU8, zipSync } from 'fflate';
import { makeStore } from '../../../src/client/app/store';
import { WikiImportDialog } from '../../../src/client/features/wiki/WikiImportDialog';
import { renderUi } from '../ui/renderUi';
import { BASE, fakeConnection, ok } from '../board/boardFixtures';
import { aPage } from './wikiFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderDialog() {
  localStorage.setItem('auth_token_default', 'tok-1');
  const store = makeStore({ connection: fakeConnection().service });
  renderUi(<WikiImportDialog projectId={3} parentId={null} onClose={() => undefined} />, { store });
}

/** The hidden file input of the dialog. */
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

test('a zip’s markdown files are sent with their folder paths and the count is reported', async () => {
  const user = userEvent.setup();
  const bodies: unknown[] = [];
  server.use(
    http.post(`${BASE}/wiki/project/3/import`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(ok({ pages: [aPage({ id: 1 }), aPage({ id: 2 })] }));
    }),
  );
  renderDialog();
  const zip = zipSync({
    'Guide.md': strToU8('# Guide'),
    'Guide/Setup.md': strToU8('Run it'),
    'notes.txt': strToU8('not markdown'),
  });
  await user.upload(fileInput(), new File([zip], 'wiki.zip', { type: 'application/zip' }));
  expect(await screen.findByText('2 pages imported.')).toBeInTheDocument();
  expect(bodies).toEqual([
    {
      parentId: null,
      files: [
        { path: 'Guide.md', content: '# Guide' },
        { path: 'Guide/Setup.md', content: 'Run it' },
      ],
    },
  ]);
});

test('a choice without markdown says so and sends nothing', async () => {
  const user = userEvent.setup({ applyAccept: false });
  renderDialog();
  await user.upload(fileInput(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('No Markdown (.md) file was found in what you chose.');
});
