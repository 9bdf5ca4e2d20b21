/**
 * The guard's `returnUrl` (spec/shell.md §2) survives moving between the auth screens: an
 * invitation opened signed out → "Create one" → registration lands on the invitation; the
 * registration's "Sign in" link and the password restore keep it too; an unsafe one is dropped.
 * The app's /login loads the light sign-in page (a document of its own, tested in
 * SignInPage.dom.test.tsx): here that load is observed at the browser's edge (app/pageLoad.ts).
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { notificationSettingsHandler } from '../notifications/settingsHandler';
import { Route, Routes } from 'react-router';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadPage } from '../../../src/client/app/pageLoad';
import { ForgotPasswordPage } from '../../../src/client/features/session/ForgotPasswordPage';
import { RegisterPage } from '../../../src/client/features/session/RegisterPage';
import { SignInRedirect } from '../../../src/client/features/session/SignInRedirect';
import { LocationDisplay } from '../renderWithProviders';
import { aUser, renderUi } from './renderUi';

// A full page load is the browser's business (jsdom cannot navigate): record where it would go.
jest.mock('../../../src/client/app/pageLoad', () => ({ loadPage: jest.fn() }));
const loadedPage = loadPage as jest.MockedFunction<typeof loadPage>;

const server = setupServer(notificationSettingsHandler);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => loadedPage.mockClear());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ui = (
  <Routes>
    <Route path="/login" element={<SignInRedirect />} />
    <Route path="/register" element={<RegisterPage />} />
    <Route path="/forgot-password" element={<ForgotPasswordPage />} />
    <Route path="*" element={<LocationDisplay />} />
  </Routes>
);

const invitation = '/company/3/join/tok-abc';
const signedIn = (token: string, status = 200) =>
  HttpResponse.json(
    { success: true, status: 'success', data: { user: aUser() } },
    { status, headers: { Authorization: `Bearer ${token}` } },
  );

test('an invitation opened signed out → "Create one" → registration lands on the invitation', async () => {
  const user = userEvent.setup();
  server.use(http.post('http://localhost/auth/register', () => signedIn('tok-new', 201)));
  // Sign-in's "Create one" link (SignInPage.dom.test.tsx) opens this address.
  renderUi(ui, { route: `/register?returnUrl=${encodeURIComponent(invitation)}` });

  await user.type(await screen.findByLabelText('Name'), 'Ada');
  await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'long-enough-1');
  await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'long-enough-1');
  await user.click(screen.getByRole('button', { name: 'Create account' }));

  expect(await screen.findByTestId('location')).toHaveTextContent(new RegExp(`^${invitation}$`));
  expect(localStorage.getItem('auth_token_default')).toBe('tok-new');
});

test('registration → "Sign in" keeps the invitation: the sign-in page loads with it', async () => {
  const user = userEvent.setup();
  renderUi(ui, { route: `/register?returnUrl=${encodeURIComponent(invitation)}` });
  await user.click(await screen.findByRole('link', { name: 'Sign in' }));
  await waitFor(() => expect(loadedPage).toHaveBeenCalledWith(`/login?returnUrl=${encodeURIComponent(invitation)}`));
});

test('password restore keeps the invitation on its way back to sign-in, and brings the e-mail back after a restore', async () => {
  const user = userEvent.setup();
  server.use(
    http.put('http://localhost/auth/get-email-code', () => HttpResponse.json({ success: true, status: 'success' })),
    http.post('http://localhost/auth/restore', () => HttpResponse.json({ success: true, status: 'success' })),
  );
  // Sign-in's "Forgot password?" link carries the typed e-mail.
  const first = renderUi(ui, {
    route: `/forgot-password?returnUrl=${encodeURIComponent(invitation)}&email=ada%40example.com`,
  });
  expect(await screen.findByLabelText('E-mail')).toHaveValue('ada@example.com');
  await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
  await waitFor(() => expect(loadedPage).toHaveBeenCalledWith(`/login?returnUrl=${encodeURIComponent(invitation)}`));
  first.unmount();

  loadedPage.mockClear();
  renderUi(ui, { route: `/forgot-password?returnUrl=${encodeURIComponent(invitation)}&email=ada%40example.com` });
  await user.click(await screen.findByRole('button', { name: 'Send code' }));
  await user.type(await screen.findByLabelText('Code from the e-mail'), '123456');
  await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'long-enough-2');
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
  await waitFor(() =>
    expect(loadedPage).toHaveBeenCalledWith(
      `/login?returnUrl=${encodeURIComponent(invitation)}&email=ada%40example.com&restored=1`,
    ),
  );
});

test('a returnUrl to another origin is not passed on, and registration then opens the cabinet', async () => {
  const user = userEvent.setup();
  server.use(http.post('http://localhost/auth/register', () => signedIn('tok-x', 201)));
  renderUi(ui, { route: `/register?returnUrl=${encodeURIComponent('https://evil.example/')}` });
  expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  await user.type(screen.getByLabelText('Name'), 'Ada');
  await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'long-enough-1');
  await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'long-enough-1');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByTestId('location')).toHaveTextContent(/^\/cabinet$/);
});
