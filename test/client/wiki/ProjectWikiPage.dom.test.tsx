/**
 * The wiki screen (issue 18; route /cabinet/project/:projectId/wiki/:elementId?): without a page
 * in the address the first page of the tree opens; the page's text arrives over the socket join
 * and the state reads "All changes saved"; the row menu moves a page for the keyboard user; a page
 * moved to the trash can be brought back from the toast's "Undo"; pressing a page's link joins it
 * before the click opens it (issue 18 "Speed"). HTTP through msw, the socket a fake.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as Y from 'yjs';
import { makeStore } from '../../../src/client/app/store';
import { connectionReady, socketConnected } from '../../../src/client/features/connection/connectionSlice';
import { ProjectWikiPage } from '../../../src/client/features/wiki/ProjectWikiPage';
import { WIKI_YJS_FIELD } from '../../../src/shared/wiki/wiki.types';
import { LocationDisplay } from '../renderWithProviders';
import { renderUi } from '../ui/renderUi';
import { BASE, fakeConnection, ok } from '../board/boardFixtures';
import { aPage } from './wikiFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const pages = [
  aPage({ id: 1, title: 'Guide', sort: 0 }),
  aPage({ id: 2, title: 'Setup', parentId: 1, sort: 1 }),
  aPage({ id: 3, title: 'Install', parentId: 1, sort: 0 }),
];

/** The page's stored Yjs state: one paragraph. */
function storedState(words: string): Uint8Array {
  const doc = new Y.Doc();
  const paragraph = new Y.XmlElement('paragraph');
  paragraph.insert(0, [new Y.XmlText(words)]);
  doc.getXmlFragment(WIKI_YJS_FIELD).insert(0, [paragraph]);
  return Y.encodeStateAsUpdate(doc);
}

function serve() {
  let listed = pages;
  const calls: { method: string; path: string; body: unknown }[] = [];
  const record = async (request: Request) => {
    const url = new URL(request.url);
    calls.push({ method: request.method, path: url.pathname, body: await request.json().catch(() => null) });
  };
  server.use(
    http.get(`${BASE}/project/3`, () =>
      HttpResponse.json(ok({ id: 3, companyId: 7, name: 'Launch', archivedAt: null, createdAt: '', boards: [] })),
    ),
    http.get(`${BASE}/company/7/members`, () => HttpResponse.json(ok([]))),
    http.get(`${BASE}/wiki/project/3/pages`, () => HttpResponse.json(ok(listed))),
    http.put(`${BASE}/wiki/pages/:id/move`, async ({ request }) => {
      await record(request);
      // As the server renumbers: Setup first, then Install.
      listed = pages.map((p) => (p.id === 2 ? { ...p, sort: 0 } : p.id === 3 ? { ...p, sort: 1 } : p));
      return HttpResponse.json(ok(pages[1]));
    }),
    http.delete(`${BASE}/wiki/pages/:id`, async ({ request }) => {
      await record(request);
      return HttpResponse.json(ok({ ids: [2] }));
    }),
    http.post(`${BASE}/wiki/pages/:id/restore`, async ({ request }) => {
      await record(request);
      return HttpResponse.json(ok([pages[1]]));
    }),
  );
  return calls;
}

function renderWiki(route: string) {
  localStorage.setItem('auth_token_default', 'tok-1');
  const connection = fakeConnection();
  const emitWithAck = connection.service.emitWithAck as jest.Mock;
  emitWithAck.mockImplementation(async (event: string) =>
    event === 'wiki:join'
      ? { ok: true, update: storedState('Welcome to the guide'), stateVector: new Uint8Array([0]) }
      : { ok: true },
  );
  const store = makeStore({ connection: connection.service });
  store.dispatch(socketConnected({ socketId: 'sock-1', reconnect: false }));
  store.dispatch(connectionReady());
  renderUi(
    <>
      <Routes>
        <Route path="/cabinet/project/:projectId/wiki/:elementId?" element={<ProjectWikiPage />} />
      </Routes>
      <LocationDisplay />
    </>,
    { store, route },
  );
  return { emitWithAck };
}

test('the first page opens, its text comes over the socket join and the state says saved', async () => {
  serve();
  const { emitWithAck } = renderWiki('/cabinet/project/3/wiki');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cabinet/project/3/wiki/1'));
  const tree = await screen.findByRole('tree', { name: 'Wiki pages' });
  expect(
    within(tree)
      .getAllByRole('treeitem')
      .map((item) => item.textContent),
  ).toEqual(['Guide', 'Install', 'Setup']);
  expect(await screen.findByText('Welcome to the guide', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Page title' })).toHaveValue('Guide');
  expect(emitWithAck).toHaveBeenCalledWith('wiki:join', expect.objectContaining({ pageId: 1 }));
});

test('"Move up" in a row’s menu moves the page above its sibling', async () => {
  const user = userEvent.setup();
  const calls = serve();
  renderWiki('/cabinet/project/3/wiki/2');
  await user.click(await screen.findByRole('button', { name: 'Actions for Setup' }));
  await user.click(screen.getByRole('menuitem', { name: 'Move up' }));
  await waitFor(() =>
    expect(calls).toContainEqual({ method: 'PUT', path: '/wiki/pages/2/move', body: { parentId: 1, index: 0 } }),
  );
  const tree = screen.getByRole('tree', { name: 'Wiki pages' });
  expect(
    within(tree)
      .getAllByRole('treeitem')
      .map((item) => item.textContent),
  ).toEqual(['Guide', 'Setup', 'Install']);
});

test('a page moved to the trash comes back with the toast’s Undo', async () => {
  const user = userEvent.setup();
  const calls = serve();
  renderWiki('/cabinet/project/3/wiki/3');
  await user.click(await screen.findByRole('button', { name: 'Actions for Setup' }));
  await user.click(screen.getByRole('menuitem', { name: 'Move to trash' }));
  expect(await screen.findByText('“Setup” moved to the trash')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  await waitFor(() =>
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /wiki/pages/2', 'POST /wiki/pages/2/restore']),
  );
});

test('pressing a page’s link joins that page before the click opens it, and the view does not join again', async () => {
  const user = userEvent.setup();
  serve();
  const { emitWithAck } = renderWiki('/cabinet/project/3/wiki/1');
  expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  const link = within(screen.getByRole('tree', { name: 'Wiki pages' })).getByRole('link', { name: 'Setup' });
  const joinsOf = (pageId: number) =>
    emitWithAck.mock.calls.filter(([event, payload]) => event === 'wiki:join' && payload.pageId === pageId).length;
  await user.pointer({ keys: '[MouseLeft>]', target: link });
  await waitFor(() => expect(joinsOf(2)).toBe(1));
  await user.pointer({ keys: '[/MouseLeft]', target: link });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cabinet/project/3/wiki/2'));
  expect(await screen.findByRole('textbox', { name: 'Page title' })).toHaveValue('Setup');
  expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  expect(joinsOf(2)).toBe(1);
  // The page that was open left its room; the one shown now did not.
  expect(emitWithAck).toHaveBeenCalledWith('wiki:leave', { pageId: 1 });
  expect(emitWithAck).not.toHaveBeenCalledWith('wiki:leave', { pageId: 2 });
});
