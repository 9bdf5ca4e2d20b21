/**
 * The wiki's trash dialog (issue 18 "delete to a trash with restore"): a failed load says so and
 * "Retry" loads again; the deleted pages are listed with Restore (POST …/restore) and "Delete
 * forever", which is asked for again before DELETE …/purge; an empty trash says so.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '../../../src/client/app/store';
import { WikiTrashDialog } from '../../../src/client/features/wiki/WikiTrashDialog';
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
  renderUi(<WikiTrashDialog projectId={3} onClose={() => undefined} />, { store });
}

const failure = () =>
  HttpResponse.json({ success: false, status: 'error', error: 'Down', code: 'INTERNAL' }, { status: 503 });

test('a failed load offers Retry; restore and a confirmed purge reach the server', async () => {
  const user = userEvent.setup();
  const calls: string[] = [];
  let loads = 0;
  const deleted = aPage({ id: 7, title: 'Old notes', deletedAt: '2026-11-26T12:00:00.000Z', deletedRootId: 7 });
  server.use(
    http.get(`${BASE}/wiki/project/3/trash`, () => {
      loads += 1;
      return loads === 1 ? failure() : HttpResponse.json(ok([deleted]));
    }),
    http.post(`${BASE}/wiki/pages/7/restore`, () => {
      calls.push('restore');
      return HttpResponse.json(ok([{ ...deleted, deletedAt: null, deletedRootId: null }]));
    }),
    http.delete(`${BASE}/wiki/pages/7/purge`, () => {
      calls.push('purge');
      return HttpResponse.json(ok({ ids: [7] }));
    }),
  );
  renderDialog();
  expect(await screen.findByText('The trash could not be loaded.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  const row = (await screen.findByText('Old notes')).closest('li')!;
  await user.click(within(row).getByRole('button', { name: 'Restore' }));
  await user.click(within(row).getByRole('button', { name: 'Delete forever' }));
  expect(calls).toEqual(['restore']);
  await user.click(within(row).getByRole('button', { name: 'Yes, delete forever' }));
  await waitFor(() => expect(calls).toEqual(['restore', 'purge']));
});

test('an empty trash says so', async () => {
  server.use(http.get(`${BASE}/wiki/project/3/trash`, () => HttpResponse.json(ok([]))));
  renderDialog();
  expect(await screen.findByText('The trash is empty.')).toBeInTheDocument();
});
