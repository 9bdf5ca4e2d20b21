/**
 * The guard's `returnUrl` (spec/shell.md §2) survives moving between the auth screens: an
 * invitation opened signed out → "Create one" → registration lands on the invitation; the
 * registration's "Sign in" link and the password restore keep it too; an unsafe one is dropped.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { notificationSettingsHandler } from '../notifications/settingsHandler';
import { Route, Routes } from 'react-router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ForgotPasswordPage } from '../../../src/client/features/session/ForgotPasswordPage';
import { LoginPage } from '../../../src/client/features/session/LoginPage';
import { RegisterPage } from '../../../src/client/features/session/RegisterPage';
import { LocationDisplay } from '../renderWithProviders';
import { aUser, renderUi } from './renderUi';

const server = setupServer(notificationSettingsHandler);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ui = (
  <Routes>
    <Route path="/login" element={<LoginPage />} />
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
  renderUi(ui, { route: `/login?auth=required&returnUrl=${encodeURIComponent(invitation)}` });
  await user.click(await screen.findByRole('link', { name: 'Create one' }));

  await user.type(await screen.findByLabelText('Name'), 'Ada');
  await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'long-enough-1');
  await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'long-enough-1');
  await user.click(screen.getByRole('button', { name: 'Create account' }));

  expect(await screen.findByTestId('location')).toHaveTextContent(new RegExp(`^${invitation}$`));
  expect(localStorage.getItem('auth_token_default')).toBe('tok-new');
});

test('registration → "Sign in" keeps the invitation: sign-in lands on it', async () => {
  const user = userEvent.setup();
  server.use(http.post('http://localhost/auth/login', () => signedIn('tok-9')));
  renderUi(ui, { route: `/register?returnUrl=${encodeURIComponent(invitation)}` });
  await user.click(await screen.findByRole('link', { name: 'Sign in' }));

  await user.type(await screen.findByLabelText('E-mail'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'correct-horse');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));

  expect(await screen.findByTestId('location')).toHaveTextContent(new RegExp(`^${invitation}$`));
});

test('password restore keeps the invitation on its way back to sign-in', async () => {
  const user = userEvent.setup();
  renderUi(ui, { route: `/login?returnUrl=${encodeURIComponent(invitation)}` });
  await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
  await user.click(await screen.findByRole('link', { name: 'Back to sign in' }));
  expect(await screen.findByRole('link', { name: 'Create one' })).toHaveAttribute(
    'href',
    `/register?returnUrl=${encodeURIComponent(invitation)}`,
  );
});

test('a returnUrl to another origin is not passed on, and registration then opens the cabinet', async () => {
  const user = userEvent.setup();
  server.use(http.post('http://localhost/auth/register', () => signedIn('tok-x', 201)));
  const first = renderUi(ui, { route: `/login?returnUrl=${encodeURIComponent('//evil.example/steal')}` });
  expect(await screen.findByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/register');
  first.unmount();

  renderUi(ui, { route: `/register?returnUrl=${encodeURIComponent('https://evil.example/')}` });
  expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  await user.type(screen.getByLabelText('Name'), 'Ada');
  await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'long-enough-1');
  await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'long-enough-1');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByTestId('location')).toHaveTextContent(/^\/cabinet$/);
});
