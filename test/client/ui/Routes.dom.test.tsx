/**
 * The route table of spec/shell.md §2 as the app mounts it (AppProviders + app/router's routes in
 * a memory router): public pages, /403 with its redirect, /404 and unknown paths to the cabinet
 * (and from there, signed out, to /login with returnUrl — which loads the light sign-in page, a
 * document of its own, observed here at the browser's edge, app/pageLoad.ts), and APP_READY for
 * embedding (§4).
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '../../../src/client/app/App';
import { postAppReady, resetAppReadyForTests } from '../../../src/client/app/embedding';
import { loadPage } from '../../../src/client/app/pageLoad';
import { createI18n } from '../../../src/client/app/i18n';
import { appRoutes } from '../../../src/client/app/router';
import { makeTestStore } from '../renderWithProviders';

// A full page load is the browser's business (jsdom cannot navigate): record where it would go.
jest.mock('../../../src/client/app/pageLoad', () => ({ loadPage: jest.fn() }));
const loadedPage = loadPage as jest.MockedFunction<typeof loadPage>;
beforeEach(() => loadedPage.mockClear());

function renderApp(path: string) {
  const { store } = makeTestStore();
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <AppProviders store={store} i18n={createI18n('en')}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const pathOf = (router: ReturnType<typeof renderApp>) => router.state.location.pathname + router.state.location.search;

test('/403 says there is no access and offers the way back to the redirect path and to the cabinet', async () => {
  renderApp('/403?redirect=%2Fcard%2F5');
  expect(await screen.findByRole('heading', { name: 'You do not have access' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/card/5');
  expect(screen.getByRole('link', { name: 'Go to the cabinet' })).toHaveAttribute('href', '/cabinet');
});

test('/403 without a safe redirect offers only the cabinet', async () => {
  renderApp('/403?redirect=https%3A%2F%2Fevil.example');
  expect(await screen.findByRole('heading', { name: 'You do not have access' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Go back' })).not.toBeInTheDocument();
});

test.each([
  ['/404', '%2Fcabinet'],
  ['/no/such/page', '%2Fcabinet'],
  ['/', '%2F'], // "/" is itself guarded: the guard answers before its redirect to /cabinet
])('%s leads a signed-out user to the sign-in page', async (path, returnUrl) => {
  const router = renderApp(path);
  await waitFor(() => expect(loadedPage).toHaveBeenCalledWith(`/login?auth=required&returnUrl=${returnUrl}`));
  expect(pathOf(router)).toBe(`/login?auth=required&returnUrl=${returnUrl}`);
  expect(loadedPage).toHaveBeenCalledTimes(1);
  // The app shows no sign-in form of its own meanwhile.
  expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
});

test('a shared board opens without sign-in; a bad link shows the invalid-link page, not a redirect', async () => {
  const server = setupServer(
    http.get('http://localhost/board/shared/abc123', () =>
      HttpResponse.json(
        { success: false, status: 'error', error: 'This link is invalid or was revoked', code: 'GUEST_LINK_INVALID' },
        { status: 404 },
      ),
    ),
  );
  server.listen({ onUnhandledRequest: 'error' });
  try {
    const router = renderApp('/board/shared/abc123');
    expect(await screen.findByRole('heading', { name: 'This link is invalid or was revoked' })).toBeInTheDocument();
    expect(pathOf(router)).toBe('/board/shared/abc123');
  } finally {
    server.close();
  }
});

test('the registration and restore pages are public', async () => {
  renderApp('/register');
  expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
});

test('APP_READY with time and url is posted to the parent window once, and never to itself', () => {
  resetAppReadyForTests();
  const postMessage = jest.fn();
  const framed = { parent: { postMessage }, location: { href: 'http://localhost/cabinet' } } as unknown as Window;
  expect(postAppReady(framed)).toBe(true);
  expect(postAppReady(framed)).toBe(false);
  expect(postMessage).toHaveBeenCalledTimes(1);
  expect(postMessage.mock.calls[0][0]).toEqual({
    type: 'APP_READY',
    time: expect.any(Number),
    url: 'http://localhost/cabinet',
  });
  resetAppReadyForTests();
  expect(postAppReady(window)).toBe(false); // jsdom's window is its own parent
});
